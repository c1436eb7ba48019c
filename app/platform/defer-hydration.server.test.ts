import fs from 'node:fs'
import { Readable } from 'node:stream'
import vm from 'node:vm'
import { describe, expect, test } from 'vitest'
import { deferHydration, documentSink } from './defer-hydration.server'

// The document tail React Router 7.18.4 renders for the home page (captured from a production build,
// with `routeDiscovery: initial`: the route manifest is a module of its own).
const original = fs.readFileSync(
	new URL('./__fixtures__/home-document.html', import.meta.url),
	'utf8',
)

function moduleScript(html: string) {
	return /<script nonce="[^"]*" type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
}

describe('deferHydration', () => {
	const out = deferHydration(original)
	const hrefs = [...original.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1])

	test('the fixture is what React Router renders (guards against a silent upgrade)', () => {
		expect(hrefs.length).toBeGreaterThan(5)
		expect(moduleScript(original)).toMatch(/^import "\/assets\/manifest-[\w-]+\.js";\n/)
		expect(moduleScript(original)).toMatch(/import \* as route0 from "\/assets\/root-[\w-]+\.js";/)
		expect(moduleScript(original)).toMatch(/import\("\/assets\/entry\.client-[\w-]+\.js"\);/)
	})

	test('nothing is requested up front: no modulepreload link, no static import', () => {
		expect(out).not.toContain('rel="modulepreload"')
		expect(moduleScript(out)).not.toMatch(/^\s*import[\s*"]/m)
	})

	test('after load, the same modules are preloaded and imported, then React Router starts', () => {
		const script = moduleScript(out)
		expect(script).toContain('addEventListener("load"')
		for (const href of hrefs) expect(script).toContain(`"${href}"`)
		expect(script).toMatch(
			/const \[, route0, route1, route2\] = await Promise\.all\(\[import\("\/assets\/manifest-[\w-]+\.js"\), import\("\/assets\/root-/,
		)
		expect(script).toContain('window.__reactRouterRouteModules')
		expect(script).toMatch(/import\("\/assets\/entry\.client-[\w-]+\.js"\)/)
		// Still one valid script, under the same nonce.
		expect(() => new vm.Script(script)).not.toThrow()
		expect(/<script nonce="([^"]+)" type="module"/.exec(out)?.[1]).toBe(
			/<script nonce="([^"]+)" type="module"/.exec(original)?.[1],
		)
	})

	test('the rest of the document is untouched', () => {
		expect(out).toContain('<main>Page</main>')
		expect(
			out.startsWith('<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>'),
		).toBe(true)
	})

	test('text outside the rewritten parts keeps every byte, accents and emoji included', () => {
		const french = original
			.replace('<main>Page</main>', '<main>Élections : résultats à Kumba 🗳️ — « ça » </main>')
			.replace('<title>', '<title>Commune — accueil ')
		const rewritten = deferHydration(french)
		expect(rewritten).toContain('<main>Élections : résultats à Kumba 🗳️ — « ça » </main>')
		expect(rewritten).toContain('<title>Commune — accueil ')
		expect(
			rewritten
				.replace('Élections : résultats à Kumba 🗳️ — « ça » ', 'Page')
				.replace('<title>Commune — accueil ', '<title>'),
		).toBe(out)
	})

	test('a document without React Router scripts is returned as it is', () => {
		const plain = '<!DOCTYPE html><html><body><p>Hi</p></body></html>'
		expect(deferHydration(plain)).toBe(plain)
	})

	test('the document sink applies the same rewrite across chunk boundaries', async () => {
		const chunks = original.match(/[\s\S]{1,97}/g) ?? []
		const written = await new Promise<Buffer>((done, failed) => {
			Readable.from(chunks.map((c) => Buffer.from(c))).pipe(
				documentSink({ rewrite: true, done, failed }),
			)
		})
		expect(written.toString('utf8')).toBe(out)
	})

	test('the document sink hands over the document unchanged when not asked to rewrite', async () => {
		const written = await new Promise<Buffer>((done, failed) => {
			const sink = documentSink({ rewrite: false, done, failed })
			sink.write('<!DOCTYPE html><html>')
			sink.write(Buffer.from('<body>é</body></html>'))
			sink.end()
		})
		expect(written.toString('utf8')).toBe('<!DOCTYPE html><html><body>é</body></html>')
	})
})
