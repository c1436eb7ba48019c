import { redirect } from 'react-router'
import type { MessageKey } from '#app/i18n/i18n'

/** A one-time message carried across a redirect (after a save, a delete…). */
export interface Flash {
	kind: 'success' | 'error'
	title: MessageKey
	text: MessageKey
}

const COOKIE = 'admin_flash'
const kinds = new Set(['success', 'error'])

export function redirectWithFlash(to: string, flash: Flash, init?: ResponseInit) {
	const value = Buffer.from(JSON.stringify(flash)).toString('base64url')
	const headers = new Headers(init?.headers)
	headers.append('Set-Cookie', `${COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=60`)
	return redirect(to, { ...init, headers })
}

/** Reads the flash message, if any, and the header that clears it (it is shown once). */
export function takeFlash(request: Request): { flash: Flash | null; headers: Headers } {
	const headers = new Headers()
	const match = (request.headers.get('Cookie') ?? '').match(
		new RegExp(`(?:^|;\\s*)${COOKIE}=([\\w-]+)`),
	)
	if (!match) return { flash: null, headers }
	headers.append('Set-Cookie', `${COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`)
	try {
		const parsed = JSON.parse(Buffer.from(match[1]!, 'base64url').toString('utf8')) as Flash
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
