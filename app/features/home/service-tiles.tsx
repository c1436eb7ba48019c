import {
	BadgeCheck,
	Baby,
	Coins,
	FileText,
	HeartHandshake,
	Wrench,
	type LucideIcon,
} from 'lucide-react'
import { SiteLink } from '#app/components/site/site-link'
import { serviceTiles, type ServiceIcon } from '#app/features/home/home-content'
import { localizePath } from '#app/i18n/locales'
import { useLocale, useRootData, useT } from '#app/i18n/hooks'
import { Section } from './section'

const icons: Record<ServiceIcon, LucideIcon> = {
	badge: BadgeCheck,
	file: FileText,
	wrench: Wrench,
	baby: Baby,
	users: HeartHandshake,
	coins: Coins,
}

export function ServiceTiles() {
	const t = useT()
	const locale = useLocale()
	// A service page that is still a draft (a new install's skeleton) gets no tile (decision 055).
	const drafts = useRootData()?.draftPages ?? []
	const tiles = serviceTiles.filter((tile) => !drafts.includes(tile.href))
	if (!tiles.length) return null
	return (
		<Section id="services" title={t('services.title')} intro={t('services.intro')}>
			<ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
				{tiles.map((tile) => {
					const Icon = icons[tile.icon]
					return (
						<li key={tile.href}>
							<SiteLink
								to={localizePath(tile.href, locale)}
								className="flex h-full gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-primary hover:shadow-md"
							>
								<span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary-light text-primary">
									<Icon aria-hidden="true" className="size-6" />
								</span>
								<span>
									<span className="block text-lg font-semibold text-primary-dark">
										{t(tile.title)}
									</span>
									<span className="mt-1 block text-sm text-slate-700">{t(tile.text)}</span>
								</span>
							</SiteLink>
						</li>
					)
				})}
			</ul>
		</Section>
	)
}
