import { Picture } from '#app/features/media/picture'
import { isUploadRef } from '#app/features/media/image-ref'
import { useT } from '#app/i18n/hooks'
import { Section } from './section'

interface PartnerItem {
	id: number
	name: string
	logo: string
	url: string | null
}

export function Partners({ items }: { items: PartnerItem[] }) {
	const t = useT()
	if (!items.length) return null
	return (
		<Section id="partners" title={t('partners.title')} className="bg-slate-50">
			<ul className="grid grid-cols-3 items-center gap-4 sm:gap-8">
				{items.map((partner) => {
					// A drawn logo (SVG under /images), an uploaded one (AVIF/WebP renditions), or the name.
					const logo = isUploadRef(partner.logo) ? (
						<Picture
							name={partner.logo}
							alt={partner.name}
							sizes="(min-width: 40rem) 15rem, 30vw"
							className="mx-auto h-24 w-full max-w-60 object-contain"
						/>
					) : partner.logo.startsWith('/images/') ? (
						<img
							src={partner.logo}
							alt={partner.name}
							width={240}
							height={96}
							loading="lazy"
							decoding="async"
							className="mx-auto h-auto w-full max-w-60"
						/>
					) : (
						<span className="block text-center text-lg font-bold text-primary-dark">
							{partner.name}
						</span>
					)
					return (
						<li key={partner.id} className="rounded-lg bg-white p-3 shadow-sm sm:p-6">
							{partner.url ? (
								<a href={partner.url} rel="noopener">
									{logo}
								</a>
							) : (
								logo
							)}
						</li>
					)
				})}
			</ul>
		</Section>
	)
}
