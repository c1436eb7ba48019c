// Run after `npm install` (the `postinstall` script): keeps React Router's server-side route objects
// once per build instead of building them again at every render (docs/decisions/041).
//
// React Router 7.18.4's `ServerRouter` turns the build's route manifest into route objects at each
// render (`createServerRoutes`), and `createStaticRouter` copies all of them again
// (`convertRoutesToDataRoutes`): 102 routes twice per page, 1–2 ms of each uncached render here,
// for objects that are the same every time (the manifest and the route modules do not change while
// the server runs). The two edits below keep them per build, in a WeakMap keyed by the manifest's
// route table and by the routes array. Nothing mutates them afterwards: each render makes its own
// matches and its own context.
//
// The edits match exact text, for the pinned version only, and are idempotent. When the text is not
// found (another version), nothing is changed and a warning says so: the site works the same,
// only each render costs those milliseconds again. `app/platform/react-router-patch.test.ts`
// checks that the installed copy is patched.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const VERSION = '7.18.4'
export const MARK = '/* council-site: route objects kept per build (docs/decisions/041) */'

// Each edit is a pattern over the text esbuild wrote for the ES module build (`createServerRoutes(`)
// and for the CommonJS one (`_chunkXjs.createServerRoutes.call(void 0, `), which Vitest loads.
const EDITS = [
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
		find: new RegExp(`function ${name}\\(request\\) \\{\\n {2}let url = new URL\\(request\\.url\\);`),
		replace: `function ${name}(request) {
  if (nothingToStrip(request)) return request;
  let url = new URL(request.url);`,
		helper: 'nothingToStrip',
	})),
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

/** The text of one file with the edits that apply to it, or undefined when none does. */
export function patched(text) {
	let out = text
	const applied = []
	const helpers = new Set()
	for (const edit of EDITS) {
		// Exactly one place, or none: anything else is another version's text (or the edit is in).
		const found = out.match(new RegExp(edit.find.source, 'g'))
		if (found?.length !== 1) continue
		out = out.replace(edit.find, edit.replace)
		applied.push(edit.name)
		helpers.add(edit.helper)
	}
	if (!applied.length) return undefined
	if (!out.includes(MARK)) out += `\n${MARK}\n`
	for (const name of helpers) if (!out.includes(`function ${name}(`)) out += HELPERS[name]
	return { text: out, applied }
}

/** Patches the builds of the installed React Router (ES modules and CommonJS); returns what it did. */
export function patchReactRouter(root) {
	const dir = path.join(root, 'node_modules/react-router')
	const manifest = path.join(dir, 'package.json')
	if (!fs.existsSync(manifest)) return { skipped: 'react-router is not installed' }
	const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8'))
	if (version !== VERSION) return { skipped: `react-router ${version} is not ${VERSION}` }
	const done = []
	let already = 0
	for (const build of ['development', 'production']) {
		const folder = path.join(dir, 'dist', build)
		for (const name of fs.readdirSync(folder)) {
			if (!/\.m?js$/.test(name)) continue
			const file = path.join(folder, name)
			const text = fs.readFileSync(file, 'utf8')
			if (text.includes(MARK)) already++
			const result = patched(text)
			if (!result) continue
			// Written beside, then renamed over: never a half-written module.
			fs.writeFileSync(`${file}.tmp`, result.text)
			fs.renameSync(`${file}.tmp`, file)
			done.push(...result.applied.map((what) => `${build}/${name}: ${what}`))
		}
	}
	return { done, already }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
	const result = patchReactRouter(root)
	if (result.skipped) console.warn(`[patch-react-router] not applied: ${result.skipped}`)
	else if (result.done.length)
		for (const line of result.done) console.log(`[patch-react-router] ${line}`)
	else if (!result.already)
		console.warn('[patch-react-router] not applied: the expected text was not found')
}
