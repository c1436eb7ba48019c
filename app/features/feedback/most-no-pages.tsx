import { Link } from 'react-router'
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
				<div className="mt-4 overflow-x-auto">
					<table className="w-full text-left text-sm">
						<caption className="sr-only">{t('admin.dashboard.mostNoCaption')}</caption>
						<thead className="text-slate-700">
							<tr>
								<th scope="col" className="py-2 pr-3">
									{t('admin.feedback.page')}
								</th>
								<th scope="col" className="py-2 pr-3 text-right">
									{t('admin.feedback.no')}
								</th>
								<th scope="col" className="py-2 text-right">
									{t('admin.feedback.yes')}
								</th>
							</tr>
						</thead>
						<tbody className="divide-y divide-slate-100">
							{pages.map((p) => (
								<tr key={`${p.locale} ${p.path}`}>
									<td className="py-2 pr-3 break-all">
										<a href={p.path} className="text-primary-dark underline">
											{p.path}
										</a>{' '}
										<span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold">
											{t(`admin.feedback.lang.${p.locale}`)}
										</span>
									</td>
									<td className="py-2 pr-3 text-right font-semibold">
										{formatNumber(p.no, locale)}
									</td>
									<td className="py-2 text-right">{formatNumber(p.yes, locale)}</td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
			) : (
				<p className="mt-4 text-slate-700">{t('admin.dashboard.mostNoNone')}</p>
			)}
		</section>
	)
}
