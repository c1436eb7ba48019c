import fs from 'node:fs'
import path from 'node:path'
import { islandFiles, islandsOf } from './islands.server'
import {
	classesInScript,
	classesOf,
	elementsInScript,
	elementsOf,
	pageCss,
	prepareCss,
	renameClasses,
	shortNames,
	shortNamesFit,
	type PreparedCss,
	type ShortNames,
} from './page-css.server'
import { readInlineCss } from './inline-css.server'

/**
 * A public page as it is sent (issue 34, decision 058): the loader of its widgets' islands before
 * `</body>` (with the render's nonce, which the page cache turns into the script's hash), and in
 * its `<style>` only the CSS it uses: the rules for the classes and elements its markup names and
 * those its islands draw with, its classes renamed short (`shortNames`) but those a script names.
 * Staff pages are an application and keep the whole stylesheet.
 */
export function publicDocument(
	html: Buffer<ArrayBuffer>,
	{ clientDir, nonce }: { clientDir: string | undefined; nonce: string },
): Buffer<ArrayBuffer> {
	const { pieces, names } = islandsOf(html, islandFiles(clientDir), nonce)
	const prepared = preparedCss(clientDir)
	if (!prepared) return Buffer.concat(pieces)
	if (!emptyStyle(pieces[0]!)) return Buffer.concat(pieces)
	const text = html.toString('utf8')
	const classes = classesOf(text)
	const elements = elementsOf(text)
	const short = siteNames(prepared, clientDir)
	for (const name of names) {
		const drawn = islandDrawing(prepared, name, clientDir, short)
		for (const added of drawn.classes) classes.add(added)
		for (const added of drawn.elements) elements.add(added)
	}
	const fits = shortNamesFit(classes, short)
	// The document before `</body>`, then the islands' loader (no class in it) and the rest.
	const head = fits ? Buffer.from(renameClasses(pieces[0]!.toString('utf8'), short)) : pieces[0]!
	const slot = emptyStyle(head)!
	return Buffer.concat([
		head.subarray(0, slot),
		Buffer.from(pageCss(prepared, classes, elements, fits ? short : undefined)),
		head.subarray(slot),
		...pieces.slice(1),
	])
}

const STYLE_OPEN = Buffer.from('<style data-href="')
const STYLE_CLOSE = Buffer.from('"></style>')

/** Where the page's CSS goes: inside the empty `<style data-href="…">` the root layout drew. */
function emptyStyle(head: Buffer) {
	const open = head.indexOf(STYLE_OPEN)
	if (open === -1) return undefined
	const close = head.indexOf(STYLE_CLOSE, open)
	return close === -1 ? undefined : close + 2
}

let prepared: { css: string; value: PreparedCss } | undefined
function preparedCss(clientDir: string | undefined) {
	const css = readInlineCss(clientDir)
	if (!css) return undefined
	if (prepared?.css !== css) prepared = { css, value: prepareCss(css) }
	return prepared.value
}

interface Drawing {
	classes: Set<string>
	elements: Set<string>
}
const scriptDrawings = new Map<string, Drawing>()
const NOTHING: Drawing = { classes: new Set(), elements: new Set() }
/**
 * The classes and elements an island's script draws with, read once from its file: its class
 * lists in short names (`cls`) read as the classes they are for.
 */
function islandDrawing(
	css: PreparedCss,
	name: string,
	clientDir: string | undefined,
	short?: ShortNames,
) {
	const src = islandFiles(clientDir).get(name)
	if (!src || !clientDir) return NOTHING
	const key = `${src} ${short?.id ?? ''}`
	let found = scriptDrawings.get(key)
	if (!found) {
		let code = ''
		try {
			code = fs.readFileSync(path.join(clientDir, src), 'utf8')
		} catch {
			// Missing: its widget works as without JavaScript (islands.server.ts says so).
		}
		found = { classes: classesInScript(css, code, short), elements: elementsInScript(css, code) }
		scriptDrawings.set(key, found)
	}
	return found
}

let siteShort: { css: PreparedCss; names: ShortNames } | undefined
/**
 * The site's short class names (`shortNames`): every class the stylesheet has a rule for, but
 * those an island's script names as they are (the same on every page). The island builder wrote
 * those down (build/class-names.json) when it wrote the islands' own class lists in short names;
 * a build without that file has islands whose scripts name every class they use.
 */
function siteNames(css: PreparedCss, clientDir: string | undefined) {
	if (siteShort?.css === css) return siteShort.names
	const scripted = new Set<string>()
	const written = clientDir ? path.join(clientDir, '..', 'class-names.json') : undefined
	if (written && fs.existsSync(written)) {
		const { kept } = JSON.parse(fs.readFileSync(written, 'utf8')) as { kept: string[] }
		for (const name of kept) scripted.add(name)
	} else
		for (const name of islandFiles(clientDir).keys())
			for (const found of islandDrawing(css, name, clientDir).classes) scripted.add(found)
	siteShort = { css, names: shortNames(css, scripted) }
	return siteShort.names
}
