import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { requireStaff } from '#app/auth/auth.server'
import { AdminPageHeader } from '#app/features/staff-frame/admin-page'
import { Field, Select } from '#app/components/ui/field'
import { Pager } from '#app/components/ui/pager'
import { getDb } from '#app/db/client.server'
import type { RequestStatus } from '#app/db/schema'
import { adminLocale } from '#app/features/cms/admin-locale.server'
import { resources } from '#app/features/content-types'
import {
	getAssignableStaff,
	getInbox,
	heldCount,
	getRequestCategories,
	INBOX_PAGE_SIZE,
	type InboxFilter,
} from '#app/features/requests/queries.server'
import { REQUEST_STATUSES } from '#app/features/requests/request-rules'
import { useLocale, useT } from '#app/i18n/hooks'
import { intlLocale } from '#app/i18n/locales'
import { dateTimeFormat } from '#app/utils/intl'
import type { AdminHandle } from './layout'
import { ADMIN_BASE, COUNCIL_TIME_ZONE } from '#app/config'

export const handle: AdminHandle = { crumbs: [{ label: 'admin.nav.requests' }] }

const PATH = `${ADMIN_BASE}/requests`

/**
 * The inbox of requests from residents (decision 039): newest first, filtered by status,
 * category and who it is assigned to, with a plain GET form (works without JavaScript).
 */
export async function loader({ request, url }: LoaderFunctionArgs) {
	const session = await requireStaff(request)
	const param = (name: string) => url.searchParams.get(name) ?? ''
	const db = getDb()
	const locale = adminLocale(request)
	const status = param('status')
	const page = Math.max(1, Math.min(10_000, Number(param('page')) || 1))
	const filter: InboxFilter = {
		status:
			(REQUEST_STATUSES as readonly string[]).includes(status) ||
			status === 'spam' ||
			status === 'held'
				? (status as RequestStatus | 'spam' | 'held')
				: '',
		category: param('category').slice(0, 80),
		assigned: param('assigned') === 'me' ? String(session.user.id) : param('assigned').slice(0, 12),
		page,
	}
	const [inbox, categories, staff, held] = await Promise.all([
		getInbox(db, filter),
		getRequestCategories(db, locale),
		getAssignableStaff(db),
		heldCount(db),
	])
	return {
		...inbox,
		held,
		categories,
		staff,
		filter: { ...filter, assigned: param('assigned').slice(0, 12) },
		pages: Math.max(1, Math.ceil(inbox.total / INBOX_PAGE_SIZE)),
	}
}

export default function RequestsInbox() {
	const t = useT()
	const locale = useLocale()
	const { items, total, held, categories, staff, filter, pages } = useLoaderData<typeof loader>()
	const when = dateTimeFormat(intlLocale[locale], {
		dateStyle: 'medium',
		timeStyle: 'short',
		timeZone: COUNCIL_TIME_ZONE,
	})
	const categoryName = (slug: string) => categories.find((c) => c.slug === slug)?.name ?? slug
	const link = (p: number) => {
		const params = new URLSearchParams({
			status: filter.status,
			category: filter.category,
			assigned: filter.assigned,
			page: String(p),
		})
		for (const [k, v] of [...params]) if (!v || (k === 'page' && v === '1')) params.delete(k)
		return `${PATH}${params.size ? `?${params}` : ''}`
	}
	return (
		<>
			<AdminPageHeader title="admin.requests.title" intro="admin.requests.intro">
				<div className="flex flex-wrap gap-3">
					<Link
						to={`${PATH}/view`}
						className="inline-flex h-11 items-center rounded-md border border-primary px-4 font-semibold text-primary-dark"
					>
						{t('admin.requests.findTitle')}
					</Link>
					<Link
						to={resources.requestCategories.path}
						className="inline-flex h-11 items-center rounded-md border border-primary px-4 font-semibold text-primary-dark"
					>
						{t('admin.requestCategories.title')}
					</Link>
				</div>
			</AdminPageHeader>
			{/* Folded until used: on a phone the filters pushed the first request two-thirds down the
			    screen (issue 33). Open while a filter is set, so what narrows the list stays in view. */}
			<details
				open={Boolean(filter.status || filter.category || filter.assigned)}
				className="mb-6 rounded-xl border border-slate-200 bg-white"
			>
				<summary className="flex min-h-11 items-center px-5 font-semibold">
					{t('admin.requests.filtersTitle')}
				</summary>
				<form method="get" className="grid gap-4 px-5 pb-5 sm:grid-cols-2 lg:grid-cols-4">
					<Field id="r-status" label={t('admin.requests.status')}>
						{(control) => (
							<Select {...control} name="status" defaultValue={filter.status}>
								<option value="">{t('admin.requests.allOpen')}</option>
								{REQUEST_STATUSES.map((s) => (
									<option key={s} value={s}>
										{t(`requests.status.${s}`)}
									</option>
								))}
								<option value="held">{t('admin.requests.held')}</option>
								<option value="spam">{t('admin.requests.spam')}</option>
							</Select>
						)}
					</Field>
					<Field id="r-category" label={t('admin.requests.category')}>
						{(control) => (
							<Select {...control} name="category" defaultValue={filter.category}>
								<option value="">{t('admin.requests.allCategories')}</option>
								{categories.map((c) => (
									<option key={c.slug} value={c.slug}>
										{c.name}
									</option>
								))}
							</Select>
						)}
					</Field>
					<Field id="r-assigned" label={t('admin.requests.assigned')}>
						{(control) => (
							<Select {...control} name="assigned" defaultValue={filter.assigned}>
								<option value="">{t('admin.requests.anyone')}</option>
								<option value="me">{t('admin.requests.me')}</option>
								<option value="none">{t('admin.requests.nobody')}</option>
								{staff.map((s) => (
									<option key={s.id} value={String(s.id)}>
										{s.name}
									</option>
								))}
							</Select>
						)}
					</Field>
					<div className="flex items-end gap-3">
						<button
							type="submit"
							className="h-11 rounded-md bg-primary px-4 font-semibold text-white hover:bg-primary-dark"
						>
							{t('admin.requests.filter')}
						</button>
						<Link
							to={PATH}
							className="inline-flex h-11 items-center rounded-md border border-slate-400 px-4 font-semibold"
						>
							{t('admin.requests.reset')}
						</Link>
					</div>
				</form>
			</details>
			{held && filter.status !== 'held' ? (
				<p className="mb-3 rounded-md border-l-4 border-amber-500 bg-amber-50 p-3" data-held={held}>
					<Link to={`${PATH}?status=held`} className="font-semibold underline underline-offset-2">
						{t('admin.requests.heldNotice', { count: held })}
					</Link>
				</p>
			) : null}
			<p role="status" className="mb-3">
				{t('admin.requests.count', { count: total })}
			</p>
			{items.length ? (
				<ul className="space-y-3">
					{items.map((r) => (
						<li
							key={r.id}
							data-request={r.reference}
							className="rounded-xl border border-slate-200 bg-white p-4"
						>
							<div className="flex flex-wrap items-baseline justify-between gap-2">
								<h2 className="font-semibold">
									<Link
										to={`${PATH}/view?id=${r.id}`}
										className="text-primary-dark underline underline-offset-2"
									>
										{r.reference}
									</Link>
									{' · '}
									{categoryName(r.category)}
								</h2>
								<span className="text-sm text-slate-700">
									<time dateTime={r.created_at}>{when.format(new Date(r.created_at))}</time>
								</span>
							</div>
							<p className="mt-1 line-clamp-2 text-slate-800">{r.description}</p>
							<p className="mt-1 text-sm text-slate-700">
								{t(`requests.status.${r.status}`)}
								{' · '}
								{r.assignee
									? t('admin.requests.assignedTo', { name: r.assignee })
									: t('admin.requests.unassigned')}
								{r.location ? ` · ${r.location}` : ''}
								{r.photo ? ` · ${t('admin.requests.hasPhoto')}` : ''}
							</p>
						</li>
					))}
				</ul>
			) : (
				<p className="text-slate-800">{t('admin.requests.empty')}</p>
			)}
			<Pager
				label={t('admin.requests.pages')}
				page={filter.page}
				pages={pages}
				href={link}
				previous={t('search.previous')}
				next={t('search.next')}
				status={t('search.pageOf', { page: filter.page, pages })}
				className="mt-6"
			/>
		</>
	)
}
