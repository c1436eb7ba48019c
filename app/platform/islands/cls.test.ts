import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { renameClassLists } from '../../../scripts/short-classes.js'
import { findIslands } from '../../../scripts/islands-list.js'
import { cls } from './cls'

const upper = (list: string) => list.toUpperCase()

test('cls() is the list as written, until the island builder renames it', () => {
	expect(cls('flex px-4')).toBe('flex px-4')
})

test('the island builder writes each cls() list as what it is renamed to, in any quotes', () => {
	const code = [
		"a.className = cls('flex px-4')",
		'b.className = cls( "text-sm" )',
		'c.className = cls(`block`)',
		"element('li', cls('sm:grid w-[60vh]'), child)",
		"d.classList.remove('invisible')",
	].join('\n')
	expect(renameClassLists(code, upper, 'x.ts')).toBe(
		[
			'a.className = "FLEX PX-4"',
			'b.className = "TEXT-SM"',
			'c.className = "BLOCK"',
			'element(\'li\', "SM:GRID W-[60VH]", child)',
			"d.classList.remove('invisible')",
		].join('\n'),
	)
})

test('a cls() that is not one plain string stops the build, with the file and the call', () => {
	for (const code of ['cls(name)', 'cls(`px-${n}`)', "cls('a' + b)", "cls('it\\'s')"])
		expect(() => renameClassLists(code, upper, 'island.ts')).toThrow(
			/island\.ts: cls\(\) takes one plain string/,
		)
})

test('every island draws its own elements with cls() lists, not class strings the builder cannot rename', () => {
	// A class an island sets or draws with outside cls() keeps its long name on every public page:
	// only those it adds or removes (and the SVG it writes whole) are meant to.
	for (const { file } of findIslands(path.resolve('.'))) {
		const source = fs.readFileSync(file, 'utf8')
		expect(source, file).not.toMatch(/className\s*=\s*['"`]/)
		expect(source, file).not.toMatch(/\belement\(\s*'\w+',\s*'[^']+'/)
	}
})
