import { Menu, Search, X } from 'lucide-react'
import { emblemFiles } from '#app/features/settings/emblem'
import { useLocation } from 'react-router'
import { homeLink } from '#app/features/pages/navigation'
import { useMenu, usePageAlternates } from '#app/root-data'
import { localizePath, otherLocale, partnerHref } from '#app/i18n/locales'
import { pageQuery } from '#app/utils/trackers'
import { useLocale, useSettings, useT } from '#app/i18n/hooks'
import { DRAWN_EMBLEM, DrawnEmblem } from './drawn-emblem'
import { islandProps } from '#app/platform/islands/island'
import { DesktopNav } from './desktop-nav'
import { buttonVariants } from '#app/components/ui/button'
import { Input, Label } from '#app/components/ui/field'

/**
 * The id of the page's main text (site-layout.tsx), the first element after the top bar and the
 * alerts, for the head's `<link rel="expect" blocking="render">`: the browser draws nothing until
 * the whole bar is read. (The standard says the link waits for its element to be parsed whole,
 * but Chromium 156 draws as soon as the element's start is read, so pointed at the bar itself it
 * changed nothing; the start of what follows the bar works either way. An element of its own at
 * the bar's end cost the pocket guide its first round trip: decision 066.) On slow data a page
 * comes in pieces and the browser draws what it has; the bar's right-hand group is pushed to the
 * right edge, so drawn with only its search button it moved left as the language link and the
 * menu came in (a layout shift CI caught on a busy machine). The bar is the first thing in the
 * page's body and comes in the page's first flight, so this holds the first paint only while a
 * piece of it is still on its way. Browsers without `rel="expect"` ignore it, as before.
 */
const MAIN_TEXT_ID = 'main'

/** The shared name of the top bar's two disclosures (an exclusive group, decision 066). */
const TOP_BAR_PANELS = 'tb'

/**
 * Fixed top bar, drawn whole by the server. The phone menu and the search field are <details>
 * disclosures, so both work without JavaScript; so does the menu on wide screens, which is then
 * the same <details> menu (the <noscript> style of site-layout.tsx). With JavaScript, the top
 * bar's island (top-bar.island.ts) makes the wide screens' menu (desktop-nav.tsx) a dropdown menu,
 * keeps one of the two disclosures open at a time, and puts the cursor in the search field when
 * it opens.
 */
export function TopBar() {
	const t = useT()
	const menu = useMenu()
	const own = usePageAlternates()
	const locale = useLocale()
	const settings = useSettings()
	const { pathname, search } = useLocation()
	const other = otherLocale(locale)

	const href = (path: string) => localizePath(path, locale)

	// Opaque, without a backdrop blur: a phone redrew the blur under the fixed bar at every frame
	// of a scroll, for a difference nobody saw through 95% white; and its rule and the nine custom
	// properties it registers were 1.4 kB of every page's CSS (issue 34).
	return (
		<header
			{...islandProps('top-bar')}
			className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white shadow-sm"
		>
			{/* Hoisted into the head by React: nothing is drawn before the whole bar is read (see
			    MAIN_TEXT_ID). */}
			<link rel="expect" href={`#${MAIN_TEXT_ID}`} blocking="render" />
			<a
				href={`#${MAIN_TEXT_ID}`}
				className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
			>
				{t('a11y.skipToContent')}
			</a>
			<div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
				{/* The council's name wraps between words, never narrower than its longest word (a
				    clipped box would cut it mid-word: "Comn de…" at 360 px); up to three lines fit
				    the bar, and past them the last kept word ends with an ellipsis. */}
				<a
					href={href('/')}
					className="flex min-w-min items-center gap-2 font-bold text-primary-dark"
					aria-label={t('topBar.homeLink')}
				>
					{/* The council's emblem when it gave one (decision 055); its name is written beside it. */}
					{!emblemFiles(settings.emblem) && settings.logo === DRAWN_EMBLEM ? (
						<DrawnEmblem className="size-10 shrink-0" />
					) : (
						<img
							src={emblemFiles(settings.emblem)?.header.webp ?? settings.logo}
							alt=""
							width={40}
							height={40}
							className="size-10 shrink-0 object-contain"
						/>
					)}
					<span className="line-clamp-3 min-w-min text-sm leading-tight sm:line-clamp-2 sm:text-lg">
						{settings.name[locale]}
					</span>
				</a>

				<DesktopNav />

				<div className="ml-auto flex items-center gap-1 lg:ml-2">
					{/* The search and the phone menu share a name: a browser opens one at a time, with or
					    without JavaScript (opened together, the menu covered the search field). The
					    island does the same for browsers that do not know the attribute. */}
					<details data-search-toggle="" name={TOP_BAR_PANELS} className="group/search">
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

					<a
						href={
							own
								? `${localizePath(own[other], other)}${pageQuery(localizePath(own[other], other), search)}`
								: partnerHref(pathname, pageQuery(pathname, search), other)
						}
						hrefLang={other}
						lang={other}
						className={buttonVariants({ variant: 'ghost', size: 'bar' })}
					>
						{t('topBar.switchLanguage')}
					</a>

					<details name={TOP_BAR_PANELS} className="site-nav-mobile group/menu lg:hidden">
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
									<a href={href(homeLink.href)} className="block py-2 font-semibold">
										{t(homeLink.label)}
									</a>
								</li>
								{menu.map((group) => (
									<li key={group.key} className="border-b border-slate-100 py-2">
										<p className="py-2 text-xs font-bold tracking-wide text-slate-600 uppercase">
											{group.label}
										</p>
										<ul className="grid gap-x-4 sm:grid-cols-2">
											{group.items.map((item) => (
												<li key={item.href}>
													<a
														href={item.href}
														className="block py-2 text-primary-dark hover:underline"
													>
														{item.label}
													</a>
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

/**
 * The site search form: a plain GET form to /search (or /fr/search), so it works without JS.
 * With JavaScript, its island (search-suggestions.island.ts) suggests pages as one types, under
 * the field. The texts it shows are the form's `data-*`, in the page's language (`{count}` and
 * `{query}` filled in by the island); the pages' titles and kinds come with the suggestions.
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
	return (
		<form
			role="search"
			method="get"
			action={localizePath('/search', locale)}
			className="mx-auto flex max-w-3xl gap-2"
			{...islandProps('search-suggestions')}
			data-count={t('search.count')}
			data-none={t('search.noResults')}
			data-all={t('search.seeAll')}
			data-label={t('search.suggestions')}
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
					shape="search"
					tone={variant === 'hero' ? 'onColour' : 'plain'}
				/>
			</div>
			<button type="submit" className={buttonVariants({ variant: 'accent', size: 'lg' })}>
				<Search aria-hidden="true" />
				<span>{t('search.submit')}</span>
			</button>
		</form>
	)
}
