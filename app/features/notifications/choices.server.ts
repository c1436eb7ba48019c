import type { Kysely } from 'kysely'
import type { Database, NoticeMode } from '#app/db/schema'
import { ADMIN_ONLY_KINDS, isNoticeMode, NOTICE_KINDS, type NoticeKind } from './kinds'
import { noticeModes, saveNoticeModes, type Reader } from './notices.server'

/** The kinds a person can receive (editors are not told what only administrators handle). */
export function kindsFor(user: Pick<Reader, 'role'>): NoticeKind[] {
	return (Object.keys(NOTICE_KINDS) as NoticeKind[]).filter(
		(kind) => user.role === 'admin' || !ADMIN_ONLY_KINDS.includes(kind),
	)
}

/** My account's notification choices: each kind the person can receive, with their delivery. */
export async function noticeChoicesFor(db: Kysely<Database>, user: Reader) {
	const modes = await noticeModes(db, user.id)
	return kindsFor(user).map((kind) => ({ kind, mode: modes[kind] }))
}

/** Saves the form's `mode:<kind>` values; anything else in it is ignored. */
export async function saveNoticeChoices(db: Kysely<Database>, user: Reader, form: FormData) {
	const chosen: Partial<Record<NoticeKind, NoticeMode>> = {}
	for (const kind of kindsFor(user)) {
		const value = form.get(`mode:${kind}`)
		if (isNoticeMode(value)) chosen[kind] = value
	}
	await saveNoticeModes(db, user.id, chosen)
	return chosen
}
