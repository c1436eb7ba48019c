import { requireStaff } from '#app/auth/auth.server'
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { AdminPageHeader } from '#app/features/staff-frame/admin-page'
import { Input, Label } from '#app/components/ui/field'
import { adminMenu } from '#app/features/staff-frame/admin-nav'
import { pickText } from '#app/features/cms/resource-screen'
import { StatusBadge } from '#app/features/scheduling/schedule-badge'
import { getDb } from '#app/db/client.server'
import { adminCatalogs } from '#app/i18n/catalogs.server'
import type { AdminMessageKey } from '#app/i18n/messages/admin.en'
import { fieldsOf, type ResourceDef } from '#app/features/cms/resources'
import { resourceList } from '#app/features/content-types'
import { settingsScreenList } from '#app/features/cms/settings-screens'
import { contentTable } from '#app/features/cms/content-table.server'
import { adminLocale } from '#app/features/cms/admin-locale.server'
import { useLocale, useT } from '#app/i18n/hooks'
import { matchesQuery, MAX_QUERY_LENGTH, queryWords } from '#app/utils/text'
import type { AdminHandle } from './layout'

export const handle: AdminHandle = { crumbs: [{ label: 'admin.search.title' }] }

/** At most this many rows of one content type are read for one search, and this many shown. */
const SCAN_LIMIT = 5000
const SHOWN_PER_TYPE = 20

/** The columns searched for each content type: its texts in both languages. */
function searchColumns(def: ResourceDef) {
	return fieldsOf(def)
		.filter((f) => f.kind !== 'image' && f.kind !== 'number')
		.map((f) => f.name)
}

/**
 * `/admin-dtima/search?q=`: finds items of every content type and the staff-area screens by their
 * texts in either language, ignoring case and accents. Each hit opens the item's edit panel.
 */
export async function loader({ request, url }: LoaderFunctionArgs) {
	await requireStaff(request)
	const query = (url.searchParams.get('q') ?? '').slice(0, MAX_QUERY_LENGTH).trim()
	const words = queryWords(query)
	if (!words.length) return { query, groups: [], screens: [], total: 0 }
	const db = getDb()
	const locale = adminLocale(request)
	const groups = []
	for (const def of resourceList) {
		const columns = searchColumns(def)
		const rows = await contentTable(db, def.table).latest(
			[...(def.publishable ? (['status'] as const) : []), ...columns],
			SCAN_LIMIT,
		)
		const hits = rows.filter((row) =>
			matchesQuery(columns.map((c) => row[c] ?? '').join(' '), words),
		)
		if (!hits.length) continue
		groups.push({
			key: def.key,
			label: def.text.title,
			count: hits.length,
			items: hits.slice(0, SHOWN_PER_TYPE).map((row) => ({
				id: Number(row.id),
				href: `${def.path}?edit=${row.id}`,
				status: def.publishable ? String(row.status) : null,
				values: Object.fromEntries(columns.map((c) => [c, row[c] ?? null])),
				titleField: def.titleField,
			})),
		})
	}
	// Screens are found by their name in the interface language (e.g. "emergency", "paramètres").
	const catalog = adminCatalogs[locale] as Record<string, string>
	const menuScreens = adminMenu.flatMap((m) => [
		{ label: m.label as AdminMessageKey, href: m.href },
		...(m.subItems ?? []).map((s) => ({ label: s.label as AdminMessageKey, href: s.href })),
	])
	const screens = [
		...new Map(
			[
				...menuScreens,
				...resourceList.map((d) => ({ label: d.text.title, href: d.path })),
				...settingsScreenList.map((s) => ({ label: s.title, href: s.path })),
			]
				.filter((s) => matchesQuery(catalog[s.label] ?? '', words))
				.map((s) => [s.href, s]),
		).values(),
	]
	const total = groups.reduce((n, g) => n + g.count, 0) + screens.length
	return { query, groups, screens, total }
}

export default function AdminSearch() {
	const t = useT()
	const locale = useLocale()
	const { query, groups, screens, total } = useLoaderData<typeof loader>()
	return (
		<>
			<AdminPageHeader title="admin.search.title" />
			<form method="get" role="search" className="mb-6 flex max-w-xl gap-2">
				<Label htmlFor="admin-search-page" className="sr-only">
					{t('admin.search.label')}
				</Label>
				<Input
					id="admin-search-page"
					type="search"
					name="q"
					defaultValue={query}
					maxLength={MAX_QUERY_LENGTH}
					width="auto"
					className="min-w-0 flex-1"
				/>
				<button
					type="submit"
					className="h-11 rounded-md bg-primary px-4 font-semibold text-white hover:bg-primary-dark"
				>
					{t('admin.search.submit')}
				</button>
			</form>
			{query ? (
				<p role="status" className="mb-4 text-slate-800">
					{total
						? t('admin.search.resultsFor', { query, count: total })
						: t('admin.search.none', { query })}
				</p>
			) : (
				<p className="text-slate-700">{t('admin.search.hint')}</p>
			)}
			{screens.length ? (
				<section aria-labelledby="search-screens" className="mb-6">
					<h2 id="search-screens" className="mb-2 text-lg font-semibold">
						{t('admin.search.screens')}
					</h2>
					<ul className="list-inside list-disc space-y-1">
						{screens.map((s) => (
							<li key={s.href}>
								<Link to={s.href} className="text-primary-dark underline">
									{t(s.label)}
								</Link>
							</li>
						))}
					</ul>
				</section>
			) : null}
			{groups.map((group) => (
				<section key={group.key} aria-labelledby={`search-${group.key}`} className="mb-6">
					<h2 id={`search-${group.key}`} className="mb-2 text-lg font-semibold">
						{t(group.label)}{' '}
						<span className="text-base font-normal text-slate-700">
							{t('admin.search.count', { count: group.count })}
						</span>
					</h2>
					<ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
						{group.items.map((item) => (
							<li key={item.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
								<Link to={item.href} className="font-semibold text-primary-dark underline">
									{pickText(item.values, item.titleField, locale) || `#${item.id}`}
								</Link>
								{item.status ? <StatusBadge status={item.status} /> : null}
							</li>
						))}
					</ul>
				</section>
			))}
		</>
	)
}
