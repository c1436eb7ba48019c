import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Sqlite from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { refusalEn } from '#app/i18n/messages/essentials.en'
import { refusalFr } from '#app/i18n/messages/essentials.fr'
import { spawnServer } from '../../scripts/spawn-server.js'
import { TestClock } from '../support/test-clock'
import { escapeHtml, text } from '../support/texts'
import { Client } from './client'
import { createEditor, SAMPLE_ADMIN, sampleAdmin } from './start-server'

// A full disk under the production server (issue 32, decision 049), for real: the data folder on
// a 4 MB tmpfs of its own, filled up while the site serves. Residents keep reading pages and get
// their text back with "cannot take this now"; staff are told the server is full; /healthz says
// writes fail; the log names the disk, not "cannot rollback". Started again on the full disk, the
// site serves pages to read only; once space is freed, it saves again without a restart.
// SQLite (the data folder's disk is the database's).

let mount: string
let dataDir: string
let clock: TestClock
let server: Awaited<ReturnType<typeof spawnServer>> | undefined
const filler = () => path.join(mount, 'filler')

beforeAll(() => {
	mount = fs.mkdtempSync(path.join(os.tmpdir(), 'council-full-disk-'))
	execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', mount])
	dataDir = path.join(mount, 'data')
	fs.cpSync(inject('seededDataDir'), dataDir, { recursive: true })
	clock = TestClock.create('council-full-disk-clock-')
})
afterAll(async () => {
	if (server) {
		server.child.kill('SIGTERM')
		await server.exited
	}
	if (mount) {
		execFileSync('umount', [mount])
		fs.rmSync(mount, { recursive: true, force: true })
	}
	clock?.remove()
})

const start = () => spawnServer({ env: { DATA_DIR: dataDir, ...clock.env }, listening: true })

/** Fills the disk: the database's log emptied first, so the next write needs new space. */
function fillDisk() {
	const db = new Sqlite(path.join(dataDir, 'council.db'))
	db.pragma('busy_timeout = 5000')
	db.pragma('wal_checkpoint(TRUNCATE)')
	db.close()
	const fd = fs.openSync(filler(), 'w')
	const chunk = Buffer.alloc(64 * 1024, 1)
	try {
		for (;;) fs.writeSync(fd, chunk)
	} catch (error) {
		expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC')
	} finally {
		fs.closeSync(fd)
	}
	const { bavail } = fs.statfsSync(mount)
	expect(bavail).toBe(0)
}

async function sendRequest(visitor: Client, description: string) {
	const form = await visitor.get('/contact')
	const started = /name="form_started" value="([^"]+)"/.exec(form.body)![1]!
	clock.advance(3_100)
	return visitor.post('/contact', {
		multipart: { website: '', form_started: started, category: 'roads', description },
	})
}

const waitFor = async (what: () => Promise<boolean>, ms: number) => {
	const until = Date.now() + ms
	while (!(await what())) {
		if (Date.now() > until) throw new Error(`not within ${ms} ms`)
		await new Promise((r) => setTimeout(r, 200))
	}
}

describe('a full disk', () => {
	test('residents read and keep their text, staff are told, /healthz says so; a restart serves to read only; freed space saves again', async () => {
		server = await start()
		const resident = new Client(server.origin)
		const admin = await sampleAdmin(server.origin, 'fr')
		expect((await resident.get('/events')).status).toBe(200)

		fillDisk()
		const refused = await sendRequest(resident, 'The gutter on Market Street is blocked.')
		expect(refused.status).toBe(503)
		expect(refused.body).toContain(escapeHtml(text('en', 'requests.error.notNow')))
		expect(refused.body).toContain('The gutter on Market Street is blocked.</textarea>')
		const save = await createEditor(admin, 'Clerk Full', 'clerk.full@example.cm')
		expect(save.status).toBe(503)
		expect(save.body).toContain(refusalFr['refusal.diskFull.text'])
		expect(save.body).toContain(refusalFr['refusal.notSaved'])
		expect((await resident.get('/events')).status).toBe(200)
		expect((await resident.get('/fr')).status).toBe(200)
		const health = await resident.get('/healthz')
		expect(health.status).toBe(503)
		expect(JSON.parse(health.body)).toMatchObject({ writes: 'failing' })
		expect(server.log()).toMatch(/database disk full/)
		expect(server.log()).not.toMatch(/cannot rollback/)

		// Started again on the full disk: pages to read, nothing to save.
		server.child.kill('SIGTERM')
		await server.exited
		server = await start()
		expect(server.log()).toMatch(/is full: serving pages to read only/)
		const reader = new Client(server.origin)
		for (const page of ['/events', '/fr', '/news', '/documents'])
			expect((await reader.get(page)).status, page).toBe(200)
		expect((await reader.get('/healthz')).status).toBe(503)
		const again = await sendRequest(reader, 'Le caniveau est bouché.')
		expect(again.status).toBe(503)
		expect(again.body).toContain('Le caniveau est bouché.</textarea>')
		const signIn = await new Client(server.origin).post('/admin-dtima/login', {
			form: { intent: 'login', email: SAMPLE_ADMIN.email, password: SAMPLE_ADMIN.password },
		})
		expect(signIn.status).toBe(503)
		expect(signIn.body).toContain(refusalEn['refusal.diskFull.text'])

		// Space freed: the site saves again, without a restart.
		fs.rmSync(filler())
		await waitFor(async () => (await reader.get('/healthz')).status === 200, 15_000)
		expect(server.log()).toMatch(/space was freed: the site saves again/)
		const sent = await sendRequest(reader, 'The gutter is blocked again.')
		expect(sent.status).toBe(302)
		const staff = new Client(server.origin)
		await staff.signIn(SAMPLE_ADMIN.email, SAMPLE_ADMIN.password)
		expect((await staff.get('/admin-dtima/pages')).status).toBe(200)
	})
})
