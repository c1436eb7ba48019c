import fs from 'node:fs'
import path from 'node:path'
import { prepareCss, shortNames, type ShortNames } from '../../app/platform/page-css.server'

// Public pages name their classes short (decision 058, "Short class names"). A test looking for a
// class in a page asks here for the name it has there: the same map the server makes, from the
// stylesheet the page names and the classes the islands of that build name as they are.

const clientDir = path.resolve('build/client')
const made = new Map<string, ShortNames>()

/** The name `name` has in this page (the class itself when it keeps its own). */
export function classIn(html: string, name: string) {
	const href = /<style data-href="([^"]+)"/.exec(html)?.[1]
	if (!href) throw new Error('no stylesheet named in the page')
	let names = made.get(href)
	if (!names) {
		const css = prepareCss(fs.readFileSync(path.join(clientDir, href), 'utf8'))
		// The classes the islands' scripts name as they are, written down by the island builder.
		const { kept } = JSON.parse(
			fs.readFileSync(path.join(clientDir, '..', 'class-names.json'), 'utf8'),
		) as { kept: string[] }
		const scripted = new Set(kept)
		names = shortNames(css, scripted)
		made.set(href, names)
	}
	return names.map.get(name) ?? name
}

/** `classIn` for a regular expression: the name as it may appear in one, escaped. */
export function classPattern(html: string, name: string) {
	return classIn(html, name).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
}
