import fs from 'node:fs'
import path from 'node:path'
import { findIslands } from '../../scripts/islands-list.js'

/**
 * Public pages carry no framework in the browser (issue 34, decision 058). Their few interactive
 * widgets are islands: small scripts, one per widget, that enhance the markup the server drew. A
 * widget says it needs one with `data-island="<name>"` on its element (`islandProps`), and the
 * document gets that island's script, once, whatever the number of its elements; a page without
 * the widget gets none of its code.
 */
export type IslandFiles = ReadonlyMap<string, string>

let cached: { dir: string; files: IslandFiles } | undefined

/**
 * Where each island's script is: in production the build's list (scripts/build-islands.js);
 * in development the source file itself, which Vite serves transformed.
 */
export function islandFiles(clientDir: string | undefined): IslandFiles {
	if (!import.meta.env.PROD) {
		return new Map(findIslands(process.cwd()).map(({ name, file }) => [name, `/${file}`]))
	}
	if (!clientDir) return new Map()
	if (cached?.dir === clientDir) return cached.files
	const file = path.join(clientDir, '..', 'islands.json')
	let files: IslandFiles = new Map()
	try {
		const list = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { src: string }>
		files = new Map(Object.entries(list).map(([name, { src }]) => [name, src]))
	} catch (error) {
		console.error(
			`[render] ${file} unreadable (${String(error)}); public pages will work as without JavaScript`,
		)
	}
	cached = { dir: clientDir, files }
	return files
}

const MARK = Buffer.from(' data-island="')
const QUOTE = 0x22
const BODY_END = Buffer.from('</body>')

/**
 * What loads a page's islands once it has loaded and painted its first content: the same module scripts a `<script
 * type="module" src>` would load, asked for only then. On slow data, scripts asked for while the
 * page arrives take bandwidth and connections from it and its pictures: measured with
 * Lighthouse's slow-4G model, four islands' scripts in the page moved an information page's first
 * paint from 0.97 s to 1.40 s (decision 058). Every widget works without them meanwhile.
 */
export function islandLoader(sources: string[], nonce: string) {
	const list = JSON.stringify(sources)
	// Once both the load event and the first contentful paint are past; in a browser without
	// paint timing (an observer of an unknown type would wait for ever), the load event alone.
	return (
		`<script nonce="${nonce}">(()=>{let wait=2;const go=()=>{if(--wait)return;setTimeout(()=>{` +
		`for(const src of ${list}){const s=document.createElement("script");s.type="module";s.src=src;document.body.append(s)}` +
		`})};document.readyState==="complete"?go():addEventListener("load",go,{once:true});` +
		`try{if(!PerformanceObserver.supportedEntryTypes.includes("paint"))throw 0;new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true})}catch{go()}` +
		`})()</script>`
	)
}

/**
 * The islands named by a document's elements (` data-island="name"`), in the order they first
 * appear, and the document with their loader (`islandLoader`) before `</body>`. The document's
 * bytes are searched, not decoded. An island the build does not have is left out (its widget
 * works as without JavaScript) and said once in the log.
 */
export function islandsOf(
	html: Buffer,
	files: IslandFiles,
	nonce: string,
): { pieces: Buffer[]; names: string[] } {
	const names: string[] = []
	for (let at = html.indexOf(MARK); at !== -1; at = html.indexOf(MARK, at + MARK.length)) {
		const start = at + MARK.length
		const end = html.indexOf(QUOTE, start)
		if (end === -1 || end - start > 64) continue
		const name = html.toString('latin1', start, end)
		if (!names.includes(name)) names.push(name)
	}
	const close = html.lastIndexOf(BODY_END)
	const sources = names.flatMap((name) => {
		const src = files.get(name)
		if (!src) missing(name)
		return src ? [src] : []
	})
	if (!sources.length || close === -1) return { pieces: [html], names }
	const loader = Buffer.from(islandLoader(sources, nonce))
	return { pieces: [html.subarray(0, close), loader, html.subarray(close)], names }
}

const said = new Set<string>()
function missing(name: string) {
	if (said.has(name)) return
	said.add(name)
	console.error(
		`[render] no island named ${name} in the build; its widget works as without JavaScript`,
	)
}
