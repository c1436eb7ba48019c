/*
 * What the footer's block needs in every page's JavaScript, kept apart from the rest of page
 * feedback's rules (feedback-rules.ts), which only the code loaded on demand uses (decision 038).
 */

/** The English address of the endpoint; `/fr/feedback` for French pages. */
export const FEEDBACK_PATH = '/feedback'

/** The footer block's own element, the same in the server's markup and in the browser's. */
export const BLOCK_ATTRIBUTES = {
	'aria-labelledby': 'feedback-title',
	className: 'mx-auto max-w-7xl px-4 pt-10',
	'data-feedback-block': '',
} as const

/** An answer sent from the footer before its code had loaded (feedback-block.tsx). */
export interface FirstAnswer {
	data: FormData
	action: string
	/** Was "Report a problem" open? */
	reportOpen: boolean
}
