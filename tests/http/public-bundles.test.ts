import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { adminEn } from '#app/i18n/messages/admin.en'
import { adminLoginPage, adminPages } from '#app/route-table'

/**
 * Staff-area code never ships to public pages (ENGINEERING.md budgets): read from the production
 * build (`build/client/assets`), no server. A public page loads the chunks its route chain lists
 * in the React Router manifest, plus whatever those chunks import later (`import("./x.js")`: the
 * help assistant, search suggestions…). None of them may hold a staff screen's code, recognised by
 * the staff catalog's keys (`admin.…`), which every staff screen passes to `t()` as literals.
 * Routes come from the build's manifest and route-table.ts, so a new staff screen is covered
 * without being listed here.
 */

const assets = path.resolve(
	path.dirname(fileURLToPath(import.meta.url)),
	'../../build/client/assets',
)

interface ManifestRoute {
	id: string
	parentId?: string
	module: string
	imports?: string[]
}
interface Manifest {
	entry: { module: string; imports: string[] }
	routes: Record<string, ManifestRoute>
}

function readManifest(): Manifest {
	const file = fs.readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f))
	if (!file) throw new Error(`no manifest-*.js in ${assets}: build first`)
	const source = fs.readFileSync(path.join(assets, file), 'utf8')
	return JSON.parse(source.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, ''))
}

const manifest = readManifest()
const chunkText = new Map<string, string>()
const read = (chunk: string) => {
	if (!chunkText.has(chunk)) chunkText.set(chunk, fs.readFileSync(path.join(assets, chunk), 'utf8'))
	return chunkText.get(chunk)!
}

/** Route ids from the root down to this one. */
function chain(id: string): string[] {
	const ids: string[] = []
	for (let r = manifest.routes[id]; r; r = r.parentId ? manifest.routes[r.parentId] : undefined)
		ids.unshift(r.id)
	return ids
}

/** Every chunk a page of this route may load: the manifest's list, then their imports, lazy ones too. */
function chunksOf(routeId: string): Set<string> {
	const start = [manifest.entry.module, ...manifest.entry.imports]
	for (const id of chain(routeId)) {
		const route = manifest.routes[id]!
		start.push(route.module, ...(route.imports ?? []))
	}
	const seen = new Set<string>()
	const todo = start.map((m) => path.basename(m))
	while (todo.length) {
		const chunk = todo.pop()!
		if (seen.has(chunk)) continue
		seen.add(chunk)
		for (const m of read(chunk).matchAll(/(?:from|import)\s*\(?\s*["'`]\.\/([\w.-]+\.js)["'`]/g))
			todo.push(m[1]!)
	}
	return seen
}

const staffKeys = Object.keys(adminEn)
const staffKeysIn = (chunk: string) =>
	staffKeys.filter((key) => read(chunk).includes(`"${key}"`) || read(chunk).includes(`'${key}'`))

const isStaffRoute = (id: string) => id === adminLoginPage.id || chain(id).includes('admin')
const publicRoutes = Object.keys(manifest.routes).filter((id) => !isStaffRoute(id))

test('every staff screen of route-table.ts is in the build, under the staff layout', () => {
	for (const page of adminPages) expect(chain(page.id), page.id).toContain('admin')
	expect(publicRoutes).toContain('home')
	expect(publicRoutes.length).toBeGreaterThan(20)
})

test('the page editor and the Menu screen are found by their catalog keys (so the check below can see them)', () => {
	for (const [id, prefix] of [
		['admin.pageEditor', 'admin.pageEditor.'],
		['admin.menu', 'admin.siteMenu.'],
	] as const) {
		const keys = [...chunksOf(id)].flatMap(staffKeysIn)
		expect(
			keys.some((k) => k.startsWith(prefix)),
			`${id}: no ${prefix}* key in its chunks`,
		).toBe(true)
	}
})

test('no public page can load a staff screen’s code', () => {
	const staffModules = new Set(
		Object.values(manifest.routes)
			.filter((r) => isStaffRoute(r.id))
			.map((r) => path.basename(r.module)),
	)
	const leaks: string[] = []
	const checked = new Map<string, string[]>()
	for (const id of publicRoutes) {
		for (const chunk of chunksOf(id)) {
			if (!checked.has(chunk)) checked.set(chunk, staffKeysIn(chunk))
			for (const key of checked.get(chunk)!) leaks.push(`${id} → ${chunk}: ${key}`)
		}
		for (const chunk of chunksOf(id))
			if (staffModules.has(chunk)) leaks.push(`${id} → ${chunk}: a staff route module`)
	}
	expect([...new Set(leaks)]).toEqual([])
})

/**
 * Public forms are checked by the server alone (decision 045): their pages never load Zod or
 * Conform's client, which the staff forms use in the browser. Recognised by what survives
 * minification: Zod's `_zod` property, Conform's reserved `__intent__` field name.
 */
const validationCode = { Zod: /\b_zod\b/, Conform: /__intent__/ }

test('the staff sign-in loads Zod and Conform (so the check below can see them)', () => {
	for (const [library, marker] of Object.entries(validationCode))
		expect(
			[...chunksOf(adminLoginPage.id)].some((chunk) => marker.test(read(chunk))),
			library,
		).toBe(true)
})

test('no public page loads Zod or Conform’s client', () => {
	const found: string[] = []
	for (const id of publicRoutes)
		for (const chunk of chunksOf(id))
			for (const [library, marker] of Object.entries(validationCode))
				if (marker.test(read(chunk))) found.push(`${id} → ${chunk}: ${library}`)
	expect([...new Set(found)]).toEqual([])
})
