import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ADMIN_BASE, COUNCIL_TIME_ZONE } from '#app/config'
import { FEEDBACK_SCREEN } from '#app/features/feedback/feedback-rules'
import { formatNumber } from '#app/i18n/i18n'
import { useLocale, useT } from '#app/i18n/hooks'
import { intlLocale } from '#app/i18n/locales'
import { BarChart, DayColumns } from './charts'
import type { NeedsMe, Range, ResidentFigures, SiteHealth } from './dashboard.server'

/** The dashboard's parts (issue 33, decision 056): every figure links to where it is acted on. */

const REVIEW_PATH = `${ADMIN_BASE}/review`
const REQUESTS = `${ADMIN_BASE}/requests`
const linkClass =
	'inline-flex min-h-11 items-center text-sm font-semibold text-primary-dark underline underline-offset-2'

function Card({
	id,
	title,
	figure,
	children,
	action,
}: {
	id: string
	title: string
	figure?: number
	children: ReactNode
	action?: ReactNode
}) {
	const locale = useLocale()
	return (
		<section
			aria-labelledby={`${id}-title`}
			data-needs={id}
			className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
		>
			<h3
				id={`${id}-title`}
				className="flex items-baseline justify-between gap-3 text-base font-semibold"
			>
				<span>{title}</span>
				{figure !== undefined ? (
					<span className="text-2xl font-bold text-slate-900" data-figure="">
						{formatNumber(figure, locale)}
					</span>
				) : null}
			</h3>
			<div className="mt-2 flex-1 text-slate-800">{children}</div>
			{action ? <div className="mt-2">{action}</div> : null}
		</section>
	)
}

function useTime() {
	const locale = useLocale()
	const time = new Intl.DateTimeFormat(intlLocale[locale], {
		timeStyle: 'short',
		timeZone: COUNCIL_TIME_ZONE,
	})
	const date = new Intl.DateTimeFormat(intlLocale[locale], {
		dateStyle: 'medium',
		timeZone: COUNCIL_TIME_ZONE,
	})
	return {
		time: (iso: string) => time.format(new Date(iso)),
		date: (iso: string) => date.format(new Date(iso)),
	}
}

/** "What needs you now": requests, review, reports on my pages, today's scheduled changes. */
export function NeedsMePanel({ needs }: { needs: NeedsMe }) {
	const t = useT()
	const locale = useLocale()
	const { time, date } = useTime()
	const { requests, review, reports, today } = needs
	const n = (value: number) => formatNumber(value, locale)
	return (
		<section aria-labelledby="needs-title" className="mt-6">
			<h2 id="needs-title" className="text-xl font-semibold text-slate-900">
				{t('admin.dash.needsMe')}
			</h2>
			<div className="mt-3 grid gap-4 md:grid-cols-2">
				<Card
					id="requests"
					title={t('admin.dash.myRequests')}
					figure={requests.open}
					action={
						<div className="flex flex-wrap gap-x-4">
							<Link to={`${REQUESTS}?assigned=me`} className={linkClass}>
								{t('admin.dash.openRequests')}
							</Link>
							{requests.unassigned ? (
								<Link to={`${REQUESTS}?assigned=none`} className={linkClass}>
									{t('admin.dash.openUnassigned')}
								</Link>
							) : null}
						</div>
					}
				>
					{requests.open ? (
						<>
							<p data-overdue={requests.overdue}>
								{t('admin.dash.overdueCount', {
									days: n(requests.overdueDays),
									count: n(requests.overdue),
								})}
							</p>
							<ul className="mt-2 space-y-1">
								{requests.items.map((item) => (
									<li key={item.id}>
										<Link
											to={`${REQUESTS}/view?id=${item.id}`}
											className="text-primary-dark underline underline-offset-2"
										>
											{t('admin.dash.requestLine', {
												reference: item.reference,
												category: item.category,
												date: date(item.receivedAt),
											})}
										</Link>
										{item.overdue ? (
											<span className="ml-2 rounded bg-red-50 px-1.5 py-0.5 text-xs font-semibold text-danger">
												{t('admin.dash.overdue')}
											</span>
										) : null}
									</li>
								))}
							</ul>
						</>
					) : (
						<p>{t('admin.dash.noRequests')}</p>
					)}
					{requests.unassigned ? (
						<p className="mt-2" data-unassigned={requests.unassigned}>
							{t('admin.dash.unassignedCount', { count: n(requests.unassigned) })}
						</p>
					) : null}
				</Card>
				<Card
					id="review"
					title={t(review.reviewer ? 'admin.dash.review' : 'admin.dash.reviewMine')}
					figure={review.count}
					action={
						review.count ? (
							<Link to={REVIEW_PATH} className={linkClass}>
								{t('admin.dash.reviewOpen')}
							</Link>
						) : undefined
					}
				>
					{review.count ? (
						<ul className="space-y-1">
							{review.items.map((item) => (
								<li key={item.key}>
									{item.title}
									{item.since ? (
										<span className="text-sm text-slate-600"> · {date(item.since)}</span>
									) : null}
								</li>
							))}
						</ul>
					) : (
						<p>{t('admin.dash.reviewNone')}</p>
					)}
				</Card>
				<Card
					id="reports"
					title={t('admin.dash.reports')}
					figure={reports.count}
					action={
						<Link to={FEEDBACK_SCREEN} className={linkClass}>
							{t('admin.dash.reportsOpen')}
						</Link>
					}
				>
					{reports.count ? (
						<ul className="space-y-1">
							{reports.items.map((item) => (
								<li key={item.path}>
									<a href={item.path} className="text-primary-dark underline underline-offset-2">
										{item.title}
									</a>{' '}
									<span className="font-semibold">({n(item.count)})</span>
								</li>
							))}
						</ul>
					) : (
						<p>{t('admin.dash.reportsNone')}</p>
					)}
				</Card>
				<Card id="today" title={t('admin.dash.today')} figure={today.length}>
					{today.length ? (
						<ul className="space-y-1">
							{today.map((item) => (
								<li key={`${item.href} ${item.change}`}>
									<Link to={item.href} className="text-primary-dark underline underline-offset-2">
										{item.title}
									</Link>{' '}
									<span className="text-sm text-slate-700">
										{t(
											item.change === 'publish'
												? 'admin.dash.todayPublish'
												: 'admin.dash.todayUnpublish',
											{ time: time(item.at) },
										)}
									</span>
								</li>
							))}
						</ul>
					) : (
						<p>{t('admin.dash.todayNone')}</p>
					)}
				</Card>
			</div>
		</section>
	)
}

/** "How the site is doing": figures that each open the list to fix. */
export function HealthFigures({ health }: { health: SiteHealth }) {
	const t = useT()
	const locale = useLocale()
	const figures = [
		{
			key: 'brokenLinks',
			label: t('admin.dash.brokenLinks'),
			value: health.brokenLinks,
			href: `${ADMIN_BASE}/links`,
		},
		{
			key: 'toWrite',
			label: t('admin.dash.toWrite'),
			value: health.toWrite,
			href: `${ADMIN_BASE}/pages?view=unwritten`,
		},
		{
			key: 'stale',
			label: t('admin.dash.stale'),
			value: health.stale,
			href: `${ADMIN_BASE}/pages?view=stale`,
		},
	]
	return (
		<ul className="mt-3 grid gap-3 sm:grid-cols-3">
			{figures.map((figure) => (
				<li key={figure.key} data-health={figure.key}>
					<Link
						to={figure.href}
						className="flex min-h-11 items-baseline justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-primary"
					>
						<span className="font-semibold text-primary-dark underline underline-offset-2">
							{figure.label}
						</span>
						<span className="text-2xl font-bold text-slate-900">
							{formatNumber(figure.value, locale)}
						</span>
					</Link>
				</li>
			))}
		</ul>
	)
}

/** "What residents did" over 30 or 90 days: charts with their tables. */
export function ResidentsPanel({ figures }: { figures: ResidentFigures }) {
	const t = useT()
	const locale = useLocale()
	const statuses = ['received', 'in_progress', 'resolved', 'closed'] as const
	return (
		<section aria-labelledby="residents-title" className="mt-8">
			<div className="flex flex-wrap items-baseline justify-between gap-2">
				<h2 id="residents-title" className="text-xl font-semibold text-slate-900">
					{t('admin.dash.residents')}
				</h2>
				<RangeChoice current={figures.range} />
			</div>
			<p className="mt-1 text-sm text-slate-700">{t('admin.dash.residentsIntro')}</p>
			<div className="mt-3 grid gap-4 lg:grid-cols-2">
				<DayColumns
					id="reads-by-day"
					title={t('admin.charts.readsByDay')}
					days={figures.readsByDay}
					valueLabel={t('admin.charts.reads')}
					empty={t('admin.charts.readsNone')}
				/>
				<BarChart
					id="most-read"
					title={t('admin.charts.mostRead')}
					series={[{ label: t('admin.charts.reads') }]}
					firstColumn={t('admin.charts.page')}
					empty={t('admin.charts.readsNone')}
					rows={figures.mostRead.map((row) => ({
						label: row.label,
						href: row.path,
						values: [row.count],
					}))}
				/>
				<BarChart
					id="missed"
					title={t('admin.charts.missed')}
					intro={t('admin.charts.missedIntro')}
					series={[{ label: t('admin.charts.searches') }]}
					firstColumn={t('admin.charts.words')}
					empty={t('admin.charts.missedNone')}
					rows={figures.missed.map((row) => ({
						label: row.words,
						tag: t(`admin.feedback.lang.${row.locale}`),
						values: [row.count],
					}))}
				/>
				<BarChart
					id="useful"
					title={t('admin.charts.useful')}
					series={[{ label: t('admin.charts.no') }, { label: t('admin.charts.yes') }]}
					firstColumn={t('admin.charts.page')}
					empty={t('admin.charts.usefulNone')}
					action={
						<Link to={FEEDBACK_SCREEN} className={linkClass}>
							{t('admin.dashboard.mostNoAll')}
						</Link>
					}
					rows={figures.useful.map((row) => ({
						label: row.label,
						href: row.path,
						values: [row.no, row.yes],
					}))}
				/>
				<BarChart
					id="requests-by-category"
					title={t('admin.charts.requests')}
					series={statuses.map((status) => ({ label: t(`requests.status.${status}`) }))}
					firstColumn={t('admin.charts.category')}
					empty={t('admin.charts.requestsNone')}
					rows={figures.requests.map((row) => ({
						label: row.category,
						values: statuses.map((status) => row.statuses[status]),
					}))}
				/>
			</div>
			<p className="mt-4 text-slate-800" data-help-questions={figures.helpQuestions}>
				{t('admin.dash.helpQuestions', { count: formatNumber(figures.helpQuestions, locale) })}
			</p>
		</section>
	)
}

/** 30 or 90 days: links, so that the choice is in the address and works without JavaScript. */
function RangeChoice({ current }: { current: Range }) {
	const t = useT()
	return (
		<nav aria-label={t('admin.dash.rangeLabel')} className="flex gap-2">
			{([30, 90] as const).map((days) => (
				<Link
					key={days}
					to={days === 30 ? ADMIN_BASE : `${ADMIN_BASE}?range=${days}`}
					aria-current={days === current ? 'true' : undefined}
					preventScrollReset
					className={
						days === current
							? 'inline-flex min-h-11 items-center rounded-md bg-primary px-3 text-sm font-semibold text-white'
							: 'inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-primary-dark underline'
					}
				>
					{t('admin.dash.range', { days })}
				</Link>
			))}
		</nav>
	)
}
