import { Form, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router'
import { requireStaff, staffForm } from '#app/auth/auth.server'
import { CsrfInput } from '#app/auth/csrf-input'
import { AdminPageHeader } from '#app/features/staff-frame/admin-page'
import { Button } from '#app/components/ui/button'
import { Field, Select } from '#app/components/ui/field'
import { Pager } from '#app/components/ui/pager'
import { getDb } from '#app/db/client.server'
import { logActivity } from '#app/db/activity.server'
import { clientAddress } from '#app/features/cms/client-address.server'
import { redirectWithFlash } from '#app/features/cms/flash.server'
import { parseId } from '#app/features/cms/resource.server'
import {
	feedbackByPage,
	FEEDBACK_PAGES_SHOWN,
	FEEDBACK_REPORTS_PER_PAGE,
	markPageHandled,
} from '#app/features/feedback/feedback-queries.server'
import type {
	FeedbackPageSummary,
	FeedbackStatus,
} from '#app/features/feedback/feedback-queries.server'
import {
	feedbackPage,
	FEEDBACK_SCREEN,
	isFeedbackReason,
} from '#app/features/feedback/feedback-rules'
import { FEEDBACK_MAX_ROWS } from '#app/features/feedback/feedback-store.server'
import { formatNumber } from '#app/i18n/i18n'
import { intlLocale } from '#app/i18n/locales'
import { useLocale, useT } from '#app/i18n/hooks'
import { COUNCIL_TIME_ZONE } from '#app/config'
import type { AdminHandle } from './layout'

export const handle: AdminHandle = { crumbs: [{ label: 'admin.nav.feedback' }] }

const statusOf = (value: string | null): FeedbackStatus =>
	value === 'handled' ? 'handled' : 'open'

/**
 * `/admin-dtima/feedback`: what readers said at the foot of each page (decision 038), per page and
 * language, open or handled. Every member of staff may read it and mark a page's feedback handled,
 * as every member of staff may correct content.
 */
export async function loader({ request, url }: LoaderFunctionArgs) {
	await requireStaff(request)
	const status = statusOf(url.searchParams.get('status'))
	const screen = Math.max(1, Math.min(10_000, Number(url.searchParams.get('page')) || 1))
	const { total, pages } = await feedbackByPage(getDb(), status, screen)
	return {
		status,
		pages,
		screen,
		screens: Math.max(1, Math.ceil(total / FEEDBACK_PAGES_SHOWN)),
		maxRows: FEEDBACK_MAX_ROWS,
		reportsShown: FEEDBACK_REPORTS_PER_PAGE,
	}
}

/**
 * Marks one page's open feedback handled, up to what the screen showed. Written to the activity log
 * as a staff action that changes nothing public (kind `user`, like a sign-in), so the page cache's
 * content version does not move (decision 035).
 */
export async function action({ request, context }: ActionFunctionArgs) {
	const { session, form } = await staffForm(request)
	const page = feedbackPage(form.get('page'))
	const upToId = parseId(form.get('upTo'))
	const db = getDb()
	const marked =
		page && upToId && form.get('lang') === page.locale
			? await markPageHandled(db, { ...page, upToId }, session.user.name)
			: 0
	if (!page || marked === 0) {
		return redirectWithFlash(FEEDBACK_SCREEN, {
			kind: 'error',
			title: 'admin.toast.errorTitle',
			text: 'admin.feedback.nothingToMark',
		})
	}
	await logActivity(db, {
		action: 'feedback-handled',
		itemType: 'feedback',
		itemTitle: `${page.path} (${page.locale})`,
		actor: session.user.name,
		kind: 'user',
		ip: clientAddress(context),
	})
	return redirectWithFlash(FEEDBACK_SCREEN, {
		kind: 'success',
		title: 'admin.toast.successTitle',
		text: 'admin.feedback.marked',
	})
}

function useWhen() {
	const locale = useLocale()
	const format = new Intl.DateTimeFormat(intlLocale[locale], {
		dateStyle: 'medium',
		timeStyle: 'short',
		timeZone: COUNCIL_TIME_ZONE,
	})
	return (iso: string) => format.format(new Date(iso))
}

function PageFeedback({
	page,
	status,
	reportsShown,
}: {
	page: FeedbackPageSummary
	status: FeedbackStatus
	reportsShown: number
}) {
	const t = useT()
	const locale = useLocale()
	const when = useWhen()
	const lang = t(`admin.feedback.lang.${page.locale}`)
	const titleId = `feedback-${page.locale}-${page.lastId}`
	return (
		<li
			className="rounded-xl border border-slate-200 bg-white p-4"
			data-feedback-page={`${page.locale} ${page.path}`}
		>
			<div className="flex flex-wrap items-start justify-between gap-3">
				<div className="min-w-0">
					<h2 id={titleId} className="font-semibold break-all text-slate-900">
						<a href={page.path} className="text-primary-dark underline">
							<span className="sr-only">{t('admin.feedback.openPage')}: </span>
							{page.path}
						</a>{' '}
						<span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold">{lang}</span>
					</h2>
					<dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-800">
						<div className="flex gap-1">
							<dt>{t('admin.feedback.no')}:</dt>
							<dd className="font-semibold" data-count="no">
								{formatNumber(page.no, locale)}
							</dd>
						</div>
						<div className="flex gap-1">
							<dt>{t('admin.feedback.yes')}:</dt>
							<dd className="font-semibold" data-count="yes">
								{formatNumber(page.yes, locale)}
							</dd>
						</div>
						<div className="flex gap-1">
							<dt>{t('admin.feedback.reports')}:</dt>
							<dd className="font-semibold" data-count="reports">
								{formatNumber(page.problems, locale)}
							</dd>
						</div>
					</dl>
					<p className="mt-1 text-sm text-slate-700">
						{t('admin.feedback.latest', { date: when(page.lastAt) })}
						{page.handledAt && page.handledBy ? (
							<>
								{' · '}
								{t('admin.feedback.handledBy', {
									user: page.handledBy,
									date: when(page.handledAt),
								})}
							</>
						) : null}
					</p>
				</div>
				{status === 'open' ? (
					<Form method="post">
						<CsrfInput />
						<input type="hidden" name="page" value={page.path} />
						<input type="hidden" name="lang" value={page.locale} />
						<input type="hidden" name="upTo" value={page.lastId} />
						<Button type="submit" variant="outline" size="sm">
							{t('admin.feedback.markHandled')}
							<span className="sr-only">
								{' '}
								{t('admin.feedback.markHandledOf', { page: page.path, lang })}
							</span>
						</Button>
					</Form>
				) : null}
			</div>
			{page.reports.length ? (
				<section aria-labelledby={`${titleId}-reports`} className="mt-3">
					<h3 id={`${titleId}-reports`} className="text-sm font-semibold text-slate-800">
						{t('admin.feedback.reportsTitle')}
					</h3>
					<ul className="mt-2 space-y-2">
						{page.reports.map((r) => (
							<li key={r.id} className="rounded-md bg-slate-50 p-3" data-feedback-report={r.id}>
								<p className="text-sm text-slate-700">
									<time dateTime={r.createdAt}>{when(r.createdAt)}</time>
									{' · '}
									<span className="font-semibold text-slate-900">
										{isFeedbackReason(r.reason) ? t(`admin.feedback.reason.${r.reason}`) : r.reason}
									</span>
								</p>
								{/* The reader's words, as text: React escapes them; line breaks kept by CSS. */}
								<p className="mt-1 break-words whitespace-pre-line text-slate-900">
									{r.comment ?? (
										<span className="text-slate-600 italic">{t('admin.feedback.noComment')}</span>
									)}
								</p>
							</li>
						))}
					</ul>
					{page.problems > page.reports.length ? (
						<p className="mt-2 text-sm text-slate-700">
							{t('admin.feedback.moreReports', {
								count: formatNumber(reportsShown, locale),
							})}
						</p>
					) : null}
				</section>
			) : null}
		</li>
	)
}

export default function FeedbackScreen() {
	const t = useT()
	const locale = useLocale()
	const { status, pages, screen, screens, maxRows, reportsShown } = useLoaderData<typeof loader>()
	return (
		<>
			<AdminPageHeader title="admin.nav.feedback" intro="admin.feedback.intro" />
			{/* A GET form: the filter works without JavaScript and can be bookmarked. */}
			<Form method="get" className="mb-6 flex flex-wrap items-end gap-3">
				<Field id="feedback-status" label={t('admin.feedback.show')}>
					{(control) => (
						<Select {...control} name="status" defaultValue={status} width="auto">
							<option value="open">{t('admin.feedback.status.open')}</option>
							<option value="handled">{t('admin.feedback.status.handled')}</option>
						</Select>
					)}
				</Field>
				<Button type="submit" variant="outline">
					{t('admin.feedback.apply')}
				</Button>
			</Form>
			{pages.length ? (
				<ul className="space-y-4" aria-label={t(`admin.feedback.status.${status}`)}>
					{pages.map((page) => (
						<PageFeedback
							key={`${page.locale} ${page.path}`}
							page={page}
							status={status}
							reportsShown={reportsShown}
						/>
					))}
				</ul>
			) : (
				<p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-800">
					{t(`admin.feedback.none.${status}`)}
				</p>
			)}
			<Pager
				label={t('admin.feedback.pages')}
				page={screen}
				pages={screens}
				href={(p: number) => `?${new URLSearchParams({ status, page: String(p) })}`}
				previous={t('search.previous')}
				next={t('search.next')}
				status={t('search.pageOf', { page: screen, pages: screens })}
				className="mt-6"
			/>
			<p className="mt-6 text-sm text-slate-700">
				{t('admin.feedback.kept', { max: formatNumber(maxRows, locale) })}
			</p>
		</>
	)
}
