import { requireStaff } from '#app/auth/auth.server'
import { StatusBadge } from '#app/features/scheduling/schedule-badge'
import { now as clockNow } from '#app/platform/clock.server'
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router'
import { Link, useActionData, useLoaderData, useLocation } from 'react-router'
import { Pager } from '#app/components/ui/pager'
import { adminLocale } from '#app/features/cms/admin-locale.server'
import { BulkBar, BulkConfirm, BulkResults, SelectBox } from '#app/features/bulk/bulk-screens'
import type { BulkReply } from '#app/features/bulk/bulk'
import { pageBulkChoice, pagesBulkAction } from '#app/features/pages/page-bulk.server'
import { PageFinder } from '#app/features/pages/page-finder'
import {
	filterQuery,
	pageListing,
	readPageFilter,
	type ListedPage,
} from '#app/features/pages/page-list'
import { storedPagesListed } from '#app/features/pages/page-list.server'
import { needsReview } from '#app/features/review/pending.server'
import { Plus } from 'lucide-react'
import { ADMIN_BASE } from '#app/config'
import { buttonVariants } from '#app/components/ui/button'
import { DataCell, DataTable, RowHeader } from '#app/components/ui/data-table'
import { AdminPageHeader } from '#app/features/staff-frame/admin-page'
import { getDb } from '#app/db/client.server'
import { createT } from '#app/i18n/catalogs.server'
import { blockData, dataScreen as screen, type DataLink } from '#app/features/pages/data-screens'
import type { SiteMessageKey } from '#app/i18n/messages/en'
import { councilToday, localizePath, type Locale } from '#app/i18n/locales'
import { formatDate } from '#app/i18n/i18n'
import { publicPages } from '#app/route-table'
import { resources } from '#app/features/content-types'
import { settingsScreens } from '#app/features/cms/settings-screens'
import { useLocale, useT } from '#app/i18n/hooks'
import type { AdminHandle } from './layout'

export const handle: AdminHandle = { crumbs: [{ label: 'admin.nav.pages' }] }

/** The other public pages: their title, and the data they show. */
const otherPages: Record<string, { title: SiteMessageKey; data: DataLink[] }> = {
	'/': {
		title: 'nav.home',
		data: [
			screen(resources.news),
			screen(resources.events),
			screen(resources.programs),
			screen(settingsScreens.mayor),
			screen(resources.partners),
			screen(resources.quickLinks),
		],
	},
	'/help': {
		title: 'help.pageTitle',
		data: [screen(resources.faqs), screen(settingsScreens.council)],
	},
	'/news': { title: 'news.pageTitle', data: [screen(resources.news)] },
	'/events': { title: 'events.pageTitle', data: [screen(resources.events)] },
	'/programs/agenda': { title: 'programs.agenda.title', data: [screen(resources.programs)] },
	'/programs/projects': { title: 'programs.projects.title', data: [screen(resources.programs)] },
}

/**
 * `/admin-dtima/pages`: every public page with its address in both languages and the screens
 * that edit what it shows. An information page's title opens it in the page editor; the data it
 * shows (contacts, numbers, people, notices) is edited on the screens listed with it. Filtered,
 * searched, sorted and narrowed to a view by its query string (decision 053); with `?bulk=…`, the
 * confirmation of a bulk action on the pages ticked.
 */
export async function loader({ request, url }: LoaderFunctionArgs) {
	const session = await requireStaff(request)
	if (url.searchParams.has('bulk')) {
		return {
			kind: 'confirm' as const,
			bulk: await pageBulkChoice(url),
			review: await needsReview(getDb(), session.user),
		}
	}
	const t = { en: createT('en', {}), fr: createT('fr', {}) }
	const stored = await storedPagesListed(getDb())
	const byPath = new Map(stored.map((p) => [p.path, p]))
	const listed = new Set(publicPages.map((p) => p.path))
	const rows = [
		...publicPages.filter((p) => !p.path.includes(':')),
		// Pages staff added: they have no place in the route table.
		...stored.filter((p) => !listed.has(p.path)).map((p) => ({ path: p.path })),
	].map((p, order): ListedPage & { data: DataLink[] } => {
		const stored = byPath.get(p.path)
		const other = otherPages[p.path]
		const title = (l: Locale) => (stored ? stored.title[l] : other ? t[l](other.title) : p.path)
		const data = stored
			? [
					...new Map(
						stored.page.blocks
							.map((b) => blockData[b.kind])
							.filter((d): d is DataLink => Boolean(d))
							.map((d) => [d.href, d]),
					).values(),
				]
			: (other?.data ?? [])
		if (stored) {
			const { page: _content, ...listedPage } = stored
			return { ...listedPage, order, data }
		}
		// The site's own pages have no state or change of their own.
		return {
			id: null,
			path: p.path,
			pathFr: p.path,
			title: { en: title('en'), fr: title('fr') },
			group: null,
			status: null,
			publishAt: null,
			unpublishAt: null,
			updatedAt: null,
			inReview: false,
			unwritten: false,
			reports: 0,
			order,
			data,
		}
	})
	const filter = readPageFilter(url.searchParams)
	const at = clockNow()
	const listing = pageListing(
		rows,
		filter,
		{ now: at.toISOString(), today: councilToday(at), dayOf: (iso) => councilToday(new Date(iso)) },
		adminLocale(request),
	)
	return {
		kind: 'list' as const,
		listing: {
			...listing,
			pages: listing.pages.map((page) => ({
				...page,
				modifiedOn: page.updatedAt ? councilToday(new Date(page.updatedAt)) : null,
			})),
		},
		filter,
		now: at.toISOString(),
	}
}

export async function action({ request, context }: ActionFunctionArgs) {
	return pagesBulkAction(request, context)
}

const dataScreens: DataLink[] = [
	screen(resources.cabinet),
	screen(resources.faqs),
	screen(resources.bids),
	screen(resources.partners),
	screen(resources.businesses),
	screen(settingsScreens.emergency),
]

const BULK_FORM = 'pages-bulk'
const PAGES_PATH = `${ADMIN_BASE}/pages`

export default function PagesScreen() {
	const data = useLoaderData<typeof loader>()
	const reply = useActionData<BulkReply>()
	return (
		<>
			<AdminPageHeader title="admin.pages.title" intro="admin.pages.intro">
				<PageButtons />
			</AdminPageHeader>
			{reply?.bulk ? (
				<BulkResults report={reply.bulk} />
			) : data.kind === 'confirm' ? (
				<BulkConfirm choice={data.bulk} review={data.review} />
			) : (
				<PagesList {...data} />
			)}
		</>
	)
}

function PageButtons() {
	const t = useT()
	return (
		<div className="flex flex-wrap gap-3">
			<Link to={`${ADMIN_BASE}/pages/edit`} className={buttonVariants()}>
				<Plus aria-hidden="true" />
				<span>{t('admin.pages.addPage')}</span>
			</Link>
			<Link to={`${ADMIN_BASE}/menu`} className={buttonVariants({ variant: 'outline' })}>
				{t('admin.pages.editMenu')}
			</Link>
		</div>
	)
}

type ListData = Extract<Awaited<ReturnType<typeof loader>>, { kind: 'list' }>

function PagesList({ listing, filter, now }: ListData) {
	const t = useT()
	const locale = useLocale()
	const { pathname, search } = useLocation()
	const { pages, total, screen, screens, counts } = listing
	const shown = pages.flatMap((page) => (page.id === null ? [] : [page.id]))
	return (
		<>
			<section aria-labelledby="data-title" className="mb-8">
				<h2 id="data-title" className="mb-3 text-lg font-semibold text-slate-900">
					{t('admin.pages.dataTitle')}
				</h2>
				<ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
					{dataScreens.map((d) => (
						<li key={d.href}>
							<Link
								to={d.href}
								className="block rounded-xl border border-slate-200 bg-white p-4 font-semibold text-primary-dark shadow-sm hover:border-primary"
							>
								{t(d.label)}
							</Link>
						</li>
					))}
				</ul>
			</section>
			<PageFinder path={PAGES_PATH} filter={filter} counts={counts} />
			<p role="status" className="mb-3" data-pages-found={total}>
				{t('admin.pages.found', { count: total })}
			</p>
			{shown.length ? (
				<BulkBar formId={BULK_FORM} path={PAGES_PATH} back={`${pathname}${search}`} shown={shown} />
			) : null}
			{pages.length ? (
				<DataTable
					stack="phone"
					id="pages"
					caption={t('admin.pages.listTitle', { count: total })}
					captionStyle="shown"
					minWidth="lg"
					columns={[
						t('admin.col.title'),
						t('admin.pages.english'),
						t('admin.pages.french'),
						t('admin.col.status'),
						t('admin.pages.modified'),
						t('admin.pages.data'),
					]}
				>
					{pages.map((page) => (
						<tr key={page.path} data-page={page.path}>
							<RowHeader lang={locale}>
								<span className="flex items-start gap-2">
									{page.id ? (
										<SelectBox formId={BULK_FORM} id={page.id} title={page.title[locale]} />
									) : null}
									<span>
										{page.id ? (
											<Link
												to={`${ADMIN_BASE}/pages/edit?id=${page.id}`}
												className="text-primary-dark underline"
											>
												{page.title[locale]}
											</Link>
										) : (
											page.title[locale]
										)}
										{page.unwritten ? <Mark>{t('admin.pages.toWrite')}</Mark> : null}
										{page.reports ? (
											<Mark>{t('admin.pages.reports', { count: page.reports })}</Mark>
										) : null}
									</span>
								</span>
							</RowHeader>
							<DataCell>
								<a
									href={localizePath(page.path, 'en')}
									className="inline-flex min-h-6 min-w-6 items-center break-all text-primary-dark underline"
								>
									{localizePath(page.path, 'en')}
								</a>
							</DataCell>
							<DataCell>
								<a
									href={localizePath(page.pathFr, 'fr')}
									className="inline-flex min-h-6 min-w-6 items-center break-all text-primary-dark underline"
								>
									{localizePath(page.pathFr, 'fr')}
								</a>
							</DataCell>
							<DataCell>
								{page.status ? (
									<>
										<StatusBadge
											status={page.status}
											publishAt={page.publishAt}
											unpublishAt={page.unpublishAt}
											now={now}
										/>
										{page.inReview ? <Mark>{t('admin.pages.state.review')}</Mark> : null}
									</>
								) : (
									t('admin.pages.builtIn')
								)}
							</DataCell>
							<DataCell>
								{page.modifiedOn ? (
									<time dateTime={page.modifiedOn}>{formatDate(page.modifiedOn, locale)}</time>
								) : (
									<span className="text-slate-700">{t('admin.pages.builtIn')}</span>
								)}
							</DataCell>
							<DataCell>
								{page.data.length ? (
									<ul className="flex flex-wrap gap-x-3 gap-y-1">
										{page.data.map((d) => (
											<li key={d.href}>
												<Link
													to={d.href}
													className="inline-flex min-h-11 items-center text-primary-dark underline md:min-h-0"
												>
													{t(d.label)}
												</Link>
											</li>
										))}
									</ul>
								) : (
									<span className="text-slate-700">{t('admin.pages.textOnly')}</span>
								)}
							</DataCell>
						</tr>
					))}
				</DataTable>
			) : (
				<p className="text-slate-800">{t('admin.pages.none')}</p>
			)}
			<Pager
				label={t('admin.pagination')}
				page={screen}
				pages={screens}
				href={(n) => `${PAGES_PATH}${filterQuery({ ...filter, page: n })}`}
				previous={t('admin.pagination.previous')}
				next={t('admin.pagination.next')}
				status={t('admin.pagination.status', { page: screen, pages: screens })}
				className="mt-4"
			/>
		</>
	)
}

/** A small note beside a page's title or state: still to write, reported, waiting for review. */
function Mark({ children }: { children: React.ReactNode }) {
	return (
		<span className="ml-2 inline-block rounded-full border border-amber-700 bg-amber-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900">
			{children}
		</span>
	)
}
