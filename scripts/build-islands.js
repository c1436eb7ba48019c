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
import { classListsPlugin } from './short-classes.js'

const root = path.resolve(import.meta.dirname, '..')
const outDir = path.join(root, 'build/client')
const started = performance.now()

/**
 * One source file bundled alone into one file of build/client (anything else is an error):
 * minified for Chrome and WebView of Android phones of the last few years (older browsers do not
 * run module scripts or service workers at all, and get the pages as they work without JavaScript).
 */
async function bundleAlone(what, input, output, { define = {}, rename, write = true } = {}) {
	const result = await build({
		configFile: false,
		root,
		logLevel: 'warn',
		publicDir: false,
		define,
		plugins: rename ? [classListsPlugin(rename)] : [],
		build: {
			outDir,
			write,
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
		code: chunks[0].code,
	}
}

// Short class names (decision 058): the public pages name the stylesheet's classes short, but
// those an island's script names outside `cls('…')` (a class it adds or removes), found in the
// islands built with every `cls` list empty. The islands are then built with their `cls` lists in
// short names, and the classes left as they are written down for the server
// (build/class-names.json), so the pages and the islands cannot differ.
const stylesheets = fs
	.readdirSync(path.join(outDir, 'assets'))
	.filter((file) => /^app-[\w-]+\.css$/.test(file))
if (stylesheets.length !== 1)
	throw new Error(`build/client/assets: ${stylesheets.length} app-*.css files; there is one`)
const { prepareCss, shortNames, classesInScript } =
	await import('../app/platform/page-css.server.ts')
const stylesheet = prepareCss(fs.readFileSync(path.join(outDir, 'assets', stylesheets[0]), 'utf8'))
const islands = findIslands(root)
const islandBundle = (name, file, options) =>
	bundleAlone(
		`island ${name}`,
		{ [name]: path.join(root, file) },
		{ entryFileNames: 'assets/islands/[name]-[hash].js', format: 'es' },
		options,
	)
const kept = new Set()
for (const { name, file } of islands) {
	const { code } = await islandBundle(name, file, { rename: () => '', write: false })
	for (const found of classesInScript(stylesheet, code)) kept.add(found)
}
const names = shortNames(stylesheet, kept)
const rename = (list) =>
	list
		.split(/\s+/)
		.filter(Boolean)
		.map((name) => names.map.get(name) ?? name)
		.join(' ')

const manifest = {}
for (const { name, file } of islands) {
	const { code: _code, ...entry } = await islandBundle(name, file, { rename })
	manifest[name] = entry
}
// The service worker: one classic script at the site's root, so that it may answer for every
// page; Workbox's modules bundled into it, their development logging left out.
const serviceWorker = await bundleAlone(
	'the service worker',
	{ sw: path.join(root, 'app/features/pocket/service-worker.ts') },
	{ entryFileNames: 'sw.js', format: 'iife' },
	{ define: { 'process.env.NODE_ENV': JSON.stringify('production') } },
)
fs.writeFileSync(path.join(root, 'build/islands.json'), `${JSON.stringify(manifest, null, '\t')}\n`)
fs.writeFileSync(
	path.join(root, 'build/class-names.json'),
	`${JSON.stringify({ stylesheet: `/assets/${stylesheets[0]}`, kept: [...kept].sort() }, null, '\t')}\n`,
)
const list = Object.entries(manifest)
	.map(([name, { brotli }]) => `${name} ${(brotli / 1024).toFixed(2)} KiB`)
	.join(', ')
console.log(
	`islands: ${Object.keys(manifest).length} built in ${((performance.now() - started) / 1000).toFixed(1)} s (brotli: ${list}); service worker ${serviceWorker.src} ${(serviceWorker.brotli / 1024).toFixed(2)} KiB`,
)
