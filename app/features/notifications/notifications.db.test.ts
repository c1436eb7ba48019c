import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestDb } from '../../../tests/support/db'
import type { DbHandle } from '#app/db/client.server'
import type { Role } from '#app/db/schema'
import { createT } from '#app/i18n/catalogs.server'
import type { Locale } from '#app/i18n/locales'
import { reloadEnv } from '#app/platform/env.server'
import { dropPending, putPending } from '#app/features/review/pending.server'
import { sweepRequests } from '#app/features/requests/retention.server'
import { staffRequestAction } from '#app/features/requests/staff.server'
import {
	countUnread,
	markRead,
	markSubjectRead,
	noticeContext,
	notify,
	pluralForm,
	renderNotice,
	resolveNotices,
	saveNoticeModes,
	visibleNotices,
	type Reader,
} from './notices.server'
import { saveRoute, setEscalationDays } from './routing.server'
import {
	escalateUntouched,
	mailNotices,
	purgeOldNotices,
	routeNewRequests,
	tellFailingMail,
	tellPageFeedback,
	VOTED_NO_THRESHOLD,
} from './sweep.server'

// Staff notifications (decision 050) on SQLite ("unit") and PostgreSQL ("postgres"): who is told
// of a new request (the category's person or team), mute, read state per person, a review
// notice settled for everyone once approved, escalation once per period and never a deletion,
// mails in each person's language, failing mail and page feedback told once.

let handle: DbHandle
const saved = { ...process.env }
const DAY = 24 * 3600_000
const T0 = Date.parse('2026-03-02T08:00:00.000Z')
const iso = (ms: number) => new Date(ms).toISOString()

const people: Record<'ada' | 'ben' | 'cleo' | 'dan', Reader & { email: string }> = {} as never

async function addUser(name: string, role: Role, locale: Locale | null) {
	const row = await handle.db
		.insertInto('users')
		.values({
			name,
			email: `${name.toLowerCase()}@council.example`,
			role,
			active: 1,
			created_at: iso(T0),
			last_sign_in_at: null,
			password_hash: null,
			password_changed_at: null,
			locale,
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	return { id: row.id, role, email: `${name.toLowerCase()}@council.example` }
}

let number = 0
async function addRequest(category: string, at: number, fields: Record<string, unknown> = {}) {
	number++
	const reference = `REQ-2026-${String(number).padStart(4, '0')}`
	const row = await handle.db
		.insertInto('requests')
		.values({
			reference,
			year: 2026,
			number,
			category,
			description: 'The tap at the school is broken.',
			location: 'School',
			locale: 'en',
			status: 'received',
			name: 'Ngozi',
			email: 'ngozi@example.org',
			photo: null,
			created_at: iso(at),
			updated_at: iso(at),
			...fields,
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	return { id: row.id, reference }
}

/** What a person sees: their notices' titles in `locale`, newest last, and what is new. */
async function seen(user: Reader, locale: Locale = 'en') {
	const rows = await visibleNotices(handle.db, user)
		.selectAll('notifications')
		.select('r.read_at as read')
		.orderBy('notifications.id')
		.execute()
	const context = await noticeContext(handle.db)
	return rows.map((row) => ({
		...renderNotice(row, locale, createT(locale), context),
		id: row.id,
		kind: row.kind,
		fresh: row.read === null && row.resolved_at === null,
	}))
}

beforeAll(async () => {
	handle = await createTestDb()
	// Email on (nothing is sent: the queue is looked at directly).
	Object.assign(process.env, {
		SMTP_HOST: '127.0.0.1',
		SMTP_PORT: '2525',
		MAIL_FROM: 'council@council.example',
	})
	reloadEnv()
	people.ada = await addUser('Ada', 'admin', 'en')
	people.ben = await addUser('Ben', 'admin', 'fr')
	people.cleo = await addUser('Cleo', 'editor', 'fr')
	people.dan = await addUser('Dan', 'editor', null)
	for (const [slug, en, fr] of [
		['water', 'Water', 'Eau'],
		['roads', 'Roads', 'Routes'],
		['waste', 'Waste', 'Déchets'],
	] as const)
		await handle.db
			.insertInto('request_categories')
			.values({
				slug,
				name_en: en,
				name_fr: fr,
				sort_order: 0,
				created_at: iso(T0),
				updated_at: iso(T0),
			})
			.onConflict((oc) => oc.column('slug').doUpdateSet({ name_en: en, name_fr: fr }))
			.execute()
})
afterAll(async () => {
	process.env = saved
	reloadEnv()
	await handle.close()
})

describe(`staff notifications (${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'SQLite'})`, () => {
	test('a new request goes to its category’s person (assigned to them), team, or every administrator', async () => {
		await saveRoute(handle.db, 'water', { userId: people.cleo.id, role: null })
		await saveRoute(handle.db, 'roads', { userId: null, role: 'editor' })
		const water = await addRequest('water', T0)
		const roads = await addRequest('roads', T0)
		const waste = await addRequest('waste', T0)
		const held = await addRequest('waste', T0, { held_at: iso(T0) })

		expect(await routeNewRequests(handle.db, iso(T0 + 60_000))).toBe(3)
		// Twice, or from a second instance: nothing more.
		expect(await routeNewRequests(handle.db, iso(T0 + 120_000))).toBe(0)

		const assigned = await handle.db
			.selectFrom('requests')
			.select(['id', 'assigned_to', 'routed_at'])
			.where('id', 'in', [water.id, roads.id, waste.id, held.id])
			.orderBy('id')
			.execute()
		expect(assigned.map((r) => r.assigned_to)).toEqual([people.cleo.id, null, null, null])
		expect(assigned.at(-1)?.routed_at).toBeNull()

		// Cleo (French) is told of the water request only, in French; Dan (editor) of roads; the
		// administrators of waste (a category without a choice).
		expect((await seen(people.cleo, 'fr')).filter((n) => n.kind === 'request.new')).toEqual([
			expect.objectContaining({ title: `Nouvelle demande ${water.reference} : Eau` }),
			expect.objectContaining({ title: `Nouvelle demande ${roads.reference} : Routes` }),
		])
		expect((await seen(people.dan)).map((n) => n.title)).toEqual([
			`New request ${roads.reference}: Roads`,
		])
		for (const admin of [people.ada, people.ben])
			expect((await seen(admin)).map((n) => n.title)).toEqual([
				`New request ${waste.reference}: Waste`,
			])
	})

	test('read state is each person’s own; the bell counts only what is new for them', async () => {
		expect(await countUnread(handle.db, people.ada)).toBe(1)
		expect(await countUnread(handle.db, people.ben)).toBe(1)
		await markRead(handle.db, people.ada, 'all', iso(T0 + 3_600_000))
		expect(await countUnread(handle.db, people.ada)).toBe(0)
		// Ben's copy of the same (role-wide) notice is still new.
		expect(await countUnread(handle.db, people.ben)).toBe(1)
		expect((await seen(people.ben))[0]?.fresh).toBe(true)
		// Opening the request marks Ben's notices about it read, no one else's.
		const [waste] = await handle.db
			.selectFrom('requests')
			.select('id')
			.where('category', '=', 'waste')
			.orderBy('id')
			.execute()
		await markSubjectRead(handle.db, people.ben, `request:${waste!.id}`, iso(T0 + 3_700_000))
		expect(await countUnread(handle.db, people.ben)).toBe(0)
		expect(await countUnread(handle.db, people.cleo)).toBe(2)
	})

	test('a muted kind is neither shown nor counted nor mailed; the others are mailed in each person’s language', async () => {
		await saveNoticeModes(handle.db, people.cleo.id, { 'request.new': 'off' })
		expect(await seen(people.cleo)).toEqual([])
		expect(await countUnread(handle.db, people.cleo)).toBe(0)
		// Dan chose in-app only for assignments, keeps the default (email) for new requests.
		await saveNoticeModes(handle.db, people.dan.id, { 'request.assigned': 'app' })

		const queued = await mailNotices(handle.db, iso(T0 + 4_000_000))
		const mails = await handle.db
			.selectFrom('mail_outbox')
			.select(['key', 'to_address', 'subject', 'body_text'])
			.orderBy('id')
			.execute()
		// Dan: roads (English: no language stored yet). Ada and Ben read theirs already; Cleo muted.
		expect(mails.map((m) => m.to_address)).toEqual([people.dan.email])
		expect(queued).toBe(1)
		expect(mails[0]?.subject).toContain('New request')
		expect(mails[0]?.body_text).toContain('/admin-dtima/requests/view?id=')
		// Claimed once: a second pass queues nothing.
		expect(await mailNotices(handle.db, iso(T0 + 4_100_000))).toBe(0)

		// An assignment to Ben (French) is mailed in French; one to Dan (in-app only) is not.
		const request = await addRequest('water', T0, { routed_at: iso(T0) })
		for (const person of [people.ben, people.dan])
			await notify(handle.db, iso(T0 + 4_200_000), {
				kind: 'request.assigned',
				to: { userId: person.id },
				params: { reference: request.reference, category: 'water', name: 'Ada' },
				link: `/admin-dtima/requests/view?id=${request.id}`,
				subject: `request:${request.id}`,
			})
		expect(await mailNotices(handle.db, iso(T0 + 4_300_000))).toBe(1)
		const french = await handle.db
			.selectFrom('mail_outbox')
			.select(['to_address', 'subject', 'body_text'])
			.orderBy('id', 'desc')
			.executeTakeFirstOrThrow()
		expect(french.to_address).toBe(people.ben.email)
		expect(french.subject).toContain(`Confiée à vous : ${request.reference}`)
		expect(french.body_text).toContain('Ada vous a confié la demande')
		expect(french.body_text).toContain('(Eau)')
	})

	test('texts are rendered when read: a person who switches language reads them in the new one', async () => {
		const [en] = (await seen(people.ben, 'en')).filter((n) => n.kind === 'request.assigned')
		const [fr] = (await seen(people.ben, 'fr')).filter((n) => n.kind === 'request.assigned')
		expect(en?.title).toMatch(/^Assigned to you: REQ-/)
		expect(fr?.title).toMatch(/^Confiée à vous : REQ-/)
		expect(pluralForm('fr', 0)).toBe('one')
		expect(pluralForm('en', 0)).toBe('other')
	})

	test('an approved item’s “To review” notice is done for every administrator', async () => {
		const now = iso(T0 + 5_000_000)
		const before = [
			await countUnread(handle.db, people.ada),
			await countUnread(handle.db, people.ben),
		]
		await putPending(handle.db, {
			type: 'events',
			id: 77,
			content: null,
			title: 'Clean-up day',
			user: { id: people.dan.id, name: 'Dan' },
			submit: true,
			now,
		})
		for (const admin of [people.ada, people.ben])
			expect((await seen(admin)).at(-1)).toMatchObject({
				title: 'To review: Clean-up day',
				fresh: true,
			})
		expect(await seen(people.dan)).not.toContainEqual(
			expect.objectContaining({ kind: 'review.submitted' }),
		)
		// Ada approves it (the item is published and its pending row dropped).
		await dropPending(handle.db, 'events', 77)
		for (const admin of [people.ada, people.ben])
			expect((await seen(admin)).at(-1)).toMatchObject({ fresh: false })
		expect([
			await countUnread(handle.db, people.ada),
			await countUnread(handle.db, people.ben),
		]).toEqual(before)
	})

	test('an untouched request is escalated once per period, never deleted; touching it stops it', async () => {
		await setEscalationDays(handle.db, 3)
		// Everything before this test is resolved.
		await handle.db
			.updateTable('requests')
			.set({ status: 'resolved', closed_at: iso(T0 + 10 * DAY) })
			.execute()
		const T1 = T0 + 10 * DAY
		const request = await addRequest('water', T1, { routed_at: iso(T1) })
		const escalations = async () =>
			(await seen(people.ada)).filter((n) => n.kind === 'request.untouched')

		expect(await escalateUntouched(handle.db, T1 + 2 * DAY)).toBe(0)
		expect(await escalateUntouched(handle.db, T1 + 3 * DAY + 3_600_000)).toBe(1)
		// The same period, by this instance or another: no second notice.
		expect(await escalateUntouched(handle.db, T1 + 3 * DAY + 7_200_000)).toBe(0)
		expect(await escalateUntouched(handle.db, T1 + 5 * DAY)).toBe(0)
		expect(await escalations()).toEqual([
			expect.objectContaining({
				title: `No one has touched request ${request.reference}`,
				body: `Request ${request.reference} (Water) has waited 3 days without any reply, note or change of status.`,
			}),
		])
		// The next period: once more.
		expect(await escalateUntouched(handle.db, T1 + 6 * DAY + 7_200_000)).toBe(1)
		expect(await escalations()).toHaveLength(2)
		// Editors are not told.
		expect(await seen(people.dan)).not.toContainEqual(
			expect.objectContaining({ kind: 'request.untouched' }),
		)

		// A year later, untouched: still there, contact details kept (decision 050).
		await sweepRequests(handle.db, T1 + 400 * DAY)
		const kept = await handle.db
			.selectFrom('requests')
			.select(['email', 'anonymised_at'])
			.where('id', '=', request.id)
			.executeTakeFirst()
		expect(kept).toEqual({ email: 'ngozi@example.org', anonymised_at: null })

		// Touched by staff (a note): settled, and no escalation until N days after that.
		const touched = T1 + 7 * DAY
		await handle.db
			.updateTable('requests')
			.set({ updated_at: iso(touched), handled_at: iso(touched) })
			.where('id', '=', request.id)
			.execute()
		await resolveNotices(handle.db, `request:${request.id}`, iso(touched), ['request.untouched'])
		expect((await escalations()).every((n) => !n.fresh)).toBe(true)
		expect(await escalateUntouched(handle.db, touched + 2 * DAY)).toBe(0)
		expect(await escalateUntouched(handle.db, touched + 3 * DAY + 1)).toBe(1)
		// Resolved requests are never escalated.
		await handle.db
			.updateTable('requests')
			.set({ status: 'resolved', closed_at: iso(touched) })
			.where('id', '=', request.id)
			.execute()
		expect(await escalateUntouched(handle.db, touched + 30 * DAY)).toBe(0)
	})

	test('mail that failed is told to administrators at most once a day', async () => {
		const at = iso(T0 + 20 * DAY)
		expect(await tellFailingMail(handle.db, at)).toBe(false)
		await handle.db
			.updateTable('mail_outbox')
			.set({ status: 'failed', last_error: '550 no such user' })
			.execute()
		expect(await tellFailingMail(handle.db, at)).toBe(true)
		expect(await tellFailingMail(handle.db, at)).toBe(false)
		const notice = (await seen(people.ben, 'fr')).filter((n) => n.kind === 'mail.failing')
		expect(notice.map((n) => n.title)).toEqual(['2 e-mails n’ont pas pu être envoyés'])
		expect(await seen(people.dan)).not.toContainEqual(
			expect.objectContaining({ kind: 'mail.failing' }),
		)
	})

	test('staff assigning a request tell the assignee (not themselves); resolving it settles its notices', async () => {
		const request = await addRequest('waste', T0 + 30 * DAY, { routed_at: iso(T0 + 30 * DAY) })
		const session = (user: typeof people.ada, name: string) => ({
			id: 'test',
			csrf: 'test',
			user: { id: user.id, name, email: user.email, role: user.role },
		})
		const form = (fields: Record<string, string>) => {
			const data = new FormData()
			for (const [name, value] of Object.entries(fields)) data.set(name, value)
			return data
		}
		const act = (who: typeof people.ada, name: string, fields: Record<string, string>) =>
			staffRequestAction(handle.db, session(who, name), request.id, form(fields), 'http://x')
		const assignedTo = async (user: Reader) =>
			(await seen(user)).filter(
				(n) => n.kind === 'request.assigned' && n.title.endsWith(request.reference),
			)

		expect(
			await act(people.ada, 'Ada', { intent: 'assign', assigned_to: String(people.ada.id) }),
		).toMatchObject({ ok: true })
		expect(await assignedTo(people.ada)).toEqual([])
		await act(people.ada, 'Ada', { intent: 'assign', assigned_to: String(people.dan.id) })
		expect(await assignedTo(people.dan)).toEqual([
			expect.objectContaining({
				body: `Ada assigned request ${request.reference} (Waste) to you.`,
				fresh: true,
			}),
		])
		await act(people.dan, 'Dan', { intent: 'status', status: 'resolved' })
		expect((await assignedTo(people.dan))[0]?.fresh).toBe(false)
	})

	test('a problem report, and “No” votes past the threshold, are told once', async () => {
		const now = T0 + 21 * DAY
		const feedback = (path: string, fields: Record<string, unknown>) =>
			handle.db
				.insertInto('feedback')
				.values({
					path,
					locale: 'en',
					kind: 'vote',
					useful: null,
					reason: null,
					comment: null,
					day: '2026-03-23',
					voter: null,
					created_at: iso(now - 3_600_000),
					handled_at: null,
					handled_by: null,
					...fields,
				})
				.execute()
		await feedback('/about', { kind: 'problem', reason: 'wrong', comment: 'Old phone number' })
		await feedback('/about', { kind: 'problem', reason: 'wrong', comment: 'Again' })
		for (let i = 0; i < VOTED_NO_THRESHOLD - 1; i++) await feedback('/fr/services', { useful: 0 })
		await feedback('/fr/services', { useful: 1 })

		expect(await tellPageFeedback(handle.db, now)).toBe(1)
		await feedback('/fr/services', { useful: 0 })
		await feedback('/fr/services', { useful: 0 })
		expect(await tellPageFeedback(handle.db, now)).toBe(1)
		expect(await tellPageFeedback(handle.db, now + 3_600_000)).toBe(0)
		const titles = (await seen(people.ada))
			.filter((n) => n.kind?.startsWith('page.'))
			.map((n) => [n.title, n.body])
		expect(titles).toEqual([
			[
				'Problem reported: /about',
				'A reader reported a problem on /about. Read it in Page feedback.',
			],
			[
				'Not useful: /fr/services',
				'6 readers answered “No” to “Was this page useful?” on /fr/services in the last 7 days.',
			],
		])
	})

	test('notices are deleted 180 days on, with their read marks; setup notices stay', async () => {
		await handle.db
			.insertInto('notifications')
			.values({
				title_en: 'Setup',
				title_fr: 'Installation',
				link: null,
				read_at: null,
				created_at: iso(T0),
				user_id: null,
				role: null,
			})
			.execute()
		const before = Number(
			(
				await handle.db
					.selectFrom('notifications')
					.select((eb) => eb.fn.countAll().as('n'))
					.executeTakeFirstOrThrow()
			).n,
		)
		expect(before).toBeGreaterThan(5)
		expect(await purgeOldNotices(handle.db, T0 + 179 * DAY)).toBe(0)
		expect(await purgeOldNotices(handle.db, Date.now() + 400 * DAY)).toBe(before - 1)
		const left = await handle.db.selectFrom('notifications').select('title_en').execute()
		expect(left).toEqual([{ title_en: 'Setup' }])
		const reads = await handle.db
			.selectFrom('notification_reads')
			.select((eb) => eb.fn.countAll().as('n'))
			.executeTakeFirstOrThrow()
		expect(Number(reads.n)).toBe(0)
	})
})
