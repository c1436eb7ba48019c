import type { Kysely } from 'kysely'
import { localContentChanges } from '#app/db/content-changes.server'
import type { Database } from '#app/db/schema'
import { siteAnswers } from '#app/features/formatting/link-report.server'
import { FILE_PATH } from '#app/features/formatting/markdown.server'
import { localeFromPath } from '#app/i18n/locales'
import { nowMs } from '#app/platform/clock.server'

/** How long the answers are reused: a page added through another instance counts within this. */
const KEEP_MS = 30_000

/** Per database: serving several councils, each council's pages are its own (decision 060). */
const keptFor = new WeakMap<
	Kysely<Database>,
	{ at: number; changes: number; answers: ReturnType<typeof siteAnswers> }
>()

/**
 * Whether a path is a page of the site (issue 32): feedback is taken only for pages that exist,
 * so made-up addresses cannot fill the staff's screen. The same answers as the link report's
 * (the route table, items' own pages, stored pages), read again after a change on this instance
 * or every 30 seconds. An old address of a moved page, or a deleted one, is not a page.
 */
export async function pageExists(db: Kysely<Database>, path: string) {
	const now = nowMs()
	const changes = localContentChanges()
	let kept = keptFor.get(db)
	if (!kept || now - kept.at > KEEP_MS || kept.changes !== changes) {
		kept = { at: now, changes, answers: siteAnswers(db) }
		keptFor.set(db, kept)
	}
	const answers = kept.answers
	let answer: Awaited<typeof answers>
	try {
		answer = await answers
	} catch (error) {
		if (keptFor.get(db)?.answers === answers) keptFor.delete(db)
		throw error
	}
	if (FILE_PATH.test(path)) return false
	return answer(path, localeFromPath(path)) === null
}
