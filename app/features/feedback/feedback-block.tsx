import { useLocation, useRouteLoaderData } from 'react-router'
import { useLocale, useT } from '#app/i18n/hooks'
import { localizePath } from '#app/i18n/locales'
import { islandProps } from '#app/platform/islands/island'
import { FEEDBACK_ANSWER_PATH, FEEDBACK_PATH } from './feedback-paths'
import { FeedbackHiddenFields, ProblemFields, VoteButtons } from './feedback-forms'
import { isFeedbackPath } from './feedback-rules'

/** The anti-abuse start value the site layout's loader made for this page. */
function useLayoutStarted() {
	const en = useRouteLoaderData('layout') as { feedbackStarted?: string } | undefined
	const fr = useRouteLoaderData('fr/layout') as { feedbackStarted?: string } | undefined
	return (fr ?? en)?.feedbackStarted ?? ''
}

/**
 * "Was this page useful?" and "Report a problem with this page" at the foot of every public page
 * (decision 038). It is part of the page everyone shares (decision 035): the same for every reader,
 * nothing of theirs in it, and two plain forms that post to `/feedback` without JavaScript.
 *
 * With JavaScript, its island (feedback.island.ts) sends them to `/feedback/answer` instead and
 * says the answer in place: the words come with that answer, in the page's language, so that every
 * page does not carry the texts of answers few readers see. After a "No", the report form opens.
 */
export function FeedbackBlock() {
	const t = useT()
	const locale = useLocale()
	const { pathname } = useLocation()
	const started = useLayoutStarted()
	// The feedback page asks no feedback about itself.
	if (isFeedbackPath(pathname)) return null
	const action = localizePath(FEEDBACK_PATH, locale)
	return (
		<section
			aria-labelledby="feedback-title"
			className="mx-auto max-w-7xl px-4 pt-10"
			data-feedback-block=""
			data-answer={localizePath(FEEDBACK_ANSWER_PATH, locale)}
			{...islandProps('feedback')}
		>
			<div className="rounded-lg bg-white p-4 text-slate-900 sm:p-5">
				<form
					method="post"
					action={action}
					className="flex flex-wrap items-center gap-x-4 gap-y-2"
					data-feedback-vote=""
				>
					<h2 id="feedback-title" className="text-lg font-bold">
						{t('feedback.title')}
					</h2>
					<FeedbackHiddenFields page={pathname} intent="vote" started={started} />
					<VoteButtons />
				</form>
				{/* Said aloud when an answer arrives without a reload. */}
				<p role="status" className="mt-2 empty:hidden" data-feedback-status="" />
				<details className="mt-3">
					<summary className="min-h-11 cursor-pointer py-2 font-semibold text-primary-dark underline underline-offset-2">
						{t('feedback.report')}
					</summary>
					<form method="post" action={action}>
						<FeedbackHiddenFields page={pathname} intent="problem" started={started} />
						<ProblemFields idPrefix="feedback" />
					</form>
				</details>
				<p className="mt-3 text-sm text-slate-700">{t('feedback.privacy')}</p>
			</div>
		</section>
	)
}
