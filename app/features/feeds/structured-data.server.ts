import { councilOffsetText } from '#app/config'
import { emblemFiles } from '#app/features/settings/emblem'
import { type Locale } from '#app/i18n/locales'
import type { CouncilSettings } from '#app/features/settings/settings-schema'
import { publicOrigin } from '#app/features/feeds/public-origin.server'
import { absoluteUrl, canonicalUrl } from '#app/features/feeds/seo'

/**
 * schema.org descriptions of the council and its pages (JSON-LD), built from plain data so that
 * they can be tested without a server. Only loaders use them: a page's JSON-LD travels in its
 * loader data as a ready string (`serializeJsonLd`) that `<StructuredData>` writes out, so none of
 * this code is sent to the browser.
 */
type JsonLd = Record<string, unknown>

/**
 * The addresses a page's JSON-LD gives: the public origin (PUBLIC_URL or the request's) and the
 * page's canonical address, the same as the root loader and `SiteHeadLinks` give the page's tags.
 */
export function jsonLdAddress(address: URL) {
	const { pathname, search } = address
	const origin = publicOrigin(address)
	return { origin, url: canonicalUrl(origin, pathname, search) }
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>` and `&` are escaped as \u
 * sequences so that no text (an article title with `</script>` or `<!--`) can end the script or
 * change how the HTML around it is read. The JSON value itself is unchanged.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
	return JSON.stringify(data)
		.replace(/</g, '\\u003c')
		.replace(/>/g, '\\u003e')
		.replace(/&/g, '\\u0026')
		.replace(/\u2028/g, '\\u2028')
		.replace(/\u2029/g, '\\u2029')
}

const SCHEMA = 'https://schema.org'

// ---------------------------------------------------------------------------------------------
// Opening hours and times, read from the free text the council writes in its settings.

const dayNames = [
	'Monday',
	'Tuesday',
	'Wednesday',
	'Thursday',
	'Friday',
	'Saturday',
	'Sunday',
] as const
type Day = (typeof dayNames)[number]

// English and French day names and their usual short forms (accents already removed).
const dayWords: Record<string, number> = {}
for (const [i, words] of [
	['monday', 'mon', 'lundi', 'lun'],
	['tuesday', 'tue', 'tues', 'mardi', 'mar'],
	['wednesday', 'wed', 'mercredi', 'mer'],
	['thursday', 'thu', 'thur', 'thurs', 'jeudi', 'jeu'],
	['friday', 'fri', 'vendredi', 'ven'],
	['saturday', 'sat', 'samedi', 'sam'],
	['sunday', 'sun', 'dimanche', 'dim'],
].entries()) {
	for (const word of words) dayWords[word] = i
}

const normalize = (text: string) =>
	text
		.normalize('NFD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
const dayPattern = Object.keys(dayWords)
	.sort((a, b) => b.length - a.length)
	.join('|')
const dayRange = new RegExp(
	`\\b(${dayPattern})\\.?\\s*(?:-|–|—|to|through|au|a)\\s*(${dayPattern})\\b`,
)
const dayAny = new RegExp(`\\b(${dayPattern})\\b`, 'g')
// 8:15 am · 5 pm · 17:00 · 8 h 15 · 17 h · 17h30. A bare number is not a time.
const timePattern =
	/\b(\d{1,2})(?:\s*[:.]\s*(\d{2})|\s*(h)\s*(\d{2})?)?\s*(a\.?m\.?|p\.?m\.?)?(?![\da-z:])/g

function toClock(hours: number, minutes: number, meridiem: string | undefined) {
	let h = hours
	if (meridiem?.startsWith('p') && h < 12) h += 12
	if (meridiem?.startsWith('a') && h === 12) h = 0
	if (h > 23 || minutes > 59) return null
	return `${String(h).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`
}

/** The first "from – to" time range in a text, as 24-hour HH:MM: "9:00 AM - 4:00 PM" → 09:00–16:00. */
export function parseTimeRange(text: string): { start: string; end?: string } | null {
	const found: string[] = []
	for (const m of normalize(text).matchAll(timePattern)) {
		const [, h, minutes, hSign, hMinutes, meridiem] = m
		// "8 h 15", "8:15", "5 pm" are times; a bare "12" (a date, a count) is not.
		if (minutes === undefined && !hSign && !meridiem) continue
		const clock = toClock(Number(h), Number(minutes ?? hMinutes ?? 0), meridiem)
		if (clock) found.push(clock)
		if (found.length === 2) break
	}
	if (!found.length) return null
	const [start, end] = found as [string, string | undefined]
	return end && end > start ? { start, end } : { start }
}

/** Days named in a text: a range ("Mon-Fri", "du lundi au vendredi") or a list ("Sat, Sun"). */
function parseDays(text: string): Day[] {
	const range = dayRange.exec(text)
	if (range) {
		const from = dayWords[range[1]!]!
		const to = dayWords[range[2]!]!
		const days: Day[] = []
		for (let i = from; ; i = (i + 1) % 7) {
			days.push(dayNames[i]!)
			if (i === to || days.length === 7) break
		}
		return days
	}
	return [...new Set([...text.matchAll(dayAny)].map((m) => dayNames[dayWords[m[1]!]!]!))]
}

interface OpeningHours {
	'@type': 'OpeningHoursSpecification'
	dayOfWeek: Day[]
	opens: string
	closes: string
}

/**
 * Opening hours as schema.org wants them, from text such as "Mon-Fri 8:15 am to 5:00 pm" or
 * "du lundi au vendredi, de 8 h 15 à 17 h"; several rules may be separated by ";" or new lines.
 * Rules that cannot be read are left out (better no hours than wrong ones).
 */
export function parseOpeningHours(text: string): OpeningHours[] {
	const rules: OpeningHours[] = []
	for (const part of normalize(text).split(/[;\n]+/)) {
		const days = parseDays(part)
		const times = parseTimeRange(part)
		if (days.length && times?.end) {
			rules.push({
				'@type': 'OpeningHoursSpecification',
				dayOfWeek: days,
				opens: times.start,
				closes: times.end,
			})
		}
	}
	return rules
}

// ---------------------------------------------------------------------------------------------
// The council.

/**
 * The council's postal address: the free text split around its locality and region. Without
 * `street`, only the town, region and country (for places in the council area, such as an
 * event's venue, whose street is not the council hall's).
 */
export function councilAddress(
	settings: CouncilSettings,
	locale: Locale,
	{ street = true } = {},
): JsonLd {
	const text = settings.postalAddress[locale] || settings.postalAddress.en
	const parts = text
		.split(',')
		.map((p) => p.trim())
		.filter(Boolean)
	const locality = settings.shortName
	const localityAt = parts.findIndex((p) => normalize(p) === normalize(locality))
	const region = parts.find((p) => /\bregion\b/.test(normalize(p)))
	const streetAddress = localityAt > 0 ? parts.slice(0, localityAt).join(', ') : text
	return {
		'@type': 'PostalAddress',
		...(street ? { streetAddress } : {}),
		addressLocality: locality,
		...(region ? { addressRegion: region } : {}),
		...(street && settings.poBox ? { postOfficeBoxNumber: settings.poBox } : {}),
		addressCountry: 'CM',
	}
}

/** A short reference to the council (for author, publisher, organizer). */
function councilRef(settings: CouncilSettings, locale: Locale, origin: string): JsonLd {
	return {
		'@type': 'GovernmentOrganization',
		'@id': `${origin}/#council`,
		name: settings.name[locale],
		url: `${origin}${locale === 'fr' ? '/fr' : '/'}`,
		// The council's emblem when it gave one (decision 055).
		logo: absoluteUrl(origin, emblemFiles(settings.emblem)?.icon(512) ?? settings.logo),
	}
}

/** The council, for its home page: identity, address, contacts, opening hours, social accounts. */
export function governmentOrganization(
	settings: CouncilSettings,
	locale: Locale,
	origin: string,
): JsonLd {
	const hours = parseOpeningHours(settings.officeHours.en)
	const openingHours = hours.length ? hours : parseOpeningHours(settings.officeHours.fr)
	const sameAs = Object.values(settings.social).filter((url) => /^https?:\/\//.test(url))
	return {
		'@context': SCHEMA,
		...councilRef(settings, locale, origin),
		alternateName: settings.name[locale === 'en' ? 'fr' : 'en'],
		...(settings.motto[locale] ? { slogan: settings.motto[locale] } : {}),
		address: councilAddress(settings, locale),
		...(settings.phone ? { telephone: settings.phone } : {}),
		...(settings.email ? { email: settings.email } : {}),
		...(openingHours.length ? { openingHoursSpecification: openingHours } : {}),
		...(sameAs.length ? { sameAs } : {}),
		...(settings.established ? { foundingDate: String(settings.established) } : {}),
		areaServed: { '@type': 'AdministrativeArea', name: settings.shortName },
	}
}

// ---------------------------------------------------------------------------------------------
// Pages.

interface ArticleInput {
	url: string
	headline: string
	description: string
	/** YYYY-MM-DD */
	publishedAt: string
	/** ISO timestamp of the last change. */
	updatedAt: string
	/** Absolute address of the article's picture, if it has one. */
	image?: string
	/** Language of the text actually shown (a fallback may be in the other language). */
	inLanguage: Locale
}

export function newsArticle(
	article: ArticleInput,
	settings: CouncilSettings,
	locale: Locale,
	origin: string,
): JsonLd {
	const council = councilRef(settings, locale, origin)
	const modified =
		article.updatedAt.slice(0, 10) < article.publishedAt ? article.publishedAt : article.updatedAt
	return {
		'@context': SCHEMA,
		'@type': 'NewsArticle',
		headline:
			article.headline.length > 110 ? `${article.headline.slice(0, 109)}…` : article.headline,
		description: article.description,
		datePublished: article.publishedAt,
		dateModified: modified,
		...(article.image ? { image: [article.image] } : {}),
		inLanguage: article.inLanguage,
		author: council,
		publisher: council,
		mainEntityOfPage: { '@type': 'WebPage', '@id': article.url },
		url: article.url,
	}
}

interface EventInput {
	url: string
	name: string
	description: string
	/** YYYY-MM-DD, council time. */
	date: string
	/** Free text such as "9:00 AM - 4:00 PM". */
	time: string
	location: string
	image?: string
	inLanguage: Locale
}

export function event(
	input: EventInput,
	settings: CouncilSettings,
	locale: Locale,
	origin: string,
): JsonLd {
	const times = parseTimeRange(input.time)
	const offset = councilOffsetText()
	const at = (clock: string) => `${input.date}T${clock}:00${offset}`
	return {
		'@context': SCHEMA,
		'@type': 'Event',
		name: input.name,
		...(input.description ? { description: input.description } : {}),
		// Without a readable time, the day alone (a valid schema.org Date).
		startDate: times ? at(times.start) : input.date,
		...(times?.end ? { endDate: at(times.end) } : {}),
		eventStatus: `${SCHEMA}/EventScheduled`,
		eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
		location: {
			'@type': 'Place',
			name: input.location || settings.name[locale],
			address: councilAddress(settings, locale, { street: Boolean(!input.location) }),
		},
		...(input.image ? { image: [input.image] } : {}),
		organizer: councilRef(settings, locale, origin),
		inLanguage: input.inLanguage,
		url: input.url,
	}
}

/**
 * A job vacancy at the council (schema.org JobPosting): the post, its description (with what is
 * required and how to apply), when it was posted and when applications close, the council as the
 * employer, and the council area as the place of work.
 */
export function jobPosting(
	input: {
		url: string
		title: string
		/** Plain text: the description, the requirements and how to apply. */
		description: string
		/** ISO instant or date. */
		datePosted: string
		/** ISO instant the applications close. */
		validThrough: string | null
		inLanguage: Locale
	},
	settings: CouncilSettings,
	locale: Locale,
	origin: string,
): JsonLd {
	return {
		'@context': SCHEMA,
		'@type': 'JobPosting',
		title: input.title,
		description: input.description,
		datePosted: input.datePosted,
		...(input.validThrough ? { validThrough: input.validThrough } : {}),
		hiringOrganization: councilRef(settings, locale, origin),
		jobLocation: {
			'@type': 'Place',
			address: councilAddress(settings, locale, { street: false }),
		},
		inLanguage: input.inLanguage,
		url: input.url,
	}
}

/**
 * An information page: its name, summary, language, the council that publishes it and when its
 * content last changed (the same instant as its "Date modified" and sitemap `lastmod`).
 */
export function webPage(
	input: {
		url: string
		name: string
		description: string
		dateModified: string
		inLanguage: Locale
	},
	settings: CouncilSettings,
	locale: Locale,
	origin: string,
): JsonLd {
	return {
		'@context': SCHEMA,
		'@type': 'WebPage',
		name: input.name,
		description: input.description,
		dateModified: input.dateModified,
		inLanguage: input.inLanguage,
		publisher: councilRef(settings, locale, origin),
		url: input.url,
	}
}

/** Home › … › page, with absolute addresses; menu groups without a page of their own are skipped. */
export function breadcrumbList(
	crumbs: { label: string; href?: string }[],
	origin: string,
	currentUrl: string,
): JsonLd {
	const items = crumbs
		.map((crumb, i) => ({
			name: crumb.label,
			url:
				i === crumbs.length - 1 ? currentUrl : crumb.href ? absoluteUrl(origin, crumb.href) : null,
		}))
		.filter((item): item is { name: string; url: string } => item.url !== null)
	return {
		'@context': SCHEMA,
		'@type': 'BreadcrumbList',
		itemListElement: items.map((item, i) => ({
			'@type': 'ListItem',
			position: i + 1,
			name: item.name,
			item: item.url,
		})),
	}
}
