import { COUNCIL_UTC_OFFSET_MINUTES } from '#app/config'
/**
 * XML for the news feeds (RSS 2.0), kept free of the database so it can be tested on its own.
 * The sitemap (`sitemap.ts`) shares the escaping.
 */

// Characters XML 1.0 does not allow at all (most C0 controls, lone surrogates, U+FFFE/FFFF):
// escaping cannot save them, so they are dropped rather than make a reader reject the whole feed.
const XML_FORBIDDEN =
	// eslint-disable-next-line no-control-regex
	/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

const XML_ENTITIES: Record<string, string> = {
	'&': '&amp;',
	'<': '&lt;',
	'>': '&gt;',
	'"': '&quot;',
	"'": '&apos;',
}

/** Text or attribute value for XML: the five special characters escaped, forbidden ones dropped. */
export function escapeXml(value: string) {
	return value.replace(XML_FORBIDDEN, '').replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!)
}

/**
 * Plain text for an RSS `<description>`: readers take that element as HTML, so text escaped only
 * for XML reached them as markup (a `<b>` a clerk typed was bold, an `&amp;` they typed was `&`).
 * Escaped for HTML first, then for XML, every reader shows the words as written (issue 32).
 */
export function htmlDescription(text: string) {
	return escapeXml(text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!))
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const pad = (n: number) => String(n).padStart(2, '0')

/**
 * An RFC 822 date-time (as RSS 2.0 wants, with a four-digit year): `Thu, 15 Feb 2024 00:00:00 +0100`.
 * Written in the zone `offsetMinutes` east of UTC (GMT when 0).
 */
export function rfc822Date(date: Date, offsetMinutes = 0) {
	const local = new Date(date.getTime() + offsetMinutes * 60_000)
	const zone =
		offsetMinutes === 0
			? 'GMT'
			: `${offsetMinutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(offsetMinutes) / 60))}${pad(Math.abs(offsetMinutes) % 60)}`
	return (
		`${DAYS[local.getUTCDay()]}, ${pad(local.getUTCDate())} ${MONTHS[local.getUTCMonth()]} ` +
		`${local.getUTCFullYear()} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:` +
		`${pad(local.getUTCSeconds())} ${zone}`
	)
}

/** Midnight of a calendar date (YYYY-MM-DD) in the council's zone, as an instant. */
export function councilMidnight(isoDate: string) {
	return new Date(Date.parse(`${isoDate}T00:00:00Z`) - COUNCIL_UTC_OFFSET_MINUTES * 60_000)
}

interface FeedItem {
	title: string
	/** Absolute address of the article; also its permanent guid. */
	link: string
	/** An identifier of the item's own when its link is not (several items may share one link). */
	guid?: string
	/** Plain text; escaped here for readers that take it as HTML (htmlDescription). */
	description: string
	pubDate: Date
	/** Absolute address of the article's picture, when it has one. */
	image?: { url: string; type: string }
}

interface FeedChannel {
	title: string
	/** Absolute address of the newsroom in the feed's language. */
	link: string
	description: string
	/** BCP 47 tag: `en`, `fr`. */
	language: string
	/** Absolute address of the feed itself (atom:link rel="self"). */
	selfUrl: string
	/** When the feed's content last changed; left out when there is nothing in it. */
	lastBuildDate?: Date
	items: FeedItem[]
}

/** An RSS 2.0 document (with atom:link rel="self", as feed validators ask). */
export function buildRss(channel: FeedChannel) {
	const lines = [
		'<?xml version="1.0" encoding="UTF-8"?>',
		'<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">',
		'<channel>',
		`<title>${escapeXml(channel.title)}</title>`,
		`<link>${escapeXml(channel.link)}</link>`,
		`<description>${htmlDescription(channel.description)}</description>`,
		`<language>${escapeXml(channel.language)}</language>`,
		`<atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
	]
	if (channel.lastBuildDate) {
		lines.push(`<lastBuildDate>${rfc822Date(channel.lastBuildDate)}</lastBuildDate>`)
	}
	for (const item of channel.items) {
		lines.push(
			'<item>',
			`<title>${escapeXml(item.title)}</title>`,
			`<link>${escapeXml(item.link)}</link>`,
			item.guid
				? `<guid isPermaLink="false">${escapeXml(item.guid)}</guid>`
				: `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
			`<pubDate>${rfc822Date(item.pubDate, COUNCIL_UTC_OFFSET_MINUTES)}</pubDate>`,
			`<description>${htmlDescription(item.description)}</description>`,
		)
		if (item.image) {
			// RSS 2.0 enclosures need a byte length we do not know cheaply; media:content does not.
			lines.push(
				`<media:content url="${escapeXml(item.image.url)}" type="${escapeXml(item.image.type)}" medium="image"/>`,
			)
		}
		lines.push('</item>')
	}
	lines.push('</channel>', '</rss>', '')
	return lines.join('\n')
}
