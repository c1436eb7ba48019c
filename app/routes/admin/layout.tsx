// The staff texts, loaded before this screen hydrates (i18n/staff-catalog-preload.ts).
import '#app/i18n/staff-catalog-preload'
import { useEffect } from 'react'
import {
	data,
	Link,
	Outlet,
	useLoaderData,
	useLocation,
	useMatches,
	useRouteError,
	type LoaderFunctionArgs,
} from 'react-router'
import { AdminHeader } from '#app/features/staff-frame/admin-header'
import { AdminNav } from '#app/features/staff-frame/admin-nav'
import { ErrorPanel } from '#app/components/site/error-panel'
import { showToast } from '#app/components/ui/toast'
import { getDb } from '#app/db/client.server'
import { unreadNotifications } from '#app/features/cms/queries.server'
import { rememberLocale } from '#app/features/notifications/notices.server'
import { adminLocale } from '#app/features/cms/admin-locale.server'
import { requireStaff } from '#app/auth/auth.server'
import { takeFlash } from '#app/features/cms/flash.server'
import type { MessageKey } from '#app/i18n/i18n'
import { useT } from '#app/i18n/hooks'
import { errorMessage } from '#app/components/site/error-panel'
import { ADMIN_BASE } from '#app/config'

export interface AdminCrumb {
	label: MessageKey
	href?: string
}

/**
 * Route modules of the staff area declare their place: `handle = { crumbs: [...] }`, or a function
 * of the address when one module serves several screens.
 */
export interface AdminHandle {
	crumbs: AdminCrumb[] | ((pathname: string) => AdminCrumb[])
}

export async function loader({ request }: LoaderFunctionArgs) {
	const session = await requireStaff(request)
	const { flash, headers } = takeFlash(request)
	const db = getDb()
	const unread = await unreadNotifications(db, session.user)
	// The language of this person's notification mails: the one they last used here. Not being
	// able to write it (a database open to read only) changes nothing on the screen.
	await rememberLocale(db, session.user.id, adminLocale(request)).catch(() => undefined)
	return data(
		{
			name: session.user.name,
			role: session.user.role,
			csrf: session.csrf,
			unread,
			flash,
		},
		{ headers },
	)
}

function Breadcrumbs() {
	const t = useT()
	const matches = useMatches()
	const { pathname } = useLocation()
	const handle = [...matches].reverse().find((m) => (m.handle as AdminHandle | undefined)?.crumbs)
		?.handle as AdminHandle | undefined
	const own = typeof handle?.crumbs === 'function' ? handle.crumbs(pathname) : handle?.crumbs
	const items: AdminCrumb[] = [{ label: 'admin.nav.dashboard', href: ADMIN_BASE }, ...(own ?? [])]
	if (items.length < 2) return null
	return (
		<nav aria-label={t('admin.breadcrumbs')} className="px-4 pt-4 text-sm sm:px-6">
			<ol className="flex flex-wrap gap-1 text-slate-700">
				{items.map((item, i) => {
					const last = i === items.length - 1
					return (
						<li key={`${item.label}-${i}`} className="flex items-center gap-1">
							{item.href && !last ? (
								<Link to={item.href} className="text-primary-dark underline underline-offset-2">
									{t(item.label)}
								</Link>
							) : (
								<span aria-current={last ? 'page' : undefined}>{t(item.label)}</span>
							)}
							{last ? null : <span aria-hidden="true">›</span>}
						</li>
					)
				})}
			</ol>
		</nav>
	)
}

/**
 * The result of the last change. Without JavaScript it is a banner at the top of the screen; once
 * the page is interactive the banner hides (CSS) and the same message becomes a toast.
 */
function FlashMessage({
	flash,
}: {
	flash: { kind: 'success' | 'error'; title: MessageKey; text: MessageKey } | null
}) {
	const t = useT()
	useEffect(() => {
		if (flash) void showToast(flash.kind, t(flash.title), t(flash.text))
	}, [flash, t])
	if (!flash) return null
	return (
		<div
			role={flash.kind === 'error' ? 'alert' : 'status'}
			data-flash-banner
			className={
				flash.kind === 'error'
					? 'mx-4 mt-4 rounded-md border-l-4 border-danger bg-red-50 p-4 sm:mx-6'
					: 'mx-4 mt-4 rounded-md border-l-4 border-primary bg-primary-light p-4 sm:mx-6'
			}
		>
			<p className="font-semibold">{t(flash.title)}</p>
			<p>{t(flash.text)}</p>
		</div>
	)
}

function Frame({
	name,
	unread,
	isAdmin,
	children,
}: {
	name: string
	unread: number
	isAdmin: boolean
	children: React.ReactNode
}) {
	const t = useT()
	return (
		<div className="min-h-screen bg-slate-50 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
			<a
				href="#admin-main"
				className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:p-2"
			>
				{t('admin.skip')}
			</a>
			<aside className="hidden border-r border-slate-200 bg-white p-4 lg:block">
				<Link to={ADMIN_BASE} className="mb-6 block px-3 text-lg font-bold text-primary-dark">
					{t('admin.brand')}
				</Link>
				<AdminNav id="admin-nav" isAdmin={isAdmin} />
				<Link
					to="/"
					className="mt-6 block px-3 text-sm text-primary-dark underline underline-offset-2"
				>
					{t('admin.viewSite')}
				</Link>
			</aside>
			<div className="min-w-0">
				<AdminHeader name={name} unread={unread} isAdmin={isAdmin} />
				{children}
			</div>
		</div>
	)
}

export default function AdminLayout() {
	const { name, unread, flash, role } = useLoaderData<typeof loader>()
	return (
		<Frame name={name} unread={unread} isAdmin={role === 'admin'}>
			<Breadcrumbs />
			<FlashMessage flash={flash} />
			<main id="admin-main" tabIndex={-1} className="px-4 py-6 outline-none sm:px-6">
				<Outlet />
			</main>
		</Frame>
	)
}

export function ErrorBoundary() {
	const t = useT()
	const error = useRouteError()
	return (
		<main id="admin-main" className="p-6">
			<ErrorPanel
				title={t('error.title')}
				message={errorMessage(error, t('error.unexpected'))}
				reference={(id) => t('error.reference', { id })}
			/>
		</main>
	)
}
