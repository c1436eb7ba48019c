import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { Client, type Reply } from './client'
import { formValues, formWith, unescapeHtml, type FormFields } from './form-values'
import { SAMPLE_ADMIN, startSignedInServer } from './start-server'

// Revisions, recently deleted and edit conflicts against the production server, on SQLite (`http`)
// and PostgreSQL (`http-pg`): forms are read from the screens and posted back as a browser sends
// them, without JavaScript. Two signed-in clients play two clerks editing the same item.

const EDITOR = '/admin-dtima/pages/edit'
const NEWS = '/admin-dtima/content/news'
const HISTORY = '/admin-dtima/history'
const DELETED = '/admin-dtima/deleted'

let server: Awaited<ReturnType<typeof startSignedInServer>>['server']
let admin: Client
let colleague: Client
let visitor: Client

beforeAll(async () => {
	;({ server, admin } = await startSignedInServer())
	admin.setCookie('admin_lang', 'en')
	colleague = new Client(server.origin)
	await colleague.signIn(SAMPLE_ADMIN.email, SAMPLE_ADMIN.password)
	colleague.setCookie('admin_lang', 'en')
	visitor = new Client(server.origin)
})
afterAll(() => server?.stop())

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

async function ok(client: Client, path: string) {
	const reply = await client.get(path)
	expect(reply.status, `GET ${path}`).toBe(200)
	return reply
}

const pageForm = (reply: Reply) => formValues(formWith(reply.body, 'value="save"'))
const newsEditForm = (reply: Reply) => formValues(formWith(reply.body, 'name="version"'))
/** The text of every `<ins>` or `<del>` of a screen, screen-reader label included. */
const marked = (html: string, tag: 'ins' | 'del') =>
	[...html.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) =>
		unescapeHtml(m[1]!.replace(/<[^>]+>/g, '')),
	)

async function createPage(path: string, intro: string) {
	const form = pageForm(await ok(admin, `${EDITOR}?group=residents`))
	const reply = await admin.adminPost(EDITOR, {
		...form,
		pathEn: path,
		pathFr: path,
		status: 'published',
		'title.en': 'Market days',
		'title.fr': 'Jours de marché',
		'description.en': 'When the market is held.',
		'description.fr': 'Quand le marché a lieu.',
		'intro.en': intro,
		'intro.fr': `${intro} (fr)`,
		op: 'save',
	})
	expect(reply.status).toBe(302)
	return Number(/[?&]id=(\d+)/.exec(reply.headers.location ?? '')?.[1])
}

async function createNews(title: string, content: string) {
	const list = await ok(admin, `${NEWS}?new`)
	const form = formValues(formWith(list.body, 'name="token"'))
	const reply = await admin.adminPost(NEWS, {
		...form,
		title_en: title,
		title_fr: `${title} FR`,
		content_en: content,
		content_fr: `${content} (fr)`,
	})
	expect(reply.status).toBe(302)
	const rows = await ok(admin, NEWS)
	const id = new RegExp(`data-item-row="(\\d+)"[\\s\\S]*?${title}`).exec(rows.body)?.[1]
	expect(id, `row of ${title}`).toBeDefined()
	return Number(id)
}

describe('history: edit, compare, restore', () => {
	test('a page', async () => {
		const path = `/residents/market-${uid()}`
		const id = await createPage(path, 'The market opens on Tuesday mornings.')
		const editor = await ok(admin, `${EDITOR}?id=${id}`)
		expect(editor.body).toContain(`${HISTORY}?type=page&amp;id=${id}`)
		const saved = await admin.adminPost(`${EDITOR}?id=${id}`, {
			...pageForm(editor),
			'intro.en': 'The market opens on Friday mornings.',
			op: 'save',
		})
		expect(saved.status).toBe(302)
		expect((await visitor.get(path)).body).toContain('Friday mornings')

		const history = await ok(admin, `${HISTORY}?type=page&id=${id}`)
		expect(history.body).toContain('data-version="2"')
		expect(history.body).toContain('data-version="1"')
		expect(unescapeHtml(history.body)).toContain('Changed: Introduction (English)')

		const compare = await ok(admin, `${HISTORY}?type=page&id=${id}&from=1&to=2`)
		expect(marked(compare.body, 'del')).toContain('[removed: Tuesday]')
		expect(marked(compare.body, 'ins')).toContain('[added: Friday]')
		expect(compare.body).toContain('id="changes-en"')
		expect(compare.body).not.toContain('id="changes-fr"')

		const confirm = await ok(admin, `${HISTORY}?type=page&id=${id}&restore=1`)
		const form = formValues(formWith(confirm.body, 'value="restore"'))
		const restored = await admin.adminPost(`${HISTORY}?type=page&id=${id}`, {
			...form,
			intent: 'restore',
		})
		expect(restored.status).toBe(302)
		expect((await visitor.get(path)).body).toContain('Tuesday mornings')
		const after = await ok(admin, restored.headers.location!)
		expect(unescapeHtml(after.body)).toContain('The earlier version was restored')
		expect(after.body).toMatch(/data-version="3"[\s\S]*?Restored/)
	})

	test('a news article', async () => {
		const title = `Road works ${uid()}`
		const id = await createNews(title, 'The road to the market reopens on Monday after repairs.')
		const edit = await ok(admin, `${NEWS}?edit=${id}`)
		expect(edit.body).toContain(`${HISTORY}?type=news&amp;id=${id}`)
		const saved = await admin.adminPost(`${NEWS}?edit=${id}`, {
			...newsEditForm(edit),
			content_fr: 'La route du marché rouvre mercredi après les réparations.',
		})
		expect(saved.status).toBe(302)
		const compare = await ok(admin, `${HISTORY}?type=news&id=${id}&from=1&to=2`)
		expect(compare.body).toContain('id="changes-fr"')
		expect(compare.body).not.toContain('id="changes-en"')
		expect(marked(compare.body, 'ins').join(' ')).toContain('mercredi')
		const restored = await admin.adminPost(`${HISTORY}?type=news&id=${id}`, {
			intent: 'restore',
			version: 1,
		})
		expect(restored.status).toBe(302)
		const again = newsEditForm(await ok(admin, `${NEWS}?edit=${id}`))
		expect(again.content_fr).toBe('The road to the market reopens on Monday after repairs. (fr)')
		expect(again.version).toBe('3')
	})
})

describe('recently deleted', () => {
	test('a deleted page and a deleted article come back', async () => {
		const path = `/residents/closed-${uid()}`
		const id = await createPage(path, 'Opening hours of the council library.')
		const deleted = await admin.adminPost(`${EDITOR}?id=${id}`, { op: 'delete' })
		expect(deleted.status).toBe(302)
		expect((await visitor.get(path)).status).toBe(410)

		const title = `Clinic notice ${uid()}`
		const newsId = await createNews(title, 'The health centre is closed on Saturday for cleaning.')
		expect((await admin.adminPost(NEWS, { intent: 'delete', id: newsId })).status).toBe(302)

		const screen = await ok(admin, DELETED)
		expect(screen.body).toContain(`data-deleted="page-${id}"`)
		expect(screen.body).toContain(`data-deleted="news-${newsId}"`)
		// Each row is a plain form: type, id and the Restore button.
		const restorePage = await admin.adminPost(DELETED, { intent: 'restore', type: 'page', id })
		expect(restorePage.status).toBe(302)
		expect(restorePage.headers.location).toBe(`${EDITOR}?id=${id}`)
		expect((await visitor.get(path)).status).toBe(200)

		const restoreNews = await admin.adminPost(DELETED, {
			intent: 'restore',
			type: 'news',
			id: newsId,
		})
		expect(restoreNews.headers.location).toBe(`${NEWS}?edit=${newsId}`)
		expect((await ok(admin, NEWS)).body).toContain(title)
		const after = await ok(admin, DELETED)
		expect(after.body).not.toContain(`data-deleted="page-${id}"`)
		expect(after.body).not.toContain(`data-deleted="news-${newsId}"`)
	})
})

describe('edit conflicts between two clerks', () => {
	test('an article: the second save is held back, typed text kept, then overwritten', async () => {
		const title = `Water cut ${uid()}`
		const id = await createNews(title, 'Water will be cut in Kumba town on Thursday morning.')
		const mine = newsEditForm(await ok(admin, `${NEWS}?edit=${id}`))
		const theirs = newsEditForm(await ok(colleague, `${NEWS}?edit=${id}`))
		expect(
			(
				await admin.adminPost(`${NEWS}?edit=${id}`, {
					...mine,
					content_en: 'Water will be cut in Kumba town on Friday morning.',
				})
			).status,
		).toBe(302)
		const typed = 'Water will be cut in the whole town on Thursday morning.'
		const held = await colleague.adminPost(`${NEWS}?edit=${id}`, { ...theirs, content_en: typed })
		expect(held.status).toBe(409)
		expect(unescapeHtml(held.body)).toContain('Someone else saved this while you were editing')
		expect(marked(held.body, 'ins').join(' ')).toContain('Friday')
		// Their form is shown as they typed it, still at the version they started from.
		const form = formValues(formWith(held.body, 'name="conflictState"'))
		expect(form.content_en).toBe(typed)
		expect(form.version).toBe(theirs.version)
		expect(held.body).toContain(`href="${NEWS}?edit=${id}"`)
		// Pressing Save again does not overwrite; "Save mine anyway" does.
		expect((await colleague.adminPost(`${NEWS}?edit=${id}`, form)).status).toBe(409)
		const button = /<button[^>]*name="overwrite"[^>]*>/.exec(held.body)?.[0] ?? ''
		const overwrite = /value="(\d+)"/.exec(button)?.[1]
		expect(overwrite).toBe('2')
		const saved = await colleague.adminPost(`${NEWS}?edit=${id}`, {
			...form,
			overwrite: overwrite!,
		})
		expect(saved.status).toBe(302)
		expect(newsEditForm(await ok(admin, `${NEWS}?edit=${id}`)).content_en).toBe(typed)
	})

	test('a page: the same, in the page editor', async () => {
		const id = await createPage(
			`/residents/fees-${uid()}`,
			'The fee is paid at the council office.',
		)
		const mine = pageForm(await ok(admin, `${EDITOR}?id=${id}`))
		const theirs = pageForm(await ok(colleague, `${EDITOR}?id=${id}`))
		await admin.adminPost(`${EDITOR}?id=${id}`, {
			...mine,
			'intro.fr': 'Les frais se paient au guichet de la mairie.',
			op: 'save',
		})
		const typed = 'The fee is paid at the treasury.'
		const held = await colleague.adminPost(`${EDITOR}?id=${id}`, {
			...theirs,
			'intro.en': typed,
			op: 'save',
		})
		expect(held.status).toBe(409)
		expect(held.body).toContain('id="changes-fr"')
		expect(marked(held.body, 'ins').join(' ')).toContain('guichet')
		const form: FormFields = pageForm(held)
		expect(form['intro.en']).toBe(typed)
		expect(form['intro.fr']).toBe('The fee is paid at the council office. (fr)')
		const saved = await colleague.adminPost(`${EDITOR}?id=${id}`, { ...form, op: 'overwrite' })
		expect(saved.status).toBe(302)
		const now = pageForm(await ok(admin, `${EDITOR}?id=${id}`))
		expect([now['intro.en'], now.version]).toEqual([typed, '3'])
	})
})
