import { ADMIN_BASE } from '#app/config'
import { formatNumber, type TFunction } from '#app/i18n/i18n'
import { isAdminPath, localeFromPath, type Locale } from '#app/i18n/locales'
import { replyErrors, replyValue, type FormReply } from '#app/utils/form-reply'
import { FEEDBACK_PATH } from './feedback-paths'

/**
 * Page feedback's rules shared by the footer's forms, the feedback page and the server
 * (decision 038). Nothing here is secret: it is what the forms say and the server checks.
 */

export { FEEDBACK_PATH }

/** The staff screen listing feedback per page. */
export const FEEDBACK_SCREEN = `${ADMIN_BASE}/feedback`

/** Longest note a reader may write, said in the form and checked by the server. */
export const MAX_FEEDBACK_COMMENT = 1000

/** Longest page address accepted (the site's own are far shorter). */
export const MAX_FEEDBACK_PATH = 300

/** What can be wrong with a page: the "Report a problem" choices, in display order. */
export const FEEDBACK_REASONS = ['wrong', 'unclear', 'missing', 'broken', 'other'] as const
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number]

export function isFeedbackReason(value: unknown): value is FeedbackReason {
	return (FEEDBACK_REASONS as readonly unknown[]).includes(value)
}

/**
 * A report's text as stored and counted: line ends as browsers count them for `maxlength`, ends
 * trimmed.
 */
export function cleanComment(value: string) {
	return value.replace(/\r\n?/g, '\n').trim()
}

/** Is `pathname` the feedback endpoint itself (in either language)? It asks for no feedback. */
export function isFeedbackPath(pathname: string) {
	return pathname === FEEDBACK_PATH || pathname === `/fr${FEEDBACK_PATH}`
}

/**
 * The page a feedback form names, when it is an address of this site's public pages: a path only
 * (no scheme, host, query or fragment: a search's words never travel with feedback), of the
 * characters our addresses use, not the staff area, not the endpoint itself. Its language is the
 * page's. Anything else is not a page of ours (`undefined`).
 */
export function feedbackPage(value: unknown): { path: string; locale: Locale } | undefined {
	if (typeof value !== 'string' || value.length === 0 || value.length > MAX_FEEDBACK_PATH)
		return undefined
	if (!/^\/[A-Za-z0-9\-._~%/]*$/.test(value) || value.includes('//')) return undefined
	let decoded: string
	try {
		decoded = decodeURIComponent(value)
	} catch {
		return undefined
	}
	const control = [...decoded].some((c) => c.charCodeAt(0) < 0x20 || c === '\u007f')
	if (control || decoded.includes('..')) return undefined
	// One spelling per page: no trailing slash (the site's own links never have one).
	const path = value.length > 1 && value.endsWith('/') ? value.slice(0, -1) : value
	if ([path, decoded].some((p) => isAdminPath(p) || isFeedbackPath(p))) return undefined
	return { path, locale: localeFromPath(path) }
}

/** Why the report form (or the vote) is shown again instead of a thank-you. */
export type FeedbackProblem = 'too-fast' | 'expired' | 'invalid' | 'limited' | 'errors'

export type FeedbackOutcome =
	| { kind: 'voted'; page: string; vote: 'yes' | 'no'; started: string }
	| { kind: 'reported'; page: string }
	| {
			kind: 'form'
			page: string
			intent: 'vote' | 'problem'
			problem: FeedbackProblem | null
			/** The server's answer (feedback-schema.ts): the messages and what was typed. */
			reply?: FormReply
			started: string
			retryMinutes?: number
	  }
	| { kind: 'badPage' }

/**
 * What an outcome says: the feedback page's message, and the block's when it answers in place
 * (`/feedback/answer`).
 */
export function outcomeMessage(t: TFunction, outcome: FeedbackOutcome | undefined) {
	if (!outcome) return ''
	switch (outcome.kind) {
		case 'voted':
			return t(outcome.vote === 'no' ? 'feedback.thanksNo' : 'feedback.thanksVote')
		case 'reported':
			return t('feedback.thanksReport')
		case 'badPage':
			return t('feedback.badPageText')
		case 'form':
			if (outcome.problem === 'limited')
				return t('feedback.retry.limited', { minutes: String(outcome.retryMinutes ?? 10) })
			if (outcome.problem === 'too-fast') return t('formGuard.tooFast')
			if (outcome.problem === 'expired') return t('formGuard.expired')
			if (outcome.problem === 'invalid') return t('feedback.retry.invalid')
			return t('feedback.errorSummary')
	}
}

/**
 * The report form's messages for a report the server did not take (feedback-schema.ts), by field,
 * in the reader's language: the reason missing, the text too long (with its length as stored).
 */
export function problemErrors(t: TFunction, locale: Locale, reply: FormReply | undefined) {
	const errors = replyErrors(reply, ['reason', 'comment'])
	const max = formatNumber(MAX_FEEDBACK_COMMENT, locale)
	const count = () => formatNumber(cleanComment(replyValue(reply, 'comment')).length, locale)
	return {
		reason: errors.reason ? t('feedback.error.reason') : undefined,
		comment: errors.comment
			? t('feedback.error.commentTooLong', { count: count(), max })
			: undefined,
	}
}
