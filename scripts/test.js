// `npm test`: every suite, in order, then one summary line.
//   1. build the site (the end-to-end and server tests run the production server);
//   2. Vitest: unit tests, the database tests on SQLite and on a throw-away PostgreSQL 15, and the
//      server answering requests without a browser (tests/http, both databases);
//   3. Playwright in Debian's Chromium: both languages, desktop and mobile, JavaScript on and off,
//      axe once per template and block kind (`npm run test:a11y-all` scans every page).
// Both runners' JSON reports are kept in reports/ (Playwright empties test-results/ when it starts).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { stripVTControlCharacters } from 'node:util'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const out = path.join(root, 'reports')
fs.mkdirSync(out, { recursive: true })

const durations = {}
const suiteStarted = Date.now()

/** Runs a step, timing it. `env` adds variables; one set to undefined is removed. */
function run(label, cmd, args, env = {}) {
	console.log(`\n=== ${label} ===`)
	const started = Date.now()
	const merged = { ...process.env, ...env }
	for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name]
	const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: merged })
	durations[label] = Date.now() - started
	return result.status ?? 1
}

function readJson(file) {
	try {
		return JSON.parse(fs.readFileSync(file, 'utf8'))
	} catch {
		return undefined
	}
}

const seconds = (label) => `${Math.round((durations[label] ?? 0) / 1000)} s`

const totals = { passed: 0, failed: 0, skipped: 0 }
let exitCode = 0

if (run('build', 'npm', ['run', 'build']) !== 0) {
	console.error('build failed')
	console.log('\n0 passed, 1 failed')
	process.exit(1)
}

const vitestLabel = 'unit, database and server tests (Vitest)'
const vitestJson = path.join(out, 'vitest.json')
fs.rmSync(vitestJson, { force: true })
const vitestStatus = run(vitestLabel, 'npx', [
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

const e2eLabel = 'end-to-end and accessibility tests (Playwright)'
const playwrightJson = path.join(out, 'playwright.json')
fs.rmSync(playwrightJson, { force: true })
// The quick accessibility sweep always: the full one is `npm run test:a11y-all` (.ci/run runs it
// when A11Y_ALL=1).
const e2eStatus = run(e2eLabel, 'npx', ['playwright', 'test', '--reporter=list,json'], {
	PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
	A11Y_ALL: undefined,
})
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

// The names of what failed, last, where a CI log's tail shows them; and of what passed only when
// run again (both runners retry once in CI), with its first failure.
const vitestTests = (status, flaky) =>
	(vitest?.testResults ?? []).flatMap((file) =>
		(file.assertionResults ?? [])
			.filter((test) => test.status === status && test.failureMessages?.length > 0 === flaky)
			.map((test) => ({
				where: path.relative(root, file.name),
				title: test.fullName,
				message: test.failureMessages?.[0],
			})),
	)
const vitestFlaky = vitestTests('passed', true)
report('Flaky (passed when run again):', [
	...vitestFlaky,
	...playwrightTests(e2e?.suites ?? [], 'flaky'),
])
report('Failed:', [
	...vitestTests('failed', true),
	...vitestTests('failed', false),
	...playwrightTests(e2e?.suites ?? [], 'unexpected'),
])

// A runner that fails with no failed test failed outside them: say so where the tail shows it.
if (vitestStatus !== 0 && !vitest?.numFailedTests)
	console.log(
		`\nVitest exited with status ${vitestStatus} and no failed test: an error outside the tests (an unhandled error or rejection, or a file that did not load: ${vitest?.numFailedTestSuites ?? '?'} failed files). Its output above says which.`,
	)
if (e2eStatus !== 0 && !e2e?.stats?.unexpected)
	console.log(
		`\nPlaywright exited with status ${e2eStatus} and no failed test: an error outside the tests (global setup, a worker, or the report). Its output above says which.`,
	)

console.log(`\nbuild: ${seconds('build')}`)
console.log(
	`Vitest: ${vitest ? `${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed, ${vitestFlaky.length} flaky` : 'no report'} in ${seconds(vitestLabel)}`,
)
console.log(
	`Playwright: ${e2e?.stats ? `${e2e.stats.expected} passed, ${e2e.stats.unexpected} failed, ${e2e.stats.flaky} flaky` : 'no report'} in ${seconds(e2eLabel)}`,
)
console.log(`Whole run: ${Math.round((Date.now() - suiteStarted) / 1000)} s`)
console.log(`Reports: ${path.relative(root, vitestJson)}, ${path.relative(root, playwrightJson)}`)
console.log(
	`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
)
process.exit(exitCode)

function report(heading, tests) {
	if (!tests.length) return
	console.log(`\n${heading}`)
	for (const test of tests.slice(0, 20)) {
		console.log(`  ✘ ${test.where} › ${test.title}`)
		// Without the runners' colour codes.
		const lines = stripVTControlCharacters(String(test.message ?? ''))
			.split('\n')
			.filter((line) => line.trim())
			.slice(0, 6)
		for (const line of lines) console.log(`      ${line.slice(0, 200)}`)
	}
	if (tests.length > 20) console.log(`  … and ${tests.length - 20} more`)
}

function playwrightTests(suites, status, trail = []) {
	return suites.flatMap((suite) => [
		...(suite.specs ?? []).flatMap((spec) =>
			(spec.tests ?? [])
				.filter((test) => test.status === status)
				.map((test) => ({
					where: `[${test.projectName}] ${spec.file}:${spec.line}`,
					title: [...trail, spec.title].filter(Boolean).join(' › '),
					message: test.results?.find((result) => result.error)?.error?.message,
				})),
		),
		...playwrightTests(
			suite.suites ?? [],
			suite.file === suite.title ? trail : [...trail, suite.title],
		),
	])
}
