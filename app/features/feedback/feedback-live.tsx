import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import type { FeedbackOutcome } from './feedback-rules'
import { BLOCK_ATTRIBUTES, FEEDBACK_PATH, type FirstAnswer } from './feedback-paths'
import { FeedbackHiddenFields, ProblemFields, VoteButtons } from './feedback-forms'
import { localizePath } from '#app/i18n/locales'
import { useLocale, useT } from '#app/i18n/hooks'
import type { TFunction } from '#app/i18n/i18n'

/** The message an outcome leaves in place of a page reload (JavaScript only). */
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
 * "Was this page useful?" and "Report a problem with this page" as React draws them: on the server
 * for every page, and in the browser once a reader answers (see feedback-block.tsx, which keeps the
 * server's markup until then). Both forms post to `/feedback`; here through fetchers, so the answer
 * is said in place without a reload, and no page data is reloaded (`defaultShouldRevalidate`).
 */
export function FeedbackForms({
	page,
	started: layoutStarted,
	first,
}: {
	page: string
	/** The anti-abuse start value the site layout made for this page. */
	started: string
	/** The answer the reader sent before this code had arrived: sent now, as they sent it. */
	first?: FirstAnswer
}) {
	const t = useT()
	const locale = useLocale()
	const vote = useFetcher<FeedbackOutcome>()
	const report = useFetcher<FeedbackOutcome>()
	const firstIsReport = first?.data.get('intent') === 'problem'
	const [reportOpen, setReportOpen] = useState(first?.reportOpen ?? false)
	const reportRef = useRef<HTMLDetailsElement>(null)
	const action = localizePath(FEEDBACK_PATH, locale)
	const voted = vote.data?.kind === 'voted' ? vote.data : undefined
	const reported = report.data?.kind === 'reported'
	// A fresh start value comes back with every answer that asks to send again.
	const started = (data: FeedbackOutcome | undefined) =>
		data && 'started' in data ? data.started : layoutStarted

	const sentFirst = useRef(false)
	useEffect(() => {
		if (!first || sentFirst.current) return
		sentFirst.current = true
		const fetcher = firstIsReport ? report : vote
		void fetcher.submit(first.data, {
			method: 'post',
			action: first.action,
			defaultShouldRevalidate: false,
		})
	}, [first, firstIsReport, report, vote])

	// The answered buttons are gone: focus goes to what follows them. After a "No", the report form
	// opens under the message, its first choice focused; after a "Yes", the message itself.
	const messageRef = useRef<HTMLParagraphElement>(null)
	useEffect(() => {
		if (!voted) return
		const details = reportRef.current
		if (voted.vote === 'no' && details) {
			details.open = true
			setReportOpen(true)
			details.querySelector<HTMLInputElement>('input[type="radio"]')?.focus()
		} else messageRef.current?.focus()
	}, [voted])

	const reportForm = report.data?.kind === 'form' ? report.data : undefined
	// What the reader typed before this code arrived, until the server gives it back.
	const typed = firstIsReport
		? {
				reason: String(first?.data.get('reason') ?? ''),
				comment: String(first?.data.get('comment') ?? ''),
			}
		: undefined
	return (
		<section {...BLOCK_ATTRIBUTES}>
			<div className="rounded-lg bg-white p-4 text-slate-900 sm:p-5">
				{voted ? (
					<p ref={messageRef} tabIndex={-1} className="font-semibold" data-feedback-message="">
						<span id="feedback-title">{outcomeMessage(t, voted)}</span>
					</p>
				) : (
					<vote.Form
						method="post"
						action={action}
						defaultShouldRevalidate={false}
						className="flex flex-wrap items-center gap-x-4 gap-y-2"
					>
						<h2 id="feedback-title" className="text-lg font-bold">
							{t('feedback.title')}
						</h2>
						<FeedbackHiddenFields page={page} intent="vote" started={started(vote.data)} />
						<VoteButtons disabled={vote.state !== 'idle'} />
					</vote.Form>
				)}
				{/* Said aloud when an answer arrives without a reload. */}
				<p role="status" className="mt-2 empty:hidden" data-feedback-status="">
					{vote.data && !voted ? outcomeMessage(t, vote.data) : ''}
					{report.data ? outcomeMessage(t, report.data) : ''}
				</p>
				{reported ? null : (
					<details
						ref={reportRef}
						open={reportOpen || undefined}
						onToggle={(event) => setReportOpen(event.currentTarget.open)}
						className="mt-3"
					>
						<summary className="min-h-11 cursor-pointer py-2 font-semibold text-primary-dark underline underline-offset-2">
							{t('feedback.report')}
						</summary>
						<report.Form method="post" action={action} defaultShouldRevalidate={false}>
							<FeedbackHiddenFields page={page} intent="problem" started={started(report.data)} />
							<ProblemFields
								idPrefix="feedback"
								reply={reportForm?.reply}
								typed={typed}
								disabled={report.state !== 'idle'}
							/>
						</report.Form>
					</details>
				)}
				<p className="mt-3 text-sm text-slate-700">{t('feedback.privacy')}</p>
			</div>
		</section>
	)
}
