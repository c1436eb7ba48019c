import { data } from 'react-router'
import { getDb } from '#app/db/client.server'
import { localeFromPath, type Locale } from '#app/i18n/locales'
import { pageCrumbs } from '#app/features/pages/page.server'
import { getSettings } from '#app/features/settings/queries.server'
import { readSmallForm } from '#app/platform/request-body.server'
import { windowLimiter } from '#app/platform/rate-limit.server'
import { nowMs } from '#app/platform/clock.server'
import { mailEnabled, mailOrigin } from '#app/platform/mail/mail-config.server'
import { checkFormGuard, formGuardValues } from '#app/platform/form-guard.server'
import { readChoices, readSubscribeForm, type ChoiceError, type SubscribeInput } from './choices'
import {
	confirmationIsValid,
	confirmSubscription,
	requestSubscription,
	subscriptionOf,
	updateSubscription,
} from './subscriptions.server'
import { subscriptionTexts, subT } from './texts'

/**
 * The loaders and actions of the subscription pages (decision 040). These pages are never stored
 * by the page cache (middleware.server.ts leaves `/subscribe…` out, and they say `no-store`): the
 * form carries a token made for its response, and the other pages answer for one person's link.
 */

/** The bodies are a few fields: anything bigger is not one of our forms. */
const FORM_LIMIT = 4 * 1024

/**
 * Sign-ups per client address (this instance's memory, decision 017's counter): a person signs
 * up once or twice; a script filling addresses in stops here, and at the per-address-per-day and
 * global ceilings of subscriptions.server.ts when it spreads over addresses.
 */
export const signUpsPerAddress = windowLimiter({ limit: 10, windowMs: 10 * 60_000 })

export const NO_STORE = { 'Cache-Control': 'no-store' }

async function common(url: URL, titleKey: 'sub.pageTitle' | 'sub.manage.title') {
	const locale = localeFromPath(url.pathname)
	const settings = await getSettings(getDb())
	const texts = subscriptionTexts[locale]
	const t = subT(texts, settings.name[locale])
	return { locale, settings, texts, t, crumbs: pageCrumbs(url, t(titleKey)) }
}

export type SubscribeState =
	{ view: 'form'; errors: ChoiceError[]; problem?: 'again' | 'busy' | 'tooMany' } | { view: 'sent' }

const emptyInput: SubscribeInput = { email: '', topics: [], languages: '' }

function defaultLanguages(locale: Locale): SubscribeInput {
	return { ...emptyInput, languages: locale }
}

/** `/subscribe`: the form, or the notice that email is off. */
export async function subscribePageData(request: Request, url: URL) {
	const { locale, texts, crumbs } = await common(url, 'sub.pageTitle')
	const enabled = mailEnabled()
	return data(
		{
			page: 'subscribe' as const,
			texts,
			crumbs,
			enabled,
			guard: enabled ? formGuardValues(nowMs()) : null,
			input: defaultLanguages(locale),
			state: { view: 'form', errors: [] } as SubscribeState,
		},
		{ headers: NO_STORE },
	)
}

/** `POST /subscribe`: a sign-up (see requestSubscription); input is never lost. */
export async function subscribeAction(request: Request, url: URL, clientIp: string | null) {
	const { locale, texts, crumbs, settings } = await common(url, 'sub.pageTitle')
	const enabled = mailEnabled()
	const reply = (
		status: number,
		state: SubscribeState,
		input: SubscribeInput = defaultLanguages(locale),
	) =>
		data(
			{
				page: 'subscribe' as const,
				texts,
				crumbs,
				enabled,
				guard: enabled ? formGuardValues(nowMs()) : null,
				input,
				state,
			},
			{ status, headers: NO_STORE },
		)
	if (!enabled) return reply(503, { view: 'form', errors: [] })
	const address = clientIp ?? 'unknown'
	const form = await readSmallForm(request, FORM_LIMIT)
	const { input, errors, choices } = readSubscribeForm(form)
	if (!signUpsPerAddress.take(address)) {
		return data(
			{
				page: 'subscribe' as const,
				texts,
				crumbs,
				enabled,
				guard: formGuardValues(nowMs()),
				input,
				state: { view: 'form', errors: [], problem: 'tooMany' } as SubscribeState,
			},
			{
				status: 429,
				headers: { ...NO_STORE, 'Retry-After': String(signUpsPerAddress.retryAfter(address)) },
			},
		)
	}
	const guard = checkFormGuard(form, { now: nowMs() })
	// A filled honeypot is a robot: it is told what a person is told, and nothing is stored or sent.
	if (!guard.ok && guard.reason === 'honeypot') return reply(200, { view: 'sent' })
	if (!guard.ok) return reply(400, { view: 'form', errors: [], problem: 'again' }, input)
	if (errors.length || !choices) return reply(400, { view: 'form', errors }, input)
	const outcome = await requestSubscription(getDb(), {
		...choices,
		locale,
		// PUBLIC_URL (or the server's own address), never the request's Host header.
		origin: mailOrigin(),
		product: settings.name[locale],
	})
	if (outcome === 'busy') return reply(503, { view: 'form', errors: [], problem: 'busy' }, input)
	return reply(200, { view: 'sent' })
}

const tokenOf = (url: URL) => url.searchParams.get('token') ?? ''

/** `/subscribe/confirm?token=…`: a page with a button (mail scanners open links; only a POST confirms). */
export async function confirmPageData(request: Request, url: URL) {
	const { texts, crumbs } = await common(url, 'sub.pageTitle')
	const token = tokenOf(url)
	const valid = await confirmationIsValid(getDb(), token)
	return data(
		{
			page: 'confirm',
			texts,
			crumbs,
			token: valid ? token : '',
			view: valid ? 'ask' : 'invalid',
		} as const,
		{ headers: NO_STORE },
	)
}

export async function confirmAction(request: Request, url: URL) {
	const { texts, crumbs } = await common(url, 'sub.pageTitle')
	const form = await readSmallForm(request, FORM_LIMIT)
	const token = String(form.get('token') ?? '') || tokenOf(url)
	const done = await confirmSubscription(getDb(), token)
	return data(
		{ page: 'confirm', texts, crumbs, token: '', view: done ? 'done' : 'invalid' } as const,
		{
			status: done ? 200 : 404,
			headers: NO_STORE,
		},
	)
}

/** `/subscribe/manage?token=…`: the subscriber's choices, from a link in any message. */
export async function managePageData(request: Request, url: URL) {
	const { texts, crumbs } = await common(url, 'sub.manage.title')
	const token = tokenOf(url)
	const subscription = await subscriptionOf(getDb(), token)
	return data(
		{
			page: 'manage' as const,
			texts,
			crumbs,
			token: subscription ? token : '',
			choices: subscription
				? { topics: subscription.topics, languages: subscription.languages }
				: null,
			saved: false,
			errors: [] as ChoiceError[],
		},
		{ headers: NO_STORE },
	)
}

export async function manageAction(request: Request, url: URL) {
	const { texts, crumbs } = await common(url, 'sub.manage.title')
	const form = await readSmallForm(request, FORM_LIMIT)
	const token = String(form.get('token') ?? '')
	const { input } = readChoices(form)
	const errors: ChoiceError[] = []
	if (!input.topics.length) errors.push('topics')
	if (!input.languages) errors.push('languages')
	const db = getDb()
	const known = await subscriptionOf(db, token)
	const saved =
		known && !errors.length && input.languages
			? await updateSubscription(db, token, { topics: input.topics, languages: input.languages })
			: false
	return data(
		{
			page: 'manage' as const,
			texts,
			crumbs,
			token: known ? token : '',
			choices: known
				? { topics: input.topics, languages: input.languages || known.languages }
				: null,
			saved,
			errors,
		},
		{ status: !known ? 404 : errors.length ? 400 : 200, headers: NO_STORE },
	)
}

/** `/subscribe/unsubscribe?token=…`: a page with the button; its POST is the one-click endpoint. */
export async function unsubscribePageData(request: Request, url: URL) {
	const { texts, crumbs } = await common(url, 'sub.manage.title')
	const token = tokenOf(url)
	const done = url.searchParams.has('done')
	const valid = !done && /^[A-Za-z0-9_-]{43}$/.test(token)
	return data(
		{
			page: 'unsubscribe',
			texts,
			crumbs,
			token: valid ? token : '',
			view: done ? 'done' : valid ? 'ask' : 'invalid',
		} as const,
		{ headers: NO_STORE },
	)
}
