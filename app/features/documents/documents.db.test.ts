import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestDb } from '../../../tests/support/db'
import { signInStaff } from '../../../tests/support/staff-session'
import { setDatabase, type DbHandle } from '#app/db/client.server'
import type { ResourceDef } from '#app/features/cms/resources'
import { resources } from '#app/features/content-types'
import { resourceAction } from '#app/features/cms/resource.server'
import { SiteSearch } from '#app/features/search/search.server'
import { LocalStorage } from '#app/platform/storage/local-storage.server'
import { setStorage } from '#app/platform/storage/storage.server'
import { seedIfEmpty } from '#app/seed/seed.server'
import {
	getAttachedDocuments,
	getCategories,
	getDocument,
	getDocumentsPage,
	getDocumentYears,
} from './queries.server'
import { simplePdf } from './simple-pdf'

// The document library on SQLite (project "unit") and PostgreSQL ("postgres"): documents saved
// through the staff area's one action, their file stored under a key the server chose, listed and
// filtered for the public only while published, attached to other items, found by the words
// inside their PDF.

let handle: DbHandle
let dir: string
const storage = () => new LocalStorage(dir)

/** Posts a staff form through the shared action; the answer's status. */
async function post(def: ResourceDef, fields: Record<string, string | File>) {
	const staff = await signInStaff(handle.db)
	const form = new FormData()
	form.set('csrf', staff.csrf)
	form.set('token', `doc-${Math.random()}`)
	for (const [name, value] of Object.entries(fields)) form.set(name, value)
	const request = new Request(`http://localhost${def.path}`, {
		method: 'POST',
		headers: { Cookie: staff.cookie },
		body: form,
	})
	const reply = await resourceAction(def, request, { clientIp: '127.0.0.1' }).catch(
		(thrown: unknown) => thrown,
	)
	return reply instanceof Response
		? reply.status
		: (reply as { init?: { status?: number } }).init?.status
}

const pdfFile = (name: string, lines: string[]) =>
	new File([simplePdf(name, lines)], name, { type: 'application/pdf' })

beforeAll(async () => {
	dir = await fs.mkdtemp(path.join(os.tmpdir(), 'council-documents-'))
	setStorage(storage())
	handle = await createTestDb()
	await seedIfEmpty(handle.db, new Date('2026-11-01T09:00:00Z'))
	setDatabase(handle)
})
afterAll(async () => {
	setDatabase(undefined)
	setStorage(undefined)
	await handle?.close()
	await fs.rm(dir, { recursive: true, force: true })
})

describe(`document library (${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'SQLite'})`, () => {
	test('a fresh install has the starting categories and the sample documents', async () => {
		const categories = await getCategories(handle.db, 'fr')
		expect(categories.map((c) => c.slug)).toEqual([
			'budget',
			'accounts',
			'deliberations',
			'minutes',
			'by-laws',
			'forms',
			'tenders',
			'reports',
		])
		expect(categories[2]!.name.text).toBe('Délibérations et décisions')
		const { items, total } = await getDocumentsPage(handle.db, 'en', {}, 1, 20)
		expect(total).toBe(4)
		// Newest first, each with its type and size.
		expect(items[0]).toMatchObject({
			slug: 'deliberation-market-fees-2026',
			type: 'pdf',
			language: 'fr',
		})
		expect(items.every((d) => d.size > 500)).toBe(true)
		expect(await getDocumentYears(handle.db)).toEqual(['2026'])
	})

	test('uploaded as a draft: stored under a key of its content, not public', async () => {
		const status = await post(resources.documents, {
			intent: 'create',
			state: 'draft',
			title_en: 'Audit report 2025',
			title_fr: 'Rapport d’audit 2025',
			summary_en: 'What the auditors found.',
			category: 'reports',
			date: '2025-12-20',
			doc_language: 'en',
			file: pdfFile('Audit 2025.exe', ['The auditors found the accounts in order.', 'quokkaword']),
		})
		expect(status).toBe(302)
		const row = await handle.db
			.selectFrom('documents')
			.selectAll()
			.where('title_en', '=', 'Audit report 2025')
			.executeTakeFirstOrThrow()
		expect(row.file).toMatch(/^documents\/[0-9a-f]{32}\.pdf$/)
		expect(row.file_name).toBe('Audit 2025.pdf')
		expect(row.file_type).toBe('pdf')
		expect(row.file_text).toContain('quokkaword')
		expect(await storage().head(row.file)).toMatchObject({ size: row.file_size })
		expect(row.slug).toBe('audit-report-2025')
		expect(await getDocument(handle.db, 'en', row.slug)).toBeNull()
		expect((await getDocumentsPage(handle.db, 'en', { category: 'reports' }, 1, 20)).total).toBe(0)
	})

	test('published: listed under its category and year, and found by a word inside its PDF', async () => {
		const row = await handle.db
			.selectFrom('documents')
			.select(['id', 'slug'])
			.where('slug', '=', 'audit-report-2025')
			.executeTakeFirstOrThrow()
		const status = await post(resources.documents, { intent: 'publish', id: String(row.id) })
		expect(status).toBe(302)
		const reports = await getDocumentsPage(
			handle.db,
			'fr',
			{ category: 'reports', year: '2025' },
			1,
			20,
		)
		expect(reports.items.map((d) => d.slug)).toEqual(['audit-report-2025'])
		expect(reports.items[0]!.category?.name.text).toBe('Rapports')
		expect((await getDocumentsPage(handle.db, 'en', { year: '2024' }, 1, 20)).total).toBe(0)
		expect(await getDocumentYears(handle.db)).toEqual(['2026', '2025'])
		const search = new SiteSearch(handle.db)
		await search.rebuild()
		const { hits } = await search.search('quokkaword', 'fr')
		expect(hits[0]).toMatchObject({ type: 'document', url: '/fr/documents/audit-report-2025' })
	})

	test('a refused file or an unknown category saves nothing', async () => {
		const count = async () =>
			Number(
				(
					await handle.db
						.selectFrom('documents')
						.select((eb) => eb.fn.countAll().as('n'))
						.executeTakeFirstOrThrow()
				).n,
			)
		const before = await count()
		const fields = {
			intent: 'create',
			state: 'published',
			title_en: 'Not a document',
			category: 'reports',
			date: '2026-01-01',
			doc_language: 'en',
		}
		const html = new File(['<!doctype html><script>alert(1)</script>'], 'notice.pdf')
		expect(await post(resources.documents, { ...fields, file: html })).toBe(400)
		expect(
			await post(resources.documents, {
				...fields,
				category: 'no-such',
				file: pdfFile('a.pdf', ['a']),
			}),
		).toBe(400)
		expect(await post(resources.documents, fields)).toBe(400)
		expect(await count()).toBe(before)
	})

	test('attached to an article: shown with it while the document is public', async () => {
		const article = await handle.db
			.selectFrom('news')
			.select(['id', 'title_en', 'content_en', 'image_alt_en'])
			.where('slug', '=', 'market-day-reminder')
			.executeTakeFirstOrThrow()
		const audit = await handle.db
			.selectFrom('documents')
			.select('id')
			.where('slug', '=', 'audit-report-2025')
			.executeTakeFirstOrThrow()
		const staff = await signInStaff(handle.db)
		const form = new FormData()
		form.set('csrf', staff.csrf)
		form.set('intent', 'update')
		form.set('id', String(article.id))
		form.set('title_en', article.title_en ?? '')
		form.set('content_en', article.content_en ?? '')
		form.set('image_alt_en', article.image_alt_en ?? '')
		form.set('attachments_shown', '1')
		form.append('attachments', String(audit.id))
		form.append('attachments', '999999')
		const reply = await resourceAction(
			resources.news,
			new Request(`http://localhost${resources.news.path}`, {
				method: 'POST',
				headers: { Cookie: staff.cookie },
				body: form,
			}),
			{ clientIp: null },
		)
		expect(reply instanceof Response ? reply.status : JSON.stringify(reply)).toBe(302)
		const attached = await getAttachedDocuments(handle.db, 'en', 'news', article.id)
		expect(attached.map((d) => d.slug)).toEqual(['audit-report-2025'])
		await post(resources.documents, { intent: 'unpublish', id: String(audit.id) })
		expect(await getAttachedDocuments(handle.db, 'en', 'news', article.id)).toEqual([])
		// Deleted, the document leaves no link behind.
		await post(resources.documents, { intent: 'delete', id: String(audit.id) })
		const links = await handle.db
			.selectFrom('document_links')
			.selectAll()
			.where('document_id', '=', audit.id)
			.execute()
		expect(links).toEqual([])
	})
})
