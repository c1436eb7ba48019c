import type { Kysely, Transaction } from 'kysely'
import { logActivity } from '#app/db/activity.server'
import type { Database } from '#app/db/schema'
import type { Reviewed } from '#app/features/cms/content-type'
import type { Locale } from '#app/i18n/locales'
import {
	currentVersion,
	purgeDeleted,
	writeRevision,
} from '#app/features/revisions/revisions.server'
import { pageContentSchema, type StoredPageContent } from './block-schema'
import { pageSnapshot, type PageRowForSnapshot } from './page-revisions'
import type { Bilingual, PageGroup } from './types'
import { isLive, liveAt } from '#app/features/scheduling/live.server'

type Db = Kysely<Database>
type Trx = Transaction<Database>

/** What the page editor saves: the page's place, addresses and content. */
export interface PageInput {
	pathEn: string
	pathFr: string
	group: PageGroup
	status: 'draft' | 'published'
	inMenu: boolean
	menuLabel: Bilingual
	content: StoredPageContent
	/** When it goes public and stops being public (ISO; null: no limit; decision 028). Left out: unchanged. */
	publishAt?: string | null
	unpublishAt?: string | null
}

export interface Author {
	actor: string
	ip: string | null
	/** Set when this person's work needs review: a restore is then sent for review (decision 029). */
	review?: Reviewed
}

/**
 * Why a save was refused: an address another page already has (in that language), or a version
 * that is no longer the page's current one (someone else saved it meanwhile).
 */
export type SaveConflict = { conflict: 'pathEn' | 'pathFr' } | { conflict: 'version' }

export interface SaveOptions {
	/** The version the form started from: a save over a newer one is refused. */
	expectedVersion?: number
	/** Restoring a revision (recorded and logged as such). */
	action?: 'restored'
}

const snapshotColumns = [
	'path_en',
	'path_fr',
	'menu_group',
	'position',
	'status',
	'content',
	'in_menu',
	'menu_label_en',
	'menu_label_fr',
	'publish_at',
	'unpublish_at',
] as const

export async function pageRow(trx: Db | Trx, id: number): Promise<PageRowForSnapshot | undefined> {
	return trx.selectFrom('pages').select(snapshotColumns).where('id', '=', id).executeTakeFirst()
}

async function lastPosition(trx: Trx, group: PageGroup) {
	const row = await trx
		.selectFrom('pages')
		.select((eb) => eb.fn.max('position').as('max'))
		.where('menu_group', '=', group)
		.executeTakeFirst()
	return Number(row?.max ?? 0)
}

async function addressTaken(trx: Trx, locale: Locale, path: string, exceptId?: number) {
	let query = trx
		.selectFrom('pages')
		.select('id')
		.where(locale === 'fr' ? 'path_fr' : 'path_en', '=', path)
	if (exceptId) query = query.where('id', '!=', exceptId)
	return Boolean(await query.executeTakeFirst())
}

/**
 * A page leaves an address: the old one answers 301 to the page from now on (its row points to
 * the page, so a page moved twice still sends its first address straight to the current one).
 */
async function keepOldAddress(trx: Trx, locale: Locale, path: string, pageId: number, now: string) {
	await trx
		.insertInto('page_addresses')
		.values({ locale, path, page_id: pageId, created_at: now })
		.onConflict((oc) => oc.columns(['locale', 'path']).doUpdateSet({ page_id: pageId }))
		.execute()
}

/** A page takes an address: whatever an old address said there, the page wins. */
async function claimAddress(trx: Trx, locale: Locale, path: string) {
	await trx
		.deleteFrom('page_addresses')
		.where('locale', '=', locale)
		.where('path', '=', path)
		.execute()
}

const future = (at: string | null, now: string) => (at && at > now ? at : null)

const labelOr = (label: string, title: string) => label.trim() || title.trim()

/**
 * Creates a page (at the end of its menu group) or saves one, in one transaction: an address
 * change keeps the old address (301), the footer's quick links to it follow the page, and the
 * activity log records who did it (which also tells every instance's search to look again).
 */
export async function savePage(
	db: Db,
	input: PageInput,
	author: Author,
	id?: number,
	now = new Date().toISOString(),
	options: SaveOptions = {},
): Promise<{ id: number } | SaveConflict | null> {
	const content = JSON.stringify(pageContentSchema.parse(input.content))
	return db.transaction().execute(async (trx) => {
		if (
			id !== undefined &&
			options.expectedVersion !== undefined &&
			options.expectedVersion !== (await currentVersion(trx, 'page', id))
		) {
			return { conflict: 'version' as const }
		}
		if (await addressTaken(trx, 'en', input.pathEn, id)) return { conflict: 'pathEn' as const }
		if (await addressTaken(trx, 'fr', input.pathFr, id)) return { conflict: 'pathFr' as const }
		const values = {
			path_en: input.pathEn,
			path_fr: input.pathFr,
			menu_group: input.group,
			status: input.status,
			content,
			in_menu: input.inMenu ? 1 : 0,
			menu_label_en: labelOr(input.menuLabel.en, input.content.title.en),
			menu_label_fr: labelOr(input.menuLabel.fr, input.content.title.fr),
			updated_at: now,
			// A moment already passed means no limit (a restored revision's old schedule, for one).
			...(input.publishAt !== undefined ? { publish_at: future(input.publishAt, now) } : {}),
			...(input.unpublishAt !== undefined ? { unpublish_at: future(input.unpublishAt, now) } : {}),
		}
		let pageId: number
		let before: PageRowForSnapshot | undefined
		if (id === undefined) {
			const row = await trx
				.insertInto('pages')
				.values({
					...values,
					position: (await lastPosition(trx, input.group)) + 1,
					standard: 0,
					created_at: now,
				})
				.returning('id')
				.executeTakeFirstOrThrow()
			pageId = Number(row.id)
		} else {
			before = await pageRow(trx, id)
			if (!before) return null
			const position =
				before.menu_group === input.group
					? before.position
					: (await lastPosition(trx, input.group)) + 1
			await trx
				.updateTable('pages')
				.set({ ...values, position })
				.where('id', '=', id)
				.execute()
			for (const [locale, from, to] of [
				['en', before.path_en, input.pathEn],
				['fr', before.path_fr, input.pathFr],
			] as const) {
				if (from === to) continue
				await keepOldAddress(trx, locale, from, id, now)
				// The footer's quick links hold English site paths (French adds /fr).
				if (locale === 'en') {
					await trx.updateTable('quick_links').set({ href: to }).where('href', '=', from).execute()
				}
			}
			pageId = id
		}
		await claimAddress(trx, 'en', input.pathEn)
		await claimAddress(trx, 'fr', input.pathFr)
		const title = input.content.title.en || input.content.title.fr
		const saved = await pageRow(trx, pageId)
		await writeRevision(trx, {
			type: 'page',
			id: pageId,
			action: options.action ?? (id === undefined ? 'created' : 'updated'),
			title,
			content: pageSnapshot(saved!),
			before: before && pageSnapshot(before),
			actor: author.actor,
			now,
		})
		await logActivity(
			trx,
			{
				action: options.action ?? (id === undefined ? 'create' : 'update'),
				itemType: 'page',
				itemId: pageId,
				itemTitle: title,
				actor: author.actor,
				kind: 'content',
				ip: author.ip,
			},
			now,
		)
		return { id: pageId }
	})
}

/**
 * Deletes a page the council added (a standard page can only be unpublished): both its addresses,
 * and every address it had before, answer 410 Gone from now on.
 */
export async function deletePage(
	db: Db,
	id: number,
	author: Author,
	now = new Date().toISOString(),
): Promise<'deleted' | 'standard' | 'missing'> {
	return db.transaction().execute(async (trx) => {
		const page = await trx
			.selectFrom('pages')
			.select(['standard', ...snapshotColumns])
			.where('id', '=', id)
			.executeTakeFirst()
		if (!page) return 'missing'
		if (page.standard === 1) return 'standard'
		// The addresses it had before, which answered 301 to it: a restored page takes them back.
		const former = await trx
			.selectFrom('page_addresses')
			.select(['locale', 'path'])
			.where('page_id', '=', id)
			.execute()
		const snapshot = pageSnapshot(page)
		await writeRevision(trx, {
			type: 'page',
			id,
			action: 'deleted',
			title: snapshot.content.title.en || snapshot.content.title.fr,
			content: { ...snapshot, formerAddresses: former },
			before: snapshot,
			actor: author.actor,
			now,
		})
		await purgeDeleted(trx, new Date(now))
		await trx
			.updateTable('page_addresses')
			.set({ page_id: null })
			.where('page_id', '=', id)
			.execute()
		await trx.deleteFrom('pages').where('id', '=', id).execute()
		for (const [locale, path] of [
			['en', page.path_en],
			['fr', page.path_fr],
		] as const) {
			await trx
				.insertInto('page_addresses')
				.values({ locale, path, page_id: null, created_at: now })
				.onConflict((oc) => oc.columns(['locale', 'path']).doUpdateSet({ page_id: null }))
				.execute()
		}
		await logActivity(
			trx,
			{
				action: 'delete',
				itemType: 'page',
				itemId: id,
				itemTitle: page.menu_label_en || page.menu_label_fr,
				actor: author.actor,
				kind: 'content',
				ip: author.ip,
			},
			now,
		)
		return 'deleted'
	})
}

/**
 * What an address a page has left answers: `moved` to the page's current address (when that page
 * is published), `gone` once its page was deleted, or null (a plain 404).
 */
export async function oldAddress(
	db: Db,
	locale: Locale,
	path: string,
): Promise<{ moved: string } | { gone: true } | null> {
	const row = await db
		.selectFrom('page_addresses')
		.leftJoin('pages', 'pages.id', 'page_addresses.page_id')
		.select([
			'page_addresses.page_id',
			'pages.path_en',
			'pages.path_fr',
			'pages.status',
			'pages.publish_at',
			'pages.unpublish_at',
		])
		.where('page_addresses.locale', '=', locale)
		.where('page_addresses.path', '=', path)
		.executeTakeFirst()
	if (!row) return null
	if (row.page_id === null) return { gone: true }
	const live = isLive({
		status: row.status ?? '',
		publishAt: row.publish_at,
		unpublishAt: row.unpublish_at,
	})
	if (!live) return null
	return { moved: (locale === 'fr' ? row.path_fr : row.path_en)! }
}

/** The main menu's items: published pages listed in it, by group and place (columns only). */
export async function menuPages(db: Db) {
	return db
		.selectFrom('pages')
		.select(['id', 'path_en', 'path_fr', 'menu_group', 'menu_label_en', 'menu_label_fr'])
		.where(liveAt())
		.where('in_menu', '=', 1)
		.orderBy('position')
		.orderBy('id')
		.execute()
}

/** Moves a page one place up or down within its menu group (swapping with its neighbour). */
export async function movePage(db: Db, id: number, direction: 'up' | 'down') {
	await db.transaction().execute(async (trx) => {
		const page = await trx
			.selectFrom('pages')
			.select(['id', 'menu_group', 'position'])
			.where('id', '=', id)
			.executeTakeFirst()
		if (!page) return
		const siblings = await trx
			.selectFrom('pages')
			.select(['id', 'position'])
			.where('menu_group', '=', page.menu_group)
			.orderBy('position')
			.orderBy('id')
			.execute()
		const at = siblings.findIndex((s) => s.id === page.id)
		const other = direction === 'up' ? at - 1 : at + 1
		if (other < 0 || other >= siblings.length) return
		;[siblings[at], siblings[other]] = [siblings[other]!, siblings[at]!]
		// Positions renumbered 1..n: ties and gaps left by deletions disappear on the first move.
		for (const [i, s] of siblings.entries()) {
			if (s.position !== i + 1) {
				await trx
					.updateTable('pages')
					.set({ position: i + 1 })
					.where('id', '=', s.id)
					.execute()
			}
		}
	})
}
