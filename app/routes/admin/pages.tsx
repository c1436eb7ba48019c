import { requireStaff } from '#app/auth/auth.server'
import { StatusBadge } from '#app/features/scheduling/schedule-badge'
import { nowIso } from '#app/platform/clock.server'
import type { LoaderFunctionArgs } from 'react-router'
import { Link, useLoaderData } from 'react-router'
import { Plus } from 'lucide-react'
import { ADMIN_BASE } from '#app/config'
import { buttonVariants } from '#app/components/ui/button'
import { DataCell, DataTable, RowHeader } from '#app/components/ui/data-table'
import { AdminPageHeader } from '#app/features/staff-frame/admin-page'
import { getDb } from '#app/db/client.server'
import { listPages } from '#app/features/pages/pages-store.server'
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
 * shows (contacts, numbers, people, notices) is edited on the screens listed with it.
 */
export async function loader({ request }: LoaderFunctionArgs) {
	await requireStaff(request)
	const t = { en: createT('en', {}), fr: createT('fr', {}) }
	const stored = await listPages(getDb())
	const byPath = new Map(stored.map((p) => [p.path, p]))
	const listed = new Set(publicPages.map((p) => p.path))
	const pages = [
		...publicPages.filter((p) => !p.path.includes(':')),
		// Pages staff added: they have no place in the route table.
		...stored.filter((p) => !listed.has(p.path)).map((p) => ({ path: p.path })),
	].map((p) => {
		const content = byPath.get(p.path)
		const other = otherPages[p.path]
		const title = (l: Locale) => (content ? content.title[l] : other ? t[l](other.title) : p.path)
		const data = content
			? [
					...new Map(
						content.blocks
							.map((b) => blockData[b.kind])
							.filter((d): d is DataLink => Boolean(d))
							.map((d) => [d.href, d]),
					).values(),
				]
			: (other?.data ?? [])
		return {
			id: content?.id ?? null,
			path: p.path,
			// Stored pages have their own French address; the others are the English one under /fr.
			pathFr: content?.pathFr ?? p.path,
			title: { en: title('en'), fr: title('fr') },
			data,
			// Only stored pages have a state and a last change of their own.
			status: content?.status ?? null,
			publishAt: content?.publishAt ?? null,
			unpublishAt: content?.unpublishAt ?? null,
			modifiedOn: content ? councilToday(new Date(content.updatedAt)) : null,
		}
	})
	return { pages, now: nowIso() }
}

const dataScreens: DataLink[] = [
	screen(resources.cabinet),
	screen(resources.faqs),
	screen(resources.bids),
	screen(resources.partners),
	screen(resources.businesses),
	screen(settingsScreens.emergency),
]

export default function PagesScreen() {
	const t = useT()
	const locale = useLocale()
	const { pages, now } = useLoaderData<typeof loader>()
	return (
		<>
			<AdminPageHeader title="admin.pages.title" intro="admin.pages.intro">
				<div className="flex flex-wrap gap-3">
					<Link to={`${ADMIN_BASE}/pages/edit`} className={buttonVariants()}>
						<Plus aria-hidden="true" />
						<span>{t('admin.pages.addPage')}</span>
					</Link>
					<Link to={`${ADMIN_BASE}/menu`} className={buttonVariants({ variant: 'outline' })}>
						{t('admin.pages.editMenu')}
					</Link>
				</div>
			</AdminPageHeader>
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
			<DataTable
				stack="phone"
				id="pages"
				caption={t('admin.pages.listTitle', { count: pages.length })}
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
								<StatusBadge
									status={page.status}
									publishAt={page.publishAt}
									unpublishAt={page.unpublishAt}
									now={now}
								/>
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
		</>
	)
}
