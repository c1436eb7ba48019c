// Builds the public pages' islands (decision 058): every `app/**/*.island.ts` is bundled on its
// own, minified, into build/client/assets/islands/<name>-<hash>.js, and build/islands.json maps
// each island's name to its file for the server, which adds a page's islands to it (islands.server.ts).
// One build per island, so no island ever loads another's code, nor a chunk they share: each
// file is the whole of what its widget runs.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { build } from 'vite'
import { findIslands } from './islands-list.js'

const root = path.resolve(import.meta.dirname, '..')
const outDir = path.join(root, 'build/client')
const started = performance.now()
const manifest = {}
for (const { name, file } of findIslands(root)) {
	const result = await build({
		configFile: false,
		root,
		logLevel: 'warn',
		publicDir: false,
		build: {
			outDir,
			emptyOutDir: false,
			copyPublicDir: false,
			minify: 'esbuild',
			// Chrome and WebView of Android phones of the last few years; older browsers do not run
			// module scripts at all and get the pages as they work without JavaScript.
			target: 'es2020',
			modulePreload: false,
			reportCompressedSize: false,
			rollupOptions: {
				input: { [name]: path.join(root, file) },
				output: { entryFileNames: 'assets/islands/[name]-[hash].js', format: 'es' },
			},
		},
	})
	const output = (Array.isArray(result) ? result[0] : result).output
	const chunks = output.filter((item) => item.type === 'chunk')
	if (chunks.length !== 1)
		throw new Error(
			`island ${name}: ${chunks.length} files; an island is one file, with no imports() of its own`,
		)
	const code = Buffer.from(chunks[0].code)
	manifest[name] = {
		src: `/${chunks[0].fileName}`,
		bytes: code.length,
		brotli: zlib.brotliCompressSync(code).length,
	}
}
// The service worker (issue 35, decision 059): one classic script at the site's root, so that it
// may answer for every page; Workbox's modules bundled into it, their development logging left out.
let serviceWorker
{
	const result = await build({
		configFile: false,
		root,
		logLevel: 'warn',
		publicDir: false,
		define: { 'process.env.NODE_ENV': JSON.stringify('production') },
		build: {
			outDir,
			emptyOutDir: false,
			copyPublicDir: false,
			minify: 'esbuild',
			target: 'es2020',
			modulePreload: false,
			reportCompressedSize: false,
			rollupOptions: {
				input: { sw: path.join(root, 'app/features/pocket/service-worker.ts') },
				output: { entryFileNames: 'sw.js', format: 'iife' },
			},
		},
	})
	const output = (Array.isArray(result) ? result[0] : result).output
	const chunks = output.filter((item) => item.type === 'chunk')
	if (chunks.length !== 1) throw new Error(`service worker: ${chunks.length} files; it is one`)
	const code = Buffer.from(chunks[0].code)
	serviceWorker = { bytes: code.length, brotli: zlib.brotliCompressSync(code).length }
}
fs.writeFileSync(path.join(root, 'build/islands.json'), `${JSON.stringify(manifest, null, '\t')}\n`)
const list = Object.entries(manifest)
	.map(([name, { brotli }]) => `${name} ${(brotli / 1024).toFixed(2)} KiB`)
	.join(', ')
console.log(
	`islands: ${Object.keys(manifest).length} built in ${((performance.now() - started) / 1000).toFixed(1)} s (brotli: ${list}); service worker /sw.js ${(serviceWorker.brotli / 1024).toFixed(2)} KiB`,
)
