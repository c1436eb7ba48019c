import type { Kysely } from 'kysely'
import { logActivity } from '#app/db/activity.server'
import type { Database } from '#app/db/schema'
import {
	getRevision,
	latestRevision,
	writeRevision,
} from '#app/features/revisions/revisions.server'
import { keepPageChanges, submitPageIn } from './page-review.server'
import { pageRow, savePage, type Author } from './page-writes.server'
import { snapshotInput } from './page-revisions'

type Db = Kysely<Database>

export type PageRestore =
	| { ok: true; id: number; movedTo?: { en: string; fr: string }; submitted?: true }
	| { ok: false; reason: 'missing' | 'addressTaken' | 'unreadable' | 'exists' }

/**
 * Restores a revision of a page that exists: saved again as it was (a new revision, logged as a
 * restore). Refused when another page has meanwhile taken one of its addresses.
 */
export async function restorePageRevision(
	db: Db,
	id: number,
	version: number,
	author: Author,
	now = new Date().toISOString(),
): Promise<PageRestore> {
	const revision = await getRevision(db, 'page', id, version)
	const input = revision && snapshotInput(revision.content)
	if (!revision) return { ok: false, reason: 'missing' }
	if (!input) return { ok: false, reason: 'unreadable' }
	if (author.review) {
		// Nothing public changes for someone whose work is reviewed (decision 029): a published
		// page keeps its version and the restored one waits as its changes; a draft takes the
		// restored version, stays a draft, and waits.
		const current = await pageRow(db, id)
		if (!current) return { ok: false, reason: 'missing' }
		if (current.status === 'published') {
			await keepPageChanges(db, id, input, author.review, author, { submit: true })
			return { ok: true, id, submitted: true }
		}
	}
	const restored = author.review ? { ...input, status: 'draft' as const } : input
	const saved = await savePage(db, restored, author, id, now, { action: 'restored' })
	if (saved === null) return { ok: false, reason: 'missing' }
	if ('conflict' in saved) return { ok: false, reason: 'addressTaken' }
	if (author.review) {
		const title = input.content.title.en || input.content.title.fr
		const reviewed = author.review
		await db.transaction().execute((trx) => submitPageIn(trx, id, title, reviewed, now, author.ip))
		return { ok: true, id, submitted: true }
	}
	return { ok: true, id }
}

async function pathTaken(db: Kysely<Database>, column: 'path_en' | 'path_fr', path: string) {
	return Boolean(
		await db.selectFrom('pages').select('id').where(column, '=', path).executeTakeFirst(),
	)
}

/**
 * Brings a deleted page back from its last state, under its own id (so its history follows it).
 * Its addresses, which answered 410 since, become live again, and the older addresses that led to
 * it answer 301 to it again. When another page has taken one of its addresses meanwhile, it comes
 * back as a draft at a free address ending in "-restored", and the answer says so.
 */
export async function restoreDeletedPage(
	db: Db,
	id: number,
	author: Author,
	now = new Date().toISOString(),
): Promise<PageRestore> {
	return db.transaction().execute(async (trx) => {
		const latest = await latestRevision(trx, 'page', id)
		if (!latest || latest.action !== 'deleted') return { ok: false, reason: 'missing' } as const
		if (await trx.selectFrom('pages').select('id').where('id', '=', id).executeTakeFirst()) {
			return { ok: false, reason: 'exists' } as const
		}
		const input = snapshotInput(latest.content)
		if (!input) return { ok: false, reason: 'unreadable' } as const
		const former = (latest.content as { formerAddresses?: { locale: string; path: string }[] })
			.formerAddresses
		let { pathEn, pathFr, status } = input
		// Someone whose work is reviewed brings it back as a draft, sent for review.
		if (author.review) status = 'draft'
		const taken =
			(await pathTaken(trx as Db, 'path_en', pathEn)) ||
			(await pathTaken(trx as Db, 'path_fr', pathFr))
		if (taken) {
			for (let n = 1; ; n++) {
				const suffix = n === 1 ? '-restored' : `-restored-${n}`
				const en = `${input.pathEn}${suffix}`
				const fr = `${input.pathFr}${suffix}`
				if (
					!(await pathTaken(trx as Db, 'path_en', en)) &&
					!(await pathTaken(trx as Db, 'path_fr', fr))
				) {
					pathEn = en
					pathFr = fr
					break
				}
			}
			status = 'draft'
		}
		const position = await trx
			.selectFrom('pages')
			.select((eb) => eb.fn.max('position').as('max'))
			.where('menu_group', '=', input.group)
			.executeTakeFirst()
		await trx
			.insertInto('pages')
			.values({
				id,
				path_en: pathEn,
				path_fr: pathFr,
				menu_group: input.group,
				position: Number(position?.max ?? 0) + 1,
				status,
				standard: 0,
				content: JSON.stringify(input.content),
				in_menu: input.inMenu ? 1 : 0,
				menu_label_en: input.menuLabel.en,
				menu_label_fr: input.menuLabel.fr,
				created_at: now,
				updated_at: now,
			})
			.execute()
		// Its own addresses are live again (their 410 rows go), its old ones lead to it again.
		for (const [locale, path] of [
			['en', pathEn],
			['fr', pathFr],
		] as const) {
			await trx
				.deleteFrom('page_addresses')
				.where('locale', '=', locale)
				.where('path', '=', path)
				.execute()
		}
		for (const address of former ?? []) {
			if (address.locale !== 'en' && address.locale !== 'fr') continue
			await trx
				.updateTable('page_addresses')
				.set({ page_id: id })
				.where('locale', '=', address.locale)
				.where('path', '=', address.path)
				.where('page_id', 'is', null)
				.execute()
		}
		const title = input.content.title.en || input.content.title.fr
		await writeRevision(trx, {
			type: 'page',
			id,
			action: 'restored',
			title,
			content: { ...input, pathEn, pathFr, status },
			actor: author.actor,
			now,
		})
		await logActivity(
			trx,
			{
				action: 'restored',
				itemType: 'page',
				itemId: id,
				itemTitle: title,
				actor: author.actor,
				kind: 'content',
				ip: author.ip,
			},
			now,
		)
		if (author.review) await submitPageIn(trx, id, title, author.review, now, author.ip)
		const submitted = author.review ? ({ submitted: true } as const) : {}
		return taken
			? ({ ok: true, id, movedTo: { en: pathEn, fr: pathFr }, ...submitted } as const)
			: ({ ok: true, id, ...submitted } as const)
	})
}
