import { z } from 'zod'
import { imageSource } from '#app/features/media/image-ref'
import { iconNames, pageGroups } from './types'

/**
 * The shape of an information page as stored (one JSON document per page, in `pages.content`),
 * checked on every write and every read: a saved page can never hold a block the renderer does
 * not know, a field of the wrong kind, or text past these bounds.
 */

/** Longest text in one field: a long paragraph, with room to spare (a page is read on a phone). */
export const TEXT_MAX = 5000
/** Most items in one list, cards in one group, blocks on one page. */
export const ITEMS_MAX = 40
export const BLOCKS_MAX = 60
/** Longest picture description: a sentence or two (the same bound as the staff area's other pictures). */
export const ALT_MAX = 250

/** A text in both official languages. Either may be empty while a page is a draft. */
export const bilingual = z
	.object({ en: z.string().max(TEXT_MAX), fr: z.string().max(TEXT_MAX) })
	.strict()

/** An anchor for links to a section (`#documents`): lowercase letters, digits and dashes. */
const anchor = z
	.string()
	.max(60)
	.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)

/** A site path (`/services/tax`, `/services/tax#fees`) or a section of the same page (`#fees`). */
export const siteHref = z
	.string()
	.max(300)
	.regex(/^(?:\/(?!\/)[A-Za-z0-9\-._~/]*(?:#[a-z0-9-]+)?|#[a-z0-9-]+)$/)

const action = z.object({ label: bilingual, href: siteHref }).strict()
const items = <T extends z.ZodType>(item: T) => z.array(item).max(ITEMS_MAX)
const base = { id: anchor.optional(), title: bilingual.optional(), intro: bilingual.optional() }
const block = <K extends string, S extends z.ZodRawShape>(kind: K, shape: S) =>
	z.object({ ...base, kind: z.literal(kind), ...shape }).strict()

export const blockSchema = z.discriminatedUnion('kind', [
	block('prose', { paragraphs: items(bilingual) }),
	block('cards', {
		cards: items(
			z
				.object({
					title: bilingual,
					text: bilingual,
					icon: z.enum(iconNames).optional(),
					items: items(bilingual).optional(),
					action: action.optional(),
				})
				.strict(),
		),
		columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
	}),
	block('list', { items: items(bilingual), ordered: z.boolean().optional() }),
	block('fees', {
		items: items(
			z
				.object({
					label: bilingual,
					/** FCFA, whole francs. */
					amount: z.number().int().min(0).max(1_000_000_000),
					note: bilingual.optional(),
				})
				.strict(),
		),
	}),
	block('facts', { items: items(z.object({ label: bilingual, value: bilingual }).strict()) }),
	block('timeline', { items: items(z.object({ when: bilingual, text: bilingual }).strict()) }),
	block('callout', { text: bilingual, tone: z.enum(['info', 'warning']).optional() }),
	block('actions', { actions: items(action) }),
	block('contact', {}),
	block('openingHours', {}),
	block('emergencyNumbers', {}),
	block('map', {}),
	block('mayorProfile', {}),
	block('cabinet', {}),
	block('events', { limit: z.number().int().min(1).max(24).optional() }),
	block('bids', {}),
	block('jobs', {}),
	block('businessSearch', {}),
	// Decision 054: a picture anywhere on the page, described in both languages unless decorative.
	block('picture', {
		image: z
			.string()
			.max(120)
			.refine((value) => imageSource(value) !== null, { message: 'admin.validation.imageBroken' }),
		alt: z.object({ en: z.string().max(ALT_MAX), fr: z.string().max(ALT_MAX) }).strict(),
		decorative: z.boolean().optional(),
	}).superRefine((picture, ctx) => {
		if (picture.decorative) return
		for (const lang of ['en', 'fr'] as const) {
			if (!picture.alt[lang].trim()) {
				ctx.addIssue({
					code: 'custom',
					path: ['alt', lang],
					message: 'admin.validation.altRequired',
				})
			}
		}
	}),
	// Documents of the library, by id; at least one (a section listing nothing is a mistake).
	block('documents', {
		documents: z.array(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)).min(1).max(ITEMS_MAX),
	}),
])

/** What one page holds besides its addresses and place in the menu. */
export const pageContentSchema = z
	.object({
		title: bilingual,
		description: bilingual,
		intro: bilingual,
		blocks: z.array(blockSchema).max(BLOCKS_MAX),
	})
	.strict()

export type StoredPageContent = z.infer<typeof pageContentSchema>

export const pageGroupSchema = z.enum(pageGroups)
