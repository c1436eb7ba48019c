import { Fragment } from 'react'
import { PageMeta } from '#app/features/feeds/page-meta'
import { feeAmount } from '#app/features/pages/content-blocks'
import { ContactDetails, emptyDataBlock, EmergencyNumbers } from '#app/features/pages/data-blocks'
import { PageHeader, PageSection } from '#app/features/pages/page-header'
import { formatDate } from '#app/i18n/i18n'
import { useLocale, useSettings, useT } from '#app/i18n/hooks'
import { DatedText } from './dated-text'
import { OnThisPhone, SavedPages } from './on-this-phone'
import type { PocketBlock, PocketGuideData, PocketService } from './pocket.server'

/**
 * The pocket guide (issue 35): the council's essential facts in one small page a phone keeps —
 * emergency numbers first, how to reach the office, then each service page's fees, lists and facts.
 * Kept lean (it is stored on phones that pay for their data): few classes, no pictures.
 */
export function PocketGuide({ services, updatedOn, crumbs }: PocketGuideData) {
	const t = useT()
	const locale = useLocale()
	return (
		<>
			<PageMeta
				title={t('meta.pageTitle', { title: t('pocket.pageTitle') })}
				description={t('pocket.pageDescription')}
			/>
			<PageHeader title={t('pocket.pageTitle')} intro={t('pocket.pageIntro')} crumbs={crumbs}>
				{updatedOn ? (
					<p className="mt-4 text-slate-800">
						<DatedText text={t('pocket.updated')}>
							<time dateTime={updatedOn}>{formatDate(updatedOn, locale)}</time>
						</DatedText>
					</p>
				) : null}
			</PageHeader>
			<div className="mx-auto max-w-5xl px-4">
				<EmergencySection />
				<ContactSection />
				{services.length ? (
					<PageSection
						id="services"
						title={t('pocket.servicesTitle')}
						intro={t('pocket.servicesIntro')}
					>
						<Services services={services} />
					</PageSection>
				) : null}
				<SavedPages />
				<OnThisPhone />
			</div>
		</>
	)
}

/**
 * The emergency numbers as the `emergencyNumbers` block draws them, as `tel:` links; left out,
 * heading and all, when the council has given none (decision 055). Also the offline page's.
 */
export function EmergencySection() {
	const t = useT()
	const settings = useSettings()
	const locale = useLocale()
	if (emptyDataBlock({ kind: 'emergencyNumbers' }, {}, settings, locale)) return null
	return (
		<PageSection id="emergency" title={t('pocket.emergencyTitle')}>
			<EmergencyNumbers />
		</PageSection>
	)
}

/** The office's address, phone, email and hours as the `contact` block draws them. */
function ContactSection() {
	const t = useT()
	const settings = useSettings()
	const locale = useLocale()
	if (emptyDataBlock({ kind: 'contact' }, {}, settings, locale)) return null
	return (
		<PageSection id="contact" title={t('pocket.contactTitle')}>
			<ContactDetails />
		</PageSection>
	)
}

/**
 * The services' styles, set once on their container rather than on each of their few hundred
 * elements: the guide is stored on phones that pay for their data (about 5 kB less per language).
 */
const servicesStyle = [
	'[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold',
	'[&_a]:text-primary-dark [&_a]:underline [&_a]:underline-offset-2',
	'[&_h4]:mt-4 [&_h4]:font-bold',
	'[&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6',
	'[&_dd]:mb-2',
].join(' ')

/**
 * Below the emergency numbers and the office's contacts, the services run on for screens: laid out
 * and painted only as they near the screen, off the first paint's work (issue 34).
 */
const servicesBelowFold = '[contain-intrinsic-size:auto_3000px] [content-visibility:auto]'

function Services({ services }: { services: PocketService[] }) {
	return (
		<div className={`${servicesStyle} ${servicesBelowFold}`}>
			{services.map((service) => (
				<Fragment key={service.id}>
					<h3>
						<a href={service.href}>{service.title}</a>
					</h3>
					{service.blocks.map((block, i) => (
						<ServiceBlock key={i} block={block} />
					))}
				</Fragment>
			))}
		</div>
	)
}

/**
 * One block of a service page with its own title and intro: fees (amounts written as the page
 * writes them), a list (numbered steps stay numbered), facts (where, when).
 */
function ServiceBlock({ block }: { block: PocketBlock }) {
	return (
		<>
			{block.title ? <h4>{block.title}</h4> : null}
			{block.intro ? <p className="text-slate-700">{block.intro}</p> : null}
			<ServiceBlockBody block={block} />
		</>
	)
}

function ServiceBlockBody({ block }: { block: PocketBlock }) {
	const t = useT()
	const locale = useLocale()
	switch (block.kind) {
		case 'fees':
			return (
				<dl>
					{block.items.map((item, i) => (
						<Fragment key={i}>
							<dt>
								{item.label}
								{item.note ? (
									<span className="block text-sm text-slate-600">{item.note}</span>
								) : null}
							</dt>
							<dd className="font-bold text-primary-dark">{feeAmount(t, item.amount, locale)}</dd>
						</Fragment>
					))}
				</dl>
			)
		case 'list': {
			const List = block.ordered ? 'ol' : 'ul'
			return (
				<List>
					{block.items.map((item, i) => (
						<li key={i}>{item}</li>
					))}
				</List>
			)
		}
		case 'facts':
			return (
				<dl>
					{block.items.map((item, i) => (
						<Fragment key={i}>
							<dt className="font-semibold">{item.label}</dt>
							<dd>{item.value}</dd>
						</Fragment>
					))}
				</dl>
			)
	}
}
