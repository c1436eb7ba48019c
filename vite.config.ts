import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

const root = path.resolve('app/root.tsx')

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
								rootModules = new Set()
								const todo = [root]
								while (todo.length) {
									const next = todo.pop()!
									if (rootModules.has(next)) continue
									rootModules.add(next)
									todo.push(...(getModuleInfo(next)?.importedIds ?? []))
								}
							}
							return rootModules.has(id) ? 'root' : undefined
						},
					},
				},
		assetsInlineLimit: 0,
	},
	plugins: [tailwindcss(), reactRouter()],
}))

let rootModules: Set<string> | undefined
