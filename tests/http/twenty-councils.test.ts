import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { Registry } from '#app/features/councils/registry.server'
import { spawnServer } from '../../scripts/spawn-server.js'
import { Client } from './client'
import { TestClock } from '../support/test-clock'
import { formValues, formWith } from './form-values'

// Twenty councils in one process (issue 36, decision 060), of which at most five are kept open:
// each is prepared at start in turn (its own database, its first administrator), answers at its
// own host, keeps what its residents send in its own database, and signs in only its own staff,
// while councils are closed and opened again under them and the closed ones are visited in turn.

const COUNT = 20
const ids = Array.from({ length: COUNT }, (_, i) => `c${String(i + 1).padStart(2, '0')}`)
let made: string
let clock: TestClock
let server: Awaited<ReturnType<typeof spawnServer>>
const at = (id: string) => new Client(server.origin, { host: `${id}.test` })
const database = (id: string) =>
	new SQLite(path.join(server.dataDir, 'councils', id, 'council.db'), { readonly: true })

beforeAll(async () => {
	made = fs.mkdtempSync(path.join(os.tmpdir(), 'council-twenty-'))
	clock = TestClock.create('council-twenty-clock-')
	const registry = await Registry.open(path.join(made, 'install.db'))
	for (const id of ids)
		await registry.add({ id, hosts: [`${id}.test`], publicUrl: `http://${id}.test` })
	await registry.close()
	server = await spawnServer({
		prefix: 'council-twenty-server-',
		copyFrom: made,
		env: {
			COUNCILS: 'multi',
			COUNCILS_OPEN: '5',
			COUNCILS_VISIT_MS: '100',
			TRUST_PROXY: 'loopback',
			// Backups are taken from the start (a real install waits for its first ten minutes).
			TEST_BACKUP_AFTER_START_MS: '0',
			...clock.env,
		},
	})
}, 120_000)

afterAll(async () => {
	await server?.stop()
	clock?.remove()
	fs.rmSync(made, { recursive: true, force: true })
})

describe('twenty councils, five kept open', () => {
	test('each council was prepared at start, with its own first administrator', () => {
		expect(server.log()).toContain(`[start] serving ${COUNT} of ${COUNT} councils`)
		for (const id of ids) {
			expect(server.log()).toMatch(new RegExp(`one-time password[^\\n]*\\(council ${id}\\)`))
			expect(fs.existsSync(path.join(server.dataDir, 'councils', id, 'council.db'))).toBe(true)
		}
		// Each its own keys: a session or form signed for one means nothing to another.
		const keys = ids.map((id) => {
			const db = database(id)
			try {
				const rows = db.prepare('select name, value from secrets order by name').all()
				return JSON.stringify(rows)
			} finally {
				db.close()
			}
		})
		expect(new Set(keys).size).toBe(COUNT)
	})

	test("a resident's vote on each council's page is kept in that council's database only", async () => {
		const forms = []
		for (const id of ids) {
			const page = await at(id).get('/contact')
			expect(page.status, id).toBe(200)
			forms.push(formValues(formWith(page.body, 'name="vote"')))
		}
		// A reader takes longer than a robot to answer (the form's guard, decision 046).
		clock.advance(3_100)
		for (const [i, id] of ids.entries()) {
			const reply = await at(id).post('/feedback', {
				form: { ...forms[i], intent: 'vote', vote: i % 2 ? 'no' : 'yes' },
				headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
			})
			expect(reply.status, id).toBe(200)
		}
		for (const [i, id] of ids.entries()) {
			const db = database(id)
			try {
				expect(
					db.prepare("select path, useful from feedback where kind = 'vote'").all(),
					id,
				).toEqual([{ path: '/contact', useful: i % 2 ? 0 : 1 }])
			} finally {
				db.close()
			}
		}
	})

	test('staff sign in only at their own council, though every first administrator has the same address', async () => {
		const password = (id: string) =>
			new RegExp(`one-time password[^:]*: (\\S+) \\(council ${id}\\)`).exec(server.log())?.[1] ?? ''
		const email = /first administrator: (\S+) \(council c01\)/.exec(server.log())?.[1] ?? ''
		expect(email).not.toBe('')
		const first = at('c01')
		await first.signIn(email, password('c01'))
		expect((await first.get('/admin-dtima')).status).toBe(200)
		for (const id of ['c02', 'c11', 'c20']) {
			const elsewhere = await at(id).post('/admin-dtima/login', {
				form: { intent: 'login', email, password: password('c01') },
			})
			expect(elsewhere.status, id).not.toBe(302)
			const stray = at(id)
			stray.setCookie('council_session', first.cookie('council_session')!)
			expect((await stray.get('/admin-dtima')).status, id).toBe(302)
		}
	})

	test('every council is backed up, read or not: a visit takes its backup when one is due', async () => {
		const archives = (id: string) => {
			const dir = path.join(server.dataDir, 'backups', 'councils', id)
			return fs.existsSync(dir)
				? fs.readdirSync(dir).filter((name) => name.endsWith('.tar.gz'))
				: []
		}
		const started = Date.now()
		while (ids.some((id) => archives(id).length === 0) && Date.now() - started < 30_000)
			await new Promise((resolve) => setTimeout(resolve, 250))
		expect(ids.filter((id) => archives(id).length === 0)).toEqual([])
		// One each for the day, not one a visit.
		for (const id of ids) expect(archives(id)).toHaveLength(1)
		expect(server.log()).not.toMatch(/\[backup\] failed/)
	}, 40_000)

	test('no more than five are open, and those not read are visited in turn', async () => {
		const health = JSON.parse((await new Client(server.origin).get('/healthz')).body)
		expect(health).toMatchObject({ status: 'ok', councils: COUNT, failed: [] })
		expect(health.open).toBeLessThanOrEqual(5)
		// Every council was closed at least once to keep within the bound, and opened again.
		for (const id of ids) expect(server.log()).toContain(`[councils] closed ${id}`)
	})
})
