import type { AnnouncedItem, BothLanguages, ContentType } from '#app/features/cms/content-type'
import { liveAt } from '#app/features/scheduling/live.server'
import { plainText } from '#app/features/formatting/markdown.server'
import { excerpt } from '#app/utils/text'

/** A text in both languages as an announcement carries it (a missing one is empty). */
export const bothLanguages = (
	en: string | null | undefined,
	fr: string | null | undefined,
): BothLanguages => ({ en: en ?? '', fr: fr ?? '' })

/** A formatted text as a message's summary: its words without marks, cut to a paragraph. */
export const mailSummary = (markdown: { en: string | null; fr: string | null }): BothLanguages => ({
	en: markdown.en ? excerpt(plainText(markdown.en), 400) : '',
	fr: markdown.fr ? excerpt(plainText(markdown.fr), 400) : '',
})

/**
 * The announcement of an item with a title, a description and a page of its own at its slug (a
 * vacancy, a tender): as public at `at`, or undefined when it is not public then.
 */
export function describedItemAnnouncement(
	table: 'jobs' | 'bids',
	{ kind, path }: { kind: AnnouncedItem['kind']; path: (row: { slug: string }) => string },
): NonNullable<ContentType['announcement']> {
	return {
		async read(db, id, at) {
			const row = await db
				.selectFrom(table)
				.select(['slug', 'title_en', 'title_fr', 'description_en', 'description_fr'])
				.where('id', '=', id)
				.where(liveAt(at))
				.executeTakeFirst()
			if (!row) return undefined
			return {
				type: table,
				id,
				title: bothLanguages(row.title_en, row.title_fr),
				summary: mailSummary({ en: row.description_en, fr: row.description_fr }),
				path: path(row),
				kind,
				priority: 5,
			}
		},
	}
}
