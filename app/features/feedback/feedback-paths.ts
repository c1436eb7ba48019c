/*
 * What the footer's block and its island (feedback.island.ts) share (decisions 038, 058): plain
 * values and types, nothing that would bring other code into the island.
 */

/** The English address of the endpoint; `/fr/feedback` for French pages. */
export const FEEDBACK_PATH = '/feedback'

/**
 * Where the island sends the block's forms (`/fr/feedback/answer` for French pages): the same
 * fields as `/feedback`, the same rules, answered in JSON (`FeedbackAnswer`) rather than a page.
 */
export const FEEDBACK_ANSWER_PATH = '/feedback/answer'

/** What `/feedback/answer` says, for the block to say it in place. */
export interface FeedbackAnswer {
	/** A vote counted, a report taken, the form to send again, or an address not of this site. */
	kind: 'voted' | 'reported' | 'form' | 'badPage'
	vote?: 'yes' | 'no'
	/** What the block says, in the page's language and the council's wording. */
	message: string
	/** A fresh anti-abuse start value for the form that was answered, when the server made one. */
	started?: string
	/** The report form's fields the server found wrong (`reason`, `comment`). */
	invalid?: string[]
}
