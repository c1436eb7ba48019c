import { z } from 'zod'

/** Spec §5 limits, plus upper bounds so nothing unreasonable is stored. */
export const NEWS_TITLE_MIN = 3
export const NEWS_CONTENT_MIN = 10
export const NEWS_TITLE_MAX = 200
export const NEWS_CONTENT_MAX = 20_000

// Error messages are catalog keys: the form shows them in the interface language.
const text = (max: number) =>
	z
		.string()
		.trim()
		.max(max, { message: 'admin.validation.tooLong' })
		.optional()
		.transform((v) => v ?? '')

/**
 * A news article in one or both languages. A language counts as written when its title or its
 * content is filled in; then both must meet the spec's minimums. With nothing written at all the
 * English fields carry the spec's two messages.
 */
export const NewsSchema = z
	.object({
		title_en: text(NEWS_TITLE_MAX),
		title_fr: text(NEWS_TITLE_MAX),
		content_en: text(NEWS_CONTENT_MAX),
		content_fr: text(NEWS_CONTENT_MAX),
	})
	.superRefine((value, ctx) => {
		const langs = (['en', 'fr'] as const).filter(
			(l) => value[`title_${l}`] || value[`content_${l}`],
		)
		const check = langs.length ? langs : (['en'] as const)
		for (const l of check) {
			if (value[`title_${l}`].length < NEWS_TITLE_MIN) {
				ctx.addIssue({ code: 'custom', path: [`title_${l}`], message: 'admin.validation.titleMin' })
			}
			if (value[`content_${l}`].length < NEWS_CONTENT_MIN) {
				ctx.addIssue({
					code: 'custom',
					path: [`content_${l}`],
					message: 'admin.validation.contentMin',
				})
			}
		}
	})

export type NewsInput = z.infer<typeof NewsSchema>
