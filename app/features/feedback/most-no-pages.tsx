import { Link } from 'react-router'
import { DataCell, DataTable, RowHeader } from '#app/components/ui/data-table'
import { formatNumber } from '#app/i18n/i18n'
import { useLocale, useT } from '#app/i18n/hooks'
import { FEEDBACK_SCREEN } from './feedback-rules'
import type { MostNoPage } from './feedback-queries.server'

/** The dashboard's "Pages with the most No (last 30 days)" (decision 038). */
export function MostNoPages({ pages }: { pages: MostNoPage[] }) {
	const t = useT()
	const locale = useLocale()
	return (
		<section
			aria-labelledby="most-no-title"
			className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
			data-most-no=""
		>
			<div className="flex flex-wrap items-baseline justify-between gap-2">
				<h2 id="most-no-title" className="text-lg font-semibold text-slate-900">
					{t('admin.dashboard.mostNo')}
				</h2>
				<Link to={FEEDBACK_SCREEN} className="text-sm font-semibold text-primary-dark underline">
					{t('admin.dashboard.mostNoAll')}
				</Link>
			</div>
			{pages.length ? (
				<DataTable
					stack="phone"
					id="most-no"
					caption={t('admin.dashboard.mostNoCaption')}
					className="mt-4"
					minWidth="none"
					frame="none"
					head="quiet"
					figures={[1, 2]}
					columns={[t('admin.feedback.page'), t('admin.feedback.no'), t('admin.feedback.yes')]}
				>
					{pages.map((p) => (
						<tr key={`${p.locale} ${p.path}`}>
							<RowHeader className="break-all">
								<a href={p.path} className="text-primary-dark underline">
									{p.path}
								</a>{' '}
								<span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold">
									{t(`admin.feedback.lang.${p.locale}`)}
								</span>
							</RowHeader>
							<DataCell figure className="font-semibold">
								{formatNumber(p.no, locale)}
							</DataCell>
							<DataCell figure>{formatNumber(p.yes, locale)}</DataCell>
						</tr>
					))}
				</DataTable>
			) : (
				<p className="mt-4 text-slate-700">{t('admin.dashboard.mostNoNone')}</p>
			)}
		</section>
	)
}
