import type { Kysely } from 'kysely'
import type { Database, Role } from '#app/db/schema'
import { councilKept } from '#app/db/client.server'
import { ADMIN_BASE } from '#app/config'
import { getSettings } from '#app/features/settings/queries.server'
import { createT } from '#app/i18n/catalogs.server'
import { councilToday, isLocale, type Locale } from '#app/i18n/locales'
import { nowMs } from '#app/platform/clock.server'
import { mailEnabled, mailOrigin } from '#app/platform/mail/mail-config.server'
import { enqueueMail, wakeMailer } from '#app/platform/mail/outbox.server'
import { isNoticeKind, NOTICE_KINDS } from './kinds'
import {
	noticeContext,
	noticeKey,
	notify,
	renderNotice,
	type NoticeContext,
} from './notices.server'
import { escalationDays, readMark, requestRoutes, writeMark } from './routing.server'

/**
 * The notifications' background work (decision 050), run by every instance's loop and never in a
 * resident's request: new requests routed to their category's assignee or team, untouched ones
 * escalated, mail that failed and pages readers reported or voted down told to administrators,
 * and each notice's mails queued for those who chose email. Every step claims its rows with a
 * conditional update or writes notices with a unique `dedupe`, so two instances (or two passes)
 * never tell the same thing twice; each takes a bounded batch.
 */
type Db = Kysely<Database>

const DAY = 24 * 3600_000
const BATCH = 100

/** "No" votes on one page within VOTES_DAYS that make it worth a look (decision 050). */
export const VOTED_NO_THRESHOLD = 5
export const VOTES_DAYS = 7

export const requestLink = (id: number) => `${ADMIN_BASE}/requests/view?id=${id}`

/**
 * New requests (not held during a flood): each is claimed once, assigned to its category's
 * person if it has one and nobody took it yet, and its person or team told (every administrator
 * when the category has no choice).
 */
export async function routeNewRequests(db: Db, at: string) {
	const fresh = await db
		.selectFrom('requests')
		.select(['id', 'reference', 'category', 'assigned_to', 'spam_at'])
		.where('routed_at', 'is', null)
		.where('held_at', 'is', null)
		.orderBy('id')
		.limit(BATCH)
		.execute()
	if (!fresh.length) return 0
	const routes = await requestRoutes(db)
	let routed = 0
	for (const request of fresh) {
		const route = routes.get(request.category)
		const person = route?.userId
			? await db
					.selectFrom('users')
					.select(['id', 'name'])
					.where('id', '=', route.userId)
					.where('active', '=', 1)
					.executeTakeFirst()
			: undefined
		const done = await db.transaction().execute(async (trx) => {
			const assign = person && request.assigned_to === null ? person : undefined
			const claimed = await trx
				.updateTable('requests')
				.set(assign ? { routed_at: at, assigned_to: assign.id } : { routed_at: at })
				.where('id', '=', request.id)
				.where('routed_at', 'is', null)
				.executeTakeFirst()
			if (Number(claimed.numUpdatedRows) !== 1) return false
			if (assign) {
				await trx
					.insertInto('request_log')
					.values({
						request_id: request.id,
						kind: 'event',
						action: 'assigned',
						body: assign.name,
						actor: '',
						actor_id: null,
						created_at: at,
					})
					.execute()
			}
			if (request.spam_at) return true
			const to: { userId: number } | { role: Role } = person
				? { userId: person.id }
				: { role: route?.role ?? 'admin' }
			await notify(trx, at, {
				kind: 'request.new',
				to,
				params: { reference: request.reference, category: request.category },
				link: requestLink(request.id),
				subject: `request:${request.id}`,
				dedupe: `request-new:${request.id}`,
			})
			return true
		})
		if (done) routed++
	}
	return routed
}

/**
 * Open requests no one on the staff has touched for N days (the setting) are escalated to the
 * administrators: once when N days have passed, then once more each further N days while it
 * stays untouched (`escalated_at` is the claim). Held and spam requests are not.
 */
export async function escalateUntouched(db: Db, now: number) {
	const days = await escalationDays(db)
	const cutoff = new Date(now - days * DAY).toISOString()
	const at = new Date(now).toISOString()
	const due = await db
		.selectFrom('requests')
		.select(['id', 'reference', 'category', 'updated_at', 'escalated_at'])
		.where('status', 'in', ['received', 'in_progress'])
		.where('spam_at', 'is', null)
		.where('held_at', 'is', null)
		.where('updated_at', '<', cutoff)
		.where((eb) => eb.or([eb('escalated_at', 'is', null), eb('escalated_at', '<', cutoff)]))
		.orderBy('updated_at')
		.limit(BATCH)
		.execute()
	let escalated = 0
	for (const request of due) {
		const done = await db.transaction().execute(async (trx) => {
			let claim = trx
				.updateTable('requests')
				.set({ escalated_at: at })
				.where('id', '=', request.id)
				.where('updated_at', '=', request.updated_at)
			claim =
				request.escalated_at === null
					? claim.where('escalated_at', 'is', null)
					: claim.where('escalated_at', '=', request.escalated_at)
			const claimed = await claim.executeTakeFirst()
			if (Number(claimed.numUpdatedRows) !== 1) return false
			await notify(trx, at, {
				kind: 'request.untouched',
				to: { role: 'admin' },
				params: {
					reference: request.reference,
					category: request.category,
					count: Math.floor((now - Date.parse(request.updated_at)) / DAY),
				},
				link: requestLink(request.id),
				subject: `request:${request.id}`,
				dedupe: `request-untouched:${request.id}:${at}`,
			})
			return true
		})
		if (done) escalated++
	}
	return escalated
}

/**
 * Mails the sender gave up on (refused, or retries spent): administrators are told at most once
 * a council day, with how many failed since the last notice.
 */
export async function tellFailingMail(db: Db, at: string) {
	const mark = 'mail.failing.lastId'
	const last = Number(await readMark(db, mark)) || 0
	const row = await db
		.selectFrom('mail_outbox')
		.select((eb) => [eb.fn.countAll().as('n'), eb.fn.max('id').as('top')])
		.where('status', '=', 'failed')
		.where('id', '>', last)
		.executeTakeFirstOrThrow()
	const count = Number(row.n)
	if (!count) return false
	const told = await notify(db, at, {
		kind: 'mail.failing',
		to: { role: 'admin' },
		params: { count },
		link: ADMIN_BASE,
		dedupe: `mail-failing:${councilToday(new Date(at))}`,
	})
	// Told today already: these are counted in tomorrow's notice.
	if (told) await writeMark(db, mark, String(row.top))
	return told
}

/** The page behind a public path, and the person who last saved it (if they are still staff). */
async function lastEditorOf(db: Db, path: string) {
	const bare = path === '/fr' ? '/' : path.startsWith('/fr/') ? path.slice(3) : path
	const page = await db
		.selectFrom('pages')
		.select('id')
		.where((eb) => eb.or([eb('path_en', '=', bare), eb('path_fr', '=', bare)]))
		.executeTakeFirst()
	if (!page) return null
	const revision = await db
		.selectFrom('revisions')
		.select('actor')
		.where('item_type', '=', 'page')
		.where('item_id', '=', page.id)
		.orderBy('version', 'desc')
		.limit(1)
		.executeTakeFirst()
	if (!revision?.actor) return null
	const people = await db
		.selectFrom('users')
		.select(['id', 'role'])
		.where('name', '=', revision.actor)
		.where('active', '=', 1)
		.execute()
	return people.length === 1 ? people[0]! : null
}

/** Tells administrators, and the page's last editor when they are not one. */
async function tellAboutPage(
	db: Db,
	at: string,
	kind: 'page.reported' | 'page.votedNo',
	path: string,
	params: Record<string, string | number>,
	dedupe: string,
) {
	const link = `${ADMIN_BASE}/feedback`
	const told = await notify(db, at, { kind, to: { role: 'admin' }, params, link, dedupe })
	if (!told) return false
	const editor = await lastEditorOf(db, path)
	if (editor && editor.role !== 'admin')
		await notify(db, at, {
			kind,
			to: { userId: editor.id },
			params,
			link,
			dedupe: `${dedupe}:${editor.id}`,
		})
	return true
}

/**
 * Problem reports (each page at most once a council day) and pages with at least
 * VOTED_NO_THRESHOLD "No" votes, more than "Yes" ones, within VOTES_DAYS (each page at most once
 * in such a period).
 */
export async function tellPageFeedback(db: Db, now: number) {
	const at = new Date(now).toISOString()
	const day = councilToday(new Date(now))
	const mark = 'feedback.lastReportId'
	const last = Number(await readMark(db, mark)) || 0
	const reports = await db
		.selectFrom('feedback')
		.select(['id', 'path'])
		.where('kind', '=', 'problem')
		.where('id', '>', last)
		.orderBy('id')
		.limit(BATCH)
		.execute()
	let told = 0
	for (const path of new Set(reports.map((r) => r.path)))
		if (
			await tellAboutPage(db, at, 'page.reported', path, { path }, `page-reported:${day}:${path}`)
		)
			told++
	if (reports.length) await writeMark(db, mark, String(reports.at(-1)!.id))

	const since = new Date(now - VOTES_DAYS * DAY).toISOString()
	const period = Math.floor(now / (VOTES_DAYS * DAY))
	const pages = await db
		.selectFrom('feedback')
		.select((eb) => [
			'path',
			eb.fn.sum(eb.case().when('useful', '=', 0).then(1).else(0).end()).as('no'),
			eb.fn.sum(eb.case().when('useful', '=', 1).then(1).else(0).end()).as('yes'),
		])
		.where('kind', '=', 'vote')
		.where('created_at', '>=', since)
		.groupBy('path')
		.execute()
	for (const page of pages) {
		const no = Number(page.no)
		if (no < VOTED_NO_THRESHOLD || no <= Number(page.yes)) continue
		const key = `page-votedNo:${period}:${page.path}`
		if (await tellAboutPage(db, at, 'page.votedNo', page.path, { path: page.path, count: no }, key))
			told++
	}
	return told
}

/**
 * Queues the mails of new notices: for each person a notice reaches who chose email for its kind,
 * in their language, with the link to the screen. Each notice is claimed once (`mailed_at`);
 * a notice already resolved, or read by everyone it reaches, is not mailed.
 */
export async function mailNotices(db: Db, at: string) {
	const rows = await db
		.selectFrom('notifications')
		.selectAll()
		.where('mailed_at', 'is', null)
		.orderBy('id')
		.limit(BATCH)
		.execute()
	if (!rows.length) return 0
	const on = mailEnabled()
	let context: NoticeContext | undefined
	let settings: Awaited<ReturnType<typeof getSettings>> | undefined
	let queued = 0
	for (const row of rows) {
		const claimed = await db.transaction().execute(async (trx) => {
			const claim = await trx
				.updateTable('notifications')
				.set({ mailed_at: at })
				.where('id', '=', row.id)
				.where('mailed_at', 'is', null)
				.executeTakeFirst()
			if (Number(claim.numUpdatedRows) !== 1) return 0
			if (!on || row.resolved_at || !row.kind || !isNoticeKind(row.kind)) return 0
			const kind = row.kind
			let people = trx
				.selectFrom('users')
				.leftJoin('notification_prefs as p', (join) =>
					join.onRef('p.user_id', '=', 'users.id').on('p.kind', '=', kind),
				)
				.leftJoin('notification_reads as r', (join) =>
					join.onRef('r.user_id', '=', 'users.id').on('r.notification_id', '=', row.id),
				)
				.select(['users.id', 'users.name', 'users.email', 'users.locale', 'p.mode'])
				.where('users.active', '=', 1)
				.where('r.read_at', 'is', null)
			if (row.user_id !== null) people = people.where('users.id', '=', row.user_id)
			if (row.role !== null) people = people.where('users.role', '=', row.role)
			const recipients = (await people.execute()).filter(
				(p) => (p.mode ?? NOTICE_KINDS[kind]) === 'email',
			)
			if (!recipients.length) return 0
			context ??= await noticeContext(trx)
			settings ??= await getSettings(trx)
			let n = 0
			for (const person of recipients) {
				const locale: Locale = isLocale(person.locale) ? person.locale : 'en'
				const t = createT(locale, { product: settings.name[locale] })
				const { title, body } = renderNotice(row, locale, t, context)
				const origin = mailOrigin()
				const text = [
					t(noticeKey('notice.mail.greeting'), { name: person.name }),
					'',
					title,
					'',
					body,
					...(row.link ? ['', t(noticeKey('notice.mail.open'), { link: origin + row.link })] : []),
					'',
					'—',
					t(noticeKey('notice.mail.footer'), { prefs: `${origin}${ADMIN_BASE}/account` }),
				].join('\n')
				if (
					await enqueueMail(trx, {
						key: `notice:${row.id}:${person.id}`,
						to: person.email,
						subject: t(noticeKey('notice.mail.subject'), { title }),
						text,
						headers: { 'Auto-Submitted': 'auto-generated' },
					})
				)
					n++
			}
			return n
		})
		queued += claimed
	}
	if (queued) wakeMailer()
	return queued
}

/** How long a notice is kept: the list shows the newest 100, and a year of requests is thousands. */
export const KEEP_NOTICES_DAYS = 180

/**
 * Deletes notices older than KEEP_NOTICES_DAYS, with their read marks (500 a pass). Older notices
 * without a kind (the setup notices of a fresh install) stay until someone acts on them.
 */
export async function purgeOldNotices(db: Db, now: number) {
	const before = new Date(now - KEEP_NOTICES_DAYS * DAY).toISOString()
	const old = await db
		.selectFrom('notifications')
		.select('id')
		.where('created_at', '<', before)
		.where('kind', 'is not', null)
		.limit(500)
		.execute()
	if (!old.length) return 0
	const ids = old.map((r) => r.id)
	await db.transaction().execute(async (trx) => {
		await trx.deleteFrom('notification_reads').where('notification_id', 'in', ids).execute()
		await trx.deleteFrom('notifications').where('id', 'in', ids).execute()
	})
	return ids.length
}

/** One pass of every step; each step's failure is reported and does not stop the others. */
export async function runNotifier(db: Db, now = nowMs()) {
	const at = new Date(now).toISOString()
	const steps: [string, () => Promise<unknown>][] = [
		['route new requests', () => routeNewRequests(db, at)],
		['escalate untouched requests', () => escalateUntouched(db, now)],
		['tell of failing mail', () => tellFailingMail(db, at)],
		['tell of page feedback', () => tellPageFeedback(db, now)],
		['queue notification mails', () => mailNotices(db, at)],
		['delete old notices', () => purgeOldNotices(db, now)],
	]
	for (const [name, step] of steps) {
		try {
			await step()
		} catch (error) {
			console.error(`[notifications] could not ${name}`, error)
		}
	}
}

const WAKE = Symbol('notifier wake-up')
/** The loop's wake-up: each council's own, serving several (decision 060). */
const waking = () => councilKept(WAKE, (): { wake?: () => void } => ({}))

/**
 * Asks this instance's loop to run soon (a new request arrived, a notice was written). It only
 * sets the loop going: the caller's request does none of the work.
 */
export function wakeNotifier() {
	waking().wake?.()
}

/** How often each instance runs the notifier when nothing woke it. */
const EVERY_MS = Number(process.env.TEST_NOTICE_MS) || 60_000

/** Started with the server (server/app.ts `startBackground`): one pass at a time. */
export function startNotifier(db: Db, every = EVERY_MS) {
	let running = false
	let again = false
	let stopped = false
	// The pass in flight: a stop waits for it (a council closing closes its database after).
	let pass: Promise<void> = Promise.resolve()
	const tick = () => {
		if (stopped) return
		if (running) {
			again = true
			return
		}
		running = true
		pass = (async () => {
			try {
				do {
					again = false
					await runNotifier(db)
				} while (again && !stopped)
			} finally {
				running = false
			}
		})()
	}
	// Woken from a request's path: the pass starts on a later turn of the event loop.
	const here = waking()
	here.wake = () => setTimeout(tick, 0).unref()
	tick()
	const timer = setInterval(tick, every)
	timer.unref()
	return () => {
		stopped = true
		clearInterval(timer)
		here.wake = undefined
		return pass.catch(() => undefined)
	}
}
