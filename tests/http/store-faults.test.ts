import fs from 'node:fs'
import path from 'node:path'
import Sqlite from 'better-sqlite3'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { refusalEn } from '#app/i18n/messages/essentials.en'
import { refusalFr } from '#app/i18n/messages/essentials.fr'
import { LocalStorage } from '#app/platform/storage/local-storage.server'
import { S3Storage } from '#app/platform/storage/s3-storage.server'
import { spawnServer } from '../../scripts/spawn-server.js'
import { startS3Server } from '../support/s3-server'
import { TestClock } from '../support/test-clock'
import { escapeHtml, text } from '../support/texts'
import { Client } from './client'
import { onPostgres } from './start-server'

// The object store failing under the production server (issue 32, decision 049): the sample council
// with its files in a real S3-compatible store (s3rver), frozen with SIGSTOP (connections open,
// nothing answers, the worst case). A document's download answers 503 within seconds with a page
// in the reader's language, not a bare 500 after 20 s; a resident's request with a photo comes back
// with everything typed and asks for the photo again; once the store answers, both work.
// SQLite only (the store is what fails here; the database does not matter).

let s3: Awaited<ReturnType<typeof startS3Server>>
let server: Awaited<ReturnType<typeof spawnServer>>
let documentSlug: string
let seededCopy: string
let clock: TestClock

beforeAll(async () => {
	if (onPostgres()) return
	s3 = await startS3Server()
	// The seeded sample council, its files put in the bucket under the same keys.
	seededCopy = fs.mkdtempSync(path.join(inject('seededDataDir'), '..', 'council-store-faults-'))
	fs.cpSync(inject('seededDataDir'), seededCopy, { recursive: true })
	const local = new LocalStorage(path.join(seededCopy, 'uploads'))
	const store = new S3Storage(s3.options)
	for await (const key of local.list()) {
		const body = fs.readFileSync(path.join(local.dir, key))
		await store.put(key, body, 'application/octet-stream')
	}
	await store.close()
	const db = new Sqlite(path.join(seededCopy, 'council.db'), { readonly: true })
	documentSlug = (
		db.prepare("select slug from documents where file <> '' order by id limit 1").get() as {
			slug: string
		}
	).slug
	db.close()
	clock = TestClock.create('council-store-faults-clock-')
	server = await spawnServer({ env: { ...s3.env, ...clock.env }, copyFrom: seededCopy })
})
afterAll(async () => {
	await server?.stop()
	await s3?.stop()
	if (seededCopy) fs.rmSync(seededCopy, { recursive: true, force: true })
	clock?.remove()
})

/** How long `work` took, in ms, with its result. */
async function timed<T>(work: () => Promise<T>) {
	const start = performance.now()
	const result = await work()
	return { ms: performance.now() - start, result }
}

if (!onPostgres())
	describe('the object store frozen', () => {
		test('a download answers 503 within seconds in the reader’s language; a request with a photo keeps what was typed and asks for the photo again; thawed, both work', async () => {
			const visitor = new Client(server.origin)
			const address = `/documents/${documentSlug}/download`
			expect((await visitor.get(address)).status).toBe(200)
			const photo = await sharp({
				create: { width: 400, height: 300, channels: 3, background: '#864' },
			})
				.jpeg()
				.toBuffer()
			const resident = new Client(server.origin)
			const startedOf = (body: string) => /name="form_started" value="([^"]+)"/.exec(body)![1]!
			const form = await resident.get('/fr/contact')
			// As long as a person takes to fill the form in.
			clock.advance(3_100)
			const fields = {
				website: '',
				category: 'roads',
				description: 'Le caniveau de la rue du marché est bouché.',
				name: 'Ebong Mesumbe',
				phone: '+237 670 00 00 00',
				photo: { name: 'caniveau.jpg', mimeType: 'image/jpeg', buffer: photo },
			}

			// One frozen spell for the three: the downloads and the photo wait for their deadlines.
			s3.pause()
			let en, fr, refused
			try {
				;[en, fr, refused] = await Promise.all([
					timed(() => visitor.get(address)),
					timed(() => visitor.get(`/fr${address}`)),
					timed(() =>
						resident.post('/fr/contact', {
							multipart: { ...fields, form_started: startedOf(form.body) },
						}),
					),
				])
			} finally {
				s3.resume()
			}
			for (const { ms } of [en, fr]) expect(ms).toBeLessThan(9_000)
			expect(en.result.status).toBe(503)
			expect(en.result.headers['retry-after']).toBe('60')
			expect(en.result.headers['cache-control']).toBe('no-store')
			expect(en.result.headers['content-disposition']).toBeUndefined()
			expect(en.result.headers['content-type']).toBe('text/html; charset=utf-8')
			expect(en.result.body).toContain(escapeHtml(refusalEn['refusal.fileAway.text']))
			expect(fr.result.status).toBe(503)
			expect(fr.result.body).toContain(escapeHtml(refusalFr['refusal.fileAway.text']))
			expect(fr.result.body).not.toContain(escapeHtml(refusalEn['refusal.fileAway.text']))

			expect(refused.ms).toBeLessThan(15_000)
			expect(refused.result.status).toBe(503)
			const page = refused.result.body
			expect(page).toContain(escapeHtml(text('fr', 'requests.error.photoNotKept')))
			expect(page).toContain('Le caniveau de la rue du marché est bouché.</textarea>')
			expect(page).toContain('value="Ebong Mesumbe"')
			expect(page).toContain(`value="${escapeHtml('+237 670 00 00 00')}"`)

			// The store answers again: the file comes; the same page, the photo chosen again, is sent.
			const again = await visitor.get(address)
			expect(again.status).toBe(200)
			expect(again.headers['content-disposition']).toMatch(/^attachment/)
			clock.advance(3_100)
			const sent = await resident.post('/fr/contact', {
				multipart: { ...fields, form_started: startedOf(page) },
			})
			expect(sent.status).toBe(302)
			expect(sent.headers.location).toMatch(/^\/fr\/contact\/status\?ref=/)
		})
	})
