import fs from 'node:fs'
import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'

const root = path.resolve('app/root.tsx')
const siteRoutes = path.resolve('app/routes/site')

export default defineConfig(({ isSsrBuild }) => ({
	build: {
		// The server build's entry is our Express app, which mounts the React Router handler.
		rollupOptions: isSsrBuild
			? { input: './server/app.ts' }
			: {
					output: {
						/*
						 * Every staff screen loads the root route and what it imports (the framework, the
						 * catalogs): one file instead of a dozen small ones, since a phone pays a round
						 * trip per file. Everything else is split by Rollup as usual. Public pages load
						 * none of this build's chunks, only their islands (decision 058,
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
	plugins: [lucideIconFiles(), tailwindcss(), reactRouter()],
}))

/*
 * Pure-JavaScript libraries bundled into the server build instead of loaded from node_modules at
 * start-up: bundled, only what the app uses is kept (the few dozen icons the site draws of lucide's
 * 1,600), and Node resolves and compiles one file instead
 * of hundreds.
 */
const SERVER_BUNDLED = ['lucide-react', 'sonner', 'kysely', 'zod', /^@conform-to\//]

/*
 * `import { Bell, X } from 'lucide-react'` becomes one import per icon file, of the icon's data
 * only: `staticIcon` draws it with its shapes written once as markup (about 0.6 ms less per
 * uncached render of the home page, and fewer elements for a phone to hydrate). Through the package's
 * entry, both builds read all 1,600 icon modules (it imports them all for its `icons` export)
 * before tree-shaking kept the few dozen the site draws: about half of the modules of each build.
 * The icon files come from the entry's own list, so a renamed icon still resolves.
 */
function lucideIconFiles(): Plugin {
	const dir = path.resolve('node_modules/lucide-react/dist/esm')
	const appDir = `${path.resolve('app')}${path.sep}`
	const staticIcon = path.resolve('app/components/ui/static-icon.tsx')
	let files: Map<string, string> | undefined
	const fileOf = (name: string) => {
		if (!files) {
			files = new Map()
			const entry = fs.readFileSync(path.join(dir, 'lucide-react.mjs'), 'utf8')
			for (const [, names, file] of entry.matchAll(/export \{([^}]*)\} from '(\.\/icons\/[^']+)'/g))
				for (const [, name] of names!.matchAll(/default as (\w+)/g))
					files.set(name!, path.join(dir, file!))
		}
		return files.get(name)
	}
	return {
		name: 'lucide-icon-files',
		enforce: 'pre',
		transform(code, id) {
			// The app's own modules only (a checkout's path may itself hold an `app` folder).
			if (!id.startsWith(appDir) || !code.includes('lucide-react')) return null
			const out = code.replace(
				/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g,
				(whole, list: string) => {
					const specifiers = list
						.split(',')
						.map((s) => s.trim())
						.filter(Boolean)
					const lines: string[] = []
					const rest: string[] = []
					for (const specifier of specifiers) {
						const [name, alias = name] = specifier.split(/\s+as\s+/)
						const file = specifier.startsWith('type ') ? undefined : fileOf(name!)
						if (file) {
							// lucide's data for the icon, drawn by our static icon (components/ui/static-icon.tsx).
							lines.push(
								`import { __iconData as ${alias}$data } from ${JSON.stringify(file)}`,
								`const ${alias} = __staticIcon(${alias}$data)`,
							)
						} else rest.push(specifier)
					}
					// Type-only names as `import type`: kept in a value import, they would still load
					// the package's entry (with verbatimModuleSyntax, an import stays even when empty).
					const types = rest.filter((s) => s.startsWith('type ')).map((s) => s.slice(5))
					const values = rest.filter((s) => !s.startsWith('type '))
					if (types.length) lines.push(`import type { ${types.join(', ')} } from 'lucide-react'`)
					if (values.length) lines.push(`import { ${values.join(', ')} } from 'lucide-react'`)
					return lines.length ? lines.join(';\n') : whole
				},
			)
			if (out === code) return null
			return {
				code: `import { staticIcon as __staticIcon } from ${JSON.stringify(staticIcon)};\n${out}`,
				map: null,
			}
		},
	}
}

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
 * go in one `site` file (but not a language's catalog: see the loop below). Split by Rollup, they were a dozen files of a few hundred bytes each, every
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
	// The two languages' layout routes (layout.tsx, layout.fr.tsx) both reach the site's frame, so
	// it counts twice; each reaches its own catalog alone, which stays in that route's file.
	for (const entry of routeFiles) {
		for (const id of reachable([entry], getModuleInfo, stop))
			if (!entries.has(id)) uses.set(id, (uses.get(id) ?? 0) + 1)
	}
	return new Set([...uses].filter(([, n]) => n >= 2).map(([id]) => id))
}

let rootModules: Set<string> | undefined
let siteModules: Set<string> | undefined
