import { createHash, randomBytes } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import type { Database, SubscriptionLanguages } from '#app/db/schema'
import type { Locale } from '#app/i18n/locales'
import { atMailboxDomains, mailboxOf } from '#app/platform/mail/mailbox'
import { mailEnabled } from '#app/platform/mail/mail-config.server'
import { enqueueMail, wakeMailer } from '#app/platform/mail/outbox.server'
import { nowMs } from '#app/platform/clock.server'
import { TOPICS, type Topic, topicsOf, topicsText } from './choices'
import { confirmationMail } from './mails.server'

type Db = Kysely<Database> | Transaction<Database>

/**
 * Subscriptions by email (decision 040): sign-up with double opt-in, confirmation, changes and
 * unsubscribing, each through a link whose random token is stored only as its SHA-256, and the
 * ceilings that keep a flood from filling the disk or anyone's inbox.
 */

const HOUR = 60 * 60_000
/** A confirmation link works this long; an unconfirmed sign-up is deleted after it. */
export const CONFIRM_TTL_MS = 48 * HOUR
/** A message's "change your choices / unsubscribe" link works this long. */
export const MANAGE_TTL_MS = 400 * 24 * HOUR

export interface SubscriptionLimits {
	/** Confirmation mails one address can be sent in 24 hours (the rest are silently not sent). */
	mailsPerAddressPerDay: number
	/** Unconfirmed sign-ups kept at once, all addresses together (the disk's bound). */
	maxPending: number
	/** Confirmation mails sent in 24 hours, all addresses together (the sending's bound). */
	confirmationsPerDay: number
}

export const SUBSCRIPTION_LIMITS: SubscriptionLimits = {
	mailsPerAddressPerDay: 3,
	maxPending: 20_000,
	confirmationsPerDay: 1000,
}

const digest = (token: string) => createHash('sha256').update(token).digest('hex')

/** Sign-ups whose address is another spelling of the same mailbox (`mailboxOf`). */
async function sameMailbox(trx: Db, email: string) {
	const mailbox = mailboxOf(email)
	const rows = await trx
		.selectFrom('subscribers')
		.select(['id', 'email'])
		.where(atMailboxDomains(email))
		.execute()
	return rows.filter((row) => mailboxOf(row.email) === mailbox).map((row) => row.id)
}

/** A link token: 32 random bytes (256 bits), URL-safe. Only its digest is stored. */
async function newToken(
	db: Db,
	values: {
		subscriberId: number
		purpose: 'confirm' | 'manage'
		topics?: string
		languages?: SubscriptionLanguages
		now: number
	},
) {
	const token = randomBytes(32).toString('base64url')
	const ttl = values.purpose === 'confirm' ? CONFIRM_TTL_MS : MANAGE_TTL_MS
	await db
		.insertInto('subscription_tokens')
		.values({
			token_hash: digest(token),
			subscriber_id: values.subscriberId,
			purpose: values.purpose,
			topics: values.topics ?? null,
			languages: values.languages ?? null,
			created_at: new Date(values.now).toISOString(),
			expires_at: new Date(values.now + ttl).toISOString(),
		})
		.execute()
	return token
}

/** A manage link's token for one message to one subscriber. */
export function manageToken(db: Db, subscriberId: number, now = nowMs()) {
	return newToken(db, { subscriberId, purpose: 'manage', now })
}

/** The token row a link names, when it is well formed, of that purpose and not expired. */
async function findToken(db: Db, token: string, purpose: 'confirm' | 'manage', now: number) {
	if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined
	return db
		.selectFrom('subscription_tokens')
		.selectAll()
		.where('token_hash', '=', digest(token))
		.where('purpose', '=', purpose)
		.where('expires_at', '>', new Date(now).toISOString())
		.executeTakeFirst()
}

/**
 * Deletes what a flood may have left: expired links, and sign-ups never confirmed whose last
 * confirmation link has expired. Returns how many sign-ups went.
 */
export async function purgeExpired(db: Db, now = nowMs()) {
	const at = new Date(now).toISOString()
	await db.deleteFrom('subscription_tokens').where('expires_at', '<=', at).execute()
	const gone = await db
		.deleteFrom('subscribers')
		.where('status', '=', 'pending')
		.where('created_at', '<=', new Date(now - CONFIRM_TTL_MS).toISOString())
		// One still held waits for its turn (it is let go when released past its mailbox's share).
		.where((eb) =>
			eb.or([
				eb('held_at', 'is', null),
				eb('held_at', '<=', new Date(now - CONFIRM_TTL_MS).toISOString()),
			]),
		)
		.where((eb) =>
			eb.not(
				eb.exists(
					eb
						.selectFrom('subscription_tokens')
						.select('token_hash')
						.whereRef('subscription_tokens.subscriber_id', '=', 'subscribers.id'),
				),
			),
		)
		.executeTakeFirst()
	return Number(gone.numDeletedRows)
}

export type SignUpOutcome =
	/** The same answer whether a mail went, was already sent three times, or the address is known. */
	| 'sent'
	/**
	 * Taken, but its confirmation waits (a flood used up the day's mails, or came from this
	 * network): it goes out when the mails allow (releaseHeldSignUps). Issue 32.
	 */
	| 'held'
	/** The sign-ups waiting fill the disk's bound: no new sign-up is taken for now. */
	| 'busy'

const count = (row: { n: number | string | bigint } | undefined) => Number(row?.n ?? 0)

/**
 * A sign-up (or a change of choices asked again from the form): a confirmation link that will
 * apply these choices goes to the address, unless that address had its share of mails today.
 * Nothing tells the person whether the address was already subscribed.
 */
export async function requestSubscription(
	db: Kysely<Database>,
	request: {
		email: string
		topics: Topic[]
		languages: SubscriptionLanguages
		locale: Locale
		origin: string
		product: string
	},
	options: {
		now?: number
		limits?: SubscriptionLimits
		/** The sender's network (`networkOf`), and whether it has sent more than its share. */
		network?: string | null
		hold?: boolean
	} = {},
): Promise<SignUpOutcome> {
	const now = options.now ?? nowMs()
	const limits = options.limits ?? SUBSCRIPTION_LIMITS
	const email = request.email.trim().toLowerCase()
	const at = new Date(now).toISOString()
	const dayAgo = new Date(now - 24 * HOUR).toISOString()
	const outcome = await db.transaction().execute(async (trx) => {
		const sentToday = count(
			await trx
				.selectFrom('subscription_tokens')
				.select((eb) => eb.fn.countAll().as('n'))
				.where('purpose', '=', 'confirm')
				.where('created_at', '>', dayAgo)
				.executeTakeFirst(),
		)
		const hold = options.hold || sentToday >= limits.confirmationsPerDay
		let subscriber = await trx
			.selectFrom('subscribers')
			.select(['id'])
			.where('email', '=', email)
			.executeTakeFirst()
		if (!subscriber) {
			const pending = async () =>
				count(
					await trx
						.selectFrom('subscribers')
						.select((eb) => eb.fn.countAll().as('n'))
						.where('status', '=', 'pending')
						.executeTakeFirst(),
				)
			if ((await pending()) >= limits.maxPending) {
				await purgeExpired(trx, now)
				if ((await pending()) >= limits.maxPending) return 'busy' as const
			}
			subscriber = await trx
				.insertInto('subscribers')
				.values({
					email,
					topics: '',
					languages: request.languages,
					status: 'pending',
					created_at: at,
					updated_at: at,
				})
				.returning('id')
				.executeTakeFirstOrThrow()
		}
		if (hold) {
			// Kept with its choices; no mail now (a flood must not become a way to mail anyone).
			await trx
				.updateTable('subscribers')
				.set({
					held_at: at,
					held_topics: topicsText(request.topics),
					held_languages: request.languages,
					held_locale: request.locale,
					held_network: options.network ?? null,
				})
				.where('id', '=', subscriber.id)
				.execute()
			return 'held' as const
		}
		// Per mailbox: every spelling of it counts (`mailboxOf`).
		const mailsToday = count(
			await trx
				.selectFrom('subscription_tokens')
				.select((eb) => eb.fn.countAll().as('n'))
				.where('subscriber_id', 'in', [subscriber.id, ...(await sameMailbox(trx, email))])
				.where('purpose', '=', 'confirm')
				.where('created_at', '>', dayAgo)
				.executeTakeFirst(),
		)
		if (mailsToday >= limits.mailsPerAddressPerDay) return 'sent' as const
		const token = await newToken(trx, {
			subscriberId: subscriber.id,
			purpose: 'confirm',
			topics: topicsText(request.topics),
			languages: request.languages,
			now,
		})
		await enqueueMail(
			trx,
			confirmationMail({
				key: `subscription-confirm:${digest(token).slice(0, 32)}`,
				to: email,
				token,
				locale: request.locale,
				origin: request.origin,
				product: request.product,
			}),
		)
		return 'queued' as const
	})
	if (outcome === 'queued') {
		wakeMailer()
		return 'sent'
	}
	return outcome
}

/**
 * Sends the confirmations of held sign-ups that the day's ceiling now allows: networks take turns
 * (a flood's backlog from one network does not keep a resident on another waiting), oldest first
 * within each. A held sign-up past its mailbox's mails of the day is let go without a mail, as a
 * sign-up would be. Returns how many confirmations were queued.
 */
export async function releaseHeldSignUps(
	db: Kysely<Database>,
	context: { origin: string; product: { en: string; fr: string } },
	options: { now?: number; limits?: SubscriptionLimits } = {},
) {
	// With email off nothing is sent, so nothing is released (subscriptions are closed then).
	if (!mailEnabled()) return 0
	const now = options.now ?? nowMs()
	const limits = options.limits ?? SUBSCRIPTION_LIMITS
	const dayAgo = new Date(now - 24 * HOUR).toISOString()
	const sentToday = count(
		await db
			.selectFrom('subscription_tokens')
			.select((eb) => eb.fn.countAll().as('n'))
			.where('purpose', '=', 'confirm')
			.where('created_at', '>', dayAgo)
			.executeTakeFirst(),
	)
	const room = limits.confirmationsPerDay - sentToday
	if (room <= 0) return 0
	const waiting = await db
		.selectFrom('subscribers')
		.select(['id', 'held_network'])
		.where('held_at', 'is not', null)
		.orderBy('held_at')
		.orderBy('id')
		.limit(Math.min(room * 20, 20_000))
		.execute()
	// Round robin over the networks, each network's oldest first.
	const byNetwork = new Map<string, number[]>()
	for (const row of waiting) {
		const key = row.held_network ?? ''
		byNetwork.set(key, [...(byNetwork.get(key) ?? []), row.id])
	}
	const turns: number[] = []
	for (let round = 0; turns.length < room && turns.length < waiting.length; round++)
		for (const ids of byNetwork.values())
			if (ids[round] !== undefined && turns.length < room) turns.push(ids[round]!)
	let queued = 0
	for (const id of turns) {
		const sent = await db.transaction().execute(async (trx) => {
			const row = await trx
				.selectFrom('subscribers')
				.select(['id', 'email', 'held_at', 'held_topics', 'held_languages', 'held_locale'])
				.where('id', '=', id)
				.executeTakeFirst()
			if (!row?.held_at) return false
			await trx
				.updateTable('subscribers')
				.set({
					held_at: null,
					held_topics: null,
					held_languages: null,
					held_locale: null,
					held_network: null,
				})
				.where('id', '=', id)
				.execute()
			const mailsToday = count(
				await trx
					.selectFrom('subscription_tokens')
					.select((eb) => eb.fn.countAll().as('n'))
					.where('subscriber_id', 'in', [id, ...(await sameMailbox(trx, row.email))])
					.where('purpose', '=', 'confirm')
					.where('created_at', '>', dayAgo)
					.executeTakeFirst(),
			)
			if (mailsToday >= limits.mailsPerAddressPerDay) return false
			const locale = row.held_locale ?? 'en'
			const token = await newToken(trx, {
				subscriberId: id,
				purpose: 'confirm',
				topics: row.held_topics ?? '',
				languages: row.held_languages ?? locale,
				now,
			})
			return enqueueMail(
				trx,
				confirmationMail({
					key: `subscription-confirm:${digest(token).slice(0, 32)}`,
					to: row.email,
					token,
					locale,
					origin: context.origin,
					product: context.product[locale],
				}),
			)
		})
		if (sent) queued++
	}
	if (queued) wakeMailer()
	return queued
}

/** Sign-ups held and waiting for their confirmation (the dashboard). */
export async function heldSignUps(db: Db) {
	return count(
		await db
			.selectFrom('subscribers')
			.select((eb) => eb.fn.countAll().as('n'))
			.where('held_at', 'is not', null)
			.executeTakeFirst(),
	)
}

/** Whether a confirmation link is one that can still be used (for the page that shows its button). */
export async function confirmationIsValid(db: Db, token: string, now = nowMs()) {
	return Boolean(await findToken(db, token, 'confirm', now))
}

/**
 * Confirms a sign-up: the subscriber gets the link's choices and starts receiving. Every
 * confirmation link of that address is used up at once. False for a link that does not work.
 */
export async function confirmSubscription(db: Kysely<Database>, token: string, now = nowMs()) {
	return db.transaction().execute(async (trx) => {
		const row = await findToken(trx, token, 'confirm', now)
		if (!row) return false
		const at = new Date(now).toISOString()
		const subscriber = await trx
			.selectFrom('subscribers')
			.select(['confirmed_at'])
			.where('id', '=', row.subscriber_id)
			.executeTakeFirstOrThrow()
		await trx
			.updateTable('subscribers')
			.set({
				status: 'confirmed',
				topics: row.topics ?? '',
				languages: row.languages ?? 'en',
				confirmed_at: subscriber.confirmed_at ?? at,
				updated_at: at,
			})
			.where('id', '=', row.subscriber_id)
			.execute()
		await trx
			.deleteFrom('subscription_tokens')
			.where('subscriber_id', '=', row.subscriber_id)
			.where('purpose', '=', 'confirm')
			.execute()
		return true
	})
}

/** The choices of the subscriber a message's link belongs to (never the address). */
export async function subscriptionOf(db: Db, token: string, now = nowMs()) {
	const row = await findToken(db, token, 'manage', now)
	if (!row) return undefined
	const subscriber = await db
		.selectFrom('subscribers')
		.select(['id', 'topics', 'languages'])
		.where('id', '=', row.subscriber_id)
		.where('status', '=', 'confirmed')
		.executeTakeFirst()
	return subscriber
		? { id: subscriber.id, topics: topicsOf(subscriber.topics), languages: subscriber.languages }
		: undefined
}

/** New choices from a message's link. False when the link does not work. */
export async function updateSubscription(
	db: Kysely<Database>,
	token: string,
	choices: { topics: Topic[]; languages: SubscriptionLanguages },
	now = nowMs(),
) {
	const subscriber = await subscriptionOf(db, token, now)
	if (!subscriber) return false
	await db
		.updateTable('subscribers')
		.set({
			topics: topicsText(choices.topics),
			languages: choices.languages,
			updated_at: new Date(now).toISOString(),
		})
		.where('id', '=', subscriber.id)
		.execute()
	return true
}

/**
 * Unsubscribes the subscriber a message's link belongs to: the address is deleted, with every
 * link. A well-formed link that names no one any more (already used: the address is gone) is
 * answered as done too, so a mail client's one-click request and the person's own button, in
 * either order, both end on "you are unsubscribed". False only for a malformed link.
 */
export async function unsubscribe(db: Kysely<Database>, token: string, now = nowMs()) {
	if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return false
	const row = await findToken(db, token, 'manage', now)
	if (row) await db.deleteFrom('subscribers').where('id', '=', row.subscriber_id).execute()
	return true
}

/** Subscriber figures for the staff area: counts only, never an address. */
export async function subscriberCounts(db: Db) {
	const rows = await db
		.selectFrom('subscribers')
		.select(['status', 'topics', 'languages', (eb) => eb.fn.countAll().as('n')])
		.groupBy(['status', 'topics', 'languages'])
		.execute()
	const counts = {
		confirmed: 0,
		pending: 0,
		held: await heldSignUps(db),
		topics: Object.fromEntries(TOPICS.map((topic) => [topic, 0])) as Record<Topic, number>,
		languages: { en: 0, fr: 0, both: 0 } as Record<SubscriptionLanguages, number>,
	}
	for (const row of rows) {
		const n = Number(row.n)
		if (row.status === 'pending') {
			counts.pending += n
			continue
		}
		counts.confirmed += n
		counts.languages[row.languages] += n
		for (const topic of topicsOf(row.topics)) counts.topics[topic] += n
	}
	return counts
}
