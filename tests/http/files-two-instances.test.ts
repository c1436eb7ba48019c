import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { inject } from 'vitest'
import { resources } from '#app/features/content-types'
import { simplePdf } from '#app/features/documents/simple-pdf'
import { S3Storage } from '#app/platform/storage/s3-storage.server'
import { spawnServer } from '../../scripts/spawn-server.js'
import { createPgDatabase } from '../support/db'
import { startNginx } from '../support/nginx'
import { startS3Server } from '../support/s3-server'
import { escapeHtml } from '../support/texts'
import { Client } from './client'
import { SAMPLE_ADMIN } from './start-server'

// Several instances (decision 032, "Files: one machine or several" in the README), as a real
// install runs them: two production servers, each with a data folder of its own, sharing one
// PostgreSQL database and one S3-compatible object store (s3rver, started here), behind one nginx
// (started here, round robin). A picture uploaded through one instance is served by the other,
// directly and through nginx; files moved from a local folder by `npm run files:migrate` are
// served too. Runs in the `http-pg` project (it needs PostgreSQL).

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '../..')

let s3: Awaited<ReturnType<typeof startS3Server>>
let database: Awaited<ReturnType<typeof createPgDatabase>>
const servers: Awaited<ReturnType<typeof spawnServer>>[] = []
let proxy: Awaited<ReturnType<typeof startNginx>>
let store: S3Storage

beforeAll(async () => {
	s3 = await startS3Server()
	store = new S3Storage(s3.options)
	database = await createPgDatabase(inject('httpPgUrl'), 'http')
	const env = { ...s3.env, DATABASE_URL: database.url, TRUST_PROXY: 'loopback' }
	// The first prepares the database (migrations, the sample council); the second starts on it.
	servers.push(await spawnServer({ prefix: 'council-files-', env }))
	servers.push(await spawnServer({ prefix: 'council-files-', env }))
	// Without nginx's page cache: these tests look at which instance answered each request.
	proxy = await startNginx(
		servers.map((s) => new URL(s.origin).host),
		{ cache: false },
	)
})
afterAll(async () => {
	await proxy?.stop()
	for (const server of servers) await server.stop()
	await database?.drop()
	await store?.close()
	await s3?.stop()
})

/** GET through nginx `times` times: the instances that answered, and each answer. */
async function throughProxy(pathname: string, times = 4, headers: Record<string, string> = {}) {
	const answers = []
	for (let i = 0; i < times; i++) {
		const res = await fetch(`${proxy.origin}${pathname}`, { headers })
		answers.push({
			status: res.status,
			upstream: res.headers.get('x-upstream'),
			type: res.headers.get('content-type'),
			bytes: Buffer.from(await res.arrayBuffer()),
			headers: res.headers,
		})
	}
	return answers
}

const instanceHosts = () => servers.map((s) => new URL(s.origin).host).sort()

describe('two instances, one database, one object store, behind nginx', () => {
	test('both instances say they keep files in the object store', () => {
		for (const server of servers)
			expect(server.log()).toContain(
				`[start] files in the object store: bucket ${s3.bucket} at ${s3.endpoint}`,
			)
	})

	test('a picture uploaded through one instance is served by the other, directly and through nginx', async () => {
		const [first, second] = servers as [(typeof servers)[0], (typeof servers)[0]]
		const admin = new Client(first.origin)
		await admin.signIn(SAMPLE_ADMIN.email, SAMPLE_ADMIN.password)
		admin.setCookie('admin_lang', 'en')
		const png = await sharp({
			create: { width: 900, height: 600, channels: 3, background: { r: 210, g: 140, b: 30 } },
		})
			.png()
			.toBuffer()
		const title = 'Market roof repaired before the rains'
		const created = await admin.post(`${resources.news.path}?new`, {
			multipart: {
				csrf: await admin.csrf(),
				intent: 'create',
				token: `files-${Date.now()}`,
				title_en: title,
				content_en: 'The roof of the main market was repaired this week.',
				title_fr: 'Toit du marché réparé avant les pluies',
				content_fr: 'Le toit du grand marché a été réparé cette semaine.',
				image_alt_en: 'Workers on the new market roof.',
				image_alt_fr: 'Des ouvriers sur le nouveau toit du marché.',
				image: { name: 'roof.png', mimeType: 'image/png', buffer: png },
			},
		})
		expect(created.status).toBe(302)
		const list = await admin.get(resources.news.path)
		const id = new RegExp(`data-item-row="(\\d+)"[\\s\\S]*?${escapeHtml(title)}`).exec(list.body)
		expect(id, 'the article in the staff list').not.toBeNull()
		expect(
			(await admin.adminPost(resources.news.path, { intent: 'publish', id: id![1]! })).status,
		).toBe(302)

		// The second instance's newsroom shows the article with its picture's renditions.
		const newsroom = await new Client(second.origin).get('/news')
		const slug = new RegExp(`href="/news/([a-z0-9-]+)"[^>]*>${escapeHtml(title)}<`).exec(
			newsroom.body,
		)?.[1]
		expect(slug, 'the article on the second instance').toBeDefined()
		const article = (await new Client(second.origin).get(`/news/${slug}`)).body
		const renditions = [
			...new Set(article.match(/\/uploads\/[0-9a-f]{20}-\d+\.(?:avif|webp)/g) ?? []),
		]
		// 900 px wide: 200, 400, 700 and 800, each as AVIF and WebP.
		expect(renditions).toHaveLength(8)

		for (const rendition of renditions) {
			const key = rendition.slice('/uploads/'.length)
			const stored = await store.head(key)
			expect(stored, `${key} in the object store`).not.toBeNull()
			// Not on either instance's own disk.
			for (const server of servers)
				expect(fs.existsSync(path.join(server.dataDir, 'uploads', key))).toBe(false)

			const direct = await fetch(`${second.origin}${rendition}`)
			expect(direct.status).toBe(200)
			expect(direct.headers.get('content-type')).toBe(
				key.endsWith('.avif') ? 'image/avif' : 'image/webp',
			)
			expect(direct.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
			expect(direct.headers.get('etag')).toBe(stored!.etag)
			const bytes = Buffer.from(await direct.arrayBuffer())
			expect(bytes.length).toBe(stored!.size)
			const meta = await sharp(bytes).metadata()
			expect(meta.format).toBe(key.endsWith('.avif') ? 'heif' : 'webp')
			expect(meta.width).toBe(Number(/-(\d+)\./.exec(key)![1]))

			// Through nginx: answered by both instances in turn, the same bytes each time.
			const proxied = await throughProxy(rendition)
			expect(new Set(proxied.map((a) => a.upstream)).size).toBe(2)
			expect([...new Set(proxied.map((a) => a.upstream))].sort()).toEqual(instanceHosts())
			for (const answer of proxied) {
				expect(answer.status).toBe(200)
				expect(answer.type).toBe(direct.headers.get('content-type'))
				expect(answer.bytes.equals(bytes)).toBe(true)
			}
		}

		// A range (a resumed download) and a revalidation, through nginx, from either instance.
		const rendition = renditions[0]!
		const etag = (await store.head(rendition.slice('/uploads/'.length)))!.etag
		for (const answer of await throughProxy(rendition, 2, { Range: 'bytes=0-99' })) {
			expect(answer.status).toBe(206)
			expect(answer.bytes.length).toBe(100)
		}
		for (const answer of await throughProxy(rendition, 2, { 'If-None-Match': etag }))
			expect(answer.status).toBe(304)
		// A name of the right shape that nobody uploaded is a 404 on both.
		for (const answer of await throughProxy('/uploads/0000000000000000000a-400.webp', 2))
			expect(answer.status).toBe(404)
	})

	test('a document uploaded through one instance downloads from the other, whole and by ranges', async () => {
		const [first, second] = servers as [(typeof servers)[0], (typeof servers)[0]]
		const admin = new Client(first.origin)
		await admin.signIn(SAMPLE_ADMIN.email, SAMPLE_ADMIN.password)
		admin.setCookie('admin_lang', 'fr')
		const title = 'Budget primitif 2027 : synthèse'
		const pdf = Buffer.from(
			simplePdf('budget-2027', ['Budget primitif 2027', 'Investissements : forage de Kombone']),
		)
		const created = await admin.post(`${resources.documents.path}?new`, {
			multipart: {
				csrf: await admin.csrf(),
				intent: 'create',
				token: `files-doc-${Date.now()}`,
				state: 'published',
				title_fr: title,
				title_en: 'Draft budget 2027: summary',
				category: 'budget',
				date: '2026-11-20',
				doc_language: 'fr',
				file: { name: 'budget-2027.pdf', mimeType: 'application/pdf', buffer: pdf },
			},
		})
		expect(created.status, created.body.slice(0, 300)).toBe(302)

		// Listed by the other instance, with its type and size, and found by a word inside the file.
		const list = await new Client(second.origin).get('/fr/documents')
		const slug = new RegExp(`href="/fr/documents/([a-z0-9-]+)"[^>]*>${escapeHtml(title)}<`).exec(
			list.body,
		)?.[1]
		expect(slug, 'the document on the second instance').toBeDefined()
		const download = `/documents/${slug}/download`
		await expect
			.poll(async () => (await new Client(second.origin).get('/fr/search?q=Kombone')).body, {
				timeout: 15_000,
			})
			.toContain(escapeHtml(title))
		const keys: string[] = []
		for await (const key of store.list('documents/')) keys.push(key)
		expect(keys.length, 'the file is in the object store').toBeGreaterThan(0)
		for (const server of servers)
			expect(fs.existsSync(path.join(server.dataDir, 'uploads', 'documents'))).toBe(false)

		const direct = await fetch(`${second.origin}${download}`)
		expect(direct.status).toBe(200)
		expect(direct.headers.get('content-type')).toBe('application/pdf')
		expect(direct.headers.get('content-disposition')).toMatch(/^attachment; filename="/)
		expect(Buffer.from(await direct.arrayBuffer()).equals(pdf)).toBe(true)

		const proxied = await throughProxy(download)
		expect([...new Set(proxied.map((a) => a.upstream))].sort()).toEqual(instanceHosts())
		for (const answer of proxied) {
			expect(answer.status).toBe(200)
			expect(answer.bytes.equals(pdf)).toBe(true)
		}
		// A download cut off after 100 bytes resumes from there, on whichever instance answers.
		for (const answer of await throughProxy(download, 2, { Range: 'bytes=100-' })) {
			expect(answer.status).toBe(206)
			expect(answer.headers.get('content-range')).toBe(`bytes 100-${pdf.length - 1}/${pdf.length}`)
			expect(answer.bytes.equals(pdf.subarray(100))).toBe(true)
		}
	})

	test('pictures of a one-machine install, moved by `npm run files:migrate`, are served by every instance', async () => {
		// The folder of an install that ran on one machine: one picture's renditions.
		const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'council-files-old-'))
		try {
			const uploads = path.join(dataDir, 'uploads')
			fs.mkdirSync(uploads)
			const id = 'feedfacecafe00112233'
			const webp = await sharp({
				create: { width: 400, height: 300, channels: 3, background: { r: 20, g: 120, b: 60 } },
			})
				.webp()
				.toBuffer()
			fs.writeFileSync(path.join(uploads, `${id}-400.webp`), webp)
			expect((await fetch(`${proxy.origin}/uploads/${id}-400.webp`)).status).toBe(404)

			// The real command, as an operator runs it (dry runs, runs again and the other direction
			// are in app/platform/storage/s3-storage.server.test.ts).
			const env = { ...process.env, ...s3.env, DATA_DIR: dataDir, NODE_ENV: 'production' }
			const moved = await run(process.execPath, ['scripts/files.js', 'migrate'], { cwd: root, env })
			expect(moved.stdout).toContain(`from the folder ${uploads} to the object store`)
			expect(moved.stdout).toContain('copied 1, already there 0, failed 0')
			for (const answer of await throughProxy(`/uploads/${id}-400.webp`, 2)) {
				expect(answer.status).toBe(200)
				expect(answer.bytes.equals(webp)).toBe(true)
			}

			// Misconfigured: the command says what is wrong and fails.
			const wrong = await run(process.execPath, ['scripts/files.js', 'migrate'], {
				cwd: root,
				env: { ...env, S3_BUCKET: 'no-such-bucket' },
			}).then(
				() => ({ code: 0, stdout: '' }),
				(error: { code: number; stdout: string }) => error,
			)
			expect(wrong.code).toBe(1)
			expect(wrong.stdout).toContain('no such bucket: create it, or correct S3_BUCKET')
		} finally {
			fs.rmSync(dataDir, { recursive: true, force: true })
		}
	})

	test('an instance whose object store refuses its credentials does not start, and says why', async () => {
		const refused = spawnServer({
			prefix: 'council-files-bad-',
			timeoutMs: 20_000,
			env: { ...s3.env, DATABASE_URL: database.url, S3_ACCESS_KEY_ID: 'NOT-A-KEY' },
		})
		await expect(refused).rejects.toThrow(/exited early \(code 1\)/)
		await expect(refused).rejects.toThrow(
			/\[start\] object store \(bucket council-files at http:\/\/127\.0\.0\.1:\d+\): opening the bucket failed: .*check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
		)
	})
})
