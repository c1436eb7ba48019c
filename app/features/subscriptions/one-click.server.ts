import type { Request as ExpressRequest, Response as ExpressResponse } from 'express'
import { getDb } from '#app/db/client.server'
import { localeFromPath, localizePath } from '#app/i18n/locales'
import { fetchRequest } from '#app/platform/document-response.server'
import { readSmallForm } from '#app/platform/request-body.server'
import { subscriptionTexts } from './texts'
import { unsubscribe } from './subscriptions.server'

/**
 * RFC 8058 one-click unsubscribing: a mail client's "unsubscribe" button sends
 * `POST <List-Unsubscribe address>` with the body `List-Unsubscribe=One-Click`, from its own
 * servers or from the reader's device, with any `Origin` or none. That request must unsubscribe
 * with no other step, so these two exact addresses are answered here, before the refusal of
 * cross-site writes (server/app.ts) and React Router's own origin check: the request changes only
 * what its link's secret token names, so another site gains nothing by sending it. Every other
 * write keeps those checks. The page's own "Unsubscribe" button posts the same body, plus
 * `from=page`, and is sent on to the page that says it is done.
 */
export const ONE_CLICK_PATHS = ['/subscribe/unsubscribe', '/fr/subscribe/unsubscribe']

/**
 * The body is one short field; the token is in the address. Read by the one body reader (counted
 * as it arrives, refused at the limit, the rest let go: decision 017), as every other form is.
 */
const LIMIT = 2048

function plain(res: ExpressResponse, status: number, text: string) {
	res.statusCode = status
	res.setHeader('Content-Type', 'text/plain; charset=utf-8')
	res.setHeader('Cache-Control', 'no-store')
	res.end(text)
}

export async function oneClickUnsubscribe(req: ExpressRequest, res: ExpressResponse) {
	// eslint-disable-next-line no-restricted-syntax -- answered before React Router: the address as it arrived
	const url = new URL(req.url ?? '/', 'http://site')
	const locale = localeFromPath(url.pathname)
	const texts = subscriptionTexts[locale]
	let form: FormData
	try {
		form = await readSmallForm(fetchRequest(req, res), LIMIT)
	} catch (refusal) {
		// Too large (413), not a form (415), or unreadable (400): said in the page's language.
		if (refusal instanceof Response) return plain(res, refusal.status, texts['sub.invalid.title'])
		throw refusal
	}
	if (form.get('List-Unsubscribe') !== 'One-Click') {
		return plain(res, 400, texts['sub.invalid.title'])
	}
	const token = url.searchParams.get('token') ?? ''
	const done = await unsubscribe(getDb(), token)
	if (form.get('from') === 'page') {
		res.statusCode = 303
		res.setHeader('Cache-Control', 'no-store')
		res.setHeader(
			'Location',
			`${localizePath('/subscribe/unsubscribe', locale)}${done ? '?done=1' : ''}`,
		)
		return void res.end()
	}
	return plain(res, done ? 200 : 404, texts[done ? 'sub.unsubscribed.title' : 'sub.invalid.title'])
}
