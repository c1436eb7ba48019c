import type { ActionFunctionArgs } from 'react-router'
import { getDb } from '#app/db/client.server'
import { countHelpQuestion } from '#app/db/queries/admin.server'
import { councilToday, isLocale } from '#app/i18n/locales'

/**
 * `POST /help/asked`: the help assistant reports that a question was read (sent with
 * `navigator.sendBeacon` when someone opens an answer). Only the day and the page's language are
 * stored: no address, no cookie, nothing about the person. Feeds the dashboard's "Chat Messages".
 * Requests from other sites are ignored, so a foreign page cannot inflate the figure.
 */
export async function action({ request }: ActionFunctionArgs) {
	const site = request.headers.get('Sec-Fetch-Site')
	if (site && site !== 'same-origin') return new Response(null, { status: 403 })
	const type = request.headers.get('Content-Type') ?? ''
	if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('text/plain')) {
		return new Response(null, { status: 415 })
	}
	const body = (await request.text()).slice(0, 100)
	const locale = new URLSearchParams(body).get('locale')
	if (!isLocale(locale)) return new Response(null, { status: 400 })
	await countHelpQuestion(getDb(), councilToday(), locale)
	return new Response(null, { status: 204 })
}

export function loader() {
	return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } })
}
