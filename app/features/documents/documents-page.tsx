import { Form, Link } from 'react-router'
import { Pager } from '#app/components/ui/pager'
import { Button, buttonVariants } from '#app/components/ui/button'
import { Field, Fieldset, Select } from '#app/components/ui/field'
import { PageMeta } from '#app/features/feeds/page-meta'
import { PageHeader } from '#app/features/pages/page-header'
import { localizePath } from '#app/i18n/locales'
import { useLocale, useT } from '#app/i18n/hooks'
import { DocumentList } from './document-list'
import type { DocumentsPageData } from './documents-page.server'

/** The document library: a GET form to filter by category and year, the list, its pages. */
export function DocumentsPage({
	items,
	categories,
	years,
	filter,
	page,
	pages,
	crumbs,
}: DocumentsPageData) {
	const t = useT()
	const locale = useLocale()
	const base = localizePath('/documents', locale)
	const query = (n: number) => {
		const params = new URLSearchParams()
		if (filter.category) params.set('category', filter.category)
		if (filter.year) params.set('year', filter.year)
		if (n > 1) params.set('page', String(n))
		const search = params.toString()
		return search ? `${base}?${search}` : base
	}
	const pageOf = t('documents.pageOf', { page, pages })
	const title = pages > 1 ? `${t('documents.pageTitle')} (${pageOf})` : t('documents.pageTitle')
	const filtered = Boolean(filter.category || filter.year)
	return (
		<>
			<PageMeta
				title={t('meta.pageTitle', { title })}
				description={t('documents.pageDescription')}
			/>
			<PageHeader
				title={t('documents.pageTitle')}
				intro={t('documents.pageIntro')}
				crumbs={crumbs}
			/>
			<div className="mx-auto max-w-4xl px-4 py-10">
				<Form
					method="get"
					action={base}
					className="mb-8 rounded-xl border border-slate-200 bg-slate-50 p-4"
				>
					<Fieldset legend={t('documents.filters')}>
						<div className="mt-3 grid gap-4 sm:grid-cols-[1fr_10rem_auto] sm:items-end">
							<Field id="documents-category" label={t('documents.category')}>
								{(control) => (
									<Select {...control} name="category" defaultValue={filter.category}>
										<option value="">{t('documents.allCategories')}</option>
										{categories.map((c) => (
											<option
												key={c.slug}
												value={c.slug}
												lang={c.name.fallback ? c.name.lang : undefined}
											>
												{c.name.text}
											</option>
										))}
									</Select>
								)}
							</Field>
							<Field id="documents-year" label={t('documents.year')}>
								{(control) => (
									<Select {...control} name="year" defaultValue={filter.year}>
										<option value="">{t('documents.allYears')}</option>
										{years.map((y) => (
											<option key={y} value={y}>
												{y}
											</option>
										))}
									</Select>
								)}
							</Field>
							<Button type="submit">{t('documents.show')}</Button>
						</div>
					</Fieldset>
				</Form>
				{items.length ? (
					<DocumentList items={items} headingLevel={2} />
				) : (
					<p className="text-slate-800">{t(filtered ? 'documents.empty' : 'documents.none')}</p>
				)}
				{filtered ? (
					<Link to={base} className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
						{t('documents.showAll')}
					</Link>
				) : null}
				<Pager
					label={t('documents.pagination')}
					page={page}
					pages={pages}
					href={query}
					previous={t('documents.previous')}
					next={t('documents.next')}
					status={pageOf}
					className="mt-10"
				/>
			</div>
		</>
	)
}
