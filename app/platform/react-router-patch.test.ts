import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createStaticHandler, createStaticRouter, type RouteObject } from 'react-router'
import { describe, expect, test } from 'vitest'
import { MARK, patched } from '../../scripts/patch-react-router.js'

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
