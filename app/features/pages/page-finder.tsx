import { Form, Link } from 'react-router'
import { buttonVariants } from '#app/components/ui/button'
import { Field, Input, Select } from '#app/components/ui/field'
import { useT } from '#app/i18n/hooks'
import { cn } from '#app/utils/misc'
import {
	filterQuery,
	PAGE_SORTS,
	PAGE_STATES,
	PAGE_VIEWS,
	type PageFilter,
	type PageView,
} from './page-list'
import { pageGroups } from './types'

const blank: PageFilter = { q: '', group: '', state: '', sort: 'menu', view: '', page: 1 }

/**
 * The Pages list's views (links, with how many pages each holds) and its filters (a GET form,
 * folded on a phone until used, as the requests inbox's): everything is in the address, so a view
 * can be bookmarked or sent to a colleague.
 */
export function PageFinder({
	path,
	filter,
	counts,
}: {
	path: string
	filter: PageFilter
	counts: Record<PageView, number>
}) {
	const t = useT()
	const viewLink = (view: PageView | '') => ({
		to: `${path}${filterQuery({ ...blank, view })}`,
		current: filter.view === view && !filter.q && !filter.group && !filter.state,
	})
	const filtered = Boolean(filter.q || filter.group || filter.state || filter.sort !== 'menu')
	return (
		<>
			<nav aria-labelledby="page-views-title" className="mb-4">
				<h2 id="page-views-title" className="mb-2 font-semibold text-slate-900">
					{t('admin.pages.views')}
				</h2>
				<ul className="flex flex-wrap gap-2">
					{(['', ...PAGE_VIEWS] as const).map((view) => {
						const link = viewLink(view)
						return (
							<li key={view || 'all'}>
								<Link
									to={link.to}
									aria-current={link.current ? 'page' : undefined}
									data-view={view || 'all'}
									className={cn(
										'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold',
										filter.view === view
											? 'border-primary-dark bg-primary-dark text-white'
											: 'border-slate-400 bg-white text-primary-dark hover:border-primary',
									)}
								>
									{view
										? t(`admin.pages.view.${view}`, { count: counts[view] })
										: t('admin.pages.view.all')}
								</Link>
							</li>
						)
					})}
				</ul>
			</nav>
			<details open={filtered} className="mb-4 rounded-xl border border-slate-200 bg-white">
				<summary className="flex min-h-11 items-center px-5 font-semibold">
					{t('admin.pages.filtersTitle')}
				</summary>
				<Form
					method="get"
					action={path}
					className="grid gap-4 px-5 pb-5 sm:grid-cols-2 lg:grid-cols-5"
				>
					{filter.view ? <input type="hidden" name="view" value={filter.view} /> : null}
					<Field id="p-q" label={t('admin.pages.search')}>
						{(control) => (
							<Input {...control} type="search" name="q" defaultValue={filter.q} maxLength={100} />
						)}
					</Field>
					<Field id="p-group" label={t('admin.pages.group')}>
						{(control) => (
							<Select {...control} name="group" defaultValue={filter.group}>
								<option value="">{t('admin.pages.anyGroup')}</option>
								{pageGroups.map((g) => (
									<option key={g} value={g}>
										{t(`admin.pageEditor.group.${g}`)}
									</option>
								))}
							</Select>
						)}
					</Field>
					<Field id="p-state" label={t('admin.pages.state')}>
						{(control) => (
							<Select {...control} name="state" defaultValue={filter.state}>
								<option value="">{t('admin.pages.anyState')}</option>
								{PAGE_STATES.map((s) => (
									<option key={s} value={s}>
										{t(`admin.pages.state.${s}`)}
									</option>
								))}
							</Select>
						)}
					</Field>
					<Field id="p-sort" label={t('admin.pages.sort')}>
						{(control) => (
							<Select {...control} name="sort" defaultValue={filter.sort}>
								{PAGE_SORTS.map((s) => (
									<option key={s} value={s}>
										{t(`admin.pages.sort.${s}`)}
									</option>
								))}
							</Select>
						)}
					</Field>
					<div className="flex flex-wrap items-end gap-3">
						<button type="submit" className={buttonVariants()}>
							{t('admin.pages.filter')}
						</button>
						<Link to={path} className={buttonVariants({ variant: 'outline' })}>
							{t('admin.pages.reset')}
						</Link>
					</div>
				</Form>
			</details>
		</>
	)
}
