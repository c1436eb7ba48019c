import { Menu, Search, X } from 'lucide-react'
import { emblemFiles } from '#app/features/settings/emblem'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { SiteLink } from '#app/components/site/site-link'
import { homeLink } from '#app/features/pages/navigation'
import { useMenu, usePageAlternates } from '#app/root-data'
import { localizePath, otherLocale, partnerHref } from '#app/i18n/locales'
import { pageQuery } from '#app/utils/trackers'
import { useLocale, useSettings, useT } from '#app/i18n/hooks'
import { DesktopNavigation } from './desktop-nav-loader'
import { buttonVariants } from '#app/components/ui/button'
import { Input, Label } from '#app/components/ui/field'

/**
 * Fixed top bar. The desktop menu is a Radix NavigationMenu, loaded on wide screens only;
 * the mobile menu and the search field are <details> disclosures, so both work without JavaScript.
 * Without JavaScript the disclosure menu is also used on wide screens (see the <noscript> style in
 * the site layout).
 */
export function TopBar() {
	const t = useT()
	const menu = useMenu()
	const own = usePageAlternates()
	const locale = useLocale()
	const settings = useSettings()
	const { pathname, search } = useLocation()
	const menuRef = useRef<HTMLDetailsElement>(null)
	const searchRef = useRef<HTMLDetailsElement>(null)
	const other = otherLocale(locale)

	// Close the disclosures after a client-side navigation, as a page load would. Not on the first
	// run: a reader may have opened the menu before the scripts arrived, and hydrating must not
	// snap it shut under their finger.
	const shownLocation = useRef(`${pathname}${search}`)
	useEffect(() => {
		const location = `${pathname}${search}`
		if (shownLocation.current === location) return
		shownLocation.current = location
		if (menuRef.current) menuRef.current.open = false
		if (searchRef.current) searchRef.current.open = false
	}, [pathname, search])

	function onToggle(which: 'menu' | 'search') {
		const self = which === 'menu' ? menuRef.current : searchRef.current
		const peer = which === 'menu' ? searchRef.current : menuRef.current
		if (!self?.open) return
		if (peer) peer.open = false
		if (which === 'search') self.querySelector('input')?.focus()
	}

	const href = (path: string) => localizePath(path, locale)

	return (
		<header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 shadow-sm backdrop-blur">
			<a
				href="#main"
				className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
			>
				{t('a11y.skipToContent')}
			</a>
			<div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
				{/* The council's name wraps between words, never narrower than its longest word (a
				    clipped box would cut it mid-word: "Comn de…" at 360 px); up to three lines fit
				    the bar, and past them the last kept word ends with an ellipsis. */}
				<SiteLink
					to={href('/')}
					className="flex min-w-min items-center gap-2 font-bold text-primary-dark"
					aria-label={t('topBar.homeLink')}
				>
					{/* The council's emblem when it gave one (decision 055); its name is written beside it. */}
					<img
						src={emblemFiles(settings.emblem)?.header.webp ?? settings.logo}
						alt=""
						width={40}
						height={40}
						className="size-10 shrink-0 object-contain"
					/>
					<span className="line-clamp-3 min-w-min text-sm leading-tight sm:line-clamp-2 sm:text-lg">
						{settings.name[locale]}
					</span>
				</SiteLink>

				<DesktopNavigation />

				<div className="ml-auto flex items-center gap-1 lg:ml-2">
					<details ref={searchRef} className="group/search" onToggle={() => onToggle('search')}>
						<summary
							className={buttonVariants({ variant: 'ghost', size: 'icon' })}
							aria-label={t('search.toggle')}
						>
							<Search aria-hidden="true" className="group-open/search:hidden" />
							<X aria-hidden="true" className="hidden group-open/search:block" />
						</summary>
						<div className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white p-4 shadow-md">
							<SearchForm idPrefix="top" />
						</div>
					</details>

					<SiteLink
						to={
							own
								? `${localizePath(own[other], other)}${pageQuery(localizePath(own[other], other), search)}`
								: partnerHref(pathname, pageQuery(pathname, search), other)
						}
						hrefLang={other}
						lang={other}
						className={buttonVariants({ variant: 'ghost', size: 'bar' })}
					>
						{t('topBar.switchLanguage')}
					</SiteLink>

					<details
						ref={menuRef}
						className="site-nav-mobile group/menu lg:hidden"
						onToggle={() => onToggle('menu')}
					>
						<summary className={buttonVariants({ variant: 'ghost', size: 'bar' })}>
							<Menu aria-hidden="true" className="group-open/menu:hidden" />
							<X aria-hidden="true" className="hidden group-open/menu:block" />
							{/* On a phone the icon alone, so the council's name has the room. */}
							<span className="max-sm:sr-only">{t('topBar.openMenu')}</span>
						</summary>
						<nav
							aria-label={t('topBar.mainNav')}
							className="absolute inset-x-0 top-16 max-h-[calc(100svh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-6 shadow-md"
						>
							<ul className="mx-auto max-w-7xl">
								<li className="border-b border-slate-100 py-2">
									<SiteLink to={href(homeLink.href)} className="block py-2 font-semibold">
										{t(homeLink.label)}
									</SiteLink>
								</li>
								{menu.map((group) => (
									<li key={group.key} className="border-b border-slate-100 py-2">
										<p className="py-2 text-xs font-bold tracking-wide text-slate-600 uppercase">
											{group.label}
										</p>
										<ul className="grid gap-x-4 sm:grid-cols-2">
											{group.items.map((item) => (
												<li key={item.href}>
													<SiteLink
														to={item.href}
														className="block py-2 text-primary-dark hover:underline"
													>
														{item.label}
													</SiteLink>
												</li>
											))}
										</ul>
									</li>
								))}
							</ul>
						</nav>
					</details>
				</div>
			</div>
		</header>
	)
}

// Instant suggestions arrive with the first focus of a search field (see search-suggestions.tsx).
const SearchSuggestions = lazy(() => import('../../features/search/search-suggestions'))

/**
 * The site search form: a plain GET form to /search (or /fr/search), so it works without JS.
 * With JavaScript, focusing the field loads instant suggestions.
 */
export function SearchForm({
	idPrefix,
	variant = 'light',
}: {
	idPrefix: string
	variant?: 'light' | 'hero'
}) {
	const t = useT()
	const locale = useLocale()
	const id = `${idPrefix}-search`
	const [suggest, setSuggest] = useState(false)
	return (
		<form
			role="search"
			method="get"
			action={localizePath('/search', locale)}
			className="mx-auto flex max-w-3xl gap-2"
		>
			<Label htmlFor={id} className="sr-only">
				{t('search.label')}
			</Label>
			<div className="relative min-w-0 flex-1">
				<Input
					id={id}
					name="q"
					type="search"
					maxLength={200}
					autoComplete="off"
					enterKeyHint="search"
					placeholder={t('search.placeholder')}
					onFocus={() => setSuggest(true)}
					shape="search"
					tone={variant === 'hero' ? 'onColour' : 'plain'}
				/>
				{suggest ? (
					<Suspense fallback={null}>
						<SearchSuggestions inputId={id} />
					</Suspense>
				) : null}
			</div>
			<button type="submit" className={buttonVariants({ variant: 'accent', size: 'lg' })}>
				<Search aria-hidden="true" />
				<span>{t('search.submit')}</span>
			</button>
		</form>
	)
}
