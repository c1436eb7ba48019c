import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createStaticHandler, createStaticRouter, type RouteObject } from 'react-router'
import { describe, expect, test } from 'vitest'
import { HELPERS, MARK, PACKAGES, patched } from '../../scripts/patch-packages.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** A server's static handler for `routes`, and a render's static router at `/` (as React Router's server rendering makes them). */
function server(routes: RouteObject[]) {
	const handler = createStaticHandler(routes)
	return async () => {
		const context = await handler.query(new Request('http://site.test/'))
		if (context instanceof Response) throw new Error('unexpected response')
		return createStaticRouter(handler.dataRoutes, context)
	}
}

describe('React Router, patched at install (decision 041)', () => {
	test('the installed copies are patched: the ES modules Node loads and the CommonJS Vitest loads', () => {
		for (const build of ['development', 'production']) {
			const dist = path.join(root, 'node_modules/react-router/dist', build)
			for (const kind of [/\.mjs$/, /\.js$/]) {
				const text = fs
					.readdirSync(dist)
					.filter((name) => kind.test(name))
					.map((name) => fs.readFileSync(path.join(dist, name), 'utf8'))
					.join('\n')
				expect(text).toContain(MARK)
				expect(text).toMatch(
					/let routes = keptPerBuild\(manifest\.routes, \(\) => \S*createServerRoutes/,
				)
				expect(text).toContain('let { manifest, dataRoutes } = keptPerBuild(routes, () => {')
				expect(text).toContain('let index = keptBranchIndex(branches, decoded, allowPartial, () =>')
				expect(text).toContain(
					'function stripIndexParam(request) {\n  if (nothingToStrip(request)) return request;',
				)
				expect(text).toContain(
					'function stripRoutesParam(request) {\n  if (nothingToStrip(request)) return request;',
				)
			}
		}
	})

	test('a static router converts one route table once: the same route objects at every render', async () => {
		const routes: RouteObject[] = [
			{ path: '/', loader: () => 'home', children: [{ index: true, loader: () => 'index' }] },
		]
		const render = server(routes)
		const first = await render()
		const second = await render()
		// The handler converts `routes` once; each render converted them again before the patch.
		expect(second.routes).toBe(first.routes)
		// Each render keeps its own state.
		expect(second.state).not.toBe(first.state)
		expect(second.state.loaderData).toEqual({ '0': 'home', '0-0': 'index' })
		// Another table is converted on its own.
		const other = await server([{ path: '/', loader: () => 'other' }])()
		expect(other.routes).not.toBe(first.routes)
		expect(other.state.loaderData).toEqual({ '0': 'other' })
	})

	test('route matching: an address matched again finds the same route, with match objects of its own', async () => {
		const routes: RouteObject[] = [
			{
				path: '/',
				loader: () => 'root',
				children: [
					{ index: true, loader: () => 'home' },
					{ path: 'news/:slug', loader: ({ params }) => `article ${params.slug}` },
					{ path: 'news', loader: () => 'newsroom' },
					{ path: '*', loader: () => 'not found' },
				],
			},
		]
		const handler = createStaticHandler(routes)
		const data = async (path: string) => {
			const context = await handler.query(new Request(`http://site.test${path}`))
			if (context instanceof Response) throw new Error('unexpected response')
			return { data: Object.values(context.loaderData), matches: context.matches }
		}
		// Each address twice: the second time the branch it matched first is taken again.
		for (const round of [1, 2]) {
			expect((await data('/')).data, `round ${round}`).toEqual(['root', 'home'])
			expect((await data('/news')).data).toEqual(['root', 'newsroom'])
			expect((await data('/news/a')).data).toEqual(['root', 'article a'])
			expect((await data('/news/b')).data).toEqual(['root', 'article b'])
			expect((await data('/NEWS/Caf%C3%A9')).data).toEqual(['root', 'article Café'])
			expect((await data('/elsewhere/x')).data).toEqual(['root', 'not found'])
		}
		// Matches are made for each request: nothing one request changes reaches the next.
		const first = await data('/news/a')
		const second = await data('/news/a')
		expect(second.matches[1]).not.toBe(first.matches[1])
		expect(second.matches[1]!.params).toEqual({ slug: 'a' })
		// A long address is matched without being remembered, with the same result.
		const long = `/news/${'x'.repeat(400)}`
		expect((await data(long)).data).toEqual(['root', `article ${'x'.repeat(400)}`])
	})

	test('a loader gets the request itself when React Router would strip nothing from its address', () => {
		const nothingToStrip = new Function(
			`${HELPERS.nothingToStrip}; return nothingToStrip`,
		)() as (request: { url: string }) => boolean
		const kept = (url: string) => nothingToStrip({ url })
		expect(kept('http://site.test/news')).toBe(true)
		expect(kept('http://site.test/search?q=market')).toBe(true)
		// `index` and `_routes` are React Router's own; an encoded name could be either.
		expect(kept('http://site.test/news?index')).toBe(false)
		expect(kept('http://site.test/news?_routes=root')).toBe(false)
		expect(kept('http://site.test/search?q=caf%C3%A9')).toBe(false)
		// In the path it is only a path.
		expect(kept('http://site.test/index-of-fees')).toBe(true)
		expect(kept('http://site.test/index-of-fees?page=2')).toBe(true)
	})

	test('text that does not match is left alone, and patching twice changes nothing', () => {
		expect(patched('export const nothing = 1')).toBeUndefined()
		const source = `function createStaticRouter(routes, context, opts = {}) {
  let manifest = {};
  let dataRoutes = convertRoutesToDataRoutes(
    routes,
    mapRouteProperties,
    void 0,
    manifest
  );
}`
		const once = patched(source)
		expect(once?.applied).toEqual(['createStaticRouter converts a route table once'])
		expect(once?.text).toContain(MARK)
		expect(patched(once!.text)).toBeUndefined()
	})
})

describe('React DOM, patched at install (decision 041)', () => {
	const file = path.join(root, 'node_modules/react-dom/cjs/react-dom-server.node.production.js')

	test('the installed production server renderer collects its text and keeps async hooks off', () => {
		const text = fs.readFileSync(file, 'utf8')
		expect(text).toContain(MARK)
		expect(text).toContain('function writeChunkNow(destination, chunk) {')
		expect(text).toContain(
			'function completeWriting(destination) {\n  writePendingText(destination);',
		)
		expect(text).toContain(
			'function flushCompletedQueues(request, destination) {\n  pendingText = "";',
		)
		expect(text).toContain('function stringToPrecomputedChunk(content) {\n  return content;\n}')
		expect(text).not.toContain('requestStorage.run(')
	})

	test('it renders the same bytes as React’s own browser renderer, Suspense and all', () => {
		// In a process of its own in production mode (Vitest runs React's development build): a page
		// with attributes, accented and non-Latin text, a text far longer than one written piece,
		// and a part that finishes later, through the patched Node renderer and through the
		// browser build's (not patched) on the same tree.
		const script = `
			import { AsyncLocalStorage } from 'node:async_hooks'
			// Entering an AsyncLocalStorage turns Node's async hooks on for good: counted.
			let stored = 0
			for (const method of ['run', 'enterWith']) {
				const original = AsyncLocalStorage.prototype[method]
				AsyncLocalStorage.prototype[method] = function (...args) { stored += 1; return original.apply(this, args) }
			}
			const { createElement: h, Suspense, use } = await import('react')
			const { renderToPipeableStream } = await import('react-dom/server.node')
			const { renderToReadableStream } = await import('react-dom/server.browser')
			const { Writable } = await import('node:stream')
			const later = () => new Promise((resolve) => setTimeout(() => resolve('arrivé plus tard 🌧'), 20))
			function Late({ promise }) { return h('p', { className: 'late' }, use(promise)) }
			const page = (promise) => h('html', { lang: 'fr' }, h('body', null,
				h('h1', { id: 'titre', 'data-x': 'a&b "c"' }, 'Conseil de Mbonge — Bienvenue'),
				h('ul', null, ...Array.from({ length: 400 }, (_, i) => h('li', { key: i }, 'élément ', i, ' ', 'ü'.repeat(i % 7)))),
				h('p', null, 'x'.repeat(40000) + ' ☂ ' + 'y'.repeat(100)),
				h(Suspense, { fallback: h('p', null, 'chargement…') }, h(Late, { promise })),
			))
			const node = await new Promise((resolve, reject) => {
				const chunks = []
				const { pipe } = renderToPipeableStream(page(later()), {
					onAllReady() {
						pipe(new Writable({
							write(chunk, _e, next) { chunks.push(Buffer.from(chunk)); next() },
							final(next) { resolve(Buffer.concat(chunks)); next() },
						}))
					},
					onError: reject,
				})
			})
			const storedByNode = stored
			const stream = await renderToReadableStream(page(later()))
			await stream.allReady
			const browser = Buffer.from(await new Response(stream).arrayBuffer())
			// Both renders are done and compared: the result is written, then the process ends (React's
			// renderers leave work scheduled that would keep it running; the test asserts on what it prints).
			process.stdout.write(JSON.stringify({ same: node.equals(browser), length: node.length, late: node.includes('arrivé plus tard 🌧'), storedByNode }), () => process.exit(0))
		`
		const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
			cwd: root,
			env: { ...process.env, NODE_ENV: 'production' },
			encoding: 'utf8',
			timeout: 60_000,
		})
		const result = JSON.parse(out) as {
			same: boolean
			length: number
			late: boolean
			storedByNode: number
		}
		expect(result.late).toBe(true)
		// The patched renderer never entered its request store (so async hooks stayed off).
		expect(result.storedByNode).toBe(0)
		expect(result.length).toBeGreaterThan(50_000)
		expect(result.same).toBe(true)
	})

	test('its edits apply once to the text they were written for', () => {
		const source = fs
			.readFileSync(
				path.join(root, 'node_modules/react-dom/cjs/react-dom-server.node.production.js'),
				'utf8',
			)
			.replace(/\n\/\* council-site[^\n]*\n[\s\S]*$/, '')
		const edits = PACKAGES.find((pkg) => pkg.name === 'react-dom')!.edits
		// The installed text is patched already: nothing applies again.
		expect(patched(source, edits)).toBeUndefined()
	})
})
