import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { inject } from 'vitest'
import { S3Storage } from '#app/platform/storage/s3-storage.server'
import { spawnServer } from '../../scripts/spawn-server.js'
import { createPgDatabase } from '../support/db'
import { startS3Server } from '../support/s3-server'
import { Client } from './client'
import { SAMPLE_ADMIN } from './start-server'

// Moving a council between the databases with `npm run backup` and `npm run restore` (decision
// 047), as the README tells an operator to: a SQLite install with its files in a folder, backed up
// while it serves; restored into PostgreSQL with its files in an object store; backed up there (to
// the bucket) and restored into SQLite again. Each restored site must answer its pages, search,
// documents and sign-in as the first did. Runs in `http-pg` (it needs PostgreSQL).

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '../..')
const cleanUps: (() => Promise<unknown> | unknown)[] = []
let work: string

beforeAll(() => {
	work = fs.mkdtempSync(path.join(os.tmpdir(), 'council-backups-http-'))
	cleanUps.push(() => fs.rmSync(work, { recursive: true, force: true }))
})
afterAll(async () => {
	for (const clean of cleanUps.reverse()) await clean()
})

async function server(env: Record<string, string>, copyFrom?: string) {
	const started = await spawnServer({ prefix: 'council-backups-', env, copyFrom })
	cleanUps.push(() => started.stop())
	return started
}

/** `npm run <script>` as an operator runs it: its exit code and what it printed. */
async function command(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
	try {
		const { stdout } = await run(process.execPath, [`scripts/${script}.js`, ...args], {
			cwd: root,
			env: { ...process.env, ...env },
		})
		return { code: 0, out: stdout }
	} catch (error) {
		const e = error as { code: number; stdout: string; stderr: string }
		return { code: e.code, out: `${e.stdout}${e.stderr}` }
	}
}

const PAGES = [
	'/',
	'/fr',
	'/news',
	'/events',
	'/documents',
	'/documents/deliberation-market-fees-2026',
	'/search?q=market',
	'/fr/search?q=march%C3%A9',
	'/jobs',
	'/business/bids',
	'/contact',
	'/government/meet-mayor',
]

/**
 * What a visitor gets from a site: each page, with what differs between any two visits taken
 * out (the site's own address, plain and in share links, the script nonce, the forms' anti-bot
 * start values), and a file.
 */
async function visit(origin: string) {
	const pages: Record<string, string> = {}
	for (const page of PAGES) {
		const response = await fetch(`${origin}${page}`)
		const html = (await response.text())
			.replaceAll(origin, 'ORIGIN')
			.replaceAll(encodeURIComponent(origin), 'ORIGIN')
			.replace(/nonce="[^"]*"/g, 'nonce=""')
			.replace(/\b\d{13}\.(?:[\w-]{16}\.)?[\w-]{22}(?![\w-])/g, 'FORM-STARTED')
			// The hydration data repeats the page; its numbering depends on which values coincide.
			.replace(/streamController\.enqueue\([^<]*\)/g, 'streamController.enqueue(DATA)')
		pages[page] = `${response.status} ${html}`
	}
	const file = await fetch(`${origin}/documents/deliberation-market-fees-2026/download`)
	const bytes = Buffer.from(await file.arrayBuffer())
	return { pages, file: { status: file.status, type: file.headers.get('content-type'), bytes } }
}

/** Each page that differs, with the first place it differs at (a readable failure). */
function differences(a: Record<string, string>, b: Record<string, string>) {
	const found: string[] = []
	for (const page of PAGES) {
		const [x = '', y = ''] = [a[page], b[page]]
		if (x === y) continue
		let at = 0
		while (x[at] === y[at]) at++
		found.push(
			`${page} at ${at}: ${JSON.stringify(x.slice(at - 60, at + 60))} / ${JSON.stringify(y.slice(at - 60, at + 60))}`,
		)
	}
	return found
}

/** The dashboard's backups panel, as the sample administrator sees it in each language. */
async function dashboard(origin: string) {
	const admin = new Client(origin)
	await admin.signIn(SAMPLE_ADMIN.email, SAMPLE_ADMIN.password)
	admin.setCookie('admin_lang', 'en')
	const en = (await admin.get('/admin-dtima')).body
	admin.setCookie('admin_lang', 'fr')
	const fr = (await admin.get('/admin-dtima')).body
	const panel = (html: string) =>
		/<section[^>]*data-backups="[^"]*"[\s\S]*?<\/section>/.exec(html)?.[0] ?? ''
	return { en: panel(en), fr: panel(fr) }
}

async function signsIn(origin: string) {
	const admin = new Client(origin)
	await admin.signIn(SAMPLE_ADMIN.email, SAMPLE_ADMIN.password)
	return (await admin.get('/admin-dtima')).status
}

describe('SQLite → PostgreSQL and object store → SQLite, through the commands', () => {
	let first: Awaited<ReturnType<typeof server>>
	let original: Awaited<ReturnType<typeof visit>>
	let s3: Awaited<ReturnType<typeof startS3Server>>
	let pgEnv: Record<string, string>
	let archive: string

	beforeAll(async () => {
		first = await server({})
		original = await visit(first.origin)
		s3 = await startS3Server('council-moved')
		cleanUps.push(() => s3.stop())
		const database = await createPgDatabase(inject('httpPgUrl'), 'moved')
		cleanUps.push(() => database.drop())
		pgEnv = { ...s3.env, DATABASE_URL: database.url, DATA_DIR: path.join(work, 'pg-data') }
	})

	test('npm run backup writes an archive while the site serves', async () => {
		expect(original.file.status).toBe(200)
		for (const page of PAGES) expect(original.pages[page], page).toMatch(/^200 /)
		const before = await dashboard(first.origin)
		expect(before.en).toContain('data-backups="none"')
		expect(before.en).toContain('No backup has been made yet.')
		// 02:00 UTC is 03:00 in Cameroon.
		expect(before.en).toMatch(/A backup is taken every day at 0?3:00/)
		expect(original.pages['/search?q=market']).toMatch(/market/i)
		// Readers and a clerk keep using the site during the backup.
		let busy = true
		const traffic = (async () => {
			let served = 0
			while (busy) {
				const response = await fetch(`${first.origin}/news?page=${served % 3}`)
				expect(response.status).toBeLessThan(500)
				await response.arrayBuffer()
				served++
			}
			return served
		})()
		const backup = await command('backup', [], { DATA_DIR: first.dataDir })
		busy = false
		expect(await traffic).toBeGreaterThan(0)
		expect(backup.out).toMatch(
			/Backup council-backup-\d{8}-\d{6}\.tar\.gz written to the folder .*backups/,
		)
		expect(backup.code).toBe(0)
		const names = fs.readdirSync(path.join(first.dataDir, 'backups'))
		expect(names).toHaveLength(1)
		archive = path.join(first.dataDir, 'backups', names[0]!)

		// Administrators see it on the dashboard, in their language.
		const after = await dashboard(first.origin)
		expect(after.en).toContain('data-backups="ok"')
		expect(after.en).toMatch(/Last backup: .*, \d+ KB with 4 files, in .*backups\./)
		expect(after.fr).toMatch(/Dernière sauvegarde : .*, \d+ Ko avec 4 fichiers, dans .*backups\./)
	})

	test('restored into PostgreSQL and the object store, the site is the same', async () => {
		const restored = await command('restore', [archive], pgEnv)
		expect(restored.out).toMatch(
			/is whole: \d+ rows in \d+ tables \(from sqlite, at \d{3}-[a-z-]+\), 4 files/,
		)
		expect(restored.out).toMatch(/Restored into PostgreSQL and the object store/)
		expect(restored.code).toBe(0)

		const second = await server(pgEnv)
		const moved = await visit(second.origin)
		expect(differences(moved.pages, original.pages)).toEqual([])
		expect(moved.file).toEqual(original.file)
		expect(await signsIn(second.origin)).toBe(200)
	})

	test('backed up into the bucket and restored into SQLite, it is the same again', async () => {
		const backup = await command('backup', [], pgEnv)
		expect(backup.out).toMatch(/written to bucket council-moved, under backups\//)
		expect(backup.code).toBe(0)
		const listed = await command('backup', ['--list'], pgEnv)
		const name = /council-backup-\d{8}-\d{6}\.tar\.gz/.exec(listed.out)?.[0]
		expect(name).toBeDefined()
		// The council's files do not include the backups beside them in the bucket.
		expect(backup.out).toMatch(/, 4 files,/)

		// An operator copies the archive off the bucket, then restores it on the new machine.
		const bucket = new S3Storage({ ...s3.options, prefix: 'backups/' })
		cleanUps.push(() => bucket.close())
		const copied = path.join(work, name!)
		fs.writeFileSync(copied, await buffer((await bucket.read(name!))!))
		const dataDir = path.join(work, 'sqlite-again')
		const restored = await command('restore', [copied], { DATA_DIR: dataDir })
		expect(restored.out).toMatch(/from postgres/)
		expect(restored.code).toBe(0)

		// The way back is checked table by table and file by file in backup.db.test.ts; here, that
		// the restored install starts and answers its pages and a document.
		const third = await server({}, dataDir)
		const back = await visit(third.origin)
		expect(differences(back.pages, original.pages)).toEqual([])
		expect(back.file).toEqual(original.file)
	})
})
