import { ADMIN_BASE } from '#app/config'
import { localizePath, locales } from '#app/i18n/locales'
import type { PublicPage } from '#app/route-table'
import { escapeXml } from './feeds'

/** One page of the site, by its English path; listed once per language. */
export interface SitemapEntry {
	path: string
	/** The French address (without `/fr`) when it differs from the English one. */
	pathFr?: string
	/** YYYY-MM-DD or an ISO date-time; left out when we cannot honestly say. */
	lastmod?: string
}

/**
 * The route table's pages a search engine should list: no template (`:slug`: its published items
 * are listed instead), no page marked noindex, nothing of the staff area.
 */
export function indexablePaths(pages: readonly PublicPage[]) {
	return pages
		.filter((p) => !p.noindex && !p.role && !p.path.includes(':'))
		.filter((p) => p.path !== ADMIN_BASE && !p.path.startsWith(`${ADMIN_BASE}/`))
		.map((p) => p.path)
}

/** A W3C date-time as sitemaps want it, or undefined for a value that is not a date. */
export function w3cDate(value: string | null | undefined) {
	if (!value) return undefined
	if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value
	const time = Date.parse(value)
	if (Number.isNaN(time)) return undefined
	return new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z')
}

/** The newest of some dates (ISO strings compare in time order), or undefined when there is none. */
export function newest(...values: (string | null | undefined)[]) {
	const dates = values.map(w3cDate).filter((v): v is string => Boolean(v))
	return dates.length ? dates.reduce((a, b) => (Date.parse(a) >= Date.parse(b) ? a : b)) : undefined
}

/**
 * A sitemap with one `<url>` per page and language, each naming every language version as an
 * alternate (x-default: English), as search engines ask for bilingual sites.
 */
export function buildSitemap(origin: string, entries: readonly SitemapEntry[]) {
	const lines = [
		'<?xml version="1.0" encoding="UTF-8"?>',
		'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
	]
	for (const entry of entries) {
		const href = Object.fromEntries(
			locales.map((locale) => [
				locale,
				`${origin}${localizePath(locale === 'fr' ? (entry.pathFr ?? entry.path) : entry.path, locale)}`,
			]),
		)
		const alternates = [
			...locales.map((locale) => [locale, href[locale]!] as const),
			['x-default', href.en!] as const,
		].map(
			([lang, url]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(url)}"/>`,
		)
		const lastmod = w3cDate(entry.lastmod)
		for (const locale of locales) {
			lines.push(
				'<url>',
				`<loc>${escapeXml(href[locale]!)}</loc>`,
				...(lastmod ? [`<lastmod>${lastmod}</lastmod>`] : []),
				...alternates,
				'</url>',
			)
		}
	}
	lines.push('</urlset>', '')
	return lines.join('\n')
}

/** robots.txt: the staff area and search results stay out; the sitemap is named. */
export function buildRobots(origin: string) {
	return [
		'User-agent: *',
		`Disallow: ${ADMIN_BASE}`,
		// Search results are endless variations of other pages (a crawl trap); they say noindex too.
		'Disallow: /search',
		'Disallow: /fr/search',
		// Staff previews answer 404 to anyone not signed in; they say noindex too.
		'Disallow: /preview/',
		'Disallow: /fr/preview/',
		'',
		`Sitemap: ${origin}/sitemap.xml`,
		'',
	].join('\n')
}
