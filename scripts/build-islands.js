// Builds the public pages' islands (decision 058): every `app/**/*.island.ts` is bundled on its
// own, minified, into build/client/assets/islands/<name>-<hash>.js, and build/islands.json maps
// each island's name to its file for the server, which adds a page's islands to it (islands.server.ts).
// One build per island, so no island ever loads another's code, nor a chunk they share: each
// file is the whole of what its widget runs. Then the pocket guide's service worker (decision 059).
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { build } from 'vite'
import { findIslands } from './islands-list.js'

const root = path.resolve(import.meta.dirname, '..')
const outDir = path.join(root, 'build/client')
const started = performance.now()

/**
 * One source file bundled alone into one file of build/client (anything else is an error):
 * minified for Chrome and WebView of Android phones of the last few years (older browsers do not
 * run module scripts or service workers at all, and get the pages as they work without JavaScript).
 */
async function bundleAlone(what, input, output, define = {}) {
	const result = await build({
		configFile: false,
		root,
		logLevel: 'warn',
		publicDir: false,
		define,
		build: {
			outDir,
			emptyOutDir: false,
			copyPublicDir: false,
			minify: 'esbuild',
			target: 'es2020',
			modulePreload: false,
			reportCompressedSize: false,
			rollupOptions: { input, output },
		},
	})
	const chunks = (Array.isArray(result) ? result[0] : result).output.filter(
		(item) => item.type === 'chunk',
	)
	if (chunks.length !== 1)
		throw new Error(`${what}: ${chunks.length} files; it is one, with no imports() of its own`)
	const code = Buffer.from(chunks[0].code)
	return {
		src: `/${chunks[0].fileName}`,
		bytes: code.length,
		brotli: zlib.brotliCompressSync(code).length,
	}
}

const manifest = {}
for (const { name, file } of findIslands(root))
	manifest[name] = await bundleAlone(
		`island ${name}`,
		{ [name]: path.join(root, file) },
		{ entryFileNames: 'assets/islands/[name]-[hash].js', format: 'es' },
	)
// The service worker: one classic script at the site's root, so that it may answer for every
// page; Workbox's modules bundled into it, their development logging left out.
const serviceWorker = await bundleAlone(
	'the service worker',
	{ sw: path.join(root, 'app/features/pocket/service-worker.ts') },
	{ entryFileNames: 'sw.js', format: 'iife' },
	{ 'process.env.NODE_ENV': JSON.stringify('production') },
)
fs.writeFileSync(path.join(root, 'build/islands.json'), `${JSON.stringify(manifest, null, '\t')}\n`)
const list = Object.entries(manifest)
	.map(([name, { brotli }]) => `${name} ${(brotli / 1024).toFixed(2)} KiB`)
	.join(', ')
console.log(
	`islands: ${Object.keys(manifest).length} built in ${((performance.now() - started) / 1000).toFixed(1)} s (brotli: ${list}); service worker ${serviceWorker.src} ${(serviceWorker.brotli / 1024).toFixed(2)} KiB`,
)
