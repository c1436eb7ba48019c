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
	type PreparedCss,
} from './page-css.server'
import { readInlineCss } from './inline-css.server'

/**
 * A public page as it is sent (issue 34, decision 058): the loader of its widgets' islands before
 * `</body>` (with the render's nonce, which the page cache turns into the script's hash), and in
 * its `<style>` only the CSS it uses: the rules for the classes and elements its markup names and
 * those its islands draw with. Staff pages are an application and keep the whole stylesheet.
 */
export function publicDocument(
	html: Buffer<ArrayBuffer>,
	{ clientDir, nonce }: { clientDir: string | undefined; nonce: string },
): Buffer<ArrayBuffer> {
	const { pieces, names } = islandsOf(html, islandFiles(clientDir), nonce)
	const prepared = preparedCss(clientDir)
	if (!prepared) return Buffer.concat(pieces)
	const head = pieces[0]!
	const slot = emptyStyle(head)
	if (!slot) return Buffer.concat(pieces)
	const text = html.toString('utf8')
	const classes = classesOf(text)
	const elements = elementsOf(text)
	for (const name of names) {
		const drawn = islandDrawing(prepared, name, clientDir)
		for (const added of drawn.classes) classes.add(added)
		for (const added of drawn.elements) elements.add(added)
	}
	return Buffer.concat([
		head.subarray(0, slot),
		Buffer.from(pageCss(prepared, classes, elements)),
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
/** The classes and elements an island's script draws with, read once from its file. */
function islandDrawing(css: PreparedCss, name: string, clientDir: string | undefined) {
	const src = islandFiles(clientDir).get(name)
	if (!src || !clientDir) return NOTHING
	let found = scriptDrawings.get(src)
	if (!found) {
		let code = ''
		try {
			code = fs.readFileSync(path.join(clientDir, src), 'utf8')
		} catch {
			// Missing: its widget works as without JavaScript (islands.server.ts says so).
		}
		found = { classes: classesInScript(css, code), elements: elementsInScript(css, code) }
		scriptDrawings.set(src, found)
	}
	return found
}
