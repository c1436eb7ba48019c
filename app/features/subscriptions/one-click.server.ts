import type { IncomingMessage, ServerResponse } from 'node:http'
import { getDb } from '#app/db/client.server'
import { localeFromPath, localizePath } from '#app/i18n/locales'
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

/** The body is one short field; the token is in the address. */
const LIMIT = 2048

function readBody(req: IncomingMessage): Promise<Buffer | null> {
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = []
		let size = 0
		let over = false
		req.on('data', (chunk: Buffer) => {
			size += chunk.length
			// Past the limit the rest is read and dropped (the client gets its answer, not a reset).
			if (size > LIMIT) over = true
			else chunks.push(chunk)
		})
		req.on('end', () => resolve(over ? null : Buffer.concat(chunks)))
		req.on('error', reject)
	})
}

async function formOf(req: IncomingMessage, body: Buffer) {
	const type = req.headers['content-type'] ?? ''
	if (type.startsWith('application/x-www-form-urlencoded')) {
		return new URLSearchParams(body.toString('utf8'))
	}
	if (type.startsWith('multipart/form-data')) {
		const form = await new Response(new Uint8Array(body), {
			headers: { 'Content-Type': type },
		}).formData()
		const params = new URLSearchParams()
		for (const [name, value] of form) if (typeof value === 'string') params.append(name, value)
		return params
	}
	return undefined
}

function plain(res: ServerResponse, status: number, text: string) {
	res.statusCode = status
	res.setHeader('Content-Type', 'text/plain; charset=utf-8')
	res.setHeader('Cache-Control', 'no-store')
	res.end(text)
}

export async function oneClickUnsubscribe(req: IncomingMessage, res: ServerResponse) {
	const url = new URL(req.url ?? '/', 'http://site')
	const locale = localeFromPath(url.pathname)
	const texts = subscriptionTexts[locale]
	const body = await readBody(req)
	if (!body) return plain(res, 413, texts['sub.invalid.title'])
	const form = await formOf(req, body).catch(() => undefined)
	if (form?.get('List-Unsubscribe') !== 'One-Click') {
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
