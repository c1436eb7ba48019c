import { ChevronDown } from 'lucide-react'
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react'
import { Link } from 'react-router'
import { homeLink } from '#app/features/pages/navigation'
import { useMenu } from '#app/root-data'
import { localizePath } from '#app/i18n/locales'
import { navigationMenuItemClass } from '#app/components/ui/navigation-menu-styles'
import { useLocale, useT } from '#app/i18n/hooks'
import { cn } from '#app/utils/misc'
import { desktopNavClass } from './desktop-nav-shared'

const WIDE = '(min-width: 64rem)'
type DesktopNavComponent = ComponentType<{ openGroup?: string }>

/**
 * The desktop menu's code (Radix) is about 15 KiB that phones, which never show this menu, should
 * not pay for. The server renders a look-alike shell (same links, same buttons); on wide screens the
 * real menu is loaded right after hydration and replaces it without any layout change. Pointing at
 * or focusing a group before it has loaded opens that group once it arrives.
 */
export function DesktopNavigation() {
	const [Nav, setNav] = useState<DesktopNavComponent | null>(null)
	const [openGroup, setOpenGroup] = useState<string>()
	const focusGroup = useRef<string | undefined>(undefined)
	const loading = useRef(false)

	const load = useCallback(() => {
		if (loading.current) return
		loading.current = true
		void import('./desktop-nav').then((m) => {
			// A reader who reached a group with the keyboard (even before the page was hydrated) keeps
			// focus on it through the swap.
			const focused = document.activeElement?.closest('[data-group]')?.getAttribute('data-group')
			if (focused) focusGroup.current = focused
			setNav(() => m.DesktopNav)
		})
	}, [])

	useEffect(() => {
		const wide = window.matchMedia(WIDE)
		if (wide.matches) return load()
		const onChange = (event: MediaQueryListEvent) => event.matches && load()
		wide.addEventListener('change', onChange)
		return () => wide.removeEventListener('change', onChange)
	}, [load])

	// Keep keyboard focus on the same group when the shell is swapped for the real menu.
	useEffect(() => {
		if (!Nav || !focusGroup.current) return
		document.querySelector<HTMLElement>(`[data-group="${focusGroup.current}"]`)?.focus()
	}, [Nav])

	if (Nav) return <Nav openGroup={openGroup} />
	return (
		<DesktopNavShell
			onIntent={(group, viaFocus) => {
				// Pointing opens the group when the menu arrives; focusing only keeps focus there, so the
				// reader's Enter then opens it as usual.
				if (viaFocus) focusGroup.current = group
				else setOpenGroup(group)
				load()
			}}
		/>
	)
}

function DesktopNavShell({ onIntent }: { onIntent: (group: string, viaFocus: boolean) => void }) {
	const t = useT()
	const locale = useLocale()
	const menu = useMenu()
	return (
		<nav aria-label={t('topBar.mainNav')} className={desktopNavClass}>
			<div className="relative">
				<ul className="flex items-center gap-1">
					<li>
						<Link to={localizePath(homeLink.href, locale)} className={navigationMenuItemClass}>
							{t(homeLink.label)}
						</Link>
					</li>
					{menu.map((group) => (
						<li key={group.key} className="relative">
							<button
								type="button"
								aria-expanded="false"
								data-group={group.key}
								className={cn(navigationMenuItemClass, 'group')}
								onPointerEnter={() => onIntent(group.key, false)}
								onClick={() => onIntent(group.key, false)}
								onFocus={() => onIntent(group.key, true)}
							>
								{group.label}
								<ChevronDown aria-hidden="true" className="size-4" />
							</button>
						</li>
					))}
				</ul>
			</div>
		</nav>
	)
}
