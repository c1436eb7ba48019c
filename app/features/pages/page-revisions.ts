import { pageContentSchema, pageGroupSchema, type StoredPageContent } from './block-schema'
import { contentToValues } from './editor/form-state'
import type { PageInput } from './page-writes.server'
import { isoToCouncilTime } from '#app/features/scheduling/schedule'

/**
 * A page's revision (decision 025): everything its editor edits — addresses, menu group, status,
 * menu listing and labels, and its content in both languages — as stored after the save.
 */
export type PageSnapshot = PageInput

/** The stored columns a snapshot is made of. */
export interface PageRowForSnapshot {
	path_en: string
	path_fr: string
	menu_group: PageInput['group']
	position: number
	status: 'draft' | 'published'
	content: string
	in_menu: number
	menu_label_en: string
	menu_label_fr: string
	publish_at: string | null
	unpublish_at: string | null
}

export function pageSnapshot(row: PageRowForSnapshot): PageSnapshot {
	return {
		pathEn: row.path_en,
		pathFr: row.path_fr,
		group: row.menu_group,
		status: row.status,
		inMenu: row.in_menu === 1,
		menuLabel: { en: row.menu_label_en, fr: row.menu_label_fr },
		content: JSON.parse(row.content) as StoredPageContent,
		publishAt: row.publish_at,
		unpublishAt: row.unpublish_at,
	}
}

/** A revision's content read back as a page to save, or null when it no longer fits the schema. */
export function snapshotInput(value: unknown): PageSnapshot | null {
	if (!value || typeof value !== 'object') return null
	const v = value as Partial<PageSnapshot>
	const content = pageContentSchema.safeParse(v.content)
	const group = pageGroupSchema.safeParse(v.group)
	if (!content.success || !group.success) return null
	if (typeof v.pathEn !== 'string' || typeof v.pathFr !== 'string') return null
	return {
		pathEn: v.pathEn,
		pathFr: v.pathFr,
		group: group.data,
		status: v.status === 'published' ? 'published' : 'draft',
		inMenu: v.inMenu !== false,
		menuLabel: { en: String(v.menuLabel?.en ?? ''), fr: String(v.menuLabel?.fr ?? '') },
		content: content.data,
		// Revisions older than scheduling have no times: restoring one leaves no schedule.
		publishAt: typeof v.publishAt === 'string' ? v.publishAt : null,
		unpublishAt: typeof v.unpublishAt === 'string' ? v.unpublishAt : null,
	}
}

/** A label that is just the title reads as empty, as the editor shows it. */
const ownLabel = (label: string, title: string) => (label === title.trim() ? '' : label)

/**
 * A page's state as the editor's field names and their text (`title.en`, `b.2.items.0.amount`),
 * so that two revisions compare field by field, labelled as the editor labels them.
 */
export function flattenPage(value: unknown): Record<string, string> {
	const page = snapshotInput(value)
	if (!page) return {}
	return {
		pathEn: page.pathEn,
		pathFr: page.pathFr,
		group: page.group,
		status: page.status,
		inMenu: page.inMenu ? 'on' : '',
		'menuLabel.en': ownLabel(page.menuLabel.en, page.content.title.en),
		'menuLabel.fr': ownLabel(page.menuLabel.fr, page.content.title.fr),
		publishAt: isoToCouncilTime(page.publishAt),
		unpublishAt: isoToCouncilTime(page.unpublishAt),
		...contentToValues(page.content),
	}
}
