import type { Kysely } from 'kysely'
import { deepFreeze } from '#app/utils/deep-freeze'
import { keptByText } from '#app/utils/kept-by-text'
import type { Database } from '#app/db/schema'
import type { Locale } from '#app/i18n/locales'
import { pageContentSchema } from './block-schema'
import { pageGroups, type Bilingual, type ContentPage } from './types'
import { liveAt } from '#app/features/scheduling/live.server'

/** A stored information page, with what the site needs besides its content. */
export interface StoredPage extends ContentPage {
	id: number
	/** The French address (without `/fr`); `path` is the English one. */
	pathFr: string
	position: number
	status: 'draft' | 'published'
	standard: boolean
	/** When its content last changed (ISO): the page's "Date modified" and sitemap `lastmod`. */
	updatedAt: string
	/** Listed in the main menu under its group, with this label. */
	inMenu: boolean
	menuLabel: Bilingual
	/** When it goes public and stops being public (ISO instants; null: no limit). Decision 028. */
	publishAt: string | null
	unpublishAt: string | null
}

/**
 * A row as a page. Its content is checked again on the way out: a row changed behind the
 * application's back (by hand, by a faulty migration) that no longer matches the schema is
 * reported and treated as missing, never rendered half-understood.
 */
function toPage(
	row: {
		id: number
		path_en: string
		path_fr: string
		menu_group: ContentPage['group']
		position: number
		status: 'draft' | 'published'
		standard: number
		content: string
		updated_at: string
		in_menu: number
		menu_label_en: string
		menu_label_fr: string
		publish_at: string | null
		unpublish_at: string | null
	},
	shared = false,
): StoredPage | null {
	const content = shared ? sharedContent(row.content) : readContent(row.content)
	if (!content) {
		console.error(`[pages] page ${row.id} (${row.path_en}) holds content the site cannot read`)
		return null
	}
	return {
		...content,
		id: row.id,
		path: row.path_en,
		pathFr: row.path_fr,
		group: row.menu_group,
		position: row.position,
		status: row.status,
		standard: row.standard === 1,
		updatedAt: row.updated_at,
		inMenu: row.in_menu === 1,
		menuLabel: { en: row.menu_label_en, fr: row.menu_label_fr },
		publishAt: row.publish_at,
		unpublishAt: row.unpublish_at,
	}
}

/** A page's stored content, read and checked against its schema; null when it cannot be read. */
function readContent(text: string) {
	let json: unknown
	try {
		json = JSON.parse(text)
	} catch {
		json = undefined
	}
	const content = pageContentSchema.safeParse(json)
	return content.success ? content.data : null
}

/**
 * The content of a public page as every request shows it, read once per stored text and shared
 * (frozen) by every request: checking the whole page against its schema was a tenth of an
 * information page's render, for the same text every time.
 */
const sharedContent = keptByText((text) => deepFreeze(readContent(text)))

const columns = [
	'id',
	'path_en',
	'path_fr',
	'menu_group',
	'position',
	'status',
	'standard',
	'content',
	'updated_at',
	'in_menu',
	'menu_label_en',
	'menu_label_fr',
	'publish_at',
	'unpublish_at',
] as const

/** The published page at an address (without `/fr`) in one language, or null. */
export async function getPublishedPage(
	db: Kysely<Database>,
	locale: Locale,
	path: string,
): Promise<StoredPage | null> {
	const row = await db
		.selectFrom('pages')
		.select(columns)
		.where(locale === 'fr' ? 'path_fr' : 'path_en', '=', path)
		.where(liveAt())
		.executeTakeFirst()
	return row ? toPage(row, true) : null
}

/** One page, published or not, by its id (the staff area's editor), or null. */
export async function getPage(db: Kysely<Database>, id: number): Promise<StoredPage | null> {
	if (!Number.isSafeInteger(id) || id < 1) return null
	const row = await db.selectFrom('pages').select(columns).where('id', '=', id).executeTakeFirst()
	return row ? toPage(row) : null
}

/** Every page, published or not, in menu order (the menu's groups in order, then position). */
export async function listPages(db: Kysely<Database>): Promise<StoredPage[]> {
	const rows = await db
		.selectFrom('pages')
		.select(columns)
		.orderBy('position')
		.orderBy('id')
		.execute()
	const groupOrder = (page: StoredPage) => pageGroups.indexOf(page.group)
	return rows
		.map((row) => toPage(row))
		.filter((page): page is StoredPage => page !== null)
		.sort((a, b) => groupOrder(a) - groupOrder(b))
}

/**
 * Every page the public sees now (published, within its publication times), unordered. Their
 * content is the shared, checked copy that `getPublishedPage` reads (frozen: do not change it).
 */
export async function listLivePages(db: Kysely<Database>): Promise<StoredPage[]> {
	const rows = await db.selectFrom('pages').select(columns).where(liveAt()).execute()
	return rows.map((row) => toPage(row, true)).filter((page): page is StoredPage => page !== null)
}
