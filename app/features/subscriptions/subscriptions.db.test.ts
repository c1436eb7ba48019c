import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { createTestDb } from '../../../tests/support/db'
import type { DbHandle } from '#app/db/client.server'
import { logActivity } from '#app/db/activity.server'
import { mailboxOf } from '#app/platform/mail/mailbox'
import { reloadEnv } from '#app/platform/env.server'
import { TableNode, type KyselyPlugin, type RootOperationNode } from 'kysely'
import { announceNewItems, startAnnouncer } from './announce.server'
import {
	confirmSubscription,
	purgeExpired,
	heldSignUps,
	releaseHeldSignUps,
	requestSubscription,
	SUBSCRIPTION_LIMITS,
	unsubscribe,
} from './subscriptions.server'

// Subscriptions by email (decision 040) on SQLite ("unit") and PostgreSQL ("postgres"): the
// sign-up's ceilings, the confirmation, and the announcement of a new item — claimed once when two
// instances sweep at the same moment, once in an item's life, never for an edit or a scheduled item
// before its time.

// One handle: PostgreSQL's pool runs the sweeps on separate connections at the same moment, as
// instances would; SQLite's one connection interleaves them between statements (two SQLite
// connections in one process would only wait on each other's lock; the HTTP tests run instances).
let first: DbHandle
let second: DbHandle
const saved = { ...process.env }
const T0 = Date.parse('2026-12-01T08:00:00.000Z')
const HOUR = 3600_000
const origin = 'https://council.example'

beforeAll(async () => {
	// Email "on" (nothing is sent here: the queue is what is checked).
	Object.assign(process.env, {
		SMTP_HOST: '127.0.0.1',
		SMTP_PORT: '2525',
		MAIL_FROM: 'c@council.test',
	})
	reloadEnv()
	first = await createTestDb()
	second = first
})
afterAll(async () => {
	process.env = saved
	reloadEnv()
	await first?.close()
})
beforeEach(async () => {
	await first.db.deleteFrom('mail_outbox').execute()
	await first.db.deleteFrom('subscribers').execute()
})

const signUp = (
	email: string,
	options: {
		now?: number
		limits?: typeof SUBSCRIPTION_LIMITS
		languages?: 'en' | 'fr' | 'both'
		network?: string
		hold?: boolean
	} = {},
) =>
	requestSubscription(
		first.db,
		{
			email,
			topics: ['news', 'alerts'],
			languages: options.languages ?? 'fr',
			locale: 'fr',
			origin,
			product: 'Commune',
		},
		{
			now: options.now ?? T0,
			limits: options.limits,
			network: options.network,
			hold: options.hold,
		},
	)

const outbox = () => first.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute()

/** The token a mail's link carries (`?token=…`). */
const tokenIn = (text: string, page: string) =>
	new RegExp(`/subscribe/${page}\\?token=([\\w-]+)`).exec(text)?.[1] ?? ''

async function subscribed(email: string, languages: 'en' | 'fr' | 'both' = 'fr') {
	await signUp(email, { languages })
	const mail = (await outbox()).filter((m) => m.to_address === email).at(-1)!
	expect(await confirmSubscription(first.db, tokenIn(mail.body_text, 'confirm'), T0)).toBe(true)
}

let newsId = 0
async function publishNews(title: string, at: number, publishAt: string | null = null) {
	const row = await first.db
		.insertInto('news')
		.values({
			slug: `${title.toLowerCase().replace(/\W+/g, '-')}-${++newsId}`,
			title_en: title,
			title_fr: `${title} (fr)`,
			content_en: 'Water for everyone.',
			content_fr: 'De l’eau pour tous.',
			status: 'published',
			publish_at: publishAt,
			unpublish_at: null,
			published_at: '2026-12-01',
			created_at: new Date(at).toISOString(),
			updated_at: new Date(at).toISOString(),
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	await logActivity(
		first.db,
		{
			action: 'published',
			itemType: 'news',
			itemId: row.id,
			itemTitle: title,
			actor: 'Clerk',
			kind: 'content',
		},
		new Date(at).toISOString(),
	)
	return row.id
}

describe('signing up', () => {
	test('a confirmation mail in the reader’s language, a token stored only hashed, used once', async () => {
		expect(await signUp('Ama@Example.cm')).toBe('sent')
		const [mail] = await outbox()
		expect(mail!.to_address).toBe('ama@example.cm')
		expect(mail!.subject).toBe('Commune : confirmez votre abonnement')
		expect(mail!.priority).toBe(2)
		const token = tokenIn(mail!.body_text, 'confirm')
		expect(token).toMatch(/^[\w-]{43}$/)
		expect(mail!.body_text).toContain(`${origin}/fr/subscribe/confirm?token=`)
		const stored = await first.db.selectFrom('subscription_tokens').selectAll().execute()
		expect(JSON.stringify(stored)).not.toContain(token)
		const before = await first.db.selectFrom('subscribers').selectAll().executeTakeFirstOrThrow()
		expect(before.status).toBe('pending')
		expect(await confirmSubscription(first.db, token, T0 + HOUR)).toBe(true)
		const after = await first.db.selectFrom('subscribers').selectAll().executeTakeFirstOrThrow()
		expect(after).toMatchObject({ status: 'confirmed', topics: 'news,alerts', languages: 'fr' })
		// Used up: a second press, or a guessed token, does nothing.
		expect(await confirmSubscription(first.db, token, T0 + HOUR)).toBe(false)
		expect(await confirmSubscription(first.db, 'x'.repeat(43), T0 + HOUR)).toBe(false)
	})

	test('at most three confirmation mails per address a day, with the same answer every time', async () => {
		for (let i = 0; i < 5; i++)
			expect(await signUp('kofi@example.cm', { now: T0 + i })).toBe('sent')
		expect(await outbox()).toHaveLength(SUBSCRIPTION_LIMITS.mailsPerAddressPerDay)
		// A day later the address may be sent one again.
		expect(await signUp('kofi@example.cm', { now: T0 + 25 * HOUR })).toBe('sent')
		expect(await outbox()).toHaveLength(4)
	})

	test('the three a day are per mailbox: +tags, dots at Gmail and capitals are one inbox', async () => {
		const spellings = [
			'victim@gmail.com',
			'victim+1@gmail.com',
			'v.ictim@gmail.com',
			'VICTIM+two@googlemail.com',
			'vic.tim+3@gmail.com',
		]
		for (const [i, email] of spellings.entries())
			expect(await signUp(email, { now: T0 + i }), email).toBe('sent')
		expect(await outbox()).toHaveLength(SUBSCRIPTION_LIMITS.mailsPerAddressPerDay)
		// Another mailbox at the same service, and dots elsewhere, are not that inbox.
		expect(await signUp('victor@gmail.com', { now: T0 + 10 })).toBe('sent')
		expect(await signUp('v.ictim@example.cm', { now: T0 + 11 })).toBe('sent')
		expect(await signUp('victim@example.cm', { now: T0 + 12 })).toBe('sent')
		expect(await outbox()).toHaveLength(SUBSCRIPTION_LIMITS.mailsPerAddressPerDay + 3)
		expect(mailboxOf('  V.Ic.Tim+News@GoogleMail.com ')).toBe('victim@gmail.com')
		expect(mailboxOf('a.b+c@example.cm')).toBe('a.b@example.cm')
		expect(mailboxOf('100%_x@exa_mple.cm')).toBe('100%_x@exa_mple.cm')
	})

	test('a confirmation link expires after 48 hours, and the sign-up is purged', async () => {
		await signUp('late@example.cm')
		const token = tokenIn((await outbox())[0]!.body_text, 'confirm')
		expect(await confirmSubscription(first.db, token, T0 + 49 * HOUR)).toBe(false)
		expect(await purgeExpired(first.db, T0 + 49 * HOUR)).toBe(1)
		expect(await first.db.selectFrom('subscribers').selectAll().execute()).toHaveLength(0)
		expect(await first.db.selectFrom('subscription_tokens').selectAll().execute()).toHaveLength(0)
	})

	test('a ceiling of pending sign-ups: past it no new one is taken until the old ones expire', async () => {
		const limits = { ...SUBSCRIPTION_LIMITS, maxPending: 3 }
		for (const name of ['a', 'b', 'c'])
			expect(await signUp(`${name}@example.cm`, { limits })).toBe('sent')
		expect(await signUp('d@example.cm', { limits, now: T0 + HOUR })).toBe('busy')
		// An address already known is not a new row: it still gets its answer (and a mail).
		expect(await signUp('a@example.cm', { limits, now: T0 + HOUR })).toBe('sent')
		expect(await first.db.selectFrom('subscribers').selectAll().execute()).toHaveLength(3)
		// Once the oldest have expired they are purged to make room.
		expect(await signUp('d@example.cm', { limits, now: T0 + 50 * HOUR })).toBe('sent')
		const left = await first.db.selectFrom('subscribers').select('email').execute()
		expect(left.map((r) => r.email).sort()).toEqual(['d@example.cm'])
	})

	test("past the day's ceiling of confirmation mails, a sign-up is held, not refused, and sent when the day allows", async () => {
		const limits = { ...SUBSCRIPTION_LIMITS, confirmationsPerDay: 2 }
		expect(await signUp('e@example.cm', { limits })).toBe('sent')
		expect(await signUp('f@example.cm', { limits })).toBe('sent')
		expect(await signUp('g@example.cm', { limits, network: '198.51.100.0/24' })).toBe('held')
		expect(await outbox()).toHaveLength(2)
		expect(await heldSignUps(first.db)).toBe(1)
		// No room yet: nothing goes.
		const context = { origin, product: { en: 'Council', fr: 'Commune' } }
		expect(await releaseHeldSignUps(first.db, context, { limits, now: T0 + HOUR })).toBe(0)
		// A day later there is: the held sign-up gets its confirmation, with the choices it made.
		expect(await releaseHeldSignUps(first.db, context, { limits, now: T0 + 25 * HOUR })).toBe(1)
		const mail = (await outbox()).find((m) => m.to_address === 'g@example.cm')!
		expect(mail.subject).toMatch(/Commune/)
		expect(
			await confirmSubscription(first.db, tokenIn(mail.body_text, 'confirm'), T0 + 25 * HOUR),
		).toBe(true)
		const row = await first.db
			.selectFrom('subscribers')
			.select(['status', 'topics', 'languages', 'held_at'])
			.where('email', '=', 'g@example.cm')
			.executeTakeFirstOrThrow()
		expect(row).toEqual({
			status: 'confirmed',
			topics: 'news,alerts',
			languages: 'fr',
			held_at: null,
		})
	})

	test("networks take turns when held sign-ups are released: a flood's backlog does not keep a resident waiting", async () => {
		for (let i = 0; i < 6; i++)
			expect(await signUp(`flood${i}@example.cm`, { network: '203.0.113.0/24', hold: true })).toBe(
				'held',
			)
		expect(await signUp('resident@example.cm', { network: '198.51.100.0/24', hold: true })).toBe(
			'held',
		)
		const limits = { ...SUBSCRIPTION_LIMITS, confirmationsPerDay: 2 }
		const context = { origin, product: { en: 'Council', fr: 'Commune' } }
		expect(await releaseHeldSignUps(first.db, context, { limits, now: T0 + HOUR })).toBe(2)
		expect((await outbox()).map((m) => m.to_address).sort()).toEqual([
			'flood0@example.cm',
			'resident@example.cm',
		])
		expect(await heldSignUps(first.db)).toBe(5)
	})
})

describe('announcing a new item', () => {
	test('two instances sweeping at once queue one mail per subscriber, and only once in an item’s life', async () => {
		await subscribed('one@example.cm', 'fr')
		await subscribed('two@example.cm', 'both')
		await first.db.deleteFrom('mail_outbox').execute()
		const id = await publishNews('Borehole opens', T0)
		const at = T0 + 2 * 60_000
		const results = await Promise.all([
			announceNewItems(first.db, { origin, now: at }),
			announceNewItems(second.db, { origin, now: at }),
			announceNewItems(first.db, { origin, now: at }),
		])
		expect(results.reduce((a, b) => a + b, 0)).toBe(1)
		const mails = await outbox()
		expect(mails.map((m) => m.key).sort()).toEqual(
			(await first.db.selectFrom('subscribers').select('id').orderBy('id').execute()).map(
				(s) => `notify:news:${id}:${s.id}`,
			),
		)
		const french = mails.find((m) => m.to_address === 'one@example.cm')!
		expect(french.subject).toBe('Actualité : Borehole opens (fr)')
		expect(french.body_text).toContain(`${origin}/fr/news/`)
		expect(french.body_text).not.toContain('Read more')
		expect(JSON.parse(french.headers)).toEqual({
			'List-Unsubscribe': expect.stringMatching(
				new RegExp(`^<${origin}/fr/subscribe/unsubscribe\\?token=[\\w-]{43}>$`),
			),
			'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
		})
		const bilingual = mails.find((m) => m.to_address === 'two@example.cm')!
		expect(bilingual.subject).toBe('News: Borehole opens / Actualité : Borehole opens (fr)')
		expect(bilingual.body_text).toContain('Read more')
		expect(bilingual.body_text).toContain('En savoir plus')
		// Each message names only its one recipient.
		expect(bilingual.body_text + (bilingual.body_html ?? '')).not.toContain('one@example.cm')

		// Published again (after being withdrawn), or edited: nothing more.
		await logActivity(
			first.db,
			{
				action: 'published',
				itemType: 'news',
				itemId: id,
				itemTitle: 'x',
				actor: 'Clerk',
				kind: 'content',
			},
			new Date(at).toISOString(),
		)
		await logActivity(
			first.db,
			{
				action: 'updated',
				itemType: 'news',
				itemId: id,
				itemTitle: 'x',
				actor: 'Clerk',
				kind: 'content',
			},
			new Date(at).toISOString(),
		)
		expect(await announceNewItems(second.db, { origin, now: at + 1000 })).toBe(0)
		expect(await outbox()).toHaveLength(2)

		// The unsubscribe link of the message: the address is deleted, the next item goes to one.
		const token = /token=([\w-]{43})/.exec(JSON.parse(french.headers)['List-Unsubscribe'])![1]!
		expect(await unsubscribe(first.db, token)).toBe(true)
		expect(
			await first.db
				.selectFrom('subscribers')
				.select('email')
				.where('email', '=', 'one@example.cm')
				.execute(),
		).toHaveLength(0)
		await publishNews('Market day', at + 2000)
		expect(await announceNewItems(first.db, { origin, now: at + 3000 })).toBe(1)
		const next = (await outbox()).slice(2)
		expect(next.map((m) => m.to_address)).toEqual(['two@example.cm'])
	})

	test('a scheduled item is announced when it goes live, not when it is scheduled', async () => {
		await subscribed('sched@example.cm')
		await first.db.deleteFrom('mail_outbox').execute()
		const goesLive = new Date(T0 + 3 * HOUR).toISOString()
		const id = await publishNews('Vaccination day', T0, goesLive)
		expect(await announceNewItems(first.db, { origin, now: T0 + HOUR })).toBe(0)
		expect(await outbox()).toHaveLength(0)
		// The schedule sweeper's entry when the time comes.
		await logActivity(
			first.db,
			{
				action: 'went-live',
				itemType: 'news',
				itemId: id,
				itemTitle: 'x',
				actor: 'Clerk',
				kind: 'content',
			},
			goesLive,
		)
		expect(await announceNewItems(first.db, { origin, now: T0 + 3 * HOUR + 1000 })).toBe(1)
		expect((await outbox()).map((m) => m.key)).toEqual([
			expect.stringMatching(`^notify:news:${id}:`),
		])
	})

	test('alerts go out first: emergency 0, warning 1, information 5', async () => {
		await subscribed('alert@example.cm')
		await first.db.deleteFrom('mail_outbox').execute()
		for (const level of ['information', 'warning', 'emergency'] as const) {
			const row = await first.db
				.insertInto('alerts')
				.values({
					level,
					title_en: `Flood ${level}`,
					title_fr: `Inondation ${level}`,
					body_en: 'Stay away from the river.',
					body_fr: 'Éloignez-vous de la rivière.',
					link: '',
					status: 'published',
					publish_at: null,
					unpublish_at: null,
					created_at: new Date(T0).toISOString(),
					updated_at: new Date(T0).toISOString(),
				})
				.returning('id')
				.executeTakeFirstOrThrow()
			await logActivity(
				first.db,
				{
					action: 'published',
					itemType: 'alerts',
					itemId: row.id,
					itemTitle: level,
					actor: 'Clerk',
					kind: 'content',
				},
				new Date(T0).toISOString(),
			)
		}
		expect(await announceNewItems(first.db, { origin, now: T0 + 1000 })).toBe(3)
		const mails = await outbox()
		expect(mails.map((m) => [m.subject, m.priority])).toEqual([
			['Information : Inondation information', 5],
			['Avertissement : Inondation warning', 1],
			['Urgence : Inondation emergency', 0],
		])
	})
})

/** The table a statement reads or writes first (`select … from "x"`, `insert into "x"`…). */
function tableOf(node: RootOperationNode): string {
	const target =
		node.kind === 'SelectQueryNode'
			? node.from?.froms[0]
			: node.kind === 'InsertQueryNode'
				? node.into
				: node.kind === 'UpdateQueryNode'
					? node.table
					: node.kind === 'DeleteQueryNode'
						? node.from.froms[0]
						: undefined
	return target && TableNode.is(target) ? target.table.identifier.name : node.kind
}

const until = async (done: () => Promise<boolean> | boolean, what: string) => {
	for (const started = Date.now(); Date.now() - started < 5_000;) {
		if (await done()) return
		await new Promise((resolve) => setTimeout(resolve, 10))
	}
	throw new Error(`still waiting: ${what}`)
}

describe('the background sweep', () => {
	test('while nothing new is logged it reads only the newest entry; what comes next is announced', async () => {
		await subscribed('sweep@example.cm')
		// A month after the other tests' entries, so every one of them is settled.
		vi.useFakeTimers({ toFake: ['Date'] })
		vi.setSystemTime(T0 + 30 * 24 * HOUR)
		const statements: string[] = []
		const counting: KyselyPlugin = {
			transformQuery: (args) => {
				statements.push(tableOf(args.node))
				return args.node
			},
			transformResult: async (args) => args.result,
		}
		const stop = startAnnouncer(first.db.withPlugin(counting), 10)
		try {
			// Caught up: the cursor reached the log's newest entry.
			await until(async () => {
				const [cursor, top] = await Promise.all([
					first.db.selectFrom('subscription_cursor').select('last_activity_id').executeTakeFirst(),
					first.db
						.selectFrom('activity_log')
						.select((eb) => eb.fn.max('id').as('id'))
						.executeTakeFirst(),
				])
				return Number(cursor?.last_activity_id) === Number(top?.id)
			}, 'the cursor at the newest entry')
			await new Promise((resolve) => setTimeout(resolve, 50))
			statements.length = 0
			await new Promise((resolve) => setTimeout(resolve, 150))
			// Several looks, none of them a pass: each reads the newest entry's id only (and now and
			// then the held and expired sign-ups), never the cursor a pass starts from.
			expect(statements.filter((table) => table === 'activity_log').length).toBeGreaterThan(3)
			expect(statements.filter((table) => table === 'subscription_cursor')).toEqual([])

			// Something published now is still announced at the next look.
			await first.db.deleteFrom('mail_outbox').execute()
			const id = await publishNews('Clinic opens', Date.now() - 2 * 60_000)
			await until(async () => (await outbox()).length > 0, 'the announcement')
			const subscriber = await first.db
				.selectFrom('subscribers')
				.select('id')
				.where('email', '=', 'sweep@example.cm')
				.executeTakeFirstOrThrow()
			expect((await outbox()).map((m) => m.key)).toContain(`notify:news:${id}:${subscriber.id}`)
			expect(statements).toContain('subscription_cursor')
		} finally {
			await stop()
			vi.useRealTimers()
		}
	})
})
