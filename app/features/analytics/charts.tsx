import type { ReactNode } from 'react'
import { DataCell, DataTable, RowHeader } from '#app/components/ui/data-table'
import { formatNumber } from '#app/i18n/i18n'
import { useLocale, useT } from '#app/i18n/hooks'

/**
 * Charts drawn as SVG by the server (decision 056): no chart script, nothing to download but the
 * page. Each draws at the phone's own width (bar lengths are percentages; the text is never
 * scaled down), says what it shows to a screen reader in one sentence, and offers its figures as
 * a table that opens under it.
 */

/** Fills, in the order of a chart's series: strong to light, apart in lightness as well as hue. */
const FILLS = ['fill-primary', 'fill-amber-500', 'fill-sky-700', 'fill-slate-400'] as const
const SWATCHES = ['bg-primary', 'bg-amber-500', 'bg-sky-700', 'bg-slate-400'] as const

export interface Series {
	label: string
}

export interface BarRow {
	label: string
	/** A link for the row's label in the table (the page, the screen to act on). */
	href?: string
	/** A short tag after the label (the language). */
	tag?: string
	values: number[]
}

function ChartFrame({
	id,
	title,
	intro,
	summary,
	legend,
	chart,
	table,
	action,
}: {
	id: string
	title: string
	intro?: string
	summary: string
	legend?: Series[]
	chart: ReactNode
	table: ReactNode
	action?: ReactNode
}) {
	const t = useT()
	return (
		<section
			aria-labelledby={`${id}-title`}
			data-chart={id}
			className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
		>
			<div className="flex flex-wrap items-baseline justify-between gap-2">
				<h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
					{title}
				</h3>
				{action}
			</div>
			{intro ? <p className="mt-1 text-sm text-slate-700">{intro}</p> : null}
			<p id={`${id}-summary`} className="sr-only">
				{summary}
			</p>
			{legend && legend.length > 1 ? (
				<ul
					className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800"
					aria-hidden="true"
				>
					{legend.map((series, i) => (
						<li key={series.label} className="flex items-center gap-1.5">
							<span className={`inline-block size-3 rounded-sm ${SWATCHES[i % SWATCHES.length]}`} />
							{series.label}
						</li>
					))}
				</ul>
			) : null}
			<div className="mt-3">{chart}</div>
			{table ? (
				<details className="mt-3">
					<summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-primary-dark underline underline-offset-2">
						{t('admin.charts.table')}
					</summary>
					<div className="mt-2">{table}</div>
				</details>
			) : null}
		</section>
	)
}

const ROW = 44
const LABEL = 16
const BAR = 14

/**
 * Horizontal bars, one row per item (a page, a search, a category), each bar made of its series'
 * values end to end, the total written after it.
 */
export function BarChart({
	id,
	title,
	intro,
	series,
	rows,
	firstColumn,
	empty,
	action,
}: {
	id: string
	title: string
	intro?: string
	series: Series[]
	rows: BarRow[]
	firstColumn: string
	empty: string
	action?: ReactNode
}) {
	const t = useT()
	const locale = useLocale()
	const totals = rows.map((row) => row.values.reduce((sum, v) => sum + v, 0))
	const max = Math.max(1, ...totals)
	const largest = totals.indexOf(Math.max(...totals))
	const summary = rows.length
		? t('admin.charts.barSummary', {
				title,
				count: formatNumber(rows.length, locale),
				label: rows[largest]!.label,
				value: formatNumber(totals[largest]!, locale),
			})
		: empty
	const chart = rows.length ? (
		<svg
			role="img"
			aria-labelledby={`${id}-title ${id}-summary`}
			width="100%"
			height={rows.length * ROW}
			className="block overflow-visible"
		>
			{rows.map((row, r) => {
				const top = r * ROW
				let start = 0
				return (
					<g key={`${row.label} ${r}`}>
						<text x="0" y={top + LABEL - 3} className="fill-slate-800 text-[13px]">
							{clip(row.tag ? `${row.label} (${row.tag})` : row.label)}
						</text>
						{row.values.map((value, s) => {
							const width = (value / max) * 86
							const x = start
							start += width
							return value > 0 ? (
								<rect
									key={s}
									x={`${x}%`}
									y={top + LABEL + 2}
									width={`${width}%`}
									height={BAR}
									className={FILLS[s % FILLS.length]}
								/>
							) : null
						})}
						<text
							x={`${start + 1}%`}
							y={top + LABEL + BAR}
							className="fill-slate-900 text-[13px] font-semibold"
						>
							{formatNumber(totals[r]!, locale)}
						</text>
					</g>
				)
			})}
		</svg>
	) : (
		<p className="text-slate-700">{empty}</p>
	)
	const table = (
		<DataTable
			id={`${id}-table`}
			caption={title}
			minWidth="none"
			frame="none"
			head="quiet"
			stack="phone"
			figures={series.map((_, i) => i + 1)}
			columns={[firstColumn, ...series.map((s) => s.label)]}
		>
			{rows.map((row, r) => (
				<tr key={`${row.label} ${r}`} data-row={row.href ?? row.label} data-total={totals[r]}>
					<RowHeader className="break-words">
						{row.href ? (
							<a href={row.href} className="text-primary-dark underline">
								{row.label}
							</a>
						) : (
							row.label
						)}
						{row.tag ? (
							<>
								{' '}
								<span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold">
									{row.tag}
								</span>
							</>
						) : null}
					</RowHeader>
					{row.values.map((value, s) => (
						<DataCell key={s} figure>
							{formatNumber(value, locale)}
						</DataCell>
					))}
				</tr>
			))}
		</DataTable>
	)
	return (
		<ChartFrame
			id={id}
			title={title}
			intro={intro}
			summary={summary}
			legend={series}
			chart={chart}
			table={rows.length ? table : null}
			action={action}
		/>
	)
}

/** A long label cut with an ellipsis, so that it keeps to one line on a phone. */
function clip(label: string, max = 42) {
	return label.length > max ? `${label.slice(0, max - 1)}…` : label
}

/** One column per day: how a figure went over the period. */
export function DayColumns({
	id,
	title,
	days,
	valueLabel,
	empty,
}: {
	id: string
	title: string
	days: { day: string; count: number }[]
	valueLabel: string
	empty: string
}) {
	const t = useT()
	const locale = useLocale()
	const max = Math.max(1, ...days.map((d) => d.count))
	const total = days.reduce((sum, d) => sum + d.count, 0)
	const date = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
		day: 'numeric',
		month: 'short',
		timeZone: 'UTC',
	})
	const dayName = (day: string) => date.format(new Date(`${day}T00:00:00Z`))
	const HEIGHT = 120
	const width = 100 / Math.max(1, days.length)
	const summary = total
		? t('admin.charts.daysSummary', {
				title,
				total: formatNumber(total, locale),
				days: formatNumber(days.length, locale),
				max: formatNumber(max, locale),
			})
		: empty
	const chart = total ? (
		<svg
			role="img"
			aria-labelledby={`${id}-title ${id}-summary`}
			width="100%"
			height={HEIGHT + 20}
			className="block"
		>
			<line x1="0" x2="100%" y1={HEIGHT} y2={HEIGHT} className="stroke-slate-300" />
			{days.map((d, i) => {
				const h = Math.round((d.count / max) * (HEIGHT - 4))
				return (
					<rect
						key={d.day}
						x={`${i * width + width * 0.1}%`}
						y={HEIGHT - h}
						width={`${width * 0.8}%`}
						height={h}
						className="fill-primary"
					/>
				)
			})}
			<text x="0" y={HEIGHT + 16} className="fill-slate-700 text-[12px]">
				{dayName(days[0]!.day)}
			</text>
			<text x="100%" y={HEIGHT + 16} textAnchor="end" className="fill-slate-700 text-[12px]">
				{dayName(days[days.length - 1]!.day)}
			</text>
		</svg>
	) : (
		<p className="text-slate-700">{empty}</p>
	)
	const table = (
		<DataTable
			id={`${id}-table`}
			caption={title}
			minWidth="none"
			frame="none"
			head="quiet"
			figures={[1]}
			columns={[t('admin.charts.day'), valueLabel]}
		>
			{days.map((d) => (
				<tr key={d.day}>
					<RowHeader>
						<time dateTime={d.day}>{dayName(d.day)}</time>
					</RowHeader>
					<DataCell figure>{formatNumber(d.count, locale)}</DataCell>
				</tr>
			))}
		</DataTable>
	)
	return (
		<ChartFrame
			id={id}
			title={title}
			summary={summary}
			chart={chart}
			table={total ? table : null}
		/>
	)
}
