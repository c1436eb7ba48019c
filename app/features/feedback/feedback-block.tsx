import { useEffect, useRef, useState } from 'react'
import { useFetcher, useLocation, useRouteLoaderData } from 'react-router'
import { FEEDBACK_PATH, isFeedbackPath, type FeedbackOutcome } from './feedback-rules'
import { FeedbackHiddenFields, ProblemFields, VoteButtons } from './feedback-forms'
import { localizePath } from '#app/i18n/locales'
import { useLocale, useT } from '#app/i18n/hooks'
import type { TFunction } from '#app/i18n/i18n'

/** The anti-abuse start value the site layout's loader made for this render. */
function useLayoutStarted() {
	const en = useRouteLoaderData('layout') as { feedbackStarted?: string } | undefined
	const fr = useRouteLoaderData('fr/layout') as { feedbackStarted?: string } | undefined
	return (fr ?? en)?.feedbackStarted ?? ''
}

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
 * "Was this page useful?" and "Report a problem with this page", at the foot of every public page
 * (decision 038). It is part of the page everyone shares (decision 035): the same for every
 * reader, nothing of theirs in it. Without JavaScript both forms post to `/feedback`, which
 * answers with a page of its own; with it, they post in the background and the answer is said
 * here (no reload, no page data reloaded: `defaultShouldRevalidate={false}`). A new page gets a
 * fresh block (keyed by its address in the footer).
 */
export function FeedbackBlock() {
	const { pathname } = useLocation()
	if (isFeedbackPath(pathname)) return null
	return <FeedbackForms key={pathname} page={pathname} />
}

function FeedbackForms({ page }: { page: string }) {
	const t = useT()
	const locale = useLocale()
	const layoutStarted = useLayoutStarted()
	const vote = useFetcher<FeedbackOutcome>()
	const report = useFetcher<FeedbackOutcome>()
	const [reportOpen, setReportOpen] = useState(false)
	const reportRef = useRef<HTMLDetailsElement>(null)
	const action = localizePath(FEEDBACK_PATH, locale)
	const voted = vote.data?.kind === 'voted' ? vote.data : undefined
	const reported = report.data?.kind === 'reported'
	// A fresh start value comes back with every answer that asks to send again.
	const started = (data: FeedbackOutcome | undefined) =>
		data && 'started' in data ? data.started : layoutStarted

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
	return (
		<section
			aria-labelledby="feedback-title"
			className="mx-auto max-w-7xl px-4 pt-10"
			data-feedback-block=""
		>
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
								values={reportForm?.values}
								errors={reportForm?.errors}
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
