import { data } from 'react-router'
import { getDb } from '#app/db/client.server'
import { localeFromPath } from '#app/i18n/locales'
import { pageCrumbs } from '#app/features/pages/page.server'
import { getSettings } from '#app/features/settings/queries.server'
import { readSmallForm } from '#app/platform/request-body.server'
import { networkOf } from '#app/platform/network'
import { windowLimiter } from '#app/platform/rate-limit.server'
import { spendFormToken } from '#app/platform/form-guard.server'
import { nowMs } from '#app/platform/clock.server'
import { mailEnabled, mailOrigin } from '#app/platform/mail/mail-config.server'
import { checkFormGuard, formGuardValues } from '#app/platform/form-guard.server'
import { parsePublicForm, publicRefusal, publicReply } from '#app/platform/public-form.server'
import type { SubscriptionMessageKey } from '#app/i18n/messages/subscriptions.en'
import type { FormReply } from '#app/utils/form-reply'
import { manageSchema, subscribeSchema } from './subscription-schema'
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

/**
 * Sign-ups per network (/24 or /64; issue 32): past this share a sign-up is still taken, but held
 * (no mail now), so a script rotating addresses in one network cannot use up the day's mails.
 */
export const signUpsPerNetwork = windowLimiter({ limit: 30, windowMs: 10 * 60_000 })

export const NO_STORE = { 'Cache-Control': 'no-store' }

async function common(url: URL, titleKey: 'sub.pageTitle' | 'sub.manage.title') {
	const locale = localeFromPath(url.pathname)
	const settings = await getSettings(getDb())
	const texts = subscriptionTexts[locale]
	const t = subT(texts, settings.name[locale])
	return { locale, settings, texts, t, crumbs: pageCrumbs(url, t(titleKey)) }
}

export type SubscribeState = { view: 'form' } | { view: 'sent' } | { view: 'held' }

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
			guard: enabled ? formGuardValues(nowMs(), { once: true }) : null,
			// The page's language is the one offered first.
			defaultLanguages: locale,
			reply: undefined as FormReply | undefined,
			state: { view: 'form' } as SubscribeState,
		},
		{ headers: NO_STORE },
	)
}

/**
 * `POST /subscribe`: a sign-up read with its schema (subscription-schema.ts; see
 * requestSubscription). Whatever is refused comes back with what was typed.
 */
export async function subscribeAction(request: Request, url: URL, clientIp: string | null) {
	const { locale, texts, crumbs, settings } = await common(url, 'sub.pageTitle')
	const enabled = mailEnabled()
	const answer = (
		status: number,
		state: SubscribeState,
		reply?: FormReply,
		headers: Record<string, string> = {},
	) =>
		data(
			{
				page: 'subscribe' as const,
				texts,
				crumbs,
				enabled,
				guard: enabled ? formGuardValues(nowMs(), { once: true }) : null,
				defaultLanguages: locale,
				reply,
				state,
			},
			{ status, headers: { ...NO_STORE, ...headers } },
		)
	if (!enabled) return answer(503, { view: 'form' })
	const address = clientIp ?? 'unknown'
	const form = await readSmallForm(request, FORM_LIMIT)
	const submission = parsePublicForm(form, subscribeSchema)
	const refused = (key: SubscriptionMessageKey) => publicRefusal(submission, key)
	if (!signUpsPerAddress.take(address)) {
		return answer(429, { view: 'form' }, refused('sub.error.tooMany'), {
			'Retry-After': String(signUpsPerAddress.retryAfter(address)),
		})
	}
	const guard = checkFormGuard(form, { now: nowMs() })
	// A filled honeypot is a robot: it is told what a person is told, and nothing is stored or sent.
	if (!guard.ok && guard.reason === 'honeypot') return answer(200, { view: 'sent' })
	if (!guard.ok) return answer(400, { view: 'form' }, refused('sub.error.again'))
	if (submission.status !== 'success') return answer(400, { view: 'form' }, publicReply(submission))
	// This form's value is spent now: the same form sent again is asked to be filled in again.
	if (!(await spendFormToken(getDb(), form)))
		return answer(400, { view: 'form' }, refused('sub.error.again'))
	const network = networkOf(clientIp)
	const outcome = await requestSubscription(
		getDb(),
		{
			...submission.value,
			locale,
			// PUBLIC_URL (or the server's own address), never the request's Host header.
			origin: mailOrigin(),
			product: settings.name[locale],
		},
		{ network, hold: network !== null && !signUpsPerNetwork.take(network) },
	)
	if (outcome === 'busy') return answer(503, { view: 'form' }, refused('sub.error.busy'))
	if (outcome === 'held') return answer(200, { view: 'held' })
	return answer(200, { view: 'sent' })
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
			reply: undefined as FormReply | undefined,
		},
		{ headers: NO_STORE },
	)
}

/** The manage form, read with its schema; a refusal comes back with what was chosen. */
export async function manageAction(request: Request, url: URL) {
	const { texts, crumbs } = await common(url, 'sub.manage.title')
	const form = await readSmallForm(request, FORM_LIMIT)
	const token = String(form.get('token') ?? '')
	const submission = parsePublicForm(form, manageSchema)
	const db = getDb()
	const known = await subscriptionOf(db, token)
	const chosen = submission.status === 'success' ? submission.value : null
	const saved = known && chosen ? await updateSubscription(db, token, chosen) : false
	return data(
		{
			page: 'manage' as const,
			texts,
			crumbs,
			token: known ? token : '',
			choices: known
				? (saved && chosen) || { topics: known.topics, languages: known.languages }
				: null,
			saved,
			reply: chosen ? undefined : publicReply(submission),
		},
		{ status: !known ? 404 : chosen ? 200 : 400, headers: NO_STORE },
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
