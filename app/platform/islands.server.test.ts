import { expect, test, vi } from 'vitest'
import { islandLoader, islandsOf } from './islands.server'

const files = new Map([
	['menu', '/assets/islands/menu-a1.js'],
	['feedback', '/assets/islands/feedback-b2.js'],
])

test('each island named on a page is loaded once, in the order first named, by one script before </body>', () => {
	const body =
		'<nav data-island="menu"></nav><p>data-island="text, not an attribute"</p>' +
		'<form data-island="feedback"></form><form data-island="feedback"></form>'
	const html = Buffer.from(`<html><body>${body}</body></html>`)
	const { pieces, names } = islandsOf(html, files, 'n0nce')
	expect(names).toEqual(['menu', 'feedback'])
	const loader = islandLoader(
		['/assets/islands/menu-a1.js', '/assets/islands/feedback-b2.js'],
		'n0nce',
	)
	expect(Buffer.concat(pieces).toString()).toBe(`<html><body>${body}${loader}</body></html>`)
	expect(loader).toMatch(/^<script nonce="n0nce">[^<]*<\/script>$/)
})

test('the loader adds each module script once the page has loaded and painted its first content', () => {
	const added: { type: string; src: string }[] = []
	const listeners = new Map<string, () => void>()
	let painted: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined
	const document = {
		readyState: 'interactive',
		createElement: () => ({ type: '', src: '' }),
		body: { append: (script: { type: string; src: string }) => added.push(script) },
	}
	class PerformanceObserver {
		static supportedEntryTypes = ['paint']
		constructor(callback: (list: unknown, observer: { disconnect: () => void }) => void) {
			painted = (list) => callback(list, { disconnect: () => (painted = undefined) })
		}
		observe() {}
	}
	const run = new Function(
		'document',
		'addEventListener',
		'setTimeout',
		'PerformanceObserver',
		/<script[^>]*>([\s\S]*)<\/script>/.exec(islandLoader(['/a.js', '/b.js'], 'x'))![1]!,
	)
	run(
		document,
		(type: string, listener: () => void) => listeners.set(type, listener),
		(callback: () => void) => callback(),
		PerformanceObserver,
	)
	// Nothing before the page's load event, nor before its first contentful paint.
	expect(added).toEqual([])
	listeners.get('load')!()
	expect(added).toEqual([])
	painted!({ getEntriesByName: () => [] })
	expect(added).toEqual([])
	painted!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) })
	expect(painted).toBeUndefined()
	expect(added).toEqual([
		{ type: 'module', src: '/a.js' },
		{ type: 'module', src: '/b.js' },
	])
})

test('in a browser without paint timing, the loader waits for the load event alone', () => {
	// An observer that knows no paint entries ignores the type it is asked for, and never calls back.
	class WithoutPaint {
		static supportedEntryTypes = ['navigation']
		observe() {}
	}
	for (const PerformanceObserver of [WithoutPaint, undefined]) {
		const added: string[] = []
		let loaded: (() => void) | undefined
		const document = {
			readyState: 'loading',
			createElement: () => ({ src: '' }),
			body: { append: (script: { src: string }) => added.push(script.src) },
		}
		new Function(
			'document',
			'addEventListener',
			'setTimeout',
			'PerformanceObserver',
			/<script[^>]*>([\s\S]*)<\/script>/.exec(islandLoader(['/a.js'], 'x'))![1]!,
		)(
			document,
			(_type: string, listener: () => void) => (loaded = listener),
			(callback: () => void) => callback(),
			PerformanceObserver,
		)
		expect(added).toEqual([])
		loaded!()
		expect(added).toEqual(['/a.js'])
	}
})

test('a page without widgets is sent as it is; an island the build lacks is left out and said once', () => {
	const plain = Buffer.from('<html><body><p>Hello</p></body></html>')
	expect(Buffer.concat(islandsOf(plain, files, 'x').pieces).equals(plain)).toBe(true)
	const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
	const html = Buffer.from(
		'<body><div data-island="gone"></div><div data-island="menu"></div></body>',
	)
	for (let i = 0; i < 2; i++) {
		const sent = Buffer.concat(islandsOf(html, files, 'x').pieces).toString()
		expect(sent).toContain('"/assets/islands/menu-a1.js"')
		expect(sent).not.toContain('islands/gone')
	}
	const onlyMissing = Buffer.from('<body><div data-island="gone"></div></body>')
	expect(Buffer.concat(islandsOf(onlyMissing, files, 'x').pieces).equals(onlyMissing)).toBe(true)
	expect(logged).toHaveBeenCalledTimes(1)
	expect(String(logged.mock.calls[0]?.[0])).toContain('no island named gone')
	logged.mockRestore()
})
