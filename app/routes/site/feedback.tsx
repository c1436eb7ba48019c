import {
	data,
	Link,
	useActionData,
	useLoaderData,
	type ActionFunctionArgs,
	type HeadersFunction,
	type LoaderFunctionArgs,
} from 'react-router'
import { clientAddress } from '#app/features/cms/client-address.server'
import {
	feedbackFormFor,
	outcomeStatus,
	receiveFeedback,
} from '#app/features/feedback/feedback.server'
import {
	FeedbackHiddenFields,
	ProblemFields,
	VoteButtons,
} from '#app/features/feedback/feedback-forms'
import {
	FEEDBACK_PATH,
	outcomeMessage,
	type FeedbackOutcome,
} from '#app/features/feedback/feedback-rules'
import { PageMeta } from '#app/features/feeds/page-meta'
import { buttonVariants } from '#app/components/ui/button'
import { localizePath } from '#app/i18n/locales'
import { useLocale, useT } from '#app/i18n/hooks'

/*
 * `/feedback` and `/fr/feedback` (decision 038). POST: a vote or a problem report from the foot of
 * a page, answered with a thank-you (or the form again, input kept) in the reader's language: the
 * path without JavaScript (with it, the block's island posts to `/feedback/answer` and says the
 * answer in place). GET `?page=…`: the report form on a page of its own. Every answer is this
 * reader's (a fresh anti-abuse value, what they typed), so none is kept by the page cache. Plain
 * forms: public pages carry no framework in the browser (decision 058).
 */
const NO_STORE = { 'Cache-Control': 'no-store' }

export function loader({ url }: LoaderFunctionArgs) {
	const outcome = feedbackFormFor(url)
	return data(outcome, { status: outcomeStatus(outcome), headers: NO_STORE })
}

export async function action({ request, context }: ActionFunctionArgs) {
	const outcome = await receiveFeedback(request, clientAddress(context))
	return data(outcome, { status: outcomeStatus(outcome), headers: NO_STORE })
}

export const headers: HeadersFunction = () => NO_STORE

function BackLink({ page }: { page: string }) {
	const t = useT()
	return (
		<Link to={page} className={buttonVariants({ variant: 'outline', className: 'mt-8' })}>
			{t('feedback.back')}
		</Link>
	)
}

function ReportForm({ outcome }: { outcome: Extract<FeedbackOutcome, { kind: 'form' }> }) {
	const locale = useLocale()
	return (
		<form method="post" action={localizePath(FEEDBACK_PATH, locale)} className="mt-6">
			<FeedbackHiddenFields page={outcome.page} intent="problem" started={outcome.started} />
			<ProblemFields idPrefix="report" reply={outcome.reply} />
		</form>
	)
}

function Body({ outcome }: { outcome: FeedbackOutcome }) {
	const t = useT()
	const locale = useLocale()
	switch (outcome.kind) {
		case 'badPage':
			return (
				<>
					<h1 className="text-3xl font-bold">{t('feedback.badPageTitle')}</h1>
					<p className="mt-4">{t('feedback.badPageText')}</p>
					<Link to={localizePath('/', locale)} className={buttonVariants({ className: 'mt-8' })}>
						{t('feedback.home')}
					</Link>
				</>
			)
		case 'reported':
			return (
				<>
					<h1 className="text-3xl font-bold">{t('feedback.thanksTitle')}</h1>
					<p className="mt-4" data-feedback-message="">
						{t('feedback.thanksReport')}
					</p>
					<BackLink page={outcome.page} />
				</>
			)
		case 'voted':
			return (
				<>
					<h1 className="text-3xl font-bold">{t('feedback.thanksTitle')}</h1>
					<p className="mt-4" data-feedback-message="">
						{outcomeMessage(t, outcome)}
					</p>
					{outcome.vote === 'no' ? (
						<ReportForm
							outcome={{
								kind: 'form',
								page: outcome.page,
								intent: 'problem',
								problem: null,
								started: outcome.started,
							}}
						/>
					) : null}
					<BackLink page={outcome.page} />
				</>
			)
		case 'form':
			return (
				<>
					<h1 className="text-3xl font-bold">
						{t(outcome.intent === 'vote' ? 'feedback.title' : 'feedback.formTitle')}
					</h1>
					<p className="mt-4 break-all text-slate-700">
						{t('feedback.aboutPage', { page: outcome.page })}
					</p>
					{outcome.problem ? (
						<p
							role="alert"
							className="mt-4 rounded-md border-l-4 border-danger bg-red-50 p-3 font-semibold"
						>
							{outcomeMessage(t, outcome)}
						</p>
					) : null}
					{outcome.intent === 'vote' ? (
						<form
							method="post"
							action={localizePath(FEEDBACK_PATH, locale)}
							className="mt-6 flex flex-wrap items-center gap-4"
						>
							<p>{t('feedback.retryVote')}</p>
							<FeedbackHiddenFields page={outcome.page} intent="vote" started={outcome.started} />
							<VoteButtons />
						</form>
					) : (
						<ReportForm outcome={outcome} />
					)}
					<BackLink page={outcome.page} />
				</>
			)
	}
}

export default function FeedbackPage() {
	const t = useT()
	const loaded = useLoaderData<typeof loader>()
	const posted = useActionData<typeof action>()
	const outcome = (posted ?? loaded) as FeedbackOutcome
	return (
		<div className="mx-auto max-w-2xl px-4 py-12">
			<PageMeta title={t('feedback.metaTitle')} noIndex />
			<Body outcome={outcome} />
		</div>
	)
}
