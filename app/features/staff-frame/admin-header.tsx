import { CsrfInput } from '#app/auth/csrf-input'
import { Bell, CircleUser, LogOut, Menu, Search, X } from 'lucide-react'
import { Form, Link, useLocation } from 'react-router'
import { Input, Label } from '#app/components/ui/field'
import { useLocale, useT } from '#app/i18n/hooks'
import { intlLocale } from '#app/i18n/locales'
import { AdminNav } from './admin-nav'
import { ADMIN_BASE } from '#app/config'

/**
 * The admin top bar. On a phone it is one row of 44 px buttons (issue 33): the menu, a link to the
 * search screen, the other language, the notifications and the account; "Sign out" is inside the
 * menu. From `lg` up the menu is a column beside the screen and the bar shows the greeting, the
 * search field and "Sign out" as well.
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
	const iconButton =
		'inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-slate-100'
	return (
		<header className="relative z-30 border-b border-slate-200 bg-white lg:sticky lg:top-0">
			<div className="flex items-center gap-1 px-2 py-1.5 sm:gap-3 sm:px-4 lg:py-3">
				<details className="group lg:hidden">
					<summary className="inline-flex h-11 cursor-pointer list-none items-center gap-2 rounded-md border border-slate-300 px-3 text-sm font-semibold [&::-webkit-details-marker]:hidden">
						<Menu aria-hidden="true" className="size-5 group-open:hidden" />
						<X aria-hidden="true" className="hidden size-5 group-open:block" />
						{t('admin.openMenu')}
					</summary>
					<div className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-3.5rem)] overflow-y-auto border-b border-slate-200 bg-white p-3 shadow-lg">
						<AdminNav id="admin-nav-mobile" isAdmin={isAdmin} />
						<SignOut className="mt-2 w-full justify-start border-t border-slate-200 pt-2" />
					</div>
				</details>
				<p className="hidden text-lg font-semibold text-slate-900 lg:block">
					{t('admin.greeting', { name })}
				</p>
				<Form
					method="get"
					action={`${ADMIN_BASE}/search`}
					role="search"
					className="ml-auto hidden items-center gap-2 lg:flex"
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
						className="w-64"
					/>
					<button type="submit" className={iconButton}>
						<Search aria-hidden="true" className="size-5" />
						<span className="sr-only">{t('admin.search.submit')}</span>
					</button>
				</Form>
				{/* On a phone, the search screen (it has its own field) rather than a field here. */}
				<Link
					to={`${ADMIN_BASE}/search`}
					className={`${iconButton} ml-auto lg:hidden`}
					aria-label={t('admin.search.label')}
				>
					<Search aria-hidden="true" className="size-5" />
				</Link>
				<Form method="post" action={`${ADMIN_BASE}/language`} reloadDocument>
					<CsrfInput />
					<input type="hidden" name="locale" value={locale === 'en' ? 'fr' : 'en'} />
					<input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
					<button
						type="submit"
						lang={locale === 'en' ? 'fr' : 'en'}
						aria-label={t('admin.switchLanguageLabel')}
						className="h-11 min-w-11 rounded-md px-2 text-sm font-semibold hover:bg-slate-100 sm:px-3"
					>
						{t('admin.switchLanguage')}
					</button>
				</Form>
				<Link
					to={`${ADMIN_BASE}/notifications`}
					className={`${iconButton} relative`}
					aria-label={
						unread
							? t(
									new Intl.PluralRules(intlLocale[locale]).select(unread) === 'one'
										? 'admin.notifications.unreadOne'
										: 'admin.notifications.unread',
									{ count: unread },
								)
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
				<Link to={`${ADMIN_BASE}/account`} className={iconButton} aria-label={t('admin.account')}>
					<CircleUser aria-hidden="true" className="size-5" />
				</Link>
				<SignOut className="hidden lg:inline-flex" />
			</div>
		</header>
	)
}

function SignOut({ className }: { className: string }) {
	const t = useT()
	return (
		<Form method="post" action={`${ADMIN_BASE}/logout`} className={className}>
			<CsrfInput />
			<button
				type="submit"
				className="inline-flex h-11 items-center gap-2 rounded-md px-3 text-sm font-semibold hover:bg-slate-100"
			>
				<LogOut aria-hidden="true" className="size-5" />
				{t('admin.signOut')}
			</button>
		</Form>
	)
}
