import { expect, test, vi } from 'vitest'
import { islandsOf } from './islands.server'

const files = new Map([
	['menu', '/assets/islands/menu-a1.js'],
	['feedback', '/assets/islands/feedback-b2.js'],
])

test('each island named on a page is added once, in the order first named, before </body>', () => {
	const html = Buffer.from(
		'<html><body><nav data-island="menu"></nav><p>data-island="text, not an attribute"</p>' +
			'<form data-island="feedback"></form><form data-island="feedback"></form></body></html>',
	)
	const { pieces, names } = islandsOf(html, files)
	expect(names).toEqual(['menu', 'feedback'])
	expect(Buffer.concat(pieces).toString()).toBe(
		'<html><body><nav data-island="menu"></nav><p>data-island="text, not an attribute"</p>' +
			'<form data-island="feedback"></form><form data-island="feedback"></form>' +
			'<script type="module" src="/assets/islands/menu-a1.js"></script>' +
			'<script type="module" src="/assets/islands/feedback-b2.js"></script></body></html>',
	)
})

test('a page without widgets is sent as it is; an island the build lacks is left out and said once', () => {
	const plain = Buffer.from('<html><body><p>Hello</p></body></html>')
	expect(Buffer.concat(islandsOf(plain, files).pieces).equals(plain)).toBe(true)
	const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
	const html = Buffer.from(
		'<body><div data-island="gone"></div><div data-island="menu"></div></body>',
	)
	for (let i = 0; i < 2; i++) {
		const sent = Buffer.concat(islandsOf(html, files).pieces).toString()
		expect(sent).toContain('menu-a1.js')
		expect(sent).not.toContain('islands/gone')
		expect(sent.match(/<script/g)).toHaveLength(1)
	}
	expect(logged).toHaveBeenCalledTimes(1)
	expect(String(logged.mock.calls[0]?.[0])).toContain('no island named gone')
	logged.mockRestore()
})
