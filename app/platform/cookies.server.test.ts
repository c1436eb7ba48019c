import { expect, test } from 'vitest'
import { readCookie, serializeCookie } from './cookies.server'

test('readCookie finds one cookie among several', () => {
	expect(readCookie('a=1; lang=fr; b=2', 'lang')).toBe('fr')
	expect(readCookie('language=fr', 'lang')).toBeUndefined()
	expect(readCookie(undefined, 'lang')).toBeUndefined()
})

test('readCookie treats a value that is not valid percent-encoding as absent', () => {
	expect(readCookie('lang=%ff', 'lang')).toBeUndefined()
	expect(readCookie('lang=%E0%A4%A', 'lang')).toBeUndefined()
	expect(readCookie('other=%ff; lang=fr', 'lang')).toBe('fr')
	expect(readCookie('lang=caf%C3%A9', 'lang')).toBe('café')
})

test('serializeCookie writes the attributes every cookie of the site has, Secure when asked', () => {
	expect(serializeCookie('lang', 'fr', { maxAge: 60, secure: true })).toBe(
		'lang=fr; Path=/; HttpOnly; SameSite=Lax; Max-Age=60; Secure',
	)
	expect(serializeCookie('admin_lang', 'en', { maxAge: 0, secure: false, httpOnly: false })).toBe(
		'admin_lang=en; Path=/; SameSite=Lax; Max-Age=0',
	)
	// A value is percent-encoded, and reads back as it was.
	const header = serializeCookie('x', 'a;b c', { maxAge: 1, secure: false })
	expect(header.startsWith('x=a%3Bb%20c;')).toBe(true)
	expect(readCookie(header.split(';')[0], 'x')).toBe('a;b c')
})
