import { redirect } from 'react-router'
import type { MessageKey } from '#app/i18n/i18n'
import { requestCookie, serializeCookie } from '#app/platform/cookies.server'

/** A one-time message carried across a redirect (after a save, a delete…). */
interface Flash {
	kind: 'success' | 'error'
	title: MessageKey
	text: MessageKey
}

const COOKIE = 'admin_flash'
const kinds = new Set(['success', 'error'])

export function redirectWithFlash(to: string, flash: Flash, init?: ResponseInit) {
	const value = Buffer.from(JSON.stringify(flash)).toString('base64url')
	const headers = new Headers(init?.headers)
	headers.append('Set-Cookie', serializeCookie(COOKIE, value, { maxAge: 60, secure: false }))
	return redirect(to, { ...init, headers })
}

/** Reads the flash message, if any, and the header that clears it (it is shown once). */
export function takeFlash(request: Request): { flash: Flash | null; headers: Headers } {
	const headers = new Headers()
	const value = requestCookie(request, COOKIE)
	if (!value) return { flash: null, headers }
	headers.append('Set-Cookie', serializeCookie(COOKIE, '', { maxAge: 0, secure: false }))
	try {
		const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Flash
		if (
			!kinds.has(parsed.kind) ||
			typeof parsed.title !== 'string' ||
			typeof parsed.text !== 'string'
		) {
			return { flash: null, headers }
		}
		return { flash: parsed, headers }
	} catch {
		return { flash: null, headers }
	}
}
