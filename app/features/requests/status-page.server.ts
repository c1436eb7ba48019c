import { data } from 'react-router'
import { getDb } from '#app/db/client.server'
import { createT } from '#app/i18n/catalogs.server'
import { councilToday, localeFromPath } from '#app/i18n/locales'
import { pageCrumbs } from '#app/features/pages/page.server'
import { getSettings } from '#app/features/settings/queries.server'
import { windowLimiter } from '#app/platform/rate-limit.server'
import { nowMs } from '#app/platform/clock.server'
import { parsePublicForm } from '#app/platform/public-form.server'
import { REQUEST_CEILINGS } from './limits.server'
import { keyFromUrl } from './access.server'
import { getPublicStatus } from './queries.server'
import { formatReference, normalizeReference } from './request-rules'
import { statusLookupSchema } from './request-schema'

/**
 * Look-ups per client address (in this instance's memory, like the help beacon's): references
 * are numbered in order, so someone could try them one by one; what they would learn is only a
 * category, a status, dates and public replies (decision 039), and this makes even that slow.
 */
export const lookupLimiter = windowLimiter({
	limit: REQUEST_CEILINGS.lookupsPer10Min,
	windowMs: 10 * 60_000,
})

/** `GET /contact/status?ref=…`: one request's public status, or the look-up form. */
export async function statusPageData(request: Request, url: URL, clientIp: string | null) {
	const locale = localeFromPath(url.pathname)
	const t = createT(locale)
	const db = getDb()
	const settings = await getSettings(db)
	const lookup = parsePublicForm(url.searchParams, statusLookupSchema)
	// Shown back as tidied, also when it is not a reference.
	const asked =
		lookup.status === 'success'
			? lookup.value.ref
			: normalizeReference(url.searchParams.get('ref') ?? '')
	const base = {
		asked,
		sent: url.searchParams.get('sent') === '1',
		mailed: url.searchParams.get('mail') === '1',
		example: formatReference(
			settings.requestPrefix,
			Number(councilToday(new Date(nowMs())).slice(0, 4)),
			42,
		),
		crumbs: pageCrumbs(url, t('requests.statusTitle')),
	}
	if (!asked) return data({ ...base, outcome: 'form' as const, found: null }, { status: 200 })
	if (lookup.status !== 'success')
		return data({ ...base, outcome: 'invalid' as const, found: null }, { status: 400 })
	const address = clientIp ?? 'unknown'
	if (!lookupLimiter.take(address, nowMs())) {
		return data(
			{ ...base, outcome: 'limited' as const, found: null },
			{
				status: 429,
				headers: { 'Retry-After': String(lookupLimiter.retryAfter(address, nowMs())) },
			},
		)
	}
	const found = await getPublicStatus(db, asked, locale, keyFromUrl(url))
	if (!found) return data({ ...base, outcome: 'notFound' as const, found: null }, { status: 404 })
	return data({ ...base, outcome: 'found' as const, found }, { status: 200 })
}
