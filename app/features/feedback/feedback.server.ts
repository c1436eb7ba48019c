import { getDb } from '#app/db/client.server'
import { checkFormGuard, formGuardValues } from '#app/platform/form-guard.server'
import { windowLimiter } from '#app/platform/rate-limit.server'
import { readSmallForm } from '#app/platform/request-body.server'
import {
	feedbackPage,
	isFeedbackReason,
	MAX_FEEDBACK_COMMENT,
	type FeedbackOutcome,
	type FeedbackProblem,
	type FeedbackReason,
	type ProblemValues,
} from './feedback-rules'
import { storeProblem, storeVote } from './feedback-store.server'

/**
 * `POST /feedback` and `/fr/feedback` (routes/site/feedback.tsx): a vote or a problem report from
 * the foot of a page, and `GET /feedback?page=…`, the report form on a page of its own
 * (decision 038). Anonymous, so bounded every way a flood could grow: the body read (16 KiB:
 * 1,000 characters of any script, percent-encoded), a limit per address, the anti-abuse fields
 * (honeypot, minimum fill time), a daily ceiling and a ceiling of rows kept (feedback-store).
 */
const FEEDBACK_BODY_BYTES = 16 * 1024

/**
 * Feedback one address may send per 10 minutes (votes and reports together). Someone voting on
 * every page they read sends a few; a phone network puts many people behind one address, so the
 * limit is well above one person's use.
 */
export const FEEDBACK_LIMIT = 20
export const feedbackLimiter = windowLimiter({ limit: FEEDBACK_LIMIT, windowMs: 10 * 60_000 })

/** A report's text as stored: line ends as browsers count them for `maxlength`, ends trimmed. */
export function cleanComment(value: FormDataEntryValue | null) {
	return typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : ''
}

/** The report form for `GET /feedback?page=…`: a fresh anti-abuse token, nothing filled in. */
export function feedbackFormFor(url: URL): FeedbackOutcome {
	const page = feedbackPage(url.searchParams.get('page'))
	if (!page) return { kind: 'badPage' }
	return {
		kind: 'form',
		page: page.path,
		intent: 'problem',
		problem: null,
		errors: {},
		values: { reason: '', comment: '' },
		started: formGuardValues().started,
	}
}

/** The HTTP status of an outcome. */
export function outcomeStatus(outcome: FeedbackOutcome) {
	if (outcome.kind === 'badPage') return 400
	if (outcome.kind !== 'form' || outcome.problem === null) return 200
	return outcome.problem === 'limited' ? 429 : 400
}

/** Handles one posted vote or report. Throws the readable 413/415/400 pages of the body reader. */
export async function receiveFeedback(
	request: Request,
	clientIp: string | null,
): Promise<FeedbackOutcome> {
	const form = await readSmallForm(request, FEEDBACK_BODY_BYTES)
	const page = feedbackPage(form.get('page'))
	if (!page || form.get('lang') !== page.locale) return { kind: 'badPage' }
	const intent = form.get('intent') === 'problem' ? 'problem' : 'vote'
	const vote = form.get('vote')
	const values: ProblemValues = {
		reason: String(form.get('reason') ?? '').slice(0, 20),
		comment: cleanComment(form.get('comment')),
	}
	const again = (
		problem: FeedbackProblem,
		extra: Partial<Extract<FeedbackOutcome, { kind: 'form' }>> = {},
	): FeedbackOutcome => ({
		kind: 'form',
		page: page.path,
		intent,
		problem,
		errors: {},
		values,
		started: formGuardValues().started,
		...extra,
	})
	if (intent === 'vote' && vote !== 'yes' && vote !== 'no') return { kind: 'badPage' }

	const address = clientIp ?? 'unknown'
	if (!feedbackLimiter.take(address)) {
		return again('limited', {
			retryMinutes: Math.ceil(feedbackLimiter.retryAfter(address) / 60),
		})
	}
	const guard = checkFormGuard(form)
	const thanks = (): FeedbackOutcome =>
		intent === 'vote'
			? {
					kind: 'voted',
					page: page.path,
					vote: vote === 'yes' ? 'yes' : 'no',
					started: formGuardValues().started,
				}
			: { kind: 'reported', page: page.path }
	// A robot that filled the hidden field is thanked like anyone, and nothing is stored.
	if (!guard.ok) return guard.reason === 'honeypot' ? thanks() : again(guard.reason)

	const db = getDb()
	if (intent === 'vote') {
		await storeVote(db, {
			page,
			useful: vote === 'yes',
			visitor: { address, userAgent: request.headers.get('User-Agent') ?? '' },
		})
		// A second vote the same day, or past the daily ceiling: thanked, not counted.
		return thanks()
	}
	const errors: Extract<FeedbackOutcome, { kind: 'form' }>['errors'] = {}
	if (!isFeedbackReason(values.reason)) errors.reason = 'required'
	if (values.comment.length > MAX_FEEDBACK_COMMENT) errors.comment = 'tooLong'
	if (errors.reason || errors.comment) return again('errors', { errors })
	await storeProblem(db, {
		page,
		reason: values.reason as FeedbackReason,
		comment: values.comment,
	})
	return thanks()
}
