import { ArrowRight } from 'lucide-react'
import { SiteLink } from '#app/components/site/site-link'
import { localizePath } from '#app/i18n/locales'
import { altProps, isImageName, Picture } from '#app/features/media/picture'
import { pictureAlt } from '#app/utils/localized'
import { buttonVariants } from '#app/components/ui/button'
import { useLocale, usePagePublished, useSettings, useT } from '#app/i18n/hooks'
import { Section } from './section'

export function MayorMessage() {
	const t = useT()
	const locale = useLocale()
	const { mayor } = useSettings()
	const profile = usePagePublished('/government/meet-mayor')
	// No message yet (a new install): no section, rather than a heading over nothing (decision 055).
	if (!mayor.message[locale].trim()) return null
	return (
		<Section id="mayor" title={t('mayor.sectionTitle')}>
			<div className="grid items-center gap-8 md:grid-cols-[minmax(0,18rem)_1fr]">
				{isImageName(mayor.image) ? (
					<Picture
						name={mayor.image}
						{...altProps(
							pictureAlt({ ...mayor.imageAlt, decorative: mayor.imageDecorative }, locale),
							t('mayor.imageAlt', { name: mayor.name }),
						)}
						sizes="(min-width: 768px) 18rem, 80vw"
						className="mx-auto w-full max-w-xs rounded-xl object-cover shadow-md"
					/>
				) : null}
				<div>
					<h3 className="text-2xl font-bold text-primary-dark">{mayor.title[locale]}</h3>
					<p className="mt-4 text-lg leading-relaxed text-slate-700">{mayor.message[locale]}</p>
					{mayor.name ? <p className="mt-4 font-semibold">— {mayor.name}</p> : null}
					{profile ? (
						<SiteLink
							to={localizePath('/government/meet-mayor', locale)}
							className={buttonVariants({ className: 'mt-6' })}
						>
							{t('mayor.learnMore')}
							<ArrowRight aria-hidden="true" />
						</SiteLink>
					) : null}
				</div>
			</div>
		</Section>
	)
}
