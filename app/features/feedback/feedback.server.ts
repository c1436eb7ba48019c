import type { AppLoadContext } from 'react-router'
import { getDb } from '#app/db/client.server'
import { settingsFor } from '#app/features/settings/queries.server'
import { siteMessages } from '#app/features/settings/site-texts.server'
import { settingsVars } from '#app/i18n/hooks'
import { tFor, type SiteMessageKey, type TFunction } from '#app/i18n/i18n'
import type { Locale } from '#app/i18n/locales'
import { checkFormGuard, formGuardValues } from '#app/platform/form-guard.server'
import { parsePublicForm, publicRefusal, publicReply } from '#app/platform/public-form.server'
import { windowLimiter } from '#app/platform/rate-limit.server'
import { readSmallForm } from '#app/platform/request-body.server'
import type { FormReply } from '#app/utils/form-reply'
import { pageExists } from './feedback-pages.server'
import type { FeedbackAnswer } from './feedback-paths'
import {
	feedbackPage,
	outcomeMessage,
	problemErrors,
	type FeedbackOutcome,
	type FeedbackProblem,
} from './feedback-rules'
import { feedbackSchema } from './feedback-schema'
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

/** The report form for `GET /feedback?page=…`: a fresh anti-abuse token, nothing filled in. */
export function feedbackFormFor(url: URL): FeedbackOutcome {
	const page = feedbackPage(url.searchParams.get('page'))
	if (!page) return { kind: 'badPage' }
	return {
		kind: 'form',
		page: page.path,
		intent: 'problem',
		problem: null,
		started: formGuardValues().started,
	}
}

/** The HTTP status of an outcome. */
export function outcomeStatus(outcome: FeedbackOutcome) {
	if (outcome.kind === 'badPage') return 400
	if (outcome.kind !== 'form' || outcome.problem === null) return 200
	return outcome.problem === 'limited' ? 429 : 400
}

/** The message of each way a form is refused as a whole (said by outcomeMessage, feedback-rules.ts). */
const refusalMessage = {
	limited: 'feedback.retry.limited',
	'too-fast': 'formGuard.tooFast',
	expired: 'formGuard.expired',
	invalid: 'feedback.retry.invalid',
} as const satisfies Record<Exclude<FeedbackProblem, 'errors'>, SiteMessageKey>

/**
 * Handles one posted vote or report, read with its schema (feedback-schema.ts). Throws the
 * readable 413/415/400 pages of the body reader.
 */
export async function receiveFeedback(
	request: Request,
	clientIp: string | null,
): Promise<FeedbackOutcome> {
	const form = await readSmallForm(request, FEEDBACK_BODY_BYTES)
	const submission = parsePublicForm(form, feedbackSchema)
	const error = submission.status === 'success' ? undefined : submission.error
	// No page of ours, or a vote that is neither answer: not one of our forms.
	if (error?.page || error?.vote) return { kind: 'badPage' }
	// The schema found the page good; every answer below speaks of it.
	const page = feedbackPage(submission.payload.page)!
	const intent = submission.payload.intent === 'problem' ? 'problem' : 'vote'
	const again = (
		problem: FeedbackProblem,
		reply: FormReply,
		extra: Partial<Extract<FeedbackOutcome, { kind: 'form' }>> = {},
	): FeedbackOutcome => ({
		kind: 'form',
		page: page.path,
		intent,
		problem,
		reply,
		started: formGuardValues().started,
		...extra,
	})
	const refused = (problem: Exclude<FeedbackProblem, 'errors'>) =>
		publicRefusal(submission, refusalMessage[problem])

	const address = clientIp ?? 'unknown'
	if (!feedbackLimiter.take(address)) {
		return again('limited', refused('limited'), {
			retryMinutes: Math.ceil(feedbackLimiter.retryAfter(address) / 60),
		})
	}
	const guard = checkFormGuard(form)
	const thanks = (): FeedbackOutcome =>
		intent === 'vote'
			? {
					kind: 'voted',
					page: page.path,
					vote: submission.payload.vote === 'yes' ? 'yes' : 'no',
					started: formGuardValues().started,
				}
			: { kind: 'reported', page: page.path }
	// A robot that filled the hidden field is thanked like anyone, and nothing is stored.
	if (!guard.ok)
		return guard.reason === 'honeypot' ? thanks() : again(guard.reason, refused(guard.reason))
	if (submission.status !== 'success') return again('errors', publicReply(submission))

	const db = getDb()
	// Only pages of the site (issue 32): a made-up address is not one of our forms.
	if (!(await pageExists(db, page.path))) return { kind: 'badPage' }
	const sent = submission.value
	if (sent.intent === 'vote') {
		await storeVote(db, {
			page,
			useful: sent.vote === 'yes',
			visitor: { address },
		})
		// A second vote the same day, or past the daily ceiling: thanked, not counted.
		return thanks()
	}
	await storeProblem(db, { page, reason: sent.reason, comment: sent.comment })
	return thanks()
}

/**
 * What the footer's block says in place of a page (its island, decision 058): the outcome and its
 * words in `locale` with the council's wording; for a report not taken, each field's message after
 * the summary, and which fields they are.
 */
export function feedbackAnswer(t: TFunction, locale: Locale, outcome: FeedbackOutcome) {
	const answer: FeedbackAnswer = { kind: outcome.kind, message: outcomeMessage(t, outcome) }
	if (outcome.kind === 'voted') answer.vote = outcome.vote
	if (outcome.kind === 'voted' || outcome.kind === 'form') answer.started = outcome.started
	if (outcome.kind === 'form' && outcome.problem === 'errors') {
		const errors = Object.entries(problemErrors(t, locale, outcome.reply)).filter(
			(entry): entry is [string, string] => Boolean(entry[1]),
		)
		answer.message = [answer.message, ...errors.map(([, message]) => message)].join(' ')
		answer.invalid = errors.map(([field]) => field)
	}
	return answer
}

/**
 * `POST /feedback/answer` and `/fr/feedback/answer`: a vote or a report from the footer's block
 * with JavaScript, taken exactly as `/feedback` takes it (`receiveFeedback`: the same limits and
 * checks, the same status codes, never stored by a cache), answered in JSON (`feedbackAnswer`).
 * The body reader's refusals (413, 415, 400) stay its readable pages: the block then sends the
 * form as without JavaScript, and the reader sees that page.
 */
export async function answerFeedback(
	request: Request,
	{
		clientIp,
		locale,
		context,
	}: { clientIp: string | null; locale: Locale; context: AppLoadContext },
) {
	const outcome = await receiveFeedback(request, clientIp)
	const settings = await settingsFor(getDb(), context)
	const t = tFor(siteMessages(locale, settings.texts), settingsVars(settings, locale))
	return Response.json(feedbackAnswer(t, locale, outcome), {
		status: outcomeStatus(outcome),
		headers: { 'Cache-Control': 'no-store' },
	})
}
