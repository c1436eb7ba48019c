import { expect, test } from 'vitest'
import { safeReturnPath } from './auth.server'

// The sign-in page's and the language toggle's return path ends up in a Location header; the
// rules about which paths are followed at all are in auth.db.test.ts.

test('a return path is always something a Location header can carry', () => {
	// Characters beyond ASCII are sent percent-encoded as UTF-8, whole (not by UTF-16 unit).
	expect(safeReturnPath('/admin-dtima/€')).toBe('/admin-dtima/%E2%82%AC')
	expect(safeReturnPath('/admin-dtima/search?q=café crème')).toBe(
		'/admin-dtima/search?q=caf%C3%A9%20cr%C3%A8me',
	)
	expect(safeReturnPath('/admin-dtima/search?q=\u{1F600}')).toBe(
		'/admin-dtima/search?q=%F0%9F%98%80',
	)
	// Already encoded: unchanged (the sign-in page sends back what it was given).
	expect(safeReturnPath('/admin-dtima/search?q=caf%C3%A9')).toBe('/admin-dtima/search?q=caf%C3%A9')
	for (const value of [
		'/admin-dtima/search?q=caf\u00e9',
		'/admin-dtima/\u0130',
		'/admin-dtima/x\ud83d\ude00y',
	]) {
		const path = safeReturnPath(value)
		expect(path, value).toMatch(/^[\x21-\x7e]+$/)
		expect(() => new Headers({ Location: path }), value).not.toThrow()
		expect(decodeURIComponent(path), value).toBe(value)
	}
})

test('what cannot be a clean staff path goes to the dashboard', () => {
	for (const value of [
		'/admin-dtima\r\nSet-Cookie: x=1',
		'/admin-dtima/news\r\nX: 1',
		'/admin-dtima?x=\nX: 1',
		'/admin-dtima/\u0085',
		'/admin-dtima/\ud800', // a lone surrogate has no UTF-8 form
		'/admin-dtima/x\udc00',
		'/admin-dtima/\\evil.example',
		'/admin-dtima/search?q=\\',
	]) {
		expect(safeReturnPath(value), JSON.stringify(value)).toBe('/admin-dtima')
	}
})

test('slashes in the query string are data, not another host', () => {
	expect(safeReturnPath('/admin-dtima/search?q=a%2Fb')).toBe('/admin-dtima/search?q=a%2Fb')
	expect(safeReturnPath('/admin-dtima/search?q=http://x')).toBe('/admin-dtima/search?q=http://x')
	expect(safeReturnPath('/admin-dtima/%2f%2fevil.example?q=1')).toBe('/admin-dtima')
})
