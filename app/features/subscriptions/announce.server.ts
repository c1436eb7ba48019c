import type { Kysely } from 'kysely'
import type { Database } from '#app/db/schema'
import { nowIso, nowMs } from '#app/platform/clock.server'
import { enqueueMail, wakeMailer } from '#app/platform/mail/outbox.server'
import { mailEnabled, mailOrigin } from '#app/platform/mail/mail-config.server'
import type { AnnouncedItem } from '#app/features/cms/content-type'
import { contentType, contentTypes } from '#app/features/content-types.server'
import { getSettings } from '#app/features/settings/queries.server'
import { announcementMail } from './mails.server'
import { manageToken, purgeExpired, releaseHeldSignUps } from './subscriptions.server'

/**
 * Telling subscribers (decision 040). Staff requests never wait for this: every publication is in
 * the activity log ("published" by a person, "went-live" by the schedule sweeper), and this sweep,
 * run in the background by every instance, reads the log after a shared cursor. An item that is
 * public when the sweep sees it is claimed once — a row keyed by the item, inserted in the same
 * transaction as its messages — so however many instances look at the same entry, one of them
 * queues one message per subscriber, and the outbox's keys (`notify:<type>:<id>:<subscriber>`)
 * would refuse a second anyway. An item is announced once in its life: an edit, or publishing it
 * again after it was withdrawn, announces nothing.
 */

/** Actions that can make an item public. */
const PUBLISHING = ['published', 'went-live']
const BATCH = 100
/**
 * The cursor stays this far behind the newest entries: on PostgreSQL an entry's id is taken when
 * its transaction writes it, not when it commits, so a slow transaction can commit an id below
 * one already read. Entries younger than this are read again (the claims make that harmless).
 */
const SETTLE_MS = 60_000

/** The content types whose items are announced (the topics residents subscribe to). */
const ANNOUNCED_TYPES = contentTypes.filter((type) => type.announcement).map((type) => type.key)

/** The item as it is public now, or undefined when it is not (a draft, scheduled, withdrawn). */
export async function publicItem(
	db: Kysely<Database>,
	type: string,
	id: number,
	at = nowIso(),
): Promise<AnnouncedItem | undefined> {
	return contentType(type)?.announcement?.read(db, id, at)
}

/**
 * Claims the item and queues its messages, in one transaction: false when another sweep (here
 * or on another instance) claimed it first.
 */
export async function announceItem(
	db: Kysely<Database>,
	item: AnnouncedItem,
	activityId: number,
	options: { origin: string; product: { en: string; fr: string }; now?: number },
) {
	const now = options.now ?? nowMs()
	const sending = mailEnabled()
	return db.transaction().execute(async (trx) => {
		const claimed = await trx
			.insertInto('subscription_announcements')
			.values({
				item_type: item.type,
				item_id: item.id,
				activity_id: activityId,
				announced_at: new Date(now).toISOString(),
			})
			.onConflict((oc) => oc.columns(['item_type', 'item_id']).doNothing())
			.returning('item_id')
			.executeTakeFirst()
		if (!claimed) return false
		// With email off nothing is queued: the item counts as told (it is not announced days later).
		if (!sending) return true
		const subscribers = await trx
			.selectFrom('subscribers')
			.select(['id', 'email', 'languages'])
			.where('status', '=', 'confirmed')
			.where('topics', 'like', `%${item.type}%`)
			.orderBy('id')
			.execute()
		let queued = 0
		for (const subscriber of subscribers) {
			const token = await manageToken(trx, subscriber.id, now)
			const mail = announcementMail({
				item,
				subscriber,
				token,
				origin: options.origin,
				product: options.product,
			})
			if (await enqueueMail(trx, mail)) queued++
		}
		await trx
			.updateTable('subscription_announcements')
			.set({ recipients: queued })
			.where('item_type', '=', item.type)
			.where('item_id', '=', item.id)
			.execute()
		return true
	})
}

/**
 * One pass over the activity log after the cursor: every publishing entry of an announced type
 * whose item is public is announced (once). Returns how many items this pass announced.
 */
export async function announceNewItems(
	db: Kysely<Database>,
	options: { origin?: string; now?: number } = {},
) {
	return (await announcePass(db, options)).announced
}

/** The id of the activity log's newest entry (0 when it is empty). */
async function newestActivity(db: Kysely<Database>) {
	const row = await db
		.selectFrom('activity_log')
		.select((eb) => eb.fn.max('id').as('id'))
		.executeTakeFirst()
	return Number(row?.id ?? 0)
}

/**
 * `announceNewItems`, reading the log up to `top` (its newest entry, read now when not given);
 * `caughtUp` when the cursor has reached it: until the log has a newer entry, another pass would
 * read nothing and move nothing.
 */
async function announcePass(
	db: Kysely<Database>,
	options: { origin?: string; now?: number; top?: number },
) {
	const now = options.now ?? nowMs()
	const cursor = await db
		.selectFrom('subscription_cursor')
		.select('last_activity_id')
		.where('id', '=', 1)
		.executeTakeFirst()
	if (!cursor) return { announced: 0, caughtUp: false }
	// The newest entry now: this pass reads no further, so an entry written while it runs (a
	// "went-live" is dated at its scheduled time, so it looks settled at once) is left for the next
	// pass rather than passed over by the cursor.
	const top = options.top ?? (await newestActivity(db))
	const entries = await db
		.selectFrom('activity_log')
		.select(['id', 'item_type', 'item_id', 'created_at'])
		.where('id', '>', cursor.last_activity_id)
		.where('id', '<=', top)
		.where('action', 'in', PUBLISHING)
		.where('item_type', 'in', ANNOUNCED_TYPES)
		.orderBy('id')
		.limit(BATCH)
		.execute()
	let announced = 0
	let settled = cursor.last_activity_id
	let young = false
	const at = new Date(now).toISOString()
	let context: { origin: string; product: { en: string; fr: string } } | undefined
	for (const entry of entries) {
		const id = Number(entry.item_id)
		const claimedBefore = await db
			.selectFrom('subscription_announcements')
			.select('item_id')
			.where('item_type', '=', entry.item_type)
			.where('item_id', '=', id)
			.executeTakeFirst()
		const item =
			claimedBefore || !Number.isInteger(id)
				? undefined
				: await publicItem(db, entry.item_type, id, at)
		if (item) {
			context ??= {
				origin: options.origin ?? mailOrigin(),
				product: (await getSettings(db)).name,
			}
			if (await announceItem(db, item, entry.id, { ...context, now })) announced++
		}
		young ||= Date.parse(entry.created_at) > now - SETTLE_MS
		if (!young) settled = entry.id
	}
	// Nothing publishing left to read: the cursor passes the log's other entries (sign-ins, edits)
	// up to the settled ones, so the next passes read a short tail.
	if (!young && entries.length < BATCH) {
		const newest = await db
			.selectFrom('activity_log')
			.select((eb) => eb.fn.max('id').as('id'))
			.where('id', '<=', top)
			.where('created_at', '<=', new Date(now - SETTLE_MS).toISOString())
			.executeTakeFirst()
		settled = Math.max(settled, Number(newest?.id ?? 0))
	}
	if (settled > cursor.last_activity_id) {
		await db
			.updateTable('subscription_cursor')
			.set({ last_activity_id: settled })
			.where('id', '=', 1)
			.where('last_activity_id', '<', settled)
			.execute()
	}
	if (announced) wakeMailer()
	return { announced, caughtUp: settled >= top }
}

/**
 * How often each instance looks for something to announce (TEST_SWEEP_MS, as for the schedule
 * sweeper, shortens it in the server tests): an emergency alert's mails leave within seconds.
 */
const SWEEP_MS = Number(process.env.TEST_SWEEP_MS) || 2_000
/** Held sign-ups are looked at every RELEASE_EVERY looks (30 s), expired ones purged every PURGE_EVERY (a minute). */
const RELEASE_EVERY = 15
const PURGE_EVERY = 30

/**
 * Runs `announceNewItems` now and every SWEEP_MS in this process until stopped, releases held
 * sign-ups every 30 s and purges expired ones every minute. A failure is reported and tried again
 * at the next tick.
 *
 * A look whose log has no entry newer than the one the last pass caught up with reads only the
 * log's newest id: an install serving ten councils looks five times a second, and a full pass
 * (the cursor, the entries, the settled ones, the settings) each time was most of what it spent
 * at rest (decision 060).
 */
export function startAnnouncer(db: Kysely<Database>, every = SWEEP_MS) {
	let running = false
	// The pass in flight: a stop waits for it (a council closing closes its database after).
	let pass: Promise<void> = Promise.resolve()
	let ticks = 0
	// The log's newest entry when a pass last left nothing to read again.
	let caughtUpAt: number | undefined
	const tick = async () => {
		if (running) return
		running = true
		const look = ticks++
		try {
			const top = await newestActivity(db)
			if (top !== caughtUpAt) {
				caughtUpAt = undefined
				const done = await announcePass(db, { top })
				if (done.caughtUp) caughtUpAt = top
			}
			// Held sign-ups get their confirmation as the day's mails allow (issue 32); with email
			// off there is nothing to send.
			if (look % RELEASE_EVERY === 0 && mailEnabled())
				await releaseHeldSignUps(db, {
					origin: mailOrigin(),
					product: (await getSettings(db)).name,
				})
			if (look % PURGE_EVERY === 0) await purgeExpired(db)
		} catch (error) {
			console.error('[subscriptions] could not announce new items', error)
		} finally {
			running = false
		}
	}
	pass = tick()
	const timer = setInterval(() => {
		if (!running) pass = tick()
	}, every)
	timer.unref()
	return () => {
		clearInterval(timer)
		return pass
	}
}
