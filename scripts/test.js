// `npm test`: every suite, in order, then one summary line.
//   1. build the site (the end-to-end tests run the production server);
//   2. Vitest: unit tests, and the database tests on SQLite and on a throw-away PostgreSQL 15;
//   3. Playwright in Debian's Chromium: both languages, desktop and mobile, JavaScript on and off, axe.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const out = path.join(root, 'test-results')
fs.mkdirSync(out, { recursive: true })

function run(label, cmd, args, env = {}) {
	console.log(`\n=== ${label} ===`)
	const result = spawnSync(cmd, args, {
		cwd: root,
		stdio: 'inherit',
		env: { ...process.env, ...env },
	})
	return result.status ?? 1
}

function readJson(file) {
	try {
		return JSON.parse(fs.readFileSync(file, 'utf8'))
	} catch {
		return undefined
	}
}

const totals = { passed: 0, failed: 0, skipped: 0 }
let exitCode = 0

if (run('build', 'npm', ['run', 'build']) !== 0) {
	console.error('build failed')
	console.log('\n0 passed, 1 failed')
	process.exit(1)
}

const vitestJson = path.join(out, 'vitest.json')
fs.rmSync(vitestJson, { force: true })
const vitestStatus = run('unit and database tests (Vitest)', 'npx', [
	'vitest',
	'run',
	'--reporter=default',
	'--reporter=json',
	`--outputFile.json=${vitestJson}`,
])
const vitest = readJson(vitestJson)
if (vitest) {
	totals.passed += vitest.numPassedTests
	totals.failed += vitest.numFailedTests
	totals.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0)
}
if (vitestStatus !== 0) {
	exitCode = 1
	if (!vitest?.numFailedTests) totals.failed += 1
}

const playwrightJson = path.join(out, 'playwright.json')
fs.rmSync(playwrightJson, { force: true })
const e2eStatus = run(
	'end-to-end and accessibility tests (Playwright)',
	'npx',
	['playwright', 'test', '--reporter=list,json'],
	{
		PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
	},
)
const e2e = readJson(playwrightJson)
if (e2e?.stats) {
	totals.passed += e2e.stats.expected + e2e.stats.flaky
	totals.failed += e2e.stats.unexpected
	totals.skipped += e2e.stats.skipped
}
if (e2eStatus !== 0) {
	exitCode = 1
	if (!e2e?.stats?.unexpected) totals.failed += 1
}

console.log(
	`\nVitest: ${vitest ? `${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed` : 'no report'}`,
)
console.log(
	`Playwright: ${e2e?.stats ? `${e2e.stats.expected} passed, ${e2e.stats.unexpected} failed, ${e2e.stats.flaky} flaky` : 'no report'}`,
)
console.log(
	`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
)
process.exit(exitCode)
