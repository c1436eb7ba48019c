import { Archive, TriangleAlert } from 'lucide-react'
import { COUNCIL_TIME_ZONE } from '#app/config'
import { formatSize } from '#app/features/documents/format'
import { formatWhen } from '#app/features/revisions/diff-view'
import { formatNumber } from '#app/i18n/i18n'
import { useLocale, useT } from '#app/i18n/hooks'
import { intlLocale } from '#app/i18n/locales'
import type { BackupStatus } from './runs.server'

/**
 * Backups as administrators see them on the dashboard (decision 047): the last good one, where
 * it went and how large it is; a failure or a backup overdue, said plainly, with what to do.
 */
export function BackupStatusPanel({ status }: { status: BackupStatus }) {
	const t = useT()
	const locale = useLocale()
	const trouble = Boolean(
		status.failure || status.overdue || (!status.lastGood && status.schedule === 'off'),
	)
	const Icon = trouble ? TriangleAlert : Archive
	// The scheduled hour (UTC) in the council's time.
	const hour = new Intl.DateTimeFormat(intlLocale[locale], {
		timeStyle: 'short',
		timeZone: COUNCIL_TIME_ZONE,
	}).format(new Date(Date.UTC(2026, 0, 5, status.hour)))
	return (
		<section
			aria-labelledby="backups-title"
			data-backups={
				status.failure ? 'failed' : status.overdue ? 'overdue' : status.lastGood ? 'ok' : 'none'
			}
			className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
		>
			<h2
				id="backups-title"
				className="flex items-center gap-2 text-lg font-semibold text-slate-900"
			>
				<Icon
					aria-hidden="true"
					className={trouble ? 'size-5 text-danger' : 'size-5 text-primary'}
				/>
				{t('admin.backups.title')}
			</h2>
			{status.failure ? (
				<p className="mt-2 font-medium text-danger">
					{t('admin.backups.failed', {
						time: formatWhen(status.failure.at, locale),
						error: status.failure.error,
					})}
				</p>
			) : null}
			{status.overdue ? (
				<p className="mt-2 font-medium text-danger">{t('admin.backups.overdue')}</p>
			) : null}
			<p className="mt-2 text-slate-700">
				{status.lastGood
					? t('admin.backups.last', {
							time: formatWhen(status.lastGood.at, locale),
							size: formatSize(status.lastGood.bytes, locale, t),
							files: formatNumber(status.lastGood.files, locale),
							place: status.lastGood.location,
						})
					: t('admin.backups.none')}
			</p>
			<p className="mt-2 text-slate-700">
				{status.schedule === 'off'
					? t('admin.backups.scheduleOff')
					: t(
							status.schedule === 'weekly'
								? 'admin.backups.scheduleWeekly'
								: 'admin.backups.scheduleDaily',
							{
								time: hour,
							},
						)}
			</p>
		</section>
	)
}
