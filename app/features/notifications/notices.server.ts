import type { Kysely, Transaction } from 'kysely'
import type { Database, NoticeMode, Role } from '#app/db/schema'
import type { TFunction } from '#app/i18n/i18n'
import { intlLocale, type Locale } from '#app/i18n/locales'
import type { NoticeMessageKey } from '#app/i18n/messages/notifications.en'
import { isNoticeKind, NOTICE_KINDS, noticeKey, type NoticeKind } from './kinds'

/**
 * Staff notifications (decision 050): written by the features where something happens (or by
 * the background sweep for what residents do), kept as a kind and its values, rendered in the
 * reader's language when read or mailed. Read state is per person (`notification_reads`), also
 * for a notice addressed to a whole role; a notice resolved (its work done) is new for no one.
 */
type Db = Kysely<Database> | Transaction<Database>

export type NoticeParams = Record<string, string | number>

export interface NewNotice {
	kind: NoticeKind
	/** One person, or everyone of a role. */
	to: { userId: number } | { role: Role }
	params: NoticeParams
	/** An address in the staff area to act on it. */
	link: string
	/** What it is about, so it can be resolved when that is done (`review:page:12`). */
	subject?: string
	/** Unique: a second notice with the same value is not written. */
	dedupe?: string
}

/** Writes a notice (its mails are queued by the background sweep). False: it existed already. */
export async function notify(db: Db, now: string, notice: NewNotice): Promise<boolean> {
	const result = await db
		.insertInto('notifications')
		.values({
			kind: notice.kind,
			params: JSON.stringify(notice.params),
			title_en: null,
			title_fr: null,
			body_en: null,
			body_fr: null,
			link: notice.link,
			read_at: null,
			created_at: now,
			user_id: 'userId' in notice.to ? notice.to.userId : null,
			role: 'role' in notice.to ? notice.to.role : null,
			subject: notice.subject ?? null,
			dedupe: notice.dedupe ?? null,
			resolved_at: null,
			mailed_at: null,
		})
		.onConflict((oc) => oc.column('dedupe').doNothing())
		.executeTakeFirst()
	return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
}

/**
 * Its work is done (the item approved, the request resolved): the notices about `subject` (of
 * `kinds`, or all) are new for no one any more, and not mailed if they were not yet.
 */
export async function resolveNotices(
	db: Db,
	subject: string,
	now: string,
	kinds?: readonly NoticeKind[],
) {
	let query = db
		.updateTable('notifications')
		.set({ resolved_at: now })
		.where('subject', '=', subject)
		.where('resolved_at', 'is', null)
	if (kinds) query = query.where('kind', 'in', [...kinds])
	await query.execute()
}

/** The staff member reading: their id and role. */
export interface Reader {
	id: number
	role: Role
}

/**
 * The notices a person sees: theirs, their role's and everyone's, without the kinds they muted,
 * each with their own read time (`read_at` null: not read by them).
 */
export function visibleNotices(db: Kysely<Database>, user: Reader) {
	return db
		.selectFrom('notifications')
		.leftJoin('notification_reads as r', (join) =>
			join.onRef('r.notification_id', '=', 'notifications.id').on('r.user_id', '=', user.id),
		)
		.where((eb) =>
			eb.or([eb('notifications.user_id', 'is', null), eb('notifications.user_id', '=', user.id)]),
		)
		.where((eb) =>
			eb.or([eb('notifications.role', 'is', null), eb('notifications.role', '=', user.role)]),
		)
		.where((eb) =>
			eb.not(
				eb.exists(
					eb
						.selectFrom('notification_prefs as p')
						.select('p.kind')
						.where('p.user_id', '=', user.id)
						.where('p.mode', '=', 'off')
						.whereRef('p.kind', '=', 'notifications.kind'),
				),
			),
		)
}

/** What counts as new for a person: not read by them, and its work not done. */
export function unreadOnly<T extends ReturnType<typeof visibleNotices>>(query: T): T {
	return query.where('r.read_at', 'is', null).where('notifications.resolved_at', 'is', null) as T
}

export async function countUnread(db: Kysely<Database>, user: Reader) {
	const row = await unreadOnly(visibleNotices(db, user))
		.select((eb) => eb.fn.countAll().as('n'))
		.executeTakeFirstOrThrow()
	return Number(row.n)
}

/** Marks notices read for one person (those they can see); `'all'`: every one still new. */
export async function markRead(
	db: Kysely<Database>,
	user: Reader,
	which: number[] | 'all',
	now: string,
) {
	let query = unreadOnly(visibleNotices(db, user))
	if (which !== 'all') {
		if (!which.length) return 0
		query = query.where('notifications.id', 'in', which)
	}
	const ids = (await query.select('notifications.id').limit(1000).execute()).map((r) => r.id)
	if (!ids.length) return 0
	await db
		.insertInto('notification_reads')
		.values(ids.map((id) => ({ notification_id: id, user_id: user.id, read_at: now })))
		.onConflict((oc) => oc.columns(['notification_id', 'user_id']).doNothing())
		.execute()
	return ids.length
}

/** A person opened what `subject` names: their notices about it are read. */
export async function markSubjectRead(
	db: Kysely<Database>,
	user: Reader,
	subject: string,
	now: string,
) {
	const ids = await unreadOnly(visibleNotices(db, user))
		.select('notifications.id')
		.where('notifications.subject', '=', subject)
		.limit(100)
		.execute()
	return markRead(
		db,
		user,
		ids.map((r) => r.id),
		now,
	)
}

/** One notice visible to a person, with their read time. */
export function noticeFor(db: Kysely<Database>, user: Reader, id: number) {
	return visibleNotices(db, user)
		.select(['notifications.id', 'notifications.link', 'r.read_at'])
		.where('notifications.id', '=', id)
		.executeTakeFirst()
}

// ---------------------------------------------------------------------------------------------
// Choices

/** A person's delivery for each kind: their choice, else the kind's default. */
export async function noticeModes(db: Db, userId: number): Promise<Record<NoticeKind, NoticeMode>> {
	const rows = await db
		.selectFrom('notification_prefs')
		.select(['kind', 'mode'])
		.where('user_id', '=', userId)
		.execute()
	const modes: Record<string, NoticeMode> = { ...NOTICE_KINDS }
	for (const row of rows) if (isNoticeKind(row.kind)) modes[row.kind] = row.mode
	return modes as Record<NoticeKind, NoticeMode>
}

export async function saveNoticeModes(
	db: Kysely<Database>,
	userId: number,
	modes: Partial<Record<NoticeKind, NoticeMode>>,
) {
	await db.transaction().execute(async (trx) => {
		for (const [kind, mode] of Object.entries(modes)) {
			await trx
				.insertInto('notification_prefs')
				.values({ user_id: userId, kind, mode })
				.onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ mode }))
				.execute()
		}
	})
}

/**
 * Keeps the language a person uses in the staff area, for their mails; written only when it
 * changed (the staff layout calls this on every screen).
 */
export async function rememberLocale(db: Kysely<Database>, userId: number, locale: Locale) {
	const row = await db
		.selectFrom('users')
		.select('locale')
		.where('id', '=', userId)
		.executeTakeFirst()
	if (!row || row.locale === locale) return
	await db.updateTable('users').set({ locale }).where('id', '=', userId).execute()
}

// ---------------------------------------------------------------------------------------------
// Texts

/** `one` or `other`, by the language's plural rules (French: 0 and 1 are singular). */
export function pluralForm(locale: Locale, count: number): 'one' | 'other' {
	return new Intl.PluralRules(intlLocale[locale]).select(count) === 'one' ? 'one' : 'other'
}

export { noticeKey }

/** What rendering needs besides the row: the request categories' names. */
export interface NoticeContext {
	categories: Map<string, { en: string | null; fr: string | null }>
}

export async function noticeContext(db: Db): Promise<NoticeContext> {
	const rows = await db
		.selectFrom('request_categories')
		.select(['slug', 'name_en', 'name_fr'])
		.execute()
	return { categories: new Map(rows.map((r) => [r.slug, { en: r.name_en, fr: r.name_fr }])) }
}

export interface NoticeRow {
	kind: string | null
	params: string | null
	title_en: string | null
	title_fr: string | null
	body_en: string | null
	body_fr: string | null
}

/** A notice's title and text in `locale`: its kind's texts, or the text stored with an older one. */
export function renderNotice(
	row: NoticeRow,
	locale: Locale,
	t: TFunction,
	context: NoticeContext,
): { title: string; body: string } {
	if (!row.kind || !isNoticeKind(row.kind)) {
		const pick = (en: string | null, fr: string | null) =>
			(locale === 'fr' ? fr || en : en || fr) ?? ''
		return {
			title: pick(row.title_en, row.title_fr) || t(noticeKey('notice.legacy')),
			body: pick(row.body_en, row.body_fr),
		}
	}
	let params: NoticeParams = {}
	try {
		params = JSON.parse(row.params ?? '{}') as NoticeParams
	} catch {
		params = {}
	}
	const vars: NoticeParams = { ...params }
	if (typeof params.category === 'string') {
		const names = context.categories.get(params.category)
		vars.category =
			(locale === 'fr' ? names?.fr || names?.en : names?.en || names?.fr) ?? params.category
	}
	const count = Number(params.count ?? 0)
	const form = pluralForm(locale, count)
	const kind: NoticeKind = row.kind
	const title =
		kind === 'mail.failing' ? `notice.mail.failing.title.${form}` : `notice.${kind}.title`
	const body =
		kind === 'request.untouched' || kind === 'page.votedNo'
			? `notice.${kind}.body.${form}`
			: `notice.${kind}.body`
	return {
		title: t(noticeKey(title as NoticeMessageKey), vars),
		body: t(noticeKey(body as NoticeMessageKey), vars),
	}
}
