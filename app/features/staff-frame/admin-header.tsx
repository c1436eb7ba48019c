import { CsrfInput } from '#app/auth/csrf-input'
import { Bell, CircleUser, LogOut, Menu, Search, X } from 'lucide-react'
import { Form, Link, useLocation } from 'react-router'
import { Input, Label } from '#app/components/ui/field'
import { useLocale, useT } from '#app/i18n/hooks'
import { AdminNav } from './admin-nav'
import { ADMIN_BASE } from '#app/config'

/**
 * The admin top bar: greeting, a search over admin content, the interface language toggle, the
 * notification bell (with a dot when something is unread) and an account/help button. On small
 * screens the menu sits behind a toggle here.
 */
export function AdminHeader({
	name,
	unread,
	isAdmin,
}: {
	name: string
	unread: number
	isAdmin: boolean
}) {
	const t = useT()
	const locale = useLocale()
	const { pathname, search } = useLocation()
	return (
		<header className="relative z-30 border-b border-slate-200 bg-white lg:sticky lg:top-0">
			<div className="flex flex-wrap items-center gap-3 px-4 py-3">
				<details className="group relative lg:hidden">
					<summary className="inline-flex h-11 items-center gap-2 rounded-md border border-slate-300 px-3 text-sm font-semibold">
						<Menu aria-hidden="true" className="size-5 group-open:hidden" />
						<X aria-hidden="true" className="hidden size-5 group-open:block" />
						{t('admin.openMenu')}
					</summary>
					<div className="absolute top-12 left-0 z-40 w-72 rounded-md border border-slate-200 bg-white p-3 shadow-lg">
						<AdminNav id="admin-nav-mobile" isAdmin={isAdmin} />
					</div>
				</details>
				<p className="text-lg font-semibold text-slate-900">{t('admin.greeting', { name })}</p>
				<Form
					method="get"
					action={`${ADMIN_BASE}/search`}
					role="search"
					className="ml-auto flex items-center gap-2"
				>
					<Label htmlFor="admin-search" className="sr-only">
						{t('admin.search.label')}
					</Label>
					<Input
						id="admin-search"
						type="search"
						name="q"
						maxLength={100}
						placeholder={t('admin.search.placeholder')}
						width="auto"
						className="w-44 sm:w-64"
					/>
					<button
						type="submit"
						className="inline-flex size-11 items-center justify-center rounded-md hover:bg-slate-100"
					>
						<Search aria-hidden="true" className="size-5" />
						<span className="sr-only">{t('admin.search.submit')}</span>
					</button>
				</Form>
				<Form method="post" action={`${ADMIN_BASE}/language`}>
					<CsrfInput />
					<input type="hidden" name="locale" value={locale === 'en' ? 'fr' : 'en'} />
					<input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
					<button
						type="submit"
						lang={locale === 'en' ? 'fr' : 'en'}
						aria-label={t('admin.switchLanguageLabel')}
						className="h-11 rounded-md px-3 text-sm font-semibold hover:bg-slate-100"
					>
						{t('admin.switchLanguage')}
					</button>
				</Form>
				<Link
					to={`${ADMIN_BASE}/notifications`}
					className="relative inline-flex size-11 items-center justify-center rounded-md hover:bg-slate-100"
					aria-label={
						unread
							? t('admin.notifications.unread', { count: unread })
							: t('admin.notifications.bell')
					}
				>
					<Bell aria-hidden="true" className="size-5" />
					{unread ? (
						<span
							data-unread-dot
							aria-hidden="true"
							className="absolute top-2 right-2 size-2.5 rounded-full bg-danger"
						/>
					) : null}
				</Link>
				<Link
					to={`${ADMIN_BASE}/account`}
					className="inline-flex size-11 items-center justify-center rounded-md hover:bg-slate-100"
					aria-label={t('admin.account')}
				>
					<CircleUser aria-hidden="true" className="size-5" />
				</Link>
				<Form method="post" action={`${ADMIN_BASE}/logout`}>
					<CsrfInput />
					<button
						type="submit"
						className="inline-flex h-11 items-center gap-2 rounded-md px-3 text-sm font-semibold hover:bg-slate-100"
					>
						<LogOut aria-hidden="true" className="size-5" />
						{t('admin.signOut')}
					</button>
				</Form>
			</div>
		</header>
	)
}
