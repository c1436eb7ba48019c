import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { sampleCouncilNames as names } from '#app/seed/sample-names'

// The platform serves any council: a council's name and places are data (its settings and pages),
// written by the sample seed (app/seed). No other file of the application may name them. Tests may.
const root = path.dirname(new URL(import.meta.url).pathname)

function sourceFiles(dir: string): string[] {
	return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const full = path.join(dir, entry.name)
		if (entry.isDirectory()) return full === path.join(root, 'seed') ? [] : sourceFiles(full)
		return /\.(ts|tsx|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
	})
}

test('nothing in the application outside the sample seed names the sample council or its places', () => {
	const files = sourceFiles(root)
	expect(files.length).toBeGreaterThan(100)
	const found = files.flatMap((file) => {
		const text = fs.readFileSync(file, 'utf8')
		return names
			.filter((name) => new RegExp(`\\b${name}\\b`, 'i').test(text))
			.map((name) => `${path.relative(root, file)}: ${name}`)
	})
	expect(found).toEqual([])
})
