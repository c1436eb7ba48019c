import { Link } from 'react-router'
import { homeLink } from '#app/features/pages/navigation'
import { useMenu } from '#app/root-data'
import { localizePath } from '#app/i18n/locales'
import { useLocale, useT } from '#app/i18n/hooks'
import {
	NavigationMenu,
	NavigationMenuContent,
	NavigationMenuItem,
	NavigationMenuLink,
	NavigationMenuList,
	NavigationMenuTrigger,
} from '#app/components/ui/navigation-menu'

import { desktopNavClass } from './desktop-nav-shared'

/**
 * The desktop dropdown menu (Radix NavigationMenu). Loaded only on wide screens, after the page is
 * interactive: phones never download it (see top-bar.tsx). `openGroup` opens the group the reader
 * was already pointing at while this code loaded.
 */
export function DesktopNav({ openGroup }: { openGroup?: string }) {
	const t = useT()
	const locale = useLocale()
	const menu = useMenu()
	return (
		<NavigationMenu
			aria-label={t('topBar.mainNav')}
			className={desktopNavClass}
			defaultValue={openGroup}
			data-ready="true"
		>
			<NavigationMenuList>
				<NavigationMenuItem>
					<NavigationMenuLink asChild>
						<Link to={localizePath(homeLink.href, locale)}>{t(homeLink.label)}</Link>
					</NavigationMenuLink>
				</NavigationMenuItem>
				{menu.map((group) => (
					<NavigationMenuItem key={group.key} value={group.key} className="relative">
						<NavigationMenuTrigger data-group={group.key}>{group.label}</NavigationMenuTrigger>
						<NavigationMenuContent>
							<ul className="grid gap-1">
								{group.items.map((item) => (
									<li key={item.href}>
										<NavigationMenuLink asChild className="flex w-full">
											<Link to={item.href}>{item.label}</Link>
										</NavigationMenuLink>
									</li>
								))}
							</ul>
						</NavigationMenuContent>
					</NavigationMenuItem>
				))}
			</NavigationMenuList>
		</NavigationMenu>
	)
}
