import { COUNCIL_TIME_ZONE } from '#app/config'
import { requireStaff } from '#app/auth/auth.server'
import type { LoaderFunctionArgs } from 'react-router'
import {
	CalendarDays,
	FileText,
	MessageCircleQuestion,
	TrendingDown,
	TrendingUp,
	Users,
} from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import { ADMIN_BASE } from '#app/config'
import { heldCount } from '#app/features/requests/queries.server'
import { AdminPageHeader } from '#app/features/staff-frame/admin-page'
import { getDb } from '#app/db/client.server'
import { dashboardStats, recentActivity, type Stat } from '#app/features/cms/queries.server'
import type { MessageKey } from '#app/i18n/i18n'
import { formatNumber } from '#app/i18n/i18n'
import { councilToday, intlLocale } from '#app/i18n/locales'
import { useLocale, useT } from '#app/i18n/hooks'
import { cn } from '#app/utils/misc'
// Email (decision 037).
import { emailStatus } from '#app/features/email/email-status.server'
import { EmailStatusPanel } from '#app/features/email/email-status'
// Subscriptions by email (decision 040).
import { subscriberCounts } from '#app/features/subscriptions/subscriptions.server'
import { SubscribersPanel } from '#app/features/subscriptions/subscribers-panel'
// Page feedback (decision 038).
import { MostNoPages } from '#app/features/feedback/most-no-pages'
import { pagesWithMostNo } from '#app/features/feedback/feedback-queries.server'
// Backups (decision 047).
import { backupStatus } from '#app/features/backups/runs.server'
import { BackupStatusPanel } from '#app/features/backups/backup-status'
import { getEnv } from '#app/platform/env.server'

export async function loader({ request }: LoaderFunctionArgs) {
	const session = await requireStaff(request)
	const db = getDb()
	const admin = session.user.role === 'admin'
	const [stats, activity, email, subscribers, mostNo, backups, held] = await Promise.all([
		dashboardStats(db, councilToday()),
		// Failed sign-ins and other account events: administrators only.
		recentActivity(db, 10, { accounts: admin }),
		emailStatus(db),
		subscriberCounts(db),
		// Page feedback (decision 038).
		pagesWithMostNo(db),
		// Backups: administrators only (decision 047).
		admin ? backupStatus(db, getEnv()) : null,
		// Requests held during a flood (issue 32).
		heldCount(db),
	])
	return { stats, activity, email, subscribers, mostNo, backups, held }
}

const cards: {
	key: 'totalUsers' | 'contentPages' | 'upcomingEvents' | 'chatMessages'
	title: MessageKey
	icon: typeof Users
}[] = [
	{ key: 'totalUsers', title: 'admin.stats.totalUsers', icon: Users },
	{ key: 'contentPages', title: 'admin.stats.contentPages', icon: FileText },
	{ key: 'upcomingEvents', title: 'admin.stats.upcomingEvents', icon: CalendarDays },
	{ key: 'chatMessages', title: 'admin.stats.chatMessages', icon: MessageCircleQuestion },
]

function changeText(stat: Stat, locale: 'en' | 'fr') {
	const sign = stat.change > 0 ? '+' : stat.change < 0 ? '−' : '±'
	const amount = formatNumber(Math.abs(stat.change), locale)
	return stat.unit === 'percent'
		? `${sign}${amount}${locale === 'fr' ? ' %' : '%'}`
		: `${sign}${amount}`
}

export default function Dashboard() {
	const t = useT()
	const locale = useLocale()
	const { stats, activity, email, subscribers, mostNo, backups, held } =
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
			<ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
				{cards.map(({ key, title, icon: Icon }) => {
					const stat = stats[key]
					const up = stat.change >= 0
					return (
						<li
							key={key}
							data-stat={key}
							className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
						>
							<div className="flex items-center justify-between">
								<h2 className="text-sm font-semibold text-slate-700">{t(title)}</h2>
								<Icon aria-hidden="true" className="size-5 text-primary" />
							</div>
							<p className="mt-2 text-3xl font-bold text-slate-900">
								{formatNumber(stat.value, locale)}
							</p>
							<p
								className={cn(
									'mt-2 inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
									up ? 'bg-primary-light text-primary-dark' : 'bg-red-50 text-danger',
								)}
							>
								{up ? (
									<TrendingUp aria-hidden="true" className="size-3.5" />
								) : (
									<TrendingDown aria-hidden="true" className="size-3.5" />
								)}
								<span className="sr-only">
									{t(up ? 'admin.stats.increase' : 'admin.stats.decrease')}:{' '}
								</span>
								{t('admin.stats.change', { change: changeText(stat, locale) })}
							</p>
						</li>
					)
				})}
			</ul>
			<EmailStatusPanel status={email} />
			{backups ? <BackupStatusPanel status={backups} /> : null}
			<SubscribersPanel figures={subscribers} />
			{/* Page feedback (decision 038). */}
			<MostNoPages pages={mostNo} />
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
