import fs from 'node:fs'
import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

const root = path.resolve('app/root.tsx')
const siteRoutes = path.resolve('app/routes/site')
const siteLayout = path.join(siteRoutes, 'layout.tsx')

export default defineConfig(({ isSsrBuild }) => ({
	build: {
		// The server build's entry is our Express app, which mounts the React Router handler.
		rollupOptions: isSsrBuild
			? { input: './server/app.ts' }
			: {
					output: {
						/*
						 * Every page loads the root route and what it imports (the layout's parts, the
						 * framework, the catalogs): one file instead of a dozen small ones, since a phone
						 * pays a round trip per file. Everything else is split by Rollup as usual, so a
						 * module only staff screens use never lands in a file a public page loads (Rollup's
						 * `experimentalMinChunkSize` merged such small modules into shared files:
						 * tests/http/public-bundles.test.ts).
						 */
						manualChunks(id, { getModuleInfo }) {
							if (!rootModules) {
								rootModules = reachable([root], getModuleInfo)
								siteModules = sharedBySitePages(getModuleInfo, rootModules)
							}
							if (rootModules.has(id)) return 'root'
							if (siteModules!.has(id)) return 'site'
							return undefined
						},
					},
				},
		assetsInlineLimit: 0,
	},
	ssr: {
		noExternal: SERVER_BUNDLED,
	},
	plugins: [tailwindcss(), reactRouter()],
}))

/*
 * Pure-JavaScript libraries bundled into the server build instead of loaded from node_modules at
 * start-up: bundled, only what the app uses is kept (one icon of lucide's 1,600, the few Radix
 * primitives of its thirty), and Node resolves and compiles one file instead of hundreds.
 */
const SERVER_BUNDLED = [
	'radix-ui',
	/^@radix-ui\//,
	'lucide-react',
	'cmdk',
	'sonner',
	'kysely',
	'zod',
	/^@conform-to\//,
]

type ModuleInfoOf = (id: string) => { importedIds: readonly string[] } | null

/** Modules a static import chain reaches from these, stopping at the ones in `stop`. */
function reachable(from: string[], getModuleInfo: ModuleInfoOf, stop = new Set<string>()) {
	const seen = new Set<string>()
	const todo = [...from]
	while (todo.length) {
		const next = todo.pop()!
		if (seen.has(next) || stop.has(next)) continue
		seen.add(next)
		todo.push(...(getModuleInfo(next)?.importedIds ?? []))
	}
	return seen
}

/*
 * Public pages: the modules the site's layout uses, and those two or more public page templates share,
 * go in one `site` file. Split by Rollup, they were a dozen files of a few hundred bytes each, every
 * one a request (and its headers) on a phone: an information page loaded 17 of them. A page may now
 * receive a shared component it does not show; the bench (`npm run bench`) weighs both.
 * Route modules themselves stay separate (React Router loads each by its own address).
 */
function sharedBySitePages(getModuleInfo: ModuleInfoOf, stop: Set<string>) {
	const routeFiles = fs
		.readdirSync(siteRoutes)
		.filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
		.map((f) => path.join(siteRoutes, f))
	const entries = new Set(routeFiles)
	const uses = new Map<string, number>()
	for (const entry of routeFiles) {
		const weight = entry === siteLayout ? 2 : 1
		for (const id of reachable([entry], getModuleInfo, stop))
			if (!entries.has(id)) uses.set(id, (uses.get(id) ?? 0) + weight)
	}
	return new Set([...uses].filter(([, n]) => n >= 2).map(([id]) => id))
}

let rootModules: Set<string> | undefined
let siteModules: Set<string> | undefined
