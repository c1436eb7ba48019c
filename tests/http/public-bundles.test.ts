import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { adminEn } from '#app/i18n/messages/admin.en'
import { ADMIN_BASE } from '#app/config'
import { HIDE_BEFORE_PAINT } from '#app/features/alerts/hidden-alerts'
import { DROP_BEFORE_PAINT } from '#app/features/pocket/save-page'
import { Client } from './client'
import { startServer } from './start-server'

/**
 * Public pages carry no framework in the browser (issue 34, decision 058): the server draws them
 * whole, and the only scripts they load are the islands of the widgets they have, each one file.
 * Staff-area code never reaches them (ENGINEERING.md budgets). Read from the production build
 * (`build/islands.json`, `build/client/assets`) and from the pages a server sends.
 */

const build = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../build')
const islands = JSON.parse(fs.readFileSync(path.join(build, 'islands.json'), 'utf8')) as Record<
	string,
	{ src: string; bytes: number; brotli: number }
>
const source = (src: string) => fs.readFileSync(path.join(build, 'client', src), 'utf8')

let server: Awaited<ReturnType<typeof startServer>>
let reader: Client
beforeAll(async () => {
	server = await startServer()
	reader = new Client(server.origin)
})
afterAll(() => server?.stop())

/**
 * A page of each public template (issue 34's list), in both languages: the one item of a kind is
 * the first its list links to.
 */
async function templatePages() {
	const firstLink = async (list: string, pattern: RegExp) => {
		const page = await reader.get(list)
		const href = pattern.exec(page.body)?.[1]
		if (!href) throw new Error(`${list}: no link like ${pattern}`)
		return href
	}
	const english = [
		'/',
		'/services/birth-certificate',
		'/news',
		await firstLink('/news', /href="(\/news\/[a-z0-9-]+)"/),
		'/events',
		await firstLink('/events', /href="(\/events\/\d+)"/),
		'/search?q=market',
		'/help',
		'/documents',
		await firstLink('/documents', /href="(\/documents\/[a-z0-9-]+)"/),
		'/jobs',
		await firstLink('/jobs', /href="(\/jobs\/[a-z0-9-]+)"/),
		'/business/bids',
		'/contact',
		'/subscribe',
		// The pocket guide and the offline page (issue 35).
		'/pocket',
		'/pocket/offline',
		'/no-such-page',
	]
	return [...english, ...english.map((p) => (p === '/' ? '/fr' : `/fr${p}`))]
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g
/**
 * The lines a page runs before its first paint, so that nothing moves once it is drawn (decisions
 * 058 and 059): the alerts a reader hid, the save box where nothing will show it. Allowed as they
 * are written, word for word; any other inline script is a problem.
 */
const BEFORE_PAINT = new Set([HIDE_BEFORE_PAINT, DROP_BEFORE_PAINT])
/** The islands' loader (islands.server.ts): the one inline script, with the files it adds. */
const LOADER = /for\(const src of (\[[^\]]*\])\)\{const s=document\.createElement\("script"\)/

test('a public page of every template loads no framework: only the islands of the widgets it has, once each', async () => {
	const sources = new Map(Object.entries(islands).map(([name, { src }]) => [src, name]))
	const problems: string[] = []
	let islandsSeen = 0
	for (const path of await templatePages()) {
		const page = await reader.get(path)
		expect([200, 404], path).toContain(page.status)
		const html = page.body
		if (/__reactRouter|modulepreload|\/assets\/(?!islands\/)[^"]+\.js/.test(html))
			problems.push(`${path}: React Router's scripts or a route chunk`)
		const named = new Set([...html.matchAll(/ data-island="([^"]+)"/g)].map((m) => m[1]!))
		const loaded: string[] = []
		for (const [whole, attributes, code] of html.matchAll(SCRIPT)) {
			// JSON-LD is data, not a script.
			if (attributes!.includes('type="application/ld+json"')) continue
			if (BEFORE_PAINT.has(code!) && !/\ssrc=/.test(attributes!)) continue
			const list = LOADER.exec(code!)?.[1]
			if (!list || /\ssrc=/.test(attributes!)) {
				problems.push(`${path}: a script other than the islands' loader: ${whole.slice(0, 80)}`)
				continue
			}
			for (const src of JSON.parse(list) as string[]) {
				if (sources.has(src)) loaded.push(sources.get(src)!)
				else problems.push(`${path}: ${src} is no island`)
			}
		}
		if (new Set(loaded).size !== loaded.length) problems.push(`${path}: an island loaded twice`)
		expect(new Set(loaded), `${path}: islands loaded = islands its widgets name`).toEqual(named)
		islandsSeen += loaded.length
	}
	expect(problems).toEqual([])
	// Not a vacuous pass: the pages do have widgets.
	expect(islandsSeen).toBeGreaterThan(20)
})

test('the staff area is still an application (so the check above can see React Router’s scripts)', async () => {
	const page = await reader.get(`${ADMIN_BASE}/login`)
	expect(page.body).toContain('__reactRouterContext')
	expect(page.body).not.toContain('data-island=')
})

test('each island is one file that imports nothing: loading one never loads another’s code', () => {
	expect(Object.keys(islands).length).toBeGreaterThan(1)
	for (const [name, { src }] of Object.entries(islands)) {
		const code = source(src)
		expect(code, name).not.toMatch(/\bimport\s*\(|\bimport\s*[\w{*"']|\bfrom\s*["']/)
		expect(src, name).toMatch(new RegExp(`^/assets/islands/${name}-[\\w-]+\\.js$`))
	}
})

/**
 * No island holds a staff screen's code, recognised by the staff catalog's keys (`admin.…`), which
 * every staff screen passes to `t()` as literals; nor React, nor the validation libraries the
 * staff forms use in the browser (public forms are checked by the server alone, decision 045):
 * recognised by what survives minification.
 */
const markers = {
	React: /react\.(transitional\.)?element|__reactFiber|__SECRET_INTERNALS|reactRouter/,
	Zod: /\b_zod\b/,
	Conform: /__intent__/,
}
const staffKeys = Object.keys(adminEn)

test('no island holds staff code, React, Zod or Conform', () => {
	const found: string[] = []
	for (const [name, { src }] of Object.entries(islands)) {
		const code = source(src)
		for (const key of staffKeys)
			if (code.includes(`"${key}"`) || code.includes(`'${key}'`)) found.push(`${name}: ${key}`)
		for (const [library, marker] of Object.entries(markers))
			if (marker.test(code)) found.push(`${name}: ${library}`)
	}
	expect(found).toEqual([])
})

test('the markers above would see React and the staff keys (so the check is not vacuous)', () => {
	const assets = path.join(build, 'client/assets')
	const chunks = fs.readdirSync(assets).filter((f) => f.endsWith('.js'))
	const all = chunks.map((f) => fs.readFileSync(path.join(assets, f), 'utf8')).join('\n')
	expect(all).toMatch(markers.React)
	expect(staffKeys.some((key) => all.includes(`"${key}"`))).toBe(true)
})
