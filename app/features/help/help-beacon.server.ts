import { getDb } from '#app/db/client.server'
import { countHelpQuestion } from '#app/features/cms/queries.server'
import { councilToday, isLocale } from '#app/i18n/locales'
import { windowLimiter } from '../../platform/rate-limit.server'
import { readBodyLimited } from '../../platform/request-body.server'
import { isCrossSiteRequest } from '../../platform/same-origin.server'

/** The beacon's body is `locale=en`: anything past a few hundred bytes is not one. */
const HELP_BEACON_BYTES = 256
/**
 * Questions one address may report per 10 minutes: someone reading the whole help list opens a
 * dozen answers. Past that the beacon is answered 429 and not counted. Mobile networks put many
 * people behind one address, so this only trims a few counts from them, which a figure can bear.
 */
export const HELP_BEACON_LIMIT = 30
export const helpBeaconLimiter = windowLimiter({ limit: HELP_BEACON_LIMIT, windowMs: 10 * 60_000 })

/**
 * `POST /help/asked` (routes/site/help-asked.ts): the help assistant reports that a question was
 * read. Only the day and the page's language are stored: no address, no cookie, nothing about the
 * person. Requests from other sites are ignored, so a foreign page cannot inflate the figure; a
 * script cannot either beyond the limit per address and the daily ceiling (HELP_DAILY_CEILING).
 */
export async function recordHelpBeacon(request: Request, clientIp: string | null) {
	if (isCrossSiteRequest(request)) return new Response(null, { status: 403 })
	const type = request.headers.get('Content-Type') ?? ''
	if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('text/plain')) {
		return new Response(null, { status: 415 })
	}
	// Read first (it is tiny), so that every answer leaves the connection ready for the next request.
	const body = await readBodyLimited(request, HELP_BEACON_BYTES)
	const address = clientIp ?? 'unknown'
	if (!helpBeaconLimiter.take(address)) {
		return new Response(null, {
			status: 429,
			headers: { 'Retry-After': String(helpBeaconLimiter.retryAfter(address)) },
		})
	}
	const locale = new URLSearchParams(new TextDecoder().decode(body)).get('locale')
	if (!isLocale(locale)) return new Response(null, { status: 400 })
	await countHelpQuestion(getDb(), councilToday(), locale)
	return new Response(null, { status: 204 })
}
