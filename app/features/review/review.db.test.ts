import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestDb } from '../../../tests/support/db'
import { setDatabase, type DbHandle } from '#app/db/client.server'
import { seedIfEmpty } from '#app/seed/seed.server'
import { resources } from '#app/features/content-types'
import { resourceAction, resourceLoader } from '#app/features/cms/resource.server'
import { signInStaff } from '../../../tests/support/staff-session'
import { getEvent } from '#app/features/news-events/queries.server'
import { setSetting } from '#app/features/settings/queries.server'
import { savePage, type PageInput } from '#app/features/pages/page-writes.server'
import { getPublishedPage } from '#app/features/pages/pages-store.server'
import { pageEditorAction, pageEditorLoader } from '#app/features/pages/editor/editor.server'
import { deletedAction } from '#app/features/revisions/deleted.server'
import { historyAction, historyLoader } from '#app/features/revisions/history.server'
import { reviewAction, reviewLoader } from './review.server'
import { createT } from '#app/i18n/catalogs.server'
import { noticeContext, renderNotice } from '#app/features/notifications/notices.server'

// Review before publishing and changes not yet public (decision 029), on SQLite ("unit") and
// PostgreSQL ("postgres"): an editor's Publish becomes a submission, the public keeps the
// published version until an administrator publishes, a send-back carries its comment, and the
// right people get the notices.
let handle: DbHandle
const context = { clientIp: '192.0.2.10' }
type Person = { id: number; cookie: string; csrf: string }
let admin: Person
let editor: Person
const events = resources.events

beforeAll(async () => {
	handle = await createTestDb()
	await seedIfEmpty(handle.db, new Date())
	setDatabase(handle)
	const editorRow = await handle.db
		.insertInto('users')
		.values({
			name: 'Ewane Editor',
			email: 'editor@review.test',
			role: 'editor',
			active: 1,
			created_at: new Date().toISOString(),
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	admin = await signInStaff(handle.db)
	editor = await signInStaff(handle.db, editorRow.id)
	await setSetting(handle.db, 'reviewRequired', true)
})
afterAll(async () => {
	setDatabase(undefined)
	await handle?.close()
})

function post(who: Person, pathname: string, fields: Record<string, string>) {
	return new Request(`http://localhost${pathname}`, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/x-www-form-urlencoded',
			Cookie: who.cookie,
			Origin: 'http://localhost',
		},
		body: new URLSearchParams({ ...fields, csrf: who.csrf }).toString(),
	})
}

/** The one-time message a redirect carries (see flash.server.ts), or the reply's status. */
async function outcome(result: unknown) {
	if (!(result instanceof Response)) {
		const reply = result as { init: { status: number } | null }
		return `status ${reply.init?.status ?? 200}`
	}
	const value = /admin_flash=([^;]+)/.exec(result.headers.get('Set-Cookie') ?? '')?.[1] ?? ''
	return (JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as { text: string }).text
}

const saveEvent = async (who: Person, fields: Record<string, string>) =>
	outcome(await resourceAction(events, post(who, events.path, fields), context))
const review = async (who: Person, fields: Record<string, string>) =>
	outcome(await reviewAction(post(who, '/admin-dtima/review', fields), context))

async function eventRow(title: string) {
	return handle.db
		.selectFrom('events')
		.selectAll()
		.where('title_en', '=', title)
		.executeTakeFirstOrThrow()
}
/** Notices to a person or a role, rendered in each language as the staff area shows them. */
const notices = async (to: { userId?: number; role?: string }) => {
	const rows = await handle.db
		.selectFrom('notifications')
		.selectAll()
		.where(to.userId ? 'user_id' : 'role', '=', (to.userId ?? to.role) as never)
		.orderBy('id')
		.execute()
	const context = await noticeContext(handle.db)
	return rows.map((row) => {
		const en = renderNotice(row, 'en', createT('en'), context)
		const fr = renderNotice(row, 'fr', createT('fr'), context)
		return {
			title_en: en.title,
			title_fr: fr.title,
			body_en: en.body,
			resolved_at: row.resolved_at,
		}
	})
}

describe(`review before publishing (${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'SQLite'})`, () => {
	test('an editor’s Publish is a submission; an administrator publishes it and the editor is told', async () => {
		const fields = { intent: 'create', title_en: 'Clean-up day', date: '2030-05-02' }
		expect(await saveEvent(editor, { ...fields, token: 'r1', state: 'published' })).toBe(
			'admin.review.toast.submitted',
		)
		const row = await eventRow('Clean-up day')
		expect(row.status).toBe('draft')
		expect(await getEvent(handle.db, 'en', row.id)).toBeUndefined()
		// The list's Publish is a submission too: this one already waits, so nothing changes.
		expect(await saveEvent(editor, { intent: 'publish', id: String(row.id) })).toBe(
			'admin.bulk.reason.alreadyInReview',
		)
		expect((await eventRow('Clean-up day')).status).toBe('draft')
		expect((await notices({ role: 'admin' })).map((n) => n.title_en)).toContain(
			'To review: Clean-up day',
		)
		const waiting = await reviewLoader(
			new Request('http://localhost/admin-dtima/review', { headers: { Cookie: admin.cookie } }),
		)
		expect(waiting.items.map((i) => [i.title, i.author, i.changes])).toEqual([
			['Clean-up day', 'Ewane Editor', false],
		])
		// Publishing and sending back are an administrator's.
		await expect(
			review(editor, { intent: 'publish', type: 'events', id: String(row.id) }),
		).rejects.toMatchObject({ status: 403 })
		expect(await review(admin, { intent: 'publish', type: 'events', id: String(row.id) })).toBe(
			'admin.review.toast.published',
		)
		expect(await getEvent(handle.db, 'en', row.id)).toBeDefined()
		expect((await notices({ userId: editor.id })).map((n) => n.title_fr)).toEqual([
			'Publié : Clean-up day',
		])
		// Approved: its "To review" notice is done for every administrator (decision 050).
		expect(
			(await notices({ role: 'admin' })).find((n) => n.title_en === 'To review: Clean-up day')
				?.resolved_at,
		).toBeTruthy()
	})

	test('an editor’s changes to a published item stay aside until published; a send-back carries its comment', async () => {
		const row = await eventRow('Clean-up day')
		expect(
			await saveEvent(editor, {
				intent: 'update',
				id: String(row.id),
				title_en: 'Clean-up day moved',
				date: '2030-05-09',
				state: 'review',
			}),
		).toBe('admin.review.toast.submitted')
		// The public keeps the published version; the edit form shows the changes.
		expect((await getEvent(handle.db, 'en', row.id))?.title.text).toBe('Clean-up day')
		const form = await resourceLoader(
			events,
			new Request(`http://localhost${events.path}?edit=${row.id}`, {
				headers: { Cookie: editor.cookie },
			}),
		)
		expect(form.editing?.values.title_en).toBe('Clean-up day moved')
		expect(form.editing?.pending).toMatchObject({ changes: true, author: 'Ewane Editor' })
		const revision = await handle.db
			.selectFrom('revisions')
			.select('action')
			.where('item_type', '=', 'events')
			.where('item_id', '=', row.id)
			.orderBy('version', 'desc')
			.executeTakeFirstOrThrow()
		expect(revision.action).toBe('drafted')

		expect(await review(admin, { intent: 'sendBack', type: 'events', id: String(row.id) })).toBe(
			'status 400',
		)
		expect(
			await review(admin, {
				intent: 'sendBack',
				type: 'events',
				id: String(row.id),
				comment: 'Say where people meet.',
			}),
		).toBe('admin.review.toast.sentBack')
		const back = await resourceLoader(
			events,
			new Request(`http://localhost${events.path}?edit=${row.id}`, {
				headers: { Cookie: editor.cookie },
			}),
		)
		expect(back.editing?.pending).toMatchObject({
			submittedAt: null,
			comment: 'Say where people meet.',
			commentBy: expect.any(String),
		})
		expect((await notices({ userId: editor.id })).at(-1)?.body_en).toContain(
			'Say where people meet.',
		)

		await saveEvent(editor, {
			intent: 'update',
			id: String(row.id),
			title_en: 'Clean-up day moved',
			date: '2030-05-09',
			location_en: 'Meet at the market gate',
			state: 'review',
		})
		expect(await review(admin, { intent: 'publish', type: 'events', id: String(row.id) })).toBe(
			'admin.review.toast.published',
		)
		const event = await getEvent(handle.db, 'en', row.id)
		expect([event?.title.text, event?.location.text, event?.date]).toEqual([
			'Clean-up day moved',
			'Meet at the market gate',
			'2030-05-09',
		])
		expect(
			await handle.db
				.selectFrom('pending_changes')
				.selectAll()
				.where('item_id', '=', row.id)
				.execute(),
		).toEqual([])
	})

	test('with review off, anyone can keep changes aside as a draft, and discard them', async () => {
		await setSetting(handle.db, 'reviewRequired', false)
		const row = await eventRow('Clean-up day moved')
		expect(
			await saveEvent(editor, {
				intent: 'update',
				id: String(row.id),
				title_en: 'Clean-up day (draft wording)',
				date: '2030-05-09',
				state: 'draft',
			}),
		).toBe('admin.review.toast.drafted')
		expect((await eventRow('Clean-up day moved')).status).toBe('published')
		expect(await saveEvent(editor, { intent: 'discard', id: String(row.id) })).toBe(
			'admin.review.toast.discarded',
		)
		const form = await resourceLoader(
			events,
			new Request(`http://localhost${events.path}?edit=${row.id}`, {
				headers: { Cookie: editor.cookie },
			}),
		)
		expect([form.editing?.values.title_en, form.editing?.pending]).toEqual([
			'Clean-up day moved',
			undefined,
		])
		await setSetting(handle.db, 'reviewRequired', true)
	})

	test('a published page an editor changes keeps its public version until an administrator publishes', async () => {
		const input: PageInput = {
			pathEn: '/residents/water-points',
			pathFr: '/residents/points-d-eau',
			group: 'residents',
			status: 'published',
			inMenu: true,
			menuLabel: { en: '', fr: '' },
			content: {
				title: { en: 'Water points', fr: 'Points d’eau' },
				description: { en: 'Where to fetch water', fr: 'Où puiser de l’eau' },
				intro: { en: 'Six taps.', fr: 'Six robinets.' },
				blocks: [],
			},
		}
		const saved = await savePage(handle.db, input, { actor: 'Admin', ip: null })
		const id = (saved as { id: number }).id
		const editorUrl = `http://localhost/admin-dtima/pages/edit?id=${id}`
		const loaded = await pageEditorLoader(
			new Request(editorUrl, { headers: { Cookie: editor.cookie } }),
		)
		expect(loaded.review).toBe(true)
		const values = { ...loaded.values, 'intro.en': 'Seven taps.', op: 'save' }
		const reply = await pageEditorAction(
			post(editor, `/admin-dtima/pages/edit?id=${id}`, {
				...(values as Record<string, string>),
				version: String(loaded.version),
			}),
			context,
		)
		expect(await outcome(reply)).toBe('admin.review.toast.submitted')
		const intro = async () =>
			(await getPublishedPage(handle.db, 'en', '/residents/water-points'))?.intro.en
		expect(await intro()).toBe('Six taps.')
		const again = await pageEditorLoader(
			new Request(editorUrl, { headers: { Cookie: editor.cookie } }),
		)
		expect([again.values['intro.en'], again.pending?.changes]).toEqual(['Seven taps.', true])
		expect(await review(admin, { intent: 'publish', type: 'page', id: String(id) })).toBe(
			'admin.review.toast.published',
		)
		expect(await intro()).toBe('Seven taps.')
	})
})

// A restore is a change like any other: someone whose work is reviewed cannot make public, through
// History or Recently deleted, what review would have held back.
describe(`restores by someone whose work is reviewed (${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'SQLite'})`, () => {
	const alerts = resources.alerts
	const restore = async (who: Person, type: string, id: number, version: number) => {
		const address = `/admin-dtima/history?type=${type}&id=${id}`
		return outcome(
			await historyAction(
				post(who, address, { intent: 'restore', version: String(version) }),
				new URL(`http://localhost${address}`),
				context,
			),
		)
	}
	const alertRow = (title: string) =>
		handle.db
			.selectFrom('alerts')
			.select(['id', 'level', 'status'])
			.where('title_en', '=', title)
			.executeTakeFirstOrThrow()
	const pendingOf = (type: string, id: number) =>
		handle.db
			.selectFrom('pending_changes')
			.select(['content', 'submitted_at', 'author'])
			.where('item_type', '=', type)
			.where('item_id', '=', id)
			.executeTakeFirst()

	/** An administrator's action on the alerts list; the flash message it answers with. */
	const onAlerts = async (who: Person, fields: Record<string, string>) =>
		outcome(await resourceAction(alerts, post(who, alerts.path, fields), context))
	/** A published alert made by the administrator, and its id. */
	async function publishedAlert(title: string, level: string) {
		await onAlerts(admin, {
			intent: 'create',
			token: `alert-${title}`,
			state: 'published',
			level,
			title_en: title,
		})
		return (await alertRow(title)).id
	}

	test('an information alert does not become an emergency through History: the restore waits for review', async () => {
		const title = 'Water tanker on Tuesday'
		const create = { intent: 'create', token: 'alert-restore', state: 'published' }
		expect(
			await outcome(
				await resourceAction(
					alerts,
					post(admin, alerts.path, { ...create, level: 'information', title_en: title }),
					context,
				),
			),
		).toBe(alerts.text.created)
		const { id } = await alertRow(title)
		// The editor's emergency is held for review, as a revision of its own (version 2).
		const held = await resourceAction(
			alerts,
			post(editor, alerts.path, {
				intent: 'update',
				id: String(id),
				level: 'emergency',
				title_en: title,
				state: 'published',
			}),
			context,
		)
		expect(await outcome(held)).toBe('admin.review.toast.submitted')
		await handle.db.deleteFrom('pending_changes').execute()

		// The question before restoring says where the restore goes.
		const asking = async (who: Person) => {
			const address = `http://localhost/admin-dtima/history?type=alerts&id=${id}&restore=2`
			const screen = await historyLoader(
				new Request(address, { headers: { Cookie: who.cookie } }),
				new URL(address),
			)
			return screen?.restoring?.forReview
		}
		expect(await asking(editor)).toBe(true)
		expect(await asking(admin)).toBe(false)
		// Restoring that revision publishes nothing: it waits for review as the alert's changes.
		expect(await restore(editor, 'alerts', id, 2)).toBe('admin.history.restoredForReview')
		expect(await alertRow(title)).toMatchObject({ level: 'information', status: 'published' })
		const pending = await pendingOf('alerts', id)
		expect(pending?.submitted_at).not.toBeNull()
		expect(pending?.author).toBe('Ewane Editor')
		expect(JSON.parse(String(pending?.content))).toMatchObject({ level: 'emergency' })
		expect((await notices({ role: 'admin' })).map((n) => n.title_en)).toContain(
			`To review: ${title}`,
		)
		// An administrator's restore is theirs to make: at once, as before.
		expect(await restore(admin, 'alerts', id, 2)).toBe('admin.history.restored')
		expect(await alertRow(title)).toMatchObject({ level: 'emergency', status: 'published' })
	})

	test('a draft restored to a published version stays a draft, sent for review', async () => {
		const title = 'Market toilets closed'
		const id = await publishedAlert(title, 'warning')
		await onAlerts(admin, { intent: 'unpublish', id: String(id) })
		expect((await alertRow(title)).status).toBe('draft')
		expect(await restore(editor, 'alerts', id, 1)).toBe('admin.history.restoredForReview')
		expect((await alertRow(title)).status).toBe('draft')
		expect((await pendingOf('alerts', id))?.submitted_at).not.toBeNull()
	})

	test('brought back from Recently deleted as a draft, sent for review', async () => {
		const title = 'Power cut in Ediki'
		const id = await publishedAlert(title, 'warning')
		await onAlerts(admin, { intent: 'delete', id: String(id) })
		const answer = await deletedAction(
			post(editor, '/admin-dtima/deleted', { intent: 'restore', type: 'alerts', id: String(id) }),
			context,
		)
		expect(await outcome(answer)).toBe('admin.deleted.restoredForReview')
		expect(await alertRow(title)).toMatchObject({ status: 'draft' })
		expect((await pendingOf('alerts', id))?.submitted_at).not.toBeNull()
	})

	test('a published page keeps its version; the restored one waits for review', async () => {
		const input = (intro: string): PageInput => ({
			pathEn: '/residents/water-tanker',
			pathFr: '/residents/water-tanker',
			group: 'residents',
			status: 'published',
			inMenu: false,
			menuLabel: { en: '', fr: '' },
			content: {
				title: { en: 'Water tanker', fr: 'Camion-citerne' },
				description: { en: 'When it comes.', fr: 'Quand il passe.' },
				intro: { en: intro, fr: intro },
				blocks: [],
			},
		})
		const author = { actor: 'Sample Administrator', ip: null }
		const saved = await savePage(handle.db, input('It comes on Tuesdays.'), author)
		const id = (saved as { id: number }).id
		await savePage(handle.db, input('It comes on Fridays.'), author, id)
		expect(await restore(editor, 'page', id, 1)).toBe('admin.history.restoredForReview')
		const live = await getPublishedPage(handle.db, 'en', '/residents/water-tanker')
		expect(JSON.stringify(live)).toContain('It comes on Fridays.')
		expect(JSON.stringify(live)).not.toContain('It comes on Tuesdays.')
		const pending = await pendingOf('page', id)
		expect(pending?.submitted_at).not.toBeNull()
		expect(String(pending?.content)).toContain('It comes on Tuesdays.')
	})

	test('an editor’s Publish on a draft in the list sends it for review, as a bulk Publish does', async () => {
		const fields = { intent: 'create', title_en: 'Tree planting', date: '2030-06-02' }
		expect(await saveEvent(editor, { ...fields, token: 'r0', state: 'draft' })).toBe(
			'admin.toast.eventCreated',
		)
		const row = await eventRow('Tree planting')
		expect(await saveEvent(editor, { intent: 'publish', id: String(row.id) })).toBe(
			'admin.review.toast.submitted',
		)
		expect((await eventRow('Tree planting')).status).toBe('draft')
		expect((await notices({ role: 'admin' })).map((n) => n.title_en)).toContain(
			'To review: Tree planting',
		)
	})
})
