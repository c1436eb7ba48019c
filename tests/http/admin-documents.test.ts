import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { resources } from '#app/features/content-types'
import { simplePdf } from '#app/features/documents/simple-pdf'
import { pdfBomb } from '../support/pdf-bomb'
import { docm, docx, exe, ods, odt, xlsx } from '../support/office-files'
import { TestClock } from '../support/test-clock'
import { escapeHtml, text } from '../support/texts'
import { Client } from './client'
import { onPostgres, SAMPLE_ADMIN, startInstances } from './start-server'

// The document library (decision 033) against the production server, without JavaScript: staff
// upload each accepted format; programs, web pages, macros and files over the limit are refused
// with a message in the clerk's language and nothing saved; the public list filters and pages,
// shows each file's type and size; a document's page links a download sent with its type, as an
// attachment, `nosniff`, a sandboxing policy and byte ranges; drafts stay private; the search
// finds a word that is only inside a PDF; attached documents show on an article and an event.
// The limit is set to 1 MB here so the oversized file stays small. On PostgreSQL (`http-pg`) a
// second instance serves what was uploaded through the first.

const DOCS = resources.documents.path
let instances: Awaited<ReturnType<typeof startInstances>>
let admin: Client
let visitors: Client[]

/**
 * The second instance (`http-pg`) reads the content version at most every CHECK_MS on its clock
 * (decision 035): after a change through the first, moving the clock on by that much makes its next
 * request see the change.
 */
const CHECK_MS = 100
let clock: TestClock
const settled = () => clock.advance(CHECK_MS)

beforeAll(async () => {
	clock = TestClock.create()
	instances = await startInstances('council-documents-', {
		...clock.env,
		MAX_DOCUMENT_MB: '1',
		PAGE_CACHE_CHECK_MS: String(CHECK_MS),
	})
	admin = new Client(instances.servers[0]!.origin)
	await admin.signIn(SAMPLE_ADMIN.email, SAMPLE_ADMIN.password)
	admin.setCookie('admin_lang', 'en')
	visitors = instances.servers.map((s) => new Client(s.origin))
})
afterAll(async () => {
	await instances?.stop()
	clock?.remove()
})

type FilePart = { name: string; mimeType: string; buffer: Buffer }

/** The staff create form, sent as a browser sends it (multipart, to the address that opened it). */
async function upload(fields: Record<string, string>, file?: FilePart) {
	return admin.post(`${DOCS}?new`, {
		multipart: {
			csrf: await admin.csrf(),
			intent: 'create',
			token: `doc-${Math.random()}`,
			state: 'published',
			category: 'reports',
			date: '2026-05-04',
			doc_language: 'en',
			...fields,
			...(file ? { file } : {}),
		},
	})
}

const pdf = (name: string, lines: string[]): FilePart => ({
	name,
	mimeType: 'application/pdf',
	buffer: Buffer.from(simplePdf(name, lines)),
})

/** The staff list's id of the document titled so. */
async function idOf(title: string) {
	const list = await admin.get(DOCS)
	const row = new RegExp(
		`data-item-row="(\\d+)"(?:(?!data-item-row)[\\s\\S])*?${escapeHtml(title)}`,
	).exec(list.body)
	expect(row, `${title} in the staff list`).not.toBeNull()
	return row![1]!
}

describe(`document library on ${onPostgres() ? 'two instances, PostgreSQL' : 'SQLite'}`, () => {
	test('each accepted format is saved and listed with its type and size', async () => {
		const files: [string, FilePart][] = [
			['Water survey 2026', pdf('survey.pdf', ['Water survey of the quarters', 'pangolinword'])],
			[
				'Agenda (Word)',
				{ name: 'agenda.docx', mimeType: 'application/octet-stream', buffer: docx() },
			],
			[
				'Accounts (Excel)',
				{ name: 'accounts.xlsx', mimeType: 'application/octet-stream', buffer: xlsx() },
			],
			['Notice (OpenDocument)', { name: 'notice.odt', mimeType: '', buffer: odt() }],
			['Table (OpenDocument)', { name: 'table.ods', mimeType: '', buffer: ods() }],
		]
		for (const [title, file] of files) {
			const saved = await upload({ title_en: title, summary_en: `The ${title}.` }, file)
			expect(saved.status, title).toBe(302)
		}
		settled()

		for (const visitor of visitors) {
			const list = await visitor.get('/documents?category=reports')
			expect(list.status).toBe(200)
			expect(list.body).toContain('Water survey 2026')
			expect(list.body).toMatch(/PDF, [0-9]+ KB/)
			expect(list.body).toContain('Word, ')
			expect(list.body).toContain('Excel, ')
			expect(list.body).toContain('OpenDocument text, ')
			expect(list.body).toContain('OpenDocument spreadsheet, ')
			expect(list.body).not.toContain('Budget 2026')
			const fr = await visitor.get('/fr/documents?category=reports&year=2026')
			expect(fr.body).toMatch(/PDF, [0-9]+ Ko/)
			expect(fr.body).toContain('Tableur OpenDocument, ')
		}
	})

	test('programs, web pages, macros and files over the limit are refused, nothing saved', async () => {
		admin.setCookie('admin_lang', 'fr')
		const cases: [string, FilePart, string][] = [
			[
				'Refused program',
				{ name: 'budget.pdf', mimeType: 'application/pdf', buffer: exe() },
				'n’est pas un document PDF',
			],
			[
				'Refused page',
				{
					name: 'notice.pdf',
					mimeType: 'application/pdf',
					buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
				},
				'n’est pas un document PDF',
			],
			[
				'Refused macros',
				{ name: 'minutes.docx', mimeType: '', buffer: docm() },
				'contient des macros',
			],
			[
				'Refused size',
				{
					name: 'big.pdf',
					mimeType: 'application/pdf',
					buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1024 * 1024 + 10, 32)]),
				},
				'ne doit pas dépasser 1 Mo',
			],
		]
		for (const [title, file, message] of cases) {
			const refused = await upload({ title_en: title, summary_en: 'Typed by the clerk' }, file)
			expect(refused.status, title).toBe(400)
			expect(refused.body, title).toContain(escapeHtml(message))
			// The form comes back with what was typed.
			expect(refused.body, title).toContain(`value="${title}"`)
			expect(refused.body, title).toContain('Typed by the clerk')
		}
		const missing = await upload({ title_en: 'No file' })
		expect(missing.status).toBe(400)
		expect(missing.body).toContain('Choisissez le fichier à publier.')
		admin.setCookie('admin_lang', 'en')
		const list = await admin.get(DOCS)
		for (const [title] of cases) expect(list.body).not.toContain(title)
		expect(list.body).not.toContain('No file')
	})

	test('a document page, and its download with type, disposition, nosniff, policy and ranges', async () => {
		settled()

		for (const visitor of visitors) {
			const page = await visitor.get('/documents/water-survey-2026')
			expect(page.status).toBe(200)
			expect(page.body).toContain('<h1')
			expect(page.body).toContain('Water survey 2026')
			expect(page.body).toMatch(/Download the document \(PDF, [0-9]+ KB\)/)
			expect(page.body).toContain('href="/documents/water-survey-2026/download"')
			expect(page.body).toContain('"@type":"DigitalDocument"')
			// The file itself is on the store of the instance it was uploaded through until the
			// shared object store (decision 032) is the store of every instance.
			if (visitor !== visitors[0]) continue
			const file = await visitor.get('/documents/water-survey-2026/download')
			expect(file.status).toBe(200)
			expect(file.headers['content-type']).toBe('application/pdf')
			expect(file.headers['content-disposition']).toMatch(/^attachment; filename="survey\.pdf"/)
			expect(file.headers['x-content-type-options']).toBe('nosniff')
			expect(file.headers['content-security-policy']).toBe(
				"default-src 'none'; frame-ancestors 'none'; sandbox",
			)
			expect(file.headers['accept-ranges']).toBe('bytes')
			expect(file.body.startsWith('%PDF-1.4')).toBe(true)
			const size = Number(file.headers['content-length'])
			const part = await visitor.get('/documents/water-survey-2026/download', {
				headers: { Range: 'bytes=0-4' },
			})
			expect(part.status).toBe(206)
			expect(part.headers['content-range']).toBe(`bytes 0-4/${size}`)
			expect(part.body).toBe('%PDF-')
			const past = await visitor.get('/fr/documents/water-survey-2026/download', {
				headers: { Range: `bytes=${size}-` },
			})
			expect(past.status).toBe(416)
			const word = await visitor.get('/documents/agenda-word/download')
			expect(word.headers['content-type']).toBe(
				'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
			)
			expect(word.headers['content-disposition']).toMatch(/^attachment; filename="agenda\.docx"/)
		}
	})

	test('a draft is not public: not listed, no page, no download', async () => {
		const saved = await upload(
			{ title_en: 'Draft budget (not voted)', state: 'draft' },
			pdf('draft.pdf', ['draft only']),
		)
		expect(saved.status).toBe(302)
		settled()

		for (const visitor of visitors) {
			expect((await visitor.get('/documents')).body).not.toContain('Draft budget')
			expect((await visitor.get('/documents/draft-budget-not-voted')).status).toBe(404)
			expect((await visitor.get('/documents/draft-budget-not-voted/download')).status).toBe(404)
		}
	})

	test('hostile file names, titles and text inside a PDF are shown as text, never as markup', async () => {
		const title = '<script>alert(1)</script> Roads <b>budget</b>'
		const saved = await upload(
			{
				title_en: title,
				summary_en: '<img src=x onerror=alert(2)> summary',
				doc_language: 'en',
			},
			{
				// As a browser sends it (quotes and line breaks escaped by the browser itself).
				name: '<img src=x onerror=alert(3)>; filename=evil.exe; X-Evil: 1.pdf',
				mimeType: 'application/pdf',
				buffer: Buffer.from(
					simplePdf('hostile', [
						'<script>alert(4)</script> zebracrossingword',
						'"><svg onload=alert(5)>',
					]),
				),
			},
		)
		expect(saved.status).toBe(302)
		const staff = await admin.get(DOCS)
		expect(staff.body).toContain(escapeHtml(title))
		expect(staff.body).not.toContain('<script>alert(1)')
		settled()

		for (const visitor of visitors) {
			const list = await visitor.get('/documents')
			expect(list.body).toContain(escapeHtml(title))
			const slug = /href="\/documents\/([a-z0-9-]+)"[^>]*>&lt;script&gt;/.exec(list.body)?.[1]
			expect(slug, 'the document is listed, its title as text').toBeDefined()
			const page = await visitor.get(`/documents/${slug}`)
			expect(page.body).toContain(escapeHtml('<img src=x onerror=alert(2)> summary'))
			for (const markup of ['<script>alert(1)', '<img src=x onerror', '<b>budget'])
				expect(page.body).not.toContain(markup)
			// The text inside the PDF is searchable, and shown (if at all) as text.
			const found = await visitor.get('/search?q=zebracrossingword')
			expect(found.body).toContain(`href="/documents/${slug}"`)
			for (const markup of ['<script>alert(4)', '<svg onload'])
				expect(found.body).not.toContain(markup)
			if (visitor !== visitors[0]) continue
			const file = await visitor.get(`/documents/${slug}/download`)
			expect(file.status).toBe(200)
			// One header, one file name: no quote, line break or second parameter gets through.
			const disposition = file.headers['content-disposition']!
			expect(disposition).toMatch(/^attachment; filename="[^"\r\n]*"; filename\*=UTF-8''[^\s";]+$/)
			expect(file.headers['x-evil']).toBeUndefined()
			expect(file.headers['content-type']).toBe('application/pdf')
		}
	})

	test('the search finds a word that is only inside a PDF; a broken PDF is kept without text', async () => {
		const broken = await upload(
			{ title_en: 'Scanned minutes' },
			{
				name: 'scan.pdf',
				mimeType: 'application/pdf',
				buffer: Buffer.from('%PDF-1.7\n%broken, no objects\n'),
			},
		)
		expect(broken.status).toBe(302)
		// The clerk is told the words could not be read (issue 32).
		const told = await admin.get(broken.headers.location!)
		expect(told.body).toContain(escapeHtml(text('en', 'admin.toast.savedTextUnread')))
		settled()

		for (const visitor of visitors) {
			const found = await visitor.get('/search?q=pangolinword')
			expect(found.body).toContain('href="/documents/water-survey-2026"')
			const fr = await visitor.get('/fr/search?q=pangolinword')
			expect(fr.body).toContain('href="/fr/documents/water-survey-2026"')
			expect((await visitor.get('/documents/scanned-minutes')).status).toBe(200)
		}
	})

	// The reading process is the same whatever the database: on SQLite only (defined there only).
	if (!onPostgres())
		test("a PDF whose stream inflates to 256 MiB: kept without its text, the clerk told, the server's memory untouched", async () => {
			const server = instances.servers[0]!
			const rss = () =>
				Number(fs.readFileSync(`/proc/${server.child.pid}/statm`, 'utf8').split(' ')[1]) * 4096
			const before = rss()
			let peak = before
			const watch = setInterval(() => (peak = Math.max(peak, rss())), 20)
			const bomb = Buffer.from(await pdfBomb(256))
			const saved = await upload(
				{ title_en: 'Inflating report' },
				{ name: 'report.pdf', mimeType: 'application/pdf', buffer: bomb },
			)
			clearInterval(watch)
			expect(saved.status).toBe(302)
			const told = await admin.get(saved.headers.location!)
			expect(told.body).toContain(escapeHtml(text('en', 'admin.toast.savedTextUnread')))
			expect(told.body).toContain(escapeHtml('Inflating report'))
			// Issue 32: in a worker thread, a 1 GiB stream took the server from 93 MB to 2.3 GB.
			expect(peak - before).toBeLessThan(64 * 1024 * 1024)
		})

	test('the list filters by category and year and is paginated', async () => {
		for (let i = 1; i <= 21; i++) {
			const saved = await upload(
				{
					title_en: `Form number ${i}`,
					category: 'forms',
					date: `2024-02-${String(i).padStart(2, '0')}`,
				},
				{ name: `form-${i}.docx`, mimeType: '', buffer: docx() },
			)
			expect(saved.status).toBe(302)
		}
		settled()
		const visitor = visitors.at(-1)!
		const first = await visitor.get('/documents?category=forms&year=2024')
		expect(first.body).toContain('Form number 21')
		expect(first.body).not.toContain('Form number 1<')
		expect(first.body).toContain('Page 1 of 2')
		expect(first.body).toContain('href="/documents?category=forms&amp;year=2024&amp;page=2"')
		const second = await visitor.get('/documents?category=forms&year=2024&page=2')
		expect(second.body).toContain('Form number 1<')
		// The year list offers the years documents have.
		expect(first.body).toContain('<option value="2024" selected="">2024</option>')
		const none = await visitor.get('/documents?category=budget&year=2024')
		expect(none.body).toContain('No document matches this choice.')
	})

	test('attached documents show on an article and on an event, with type and size', async () => {
		settled()

		for (const visitor of visitors) {
			const article = await visitor.get('/news/farm-to-market-road-works')
			expect(article.body).toContain('Attached documents')
			expect(article.body).toContain('href="/documents/budget-2026-summary"')
			expect(article.body).toMatch(/Attached documents[\s\S]*PDF, [0-9]+ KB/)
		}
		const id = await idOf('Water survey 2026')
		const created = await admin.adminPost(resources.events.path, {
			intent: 'create',
			token: `event-${Math.random()}`,
			state: 'published',
			title_en: 'Public reading of the water survey',
			date: '2030-06-01',
			attachments_shown: '1',
			attachments: id,
		})
		expect(created.status).toBe(302)
		const events = await visitors[0]!.get('/events')
		const event = /href="(\/events\/\d+)"[^>]*>Public reading of the water survey/.exec(events.body)
		expect(event).not.toBeNull()
		settled()
		const page = await visitors.at(-1)!.get(`/fr${event![1]!}`)
		expect(page.body).toContain('Documents joints')
		expect(page.body).toContain('href="/fr/documents/water-survey-2026"')
	})
})
