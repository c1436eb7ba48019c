import { z } from 'zod'
import type { SiteMessageKey } from '#app/i18n/i18n'
import type { Locale } from '#app/i18n/locales'
import {
	cleanComment,
	feedbackPage,
	isFeedbackReason,
	MAX_FEEDBACK_COMMENT,
	type FeedbackReason,
} from './feedback-rules'

/**
 * What page feedback's two forms accept (decisions 038 and 045): a vote ("Was this page
 * useful?") or a problem report, about a page of this site, in that page's language. The server
 * parses it with Conform; the pages import its types at most, so Zod never reaches their
 * JavaScript.
 *
 * The page, its language and the vote come from hidden fields and buttons, not from typing: one
 * wrong means the post is not one of our forms, and the server answers with the "not a page of
 * this website" page (their message, `feedback.badPageText`, is that page's text). The reason
 * and the comment are the reader's, and their messages are drawn by the report form.
 */

const notOurs: SiteMessageKey = 'feedback.badPageText'

type Page = { path: string; locale: Locale }

export type FeedbackSubmission =
	| { intent: 'vote'; page: Page; vote: 'yes' | 'no' }
	| { intent: 'problem'; page: Page; reason: FeedbackReason; comment: string }

export const feedbackSchema = z
	.object({
		// Anything but a report is a vote (the footer's buttons send `vote`).
		intent: z
			.unknown()
			.optional()
			.transform((value) => (value === 'problem' ? ('problem' as const) : ('vote' as const))),
		page: z.unknown().optional(),
		lang: z.unknown().optional(),
		vote: z.unknown().optional(),
		reason: z.unknown().optional(),
		// Counted as stored: line ends as browsers count them, ends trimmed.
		comment: z
			.unknown()
			.optional()
			.transform((value) => cleanComment(typeof value === 'string' ? value : '')),
	})
	.superRefine((form, ctx) => {
		const page = feedbackPage(form.page)
		if (!page || form.lang !== page.locale) {
			ctx.addIssue({ code: 'custom', path: ['page'], message: notOurs })
			return
		}
		if (form.intent === 'vote') {
			if (form.vote !== 'yes' && form.vote !== 'no')
				ctx.addIssue({ code: 'custom', path: ['vote'], message: notOurs })
			return
		}
		if (!isFeedbackReason(form.reason))
			ctx.addIssue({
				code: 'custom',
				path: ['reason'],
				message: 'feedback.error.reason' satisfies SiteMessageKey,
			})
		if (form.comment.length > MAX_FEEDBACK_COMMENT)
			ctx.addIssue({
				code: 'custom',
				path: ['comment'],
				message: 'feedback.error.commentTooLong' satisfies SiteMessageKey,
			})
	})
	.transform((form): FeedbackSubmission => {
		// Checked just above: a page of ours, and a vote or a reason.
		const page = feedbackPage(form.page)!
		return form.intent === 'vote'
			? { intent: 'vote', page, vote: form.vote as 'yes' | 'no' }
			: {
					intent: 'problem',
					page,
					reason: form.reason as FeedbackReason,
					comment: form.comment,
				}
	})
