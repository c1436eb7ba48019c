import {
	Bell,
	ChevronDown,
	ClipboardCheck,
	FileStack,
	History,
	Languages,
	LayoutDashboard,
	MessageCircleQuestion,
	Siren,
	ListTree,
	Newspaper,
	Settings,
	Trash2,
	Unlink,
	Users,
	Inbox,
} from 'lucide-react'
import { NavLink, useLocation } from 'react-router'
import type { MessageKey } from '#app/i18n/i18n'
import { useT } from '#app/i18n/hooks'
import { cn } from '#app/utils/misc'
import { ADMIN_BASE } from '#app/config'
import { SITE_TEXTS_PATH } from '#app/features/cms/settings-screens'
import { noticeKey } from '#app/features/notifications/kinds'

interface MenuItem {
	label: MessageKey
	href: string
	icon: typeof Bell
	subItems?: { label: MessageKey; href: string }[]
	/** Shown to administrators only (the server refuses editors anyway). */
	adminOnly?: boolean
}

/** The staff area's menu, in display order. */
export const adminMenu: MenuItem[] = [
	{ label: 'admin.nav.dashboard', href: ADMIN_BASE, icon: LayoutDashboard },
	// Second, where a clerk finds it at once in an emergency (decision 031).
	{ label: 'admin.nav.alerts', href: `${ADMIN_BASE}/content/alerts`, icon: Siren },
	{
		label: 'admin.nav.content',
		href: `${ADMIN_BASE}/content`,
		icon: Newspaper,
		subItems: [
			{ label: 'admin.nav.news', href: `${ADMIN_BASE}/content/news` },
			{ label: 'admin.nav.events', href: `${ADMIN_BASE}/content/events` },
			{ label: 'admin.nav.programs', href: `${ADMIN_BASE}/content/programs` },
			{ label: 'admin.nav.jobs', href: `${ADMIN_BASE}/content/jobs` },
			{ label: 'admin.nav.documents', href: `${ADMIN_BASE}/content/documents` },
			{
				label: 'admin.documentCategories.title',
				href: `${ADMIN_BASE}/content/document-categories`,
			},
			{ label: 'admin.nav.quickLinks', href: `${ADMIN_BASE}/content/quick-links` },
			{ label: 'admin.nav.mayor', href: `${ADMIN_BASE}/content/mayor` },
		],
	},
	{ label: 'admin.nav.pages', href: `${ADMIN_BASE}/pages`, icon: FileStack },
	{ label: 'admin.nav.menu', href: `${ADMIN_BASE}/menu`, icon: ListTree },
	// Requests and reports from residents (decision 039).
	{ label: 'admin.nav.requests', href: `${ADMIN_BASE}/requests`, icon: Inbox },
	// Who handles each category of requests, and when they are escalated (decision 050).
	{
		label: noticeKey('notice.routing.link'),
		href: `${ADMIN_BASE}/requests/routing`,
		icon: Inbox,
		adminOnly: true,
	},
	{ label: 'admin.nav.notifications', href: `${ADMIN_BASE}/notifications`, icon: Bell },
	{ label: 'admin.nav.review', href: `${ADMIN_BASE}/review`, icon: ClipboardCheck },
	{ label: 'admin.nav.links', href: `${ADMIN_BASE}/links`, icon: Unlink },
	// Page feedback (decision 038).
	{ label: 'admin.nav.feedback', href: `${ADMIN_BASE}/feedback`, icon: MessageCircleQuestion },
	{ label: 'admin.nav.deleted', href: `${ADMIN_BASE}/deleted`, icon: Trash2 },
	{ label: 'admin.nav.settings', href: `${ADMIN_BASE}/settings`, icon: Settings, adminOnly: true },
	{ label: 'admin.nav.texts', href: SITE_TEXTS_PATH, icon: Languages, adminOnly: true },
	{ label: 'admin.nav.users', href: `${ADMIN_BASE}/users`, icon: Users, adminOnly: true },
	{ label: 'admin.nav.activity', href: `${ADMIN_BASE}/activity`, icon: History, adminOnly: true },
]

const itemClass = (active: boolean) =>
	cn(
		'flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium',
		active ? 'bg-primary text-white' : 'text-slate-800 hover:bg-slate-100',
	)

/**
 * The admin menu. "Content" is a disclosure: a click expands or collapses it and never navigates.
 * The disclosures share a `name`, so the browser keeps at most one open, with or without JavaScript.
 */
export function AdminNav({ id, isAdmin = true }: { id: string; isAdmin?: boolean }) {
	const t = useT()
	const { pathname } = useLocation()
	return (
		<nav aria-label={t('admin.menu')} id={id}>
			<ul className="space-y-1">
				{adminMenu
					.filter((item) => isAdmin || !item.adminOnly)
					.map((item) => {
						const Icon = item.icon
						if (!item.subItems) {
							return (
								<li key={item.href}>
									<NavLink to={item.href} end className={({ isActive }) => itemClass(isActive)}>
										<Icon aria-hidden="true" className="size-5" />
										{t(item.label)}
									</NavLink>
								</li>
							)
						}
						const inside = item.subItems.some((sub) => pathname.startsWith(sub.href))
						return (
							<li key={item.href}>
								<details name={`${id}-groups`} open={inside} className="group">
									<summary className={itemClass(false)}>
										<Icon aria-hidden="true" className="size-5" />
										<span className="flex-1">{t(item.label)}</span>
										<ChevronDown
											aria-hidden="true"
											className="size-4 transition-transform group-open:rotate-180"
										/>
									</summary>
									<ul className="mt-1 space-y-1 pl-8">
										{item.subItems.map((sub) => (
											<li key={sub.href}>
												<NavLink to={sub.href} className={({ isActive }) => itemClass(isActive)}>
													{t(sub.label)}
												</NavLink>
											</li>
										))}
									</ul>
								</details>
							</li>
						)
					})}
			</ul>
		</nav>
	)
}
