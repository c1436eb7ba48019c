import { ChevronDown } from 'lucide-react'
import { homeLink } from '#app/features/pages/navigation'
import { useMenu } from '#app/root-data'
import { localizePath } from '#app/i18n/locales'
import { useLocale, useT } from '#app/i18n/hooks'

const itemClass =
	'inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-medium text-slate-800 hover:bg-primary-light hover:text-primary-dark'
/**
 * The wide screens' menu, whole, as the server draws it: the home link, then each group as a
 * button (`aria-expanded`, `aria-controls`) and its list of links, drawn hidden. The top bar's
 * island (top-bar.island.ts) makes it a disclosure menu: a button shows or hides its list, one
 * list at a time. Without JavaScript the buttons could not open anything, so wide screens use the
 * phone's `<details>` menu instead (the `<noscript>` style of site-layout.tsx). Plain links: no
 * router follows them in place on a public page (issue 34).
 */
export function DesktopNav() {
	const t = useT()
	const locale = useLocale()
	const menu = useMenu()
	return (
		<nav
			aria-label={t('topBar.mainNav')}
			data-desktop-nav=""
			className="site-nav-desktop ml-auto hidden lg:block"
		>
			<ul className="flex items-center gap-1">
				<li>
					<a href={localizePath(homeLink.href, locale)} className={itemClass}>
						{t(homeLink.label)}
					</a>
				</li>
				{menu.map((group) => (
					<li key={group.key} className="relative">
						<button
							type="button"
							aria-expanded="false"
							aria-controls={`menu-${group.key}`}
							data-group={group.key}
							className={`${itemClass} group aria-expanded:bg-primary-light`}
						>
							{group.label}
							<ChevronDown
								aria-hidden="true"
								className="size-4 transition-transform group-aria-expanded:rotate-180"
							/>
						</button>
						<ul
							id={`menu-${group.key}`}
							hidden
							className="absolute top-full left-0 z-50 mt-1 grid min-w-64 gap-1 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
						>
							{group.items.map((item) => (
								<li key={item.href}>
									<a href={item.href} className={`${itemClass} w-full`}>
										{item.label}
									</a>
								</li>
							))}
						</ul>
					</li>
				))}
			</ul>
		</nav>
	)
}
