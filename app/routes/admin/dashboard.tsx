import type { LoaderFunctionArgs } from 'react-router'
import { Link, useLoaderData } from 'react-router'
import { requireStaff } from '#app/auth/auth.server'
import { ADMIN_BASE, COUNCIL_TIME_ZONE } from '#app/config'
import { getDb } from '#app/db/client.server'
import { heldCount } from '#app/features/requests/queries.server'
import { AdminPageHeader } from '#app/features/staff-frame/admin-page'
import { recentActivity } from '#app/features/cms/queries.server'
import { adminLocale } from '#app/features/cms/admin-locale.server'
import type { MessageKey } from '#app/i18n/i18n'
import { intlLocale } from '#app/i18n/locales'
import { useLocale, useT } from '#app/i18n/hooks'
import { nowMs } from '#app/platform/clock.server'
import { getEnv } from '#app/platform/env.server'
// What needs me, how the site is doing, what residents did (issue 33, decision 056).
import {
	needsMe,
	rangeOf,
	residentFigures,
	siteHealth,
} from '#app/features/analytics/dashboard.server'
import {
	HealthFigures,
	NeedsMePanel,
	ResidentsPanel,
} from '#app/features/analytics/dashboard-panels'
// Email (decision 037).
import { emailStatus } from '#app/features/email/email-status.server'
import { EmailStatusPanel } from '#app/features/email/email-status'
// Subscriptions by email (decision 040).
import { subscriberCounts } from '#app/features/subscriptions/subscriptions.server'
import { SubscribersPanel } from '#app/features/subscriptions/subscribers-panel'
// Backups (decision 047).
import { backupStatus } from '#app/features/backups/runs.server'
import { BackupStatusPanel } from '#app/features/backups/backup-status'

export async function loader({ request, url }: LoaderFunctionArgs) {
	const session = await requireStaff(request)
	const db = getDb()
	const admin = session.user.role === 'admin'
	const at = nowMs()
	const locale = adminLocale(request)
	const [needs, health, residents, activity, email, subscribers, backups, held] = await Promise.all(
		[
			needsMe(db, session.user, at, locale),
			siteHealth(db, at),
			residentFigures(db, rangeOf(url.searchParams.get('range')), at, locale),
			// Failed sign-ins and other account events: administrators only.
			recentActivity(db, 10, { accounts: admin }),
			emailStatus(db),
			subscriberCounts(db),
			// Backups: administrators only (decision 047).
			admin ? backupStatus(db, getEnv()) : null,
			// Requests held during a flood (issue 32).
			heldCount(db),
		],
	)
	return { needs, health, residents, activity, email, subscribers, backups, held }
}

export default function Dashboard() {
	const t = useT()
	const locale = useLocale()
	const { needs, health, residents, activity, email, subscribers, backups, held } =
		useLoaderData<typeof loader>()
	const time = new Intl.DateTimeFormat(intlLocale[locale], {
		dateStyle: 'medium',
		timeStyle: 'short',
		timeZone: COUNCIL_TIME_ZONE,
	})
	return (
		<>
			<AdminPageHeader title="admin.dashboard.title" intro="admin.dashboard.intro" />
			{held ? (
				<p className="mb-6 rounded-md border-l-4 border-amber-500 bg-amber-50 p-3" data-held={held}>
					<Link
						to={`${ADMIN_BASE}/requests?status=held`}
						className="font-semibold underline underline-offset-2"
					>
						{t('admin.requests.heldNotice', { count: held })}
					</Link>
				</p>
			) : null}
			<NeedsMePanel needs={needs} />
			<section aria-labelledby="health-title" className="mt-8">
				<h2 id="health-title" className="text-xl font-semibold text-slate-900">
					{t('admin.dash.health')}
				</h2>
				<HealthFigures health={health} />
				<EmailStatusPanel status={email} />
				{backups ? <BackupStatusPanel status={backups} /> : null}
				<SubscribersPanel figures={subscribers} />
			</section>
			<ResidentsPanel figures={residents} />
			<section
				aria-labelledby="activity-title"
				className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
			>
				<h2 id="activity-title" className="text-lg font-semibold text-slate-900">
					{t('admin.activity.title')}
				</h2>
				{activity.length ? (
					<ul className="mt-4 divide-y divide-slate-100">
						{activity.map((entry) => (
							<li
								key={entry.id}
								className="flex flex-wrap items-baseline justify-between gap-2 py-3"
							>
								<p className="text-slate-900">
									<span className="font-medium">
										{t(`admin.activity.action.${entry.action}` as MessageKey)}
									</span>{' '}
									{t(`admin.activity.item.${entry.item_type}` as MessageKey)}
									{entry.item_title ? <> — {entry.item_title}</> : null}
								</p>
								<p className="text-sm text-slate-600">
									<span className="mr-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold">
										{t(`admin.activity.kind.${entry.kind}`)}
									</span>
									{t('admin.activity.line', {
										user: entry.actor || t('admin.activity.unknownAccount'),
										time: time.format(new Date(entry.created_at)),
									})}
								</p>
							</li>
						))}
					</ul>
				) : (
					<p className="mt-4 text-slate-700">{t('admin.activity.empty')}</p>
				)}
			</section>
		</>
	)
}
