// Run after `npm install` (the `postinstall` script): small edits to the installed React Router and
// React DOM that make each uncached render cheaper (docs/decisions/041).
//
// React Router 7.18.4 (see each edit's name):
// - `ServerRouter` turns the build's route manifest into route objects at each render
//   (`createServerRoutes`), and `createStaticRouter` copies all of them again
//   (`convertRoutesToDataRoutes`): 102 routes twice per page, for objects that are the same every
//   time (the manifest and the route modules do not change while the server runs). Both are kept
//   per build, in a WeakMap keyed by the manifest's route table and by the routes array. Nothing
//   mutates them afterwards: each render makes its own matches and its own context.
// - Matching an address against a route table's precomputed branches (twice per request, over
//   ~110 branches) remembers which branch the address matched, and matches only that one again.
// - Each loader got a copy of the request, made twice (`stripIndexParam`, `stripRoutesParam`)
//   even when its address had nothing of React Router's to strip: then the request itself is passed.
//
// React DOM 19.3.1, its Node server renderer (production build):
// - React encoded each piece of markup (a tag's start, an attribute, a text…) into bytes as it
//   wrote it, thousands of small conversions per page. Its text is collected as a string and
//   written in large pieces instead; the bytes written are the same.
// - Each render entered an AsyncLocalStorage (React's "request store", read only by `preload()`
//   and the like when called outside a render, which this site never does). Entering one turns on
//   Node's async hooks for the whole process, for good: every promise, timer and socket write
//   afterwards pays for them, a stored page sent to a crowd too. The render runs without it; calls
//   made during a render find their request as before (React's `currentRequest`).
//
// The edits match exact text, for the pinned versions only, and are idempotent. When the text is
// not found (another version), nothing is changed and a warning says so: the site works the same,
// only each render costs more again. `app/platform/package-patches.test.ts` checks that the
// installed copies are patched and that they render what they did before.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const MARK = '/* council-site: patched after install (docs/decisions/041) */'

// Each edit is a pattern over the text esbuild wrote for the ES module build (`createServerRoutes(`)
// and for the CommonJS one (`_chunkXjs.createServerRoutes.call(void 0, `), which Vitest loads.
const ROUTER_EDITS = [
	{
		name: 'ServerRouter builds its route objects once per build',
		find: / {2}let routes = ((?:\w+\.)?createServerRoutes(?:\.call\(void 0, |\())\n {4}manifest\.routes,\n {4}routeModules,\n {4}context\.future,\n {4}context\.isSpaMode\n {2}\);/,
		replace: `  let routes = keptPerBuild(manifest.routes, () => $1
    manifest.routes,
    routeModules,
    context.future,
    context.isSpaMode
  ));`,
		helper: 'keptPerBuild',
	},
	{
		name: 'createStaticRouter converts a route table once',
		find: /function createStaticRouter\(routes, context, opts = \{\}\) \{\n {2}let manifest = \{\};\n {2}let dataRoutes = ((?:\w+\.)?convertRoutesToDataRoutes(?:\.call\(void 0, |\())\n {4}routes,\n {4}((?:\w+\.)?mapRouteProperties),\n {4}void 0,\n {4}manifest\n {2}\);/,
		replace: `function createStaticRouter(routes, context, opts = {}) {
  let { manifest, dataRoutes } = keptPerBuild(routes, () => {
    let manifest = {};
    let dataRoutes = $1
      routes,
      $2,
      void 0,
      manifest
    );
    return { manifest, dataRoutes };
  });`,
		helper: 'keptPerBuild',
	},
	{
		name: 'route matching remembers which branch an address matched',
		find: / {2}let matches = null;\n {2}let decoded = decodePath\(pathname\);\n {2}for \(let i = 0; matches == null && i < branches\.length; \+\+i\) \{/,
		replace: `  let decoded = decodePath(pathname);
  if (precomputedBranches) {
    let index = keptBranchIndex(branches, decoded, allowPartial, () => branches.findIndex(
      (branch) => matchRouteBranch(branch, decoded, allowPartial) != null
    ));
    return index === -1 ? null : matchRouteBranch(branches[index], decoded, allowPartial);
  }
  let matches = null;
  for (let i = 0; matches == null && i < branches.length; ++i) {`,
		helper: 'keptBranchIndex',
	},
	...['stripIndexParam', 'stripRoutesParam'].map((name) => ({
		name: `${name} copies the request only when its address changes`,
		find: new RegExp(
			`function ${name}\\(request\\) \\{\\n {2}let url = new URL\\(request\\.url\\);`,
		),
		replace: `function ${name}(request) {
  if (nothingToStrip(request)) return request;
  let url = new URL(request.url);`,
		helper: 'nothingToStrip',
	})),
]

// React DOM's server renderer: text is collected (`pendingText`) and written in large pieces by
// React's own writer (`writeChunkNow`, its former `writeChunk`); markup it prepared once per
// process stays text too. What is collected is written before anything else is (a byte chunk, the
// end of a flush) and dropped where React starts each flush afresh, as it drops its own buffer.
const REACT_DOM_EDITS = [
	{
		name: 'the server renderer writes its text in large pieces',
		find: /\nfunction writeChunk\(destination, chunk\) \{\n {2}if \("string" === typeof chunk\) \{\n {4}if \(0 !== chunk\.length\)/,
		replace: `
var pendingText = "";
function writePendingText(destination) {
  if (0 !== pendingText.length) {
    var text = pendingText;
    pendingText = "";
    writeChunkNow(destination, text);
  }
}
function writeChunk(destination, chunk) {
  if ("string" === typeof chunk) {
    pendingText += chunk;
    16384 <= pendingText.length && writePendingText(destination);
  } else writePendingText(destination), writeChunkNow(destination, chunk);
}
function writeChunkNow(destination, chunk) {
  if ("string" === typeof chunk) {
    if (0 !== chunk.length)`,
	},
	{
		name: 'collected text is written when a flush ends',
		find: /\nfunction completeWriting\(destination\) \{\n {2}currentView &&/,
		replace: `
function completeWriting(destination) {
  writePendingText(destination);
  currentView &&`,
	},
	{
		name: 'collected text is dropped when a flush starts',
		find: /\nfunction flushCompletedQueues\(request, destination\) \{\n {2}currentView = new Uint8Array\(4096\);\n/,
		replace: `
function flushCompletedQueues(request, destination) {
  pendingText = "";
  currentView = new Uint8Array(4096);
`,
	},
	{
		name: 'a render runs without entering the request store',
		find: /\n {4}return requestStorage\.run\(request, performWork, request\);\n/,
		replace: `
    return performWork(request);
`,
	},
	{
		name: 'early preloads are queued without entering the request store',
		find: /\n {6}requestStorage\.run\(\n {8}request,\n {8}enqueueEarlyPreloadsAfterInitialWork,\n {8}request\n {6}\);\n/,
		replace: `
      enqueueEarlyPreloadsAfterInitialWork(request);
`,
	},
	{
		name: 'markup prepared once stays text',
		find: /\nfunction stringToPrecomputedChunk\(content\) \{\n {2}return textEncoder\.encode\(content\);\n\}/,
		replace: `
function stringToPrecomputedChunk(content) {
  return content;
}`,
	},
]

/** Helpers the edits call, added once to each file that one of their edits changed. */
export const HELPERS = {
	keptPerBuild: `
function keptPerBuild(key, make) {
  let kept = (keptPerBuild.kept ??= new WeakMap());
  let value = kept.get(key);
  if (value === undefined) {
    value = make();
    kept.set(key, value);
  }
  return value;
}
`,
	keptBranchIndex: `
function keptBranchIndex(branches, pathname, allowPartial, find) {
  if (pathname.length > 256) return find();
  let kept = (keptBranchIndex.kept ??= new WeakMap());
  let byPath = kept.get(branches);
  if (byPath === undefined) {
    byPath = new Map();
    kept.set(branches, byPath);
  }
  let key = allowPartial ? "+" + pathname : pathname;
  let index = byPath.get(key);
  if (index === undefined) {
    index = find();
    if (byPath.size >= 1000) byPath.clear();
    byPath.set(key, index);
  }
  return index;
}
`,
	nothingToStrip: `
function nothingToStrip(request) {
  let query = request.url.indexOf("?");
  return query === -1 || !/index|_routes|%/.test(request.url.slice(query));
}
`,
}

/**
 * The text of one file with the edits that apply to it, or undefined when none does.
 * @param {string} text
 * @param {{ name: string, find: RegExp, replace: string, helper?: string }[]} [edits]
 */
export function patched(text, edits = ROUTER_EDITS) {
	let out = text
	const applied = []
	const helpers = new Set()
	for (const edit of edits) {
		// Exactly one place, or none: anything else is another version's text (or the edit is in).
		const found = out.match(new RegExp(edit.find.source, 'g'))
		if (found?.length !== 1) continue
		out = out.replace(edit.find, edit.replace)
		applied.push(edit.name)
		if (edit.helper) helpers.add(edit.helper)
	}
	if (!applied.length) return undefined
	if (!out.includes(MARK)) out += `\n${MARK}\n`
	for (const name of helpers) if (!out.includes(`function ${name}(`)) out += HELPERS[name]
	return { text: out, applied }
}

/** The packages patched, each at one version, with the files of it the edits are looked for in. */
export const PACKAGES = [
	{
		name: 'react-router',
		version: '7.18.4',
		// The ES modules (which Node loads) and the CommonJS (which Vitest loads), in both builds.
		files: (dir) =>
			['development', 'production'].flatMap((build) =>
				fs
					.readdirSync(path.join(dir, 'dist', build))
					.filter((name) => /\.m?js$/.test(name))
					.map((name) => path.join('dist', build, name)),
			),
		edits: ROUTER_EDITS,
	},
	{
		name: 'react-dom',
		version: '19.3.1',
		// The server renderer in production (Vitest runs the development build, unchanged).
		files: () => ['cjs/react-dom-server.node.production.js'],
		edits: REACT_DOM_EDITS,
	},
]

/** Patches the installed packages; returns what it did, and what it could not, per package. */
export function patchPackages(root, packages = PACKAGES) {
	const done = []
	const skipped = []
	let already = 0
	for (const pkg of packages) {
		const dir = path.join(root, 'node_modules', pkg.name)
		const manifest = path.join(dir, 'package.json')
		if (!fs.existsSync(manifest)) {
			skipped.push(`${pkg.name} is not installed`)
			continue
		}
		const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8'))
		if (version !== pkg.version) {
			skipped.push(`${pkg.name} ${version} is not ${pkg.version}`)
			continue
		}
		let found = false
		for (const name of pkg.files(dir)) {
			const file = path.join(dir, name)
			const text = fs.readFileSync(file, 'utf8')
			if (text.includes(MARK)) {
				already++
				found = true
			}
			const result = patched(text, pkg.edits)
			if (!result) continue
			found = true
			// Written beside, then renamed over: never a half-written module.
			fs.writeFileSync(`${file}.tmp`, result.text)
			fs.renameSync(`${file}.tmp`, file)
			done.push(...result.applied.map((what) => `${pkg.name}/${name}: ${what}`))
		}
		if (!found) skipped.push(`${pkg.name}: the expected text was not found`)
	}
	return { done, skipped, already }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
	const result = patchPackages(root)
	for (const line of result.done) console.log(`[patch-packages] ${line}`)
	for (const why of result.skipped) console.warn(`[patch-packages] not applied: ${why}`)
}
