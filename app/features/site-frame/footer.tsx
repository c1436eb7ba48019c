import { islandProps } from '#app/platform/islands/island'
import { Mail, MapPin, Phone } from 'lucide-react'
import { SiteLink } from '#app/components/site/site-link'
import { formatNumber } from '#app/i18n/i18n'
import { localizePath } from '#app/i18n/locales'
import type { CouncilSettings } from '#app/features/settings/settings-schema'
import { useLocale, useRootData, useSettings, useT } from '#app/i18n/hooks'
import { telHref } from '#app/utils/misc'
import { useSaveData } from '#app/root-data'
// Page feedback (decision 038).
import { FeedbackBlock } from '#app/features/feedback/feedback-block'
import { keepTimesTogether } from '#app/utils/text'

const socialNetworks = [
	'facebook',
	'x',
	'youtube',
	'whatsapp',
] as const satisfies readonly (keyof CouncilSettings['social'])[]

/** Site footer: contacts, quick links, council facts, social links, fraud notice, credits. */
export function Footer() {
	const t = useT()
	const locale = useLocale()
	const s = useSettings()
	const quickLinks = useRootData()?.quickLinks ?? []
	const saveData = useSaveData()
	const social = socialNetworks.filter((n) => s.social[n])
	// What the council has not given is left out, heading and all (decision 055).
	const address = s.postalAddress[locale].trim() || s.poBox
	const contact = address || s.phone || s.email
	const facts = [
		s.established ? t('footer.established', { year: s.established }) : null,
		s.population ? t('footer.population', { count: formatNumber(s.population, locale) }) : null,
		s.areaKm2 ? t('footer.area', { area: formatNumber(s.areaKm2, locale) }) : null,
		s.officeHours[locale]
			? t('footer.hours', { hours: keepTimesTogether(s.officeHours[locale]) })
			: null,
	].filter((fact): fact is string => Boolean(fact))
	// Below the fold on every page: laid out and painted only as it nears the screen (issue 34). Its
	// layout was a good part of the first paint's, at the start of every page.
	return (
		<footer className="mt-16 bg-primary-dark text-white [contain-intrinsic-size:auto_1600px] [content-visibility:auto]">
			<FeedbackBlock />
			<div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
				<section aria-labelledby="footer-contact">
					<h2 id="footer-contact" className="text-lg font-bold">
						{t('footer.contactTitle')}
					</h2>
					{contact ? (
						<address className="mt-4 space-y-3 not-italic">
							{address ? (
								<p className="flex gap-2">
									<MapPin aria-hidden="true" className="mt-1 size-4 shrink-0" />
									<span>
										<span className="sr-only">{t('footer.address')}: </span>
										{s.postalAddress[locale]}
										{s.postalAddress[locale].trim() && s.poBox ? <br /> : null}
										{s.poBox ? t('footer.poBox', { box: s.poBox }) : null}
									</span>
								</p>
							) : null}
							{s.phone ? (
								<p className="flex gap-2">
									<Phone aria-hidden="true" className="mt-1 size-4 shrink-0" />
									<span>
										<span className="sr-only">{t('footer.phone')}: </span>
										<a href={telHref(s.phone)} className="underline underline-offset-2">
											{s.phone}
										</a>
									</span>
								</p>
							) : null}
							{s.email ? (
								<p className="flex gap-2">
									<Mail aria-hidden="true" className="mt-1 size-4 shrink-0" />
									<span>
										<span className="sr-only">{t('footer.email')}: </span>
										<a
											href={`mailto:${s.email}`}
											className="break-all underline underline-offset-2"
										>
											{s.email}
										</a>
									</span>
								</p>
							) : null}
						</address>
					) : null}
					{/* The council's form for a request, a question or a complaint (decision 039): found
					    from every page, not only from pages that happen to link it. */}
					<p className="mt-3">
						<SiteLink
							to={localizePath('/contact', locale)}
							className="font-semibold underline underline-offset-2"
						>
							{t('footer.writeToCouncil')}
						</SiteLink>
					</p>
				</section>

				{quickLinks.length ? (
					<nav aria-labelledby="footer-links">
						<h2 id="footer-links" className="text-lg font-bold">
							{t('footer.quickLinks')}
						</h2>
						<ul className="mt-4 space-y-2">
							{quickLinks.map((link) => (
								<li key={link.id}>
									{/^https?:\/\//.test(link.href) ? (
										<a
											href={link.href}
											rel="external noopener"
											lang={link.label.fallback ? link.label.lang : undefined}
											className="underline-offset-2 hover:underline"
										>
											{link.label.text}
											<span className="sr-only"> {t('a11y.externalLink')}</span>
										</a>
									) : (
										<SiteLink
											to={localizePath(link.href, locale)}
											lang={link.label.fallback ? link.label.lang : undefined}
											className="underline-offset-2 hover:underline"
										>
											{link.label.text}
										</SiteLink>
									)}
								</li>
							))}
						</ul>
					</nav>
				) : null}

				<section aria-labelledby={facts.length ? 'footer-about' : undefined}>
					{facts.length ? (
						<>
							<h2 id="footer-about" className="text-lg font-bold">
								{t('footer.aboutTitle')}
							</h2>
							<ul className="mt-4 mb-6 space-y-2">
								{facts.map((fact) => (
									<li key={fact}>{fact}</li>
								))}
							</ul>
						</>
					) : null}
					<h2 className="text-lg font-bold">{t('footer.followUs')}</h2>
					{social.length ? (
						<ul className="mt-3 flex flex-wrap gap-3">
							{social.map((network) => (
								<li key={network}>
									<a
										href={s.social[network]}
										rel="noopener"
										className="underline underline-offset-2"
									>
										{t(`footer.social.${network}`)}
									</a>
								</li>
							))}
						</ul>
					) : (
						<p className="mt-3 text-white/90">{t('footer.socialSoon')}</p>
					)}
				</section>

				<section aria-labelledby="footer-fraud" className="rounded-lg bg-white/10 p-4">
					<h2 id="footer-fraud" className="text-lg font-bold">
						{t('footer.fraudTitle')}
					</h2>
					<p className="mt-3 text-sm leading-relaxed">{t('footer.fraudText')}</p>
				</section>
			</div>
			<div className="border-t border-white/20">
				<div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 pt-5 pb-5 text-sm md:pb-20 text-white/90 sm:flex-row sm:justify-between">
					{/* The guide a phone keeps (issue 35); its script reads whether this browser saves data. */}
					<p>
						<SiteLink
							to={localizePath('/pocket', locale)}
							data-pocket-link=""
							{...islandProps('pocket')}
							data-save-data={saveData ? 'on' : undefined}
							className="font-semibold text-white underline underline-offset-2"
						>
							{t('pocket.footerLink')}
						</SiteLink>
					</p>
					<p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
					<p>{t('footer.credits')}</p>
				</div>
			</div>
		</footer>
	)
}
