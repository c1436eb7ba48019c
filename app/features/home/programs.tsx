import { ArrowRight } from 'lucide-react'
import { SiteLink } from '#app/components/site/site-link'
import { programCards } from '#app/features/home/home-content'
import { localizePath } from '#app/i18n/locales'
import { buttonVariants } from '#app/components/ui/button'
import { useLocale, useT } from '#app/i18n/hooks'
import { Section } from './section'

export function ProgramsSection() {
	const t = useT()
	const locale = useLocale()
	return (
		<Section
			id="programs"
			title={t('programs.title')}
			intro={t('programs.intro')}
			className="bg-primary-light"
		>
			<div className="grid gap-6 md:grid-cols-2">
				{programCards.map((card) => (
					<article key={card.href} className="flex flex-col rounded-xl bg-white p-6 shadow-sm">
						<h3 className="text-xl font-bold text-primary-dark">{t(card.title)}</h3>
						<p className="mt-3 flex-1 text-slate-700">{t(card.text)}</p>
						<SiteLink
							to={localizePath(card.href, locale)}
							className={buttonVariants({ className: 'mt-6 self-start' })}
						>
							{t(card.action)}
							{/* Gives the link a name that makes sense out of context ("Learn More: Development Agenda"). */}
							<span className="sr-only">: {t(card.title)}</span>
							<ArrowRight aria-hidden="true" />
						</SiteLink>
					</article>
				))}
			</div>
		</Section>
	)
}
