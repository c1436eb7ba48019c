import { Clock, ExternalLink, Mail, MapPin, Phone, Search } from 'lucide-react'
import { PhoneText } from '#app/components/site/phone-text'
import { Form, Link } from 'react-router'
import type { Block } from '#app/features/pages/types'
import { EventList } from '#app/features/news-events/event-list'
import { IconFacts } from '#app/components/site/icon-facts'
import { FallbackNotice, Localized } from '#app/components/site/localized-text'
import { altProps, isImageName, Picture } from '#app/features/media/picture'
import { pictureAlt } from '#app/utils/localized'
import { Button } from '#app/components/ui/button'
import { DataCell, DataTable, RowHeader } from '#app/components/ui/data-table'
import { Field, Input } from '#app/components/ui/field'
import { useLocale, useSettings, useT } from '#app/i18n/hooks'
import { cn, telHref } from '#app/utils/misc'
import { Badge } from '#app/components/ui/badge'
import { JobsList } from '#app/features/jobs/jobs-list'
import { localizePath } from '#app/i18n/locales'
import { SubscribeByEmail } from '#app/features/subscriptions/subscribe-link'
import type { PageData } from './page-data'
import type { SiteSettings } from '#app/root-data'
import type { Locale } from '#app/i18n/locales'
import { keepTimesTogether } from '#app/utils/text'

type DataKind = Exclude<
	Block<string>['kind'],
	'prose' | 'cards' | 'list' | 'fees' | 'facts' | 'timeline' | 'callout' | 'actions'
>

type BlockSettings = Pick<
	SiteSettings,
	'postalAddress' | 'phone' | 'email' | 'officeHours' | 'hallHours' | 'emergencyNumbers' | 'mayor'
>

/**
 * True for a block filled from the council's records that has nothing to show (decision 055): no
 * address, phone, email or hours for the contact details, no hours table, no emergency number at
 * all, no mayor's name or message, no cabinet member. Such a block is left out with its heading,
 * rather than drawn as an empty box or a title over nothing. Lists that change from week to week
 * (events, tenders, vacancies) are not empty blocks: they say there is none at the moment, which
 * answers the reader's question.
 */
export function emptyDataBlock(
	block: Pick<Block<string>, 'kind'>,
	data: PageData,
	s: BlockSettings,
	locale: Locale,
): boolean {
	switch (block.kind) {
		case 'contact':
			return ![s.postalAddress[locale], s.phone, s.email, s.officeHours[locale]].some((v) =>
				v?.trim(),
			)
		case 'openingHours':
			return s.hallHours.length === 0
		case 'emergencyNumbers':
			return !emergencyServices.some((service) => s.emergencyNumbers[service].trim())
		case 'mayorProfile':
			return !s.mayor.name.trim() && !s.mayor.message[locale].trim()
		case 'cabinet':
			return !data.cabinet?.length
		default:
			return false
	}
}

/** Blocks whose content comes from the settings or the database rather than the content module. */
export function DataBlock({
	block,
	data,
}: {
	block: Block<string> & { kind: DataKind }
	data: PageData
}) {
	switch (block.kind) {
		case 'contact':
			return <ContactDetails />
		case 'openingHours':
			return <OpeningHours />
		case 'emergencyNumbers':
			return <EmergencyNumbers />
		case 'map':
			return <CouncilMap />
		case 'mayorProfile':
			return <MayorProfile />
		case 'cabinet':
			return <CabinetGrid members={data.cabinet ?? []} />
		case 'events':
			return <EventList items={data.events ?? []} />
		case 'bids':
			return <BidsTable bids={data.bids ?? []} />
		case 'jobs':
			return <JobsList jobs={data.jobs ?? []} />
		case 'businessSearch':
			return <BusinessSearch directory={data.directory} />
	}
}

/** The council office's address, phone, email and office hours (settings): the `contact` block. */
export function ContactDetails() {
	const t = useT()
	const locale = useLocale()
	const s = useSettings()
	const rows = [
		{ icon: MapPin, label: t('footer.address'), value: s.postalAddress[locale] },
		{
			icon: Phone,
			label: t('footer.phone'),
			value: s.phone ? (
				<a href={telHref(s.phone)} className="text-primary-dark underline underline-offset-2">
					{s.phone}
				</a>
			) : null,
		},
		{
			icon: Mail,
			label: t('footer.email'),
			value: s.email ? (
				<a
					href={`mailto:${s.email}`}
					className="break-all text-primary-dark underline underline-offset-2"
				>
					{s.email}
				</a>
			) : null,
		},
		{ icon: Clock, label: t('page.officeHours'), value: keepTimesTogether(s.officeHours[locale]) },
	].filter((row) => row.value)
	return <IconFacts items={rows} className="max-w-3xl sm:grid-cols-2" />
}

function OpeningHours() {
	const locale = useLocale()
	const { hallHours } = useSettings()
	if (!hallHours.length) return null
	return (
		<dl className="max-w-md divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
			{hallHours.map((row) => (
				<div key={row.days.en} className="flex justify-between gap-6 p-4">
					<dt className="font-medium text-slate-900">{row.days[locale]}</dt>
					<dd className="text-right text-slate-800 tabular-nums">
						{keepTimesTogether(row.hours[locale])}
					</dd>
				</div>
			))}
		</dl>
	)
}

const emergencyServices = ['police', 'fire', 'ambulance', 'council'] as const

/**
 * Police, fire, ambulance and the council's line, each a `tel:` link (or "to be confirmed"): the
 * `emergencyNumbers` block, and the pocket guide's and offline page's first section.
 */
export function EmergencyNumbers() {
	const t = useT()
	const { emergencyNumbers } = useSettings()
	return (
		<ul className="grid gap-4 sm:grid-cols-2">
			{emergencyServices.map((service) => {
				const number = emergencyNumbers[service].trim()
				return (
					<li key={service} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
						<h3 className="font-semibold text-slate-900">{t(`page.emergency.${service}`)}</h3>
						{number ? (
							<a
								href={telHref(number)}
								className="mt-2 inline-flex items-center gap-2 text-3xl font-extrabold text-danger underline-offset-4 hover:underline"
							>
								<Phone aria-hidden="true" className="size-6" />
								<span className="sr-only">{t('page.emergency.call')} </span>
								{number}
							</a>
						) : (
							<>
								<p className="mt-2 text-xl font-bold text-slate-700">
									{t('page.emergency.placeholder')}
								</p>
								<p className="mt-1 text-sm text-slate-700">
									<PhoneText text={t('page.emergency.placeholderHelp')} />
								</p>
							</>
						)}
					</li>
				)
			})}
		</ul>
	)
}

function CouncilMap() {
	const t = useT()
	const s = useSettings()
	const legend = [
		{ key: 'page.map.legendHall', swatch: 'bg-danger rounded-full' },
		{ key: 'page.map.legendMarket', swatch: 'bg-accent' },
		{ key: 'page.map.legendRoad', swatch: 'h-1.5 bg-slate-500' },
		{ key: 'page.map.legendRiver', swatch: 'h-1.5 bg-sky-500' },
	] as const
	return (
		<figure className="max-w-3xl">
			{/* Drawn for this site and served from it: the map area loads nothing from third parties. */}
			<img
				src="/images/council-map.svg"
				alt={t('page.map.alt')}
				width={800}
				height={450}
				loading="lazy"
				className="w-full rounded-xl border border-slate-200 bg-primary-light"
			/>
			<figcaption className="mt-3">
				<ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-800">
					{legend.map((item) => (
						<li key={item.key} className="flex items-center gap-2">
							<span aria-hidden="true" className={cn('inline-block size-3 w-4', item.swatch)} />
							{t(item.key)}
						</li>
					))}
				</ul>
			</figcaption>
			{s.mapLink ? (
				<a
					href={s.mapLink}
					rel="external noopener"
					className="mt-4 inline-flex items-center gap-2 font-semibold text-primary-dark underline underline-offset-2"
				>
					{t('page.map.open')}
					<ExternalLink aria-hidden="true" className="size-4" />
					<span className="sr-only">{t('a11y.externalLink')}</span>
				</a>
			) : null}
		</figure>
	)
}

function MayorProfile() {
	const t = useT()
	const locale = useLocale()
	const { mayor } = useSettings()
	return (
		<div className="grid items-start gap-8 md:grid-cols-[minmax(0,16rem)_1fr]">
			{isImageName(mayor.image) ? (
				<Picture
					name={mayor.image}
					{...altProps(
						pictureAlt({ ...mayor.imageAlt, decorative: mayor.imageDecorative }, locale),
						t('mayor.imageAlt', { name: mayor.name }),
					)}
					sizes="(min-width: 768px) 16rem, 80vw"
					className="mx-auto w-full max-w-xs rounded-xl object-cover shadow-md"
				/>
			) : null}
			<div>
				{mayor.name ? <h2 className="text-2xl font-bold text-slate-900">{mayor.name}</h2> : null}
				<p className="text-slate-700">{t('page.mayorRole')}</p>
				<p className="mt-4 text-xl font-semibold text-primary-dark">{mayor.title[locale]}</p>
				<p className="mt-3 text-lg leading-relaxed text-slate-800">{mayor.message[locale]}</p>
			</div>
		</div>
	)
}

/**
 * The first character of a word as a reader sees it: one code point (never half of an emoji's
 * surrogate pair) with the marks, variation selectors and skin tones that belong to it, a pair
 * of regional indicators (a flag), and emoji joined by ZWJ. Done with a fixed rule rather than
 * Intl.Segmenter, which older phone browsers lack, so the server and the browser agree.
 */
const FIRST_CHARACTER =
	/^(?:\p{RI}\p{RI}|\P{M}(?:\p{M}|\p{Emoji_Modifier}|[\u{E0020}-\u{E007F}])*(?:\u200D\P{M}(?:\p{M}|\p{Emoji_Modifier})*)*)/u

/** Up to two initials for a person's name ("Ekema Ngole" → "EN", "😀 Ada" → "😀A"). */
export function initials(name: string) {
	return name
		.split(/\s+/)
		.filter(Boolean)
		.slice(0, 2)
		.map((word) => (FIRST_CHARACTER.exec(word)?.[0] ?? Array.from(word)[0]!).toUpperCase())
		.join('')
}

function CabinetGrid({ members }: { members: NonNullable<PageData['cabinet']> }) {
	const t = useT()
	if (!members.length) return null
	return (
		<ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
			{members.map((member) => (
				<li
					key={member.id}
					className="rounded-xl border border-slate-200 bg-white p-4 text-center shadow-sm"
				>
					{isImageName(member.image) ? (
						<Picture
							name={member.image}
							{...altProps(member.imageAlt, t('page.photoOf', { name: member.name }))}
							sizes="8rem"
							className="mx-auto size-28 rounded-full object-cover"
						/>
					) : (
						<span
							aria-hidden="true"
							className="mx-auto flex size-28 items-center justify-center rounded-full bg-primary text-3xl font-bold text-white"
						>
							{initials(member.name)}
						</span>
					)}
					<p className="mt-3 font-semibold text-slate-900">{member.name}</p>
					<Localized value={member.title} as="p" className="text-sm text-slate-700" />
					<FallbackNotice value={member.title} />
				</li>
			))}
		</ul>
	)
}

function BidsTable({ bids }: { bids: NonNullable<PageData['bids']> }) {
	const t = useT()
	const locale = useLocale()
	// New tenders by email, as the job vacancies (decision 051: tenders are a topic), open or not.
	const byEmail = <SubscribeByEmail className="mt-6" />
	if (!bids.length)
		return (
			<>
				<p className="text-slate-700">{t('bids.empty')}</p>
				{byEmail}
			</>
		)
	return (
		<>
			{/* A focusable scroll area named by its caption, so keyboard users can scroll it on a phone. */}
			<DataTable
				id="bids-table"
				caption={t('bids.caption')}
				columns={[
					t('bids.reference'),
					t('bids.subject'),
					t('bids.category'),
					t('bids.closingDate'),
					t('bids.status'),
				]}
				minWidth="sm"
				text="base"
				headText="sm"
			>
				{bids.map((bid) => (
					<tr key={bid.id}>
						<RowHeader font="code" className="whitespace-nowrap">
							{bid.reference}
						</RowHeader>
						<DataCell>
							<Link
								to={localizePath(`/business/bids/${encodeURIComponent(bid.slug)}`, locale)}
								lang={bid.title.fallback ? bid.title.lang : undefined}
								className="text-primary-dark underline underline-offset-2"
							>
								{bid.title.text}
							</Link>
						</DataCell>
						<DataCell>
							<Localized value={bid.category} />
						</DataCell>
						<DataCell className="whitespace-nowrap">
							<time dateTime={bid.closes.dateTime}>{bid.closes.short}</time>
						</DataCell>
						<DataCell>
							<Badge tone={bid.status}>{t(`bids.${bid.status}`)}</Badge>
						</DataCell>
					</tr>
				))}
			</DataTable>
			{byEmail}
		</>
	)
}

function BusinessSearch({ directory }: { directory: PageData['directory'] }) {
	const t = useT()
	const query = directory?.query ?? ''
	return (
		<div>
			<Form method="get" role="search" className="flex max-w-xl flex-wrap items-end gap-3">
				<Field id="directory-q" label={t('directory.label')} className="min-w-0 flex-1">
					{(control) => (
						<Input
							{...control}
							type="search"
							name="q"
							defaultValue={query}
							maxLength={100}
							placeholder={t('directory.placeholder')}
						/>
					)}
				</Field>
				<Button type="submit">
					<Search aria-hidden="true" />
					{t('directory.submit')}
				</Button>
			</Form>
			{directory ? (
				<div className="mt-6" aria-live="polite">
					<p className="font-medium text-slate-900">
						{query
							? directory.total
								? t('directory.results', { count: directory.total, query })
								: t('directory.empty', { query })
							: t('directory.teaser', { count: directory.total })}
					</p>
					{directory.items.length ? (
						<ul className="mt-4 grid gap-3 sm:grid-cols-2">
							{directory.items.map((b) => (
								<li key={b.id} className="rounded-xl border border-slate-200 bg-white p-4">
									<p className="font-semibold text-slate-900">{b.name}</p>
									<p className="text-slate-700">
										<Localized value={b.activity} /> · {b.quarter}
									</p>
									<p className="mt-1 text-sm text-slate-700">
										{b.phone ? (
											<a href={telHref(b.phone)} className="text-primary-dark underline">
												{b.phone}
											</a>
										) : (
											t('directory.noPhone')
										)}
									</p>
								</li>
							))}
						</ul>
					) : null}
				</div>
			) : null}
		</div>
	)
}
