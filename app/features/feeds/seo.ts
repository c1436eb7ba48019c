import { localizePath, stripLocale, type Locale } from '#app/i18n/locales'

/**
 * Query parameters that select content worth its own address in search results, by English path.
 * Everything else (`?q=` searches and filters, `?utm_*` and other trackers) is dropped from the
 * canonical address, so one page never becomes many in an index.
 */
const canonicalParams: Record<string, { name: string; keep: (value: string) => boolean }[]> = {
	// The newsroom's further pages list other articles; page 1 is the bare address.
	'/news': [{ name: 'page', keep: (v) => /^[1-9]\d{0,5}$/.test(v) && v !== '1' }],
}

/** The canonical address of a page: the configured origin, the path, and only the parameters above. */
export function canonicalUrl(origin: string, pathname: string, search = ''): string {
	const path = pathname === '/fr/' ? '/fr' : pathname
	const allowed = canonicalParams[stripLocale(path)] ?? []
	const params = new URLSearchParams(search)
	const kept = new URLSearchParams()
	for (const { name, keep } of allowed) {
		const value = params.get(name)
		if (value !== null && keep(value)) kept.set(name, value)
	}
	const query = kept.toString()
	return `${origin}${path}${query ? `?${query}` : ''}`
}

/**
 * The same page in each language (same kept parameters), for hreflang alternates: the page's own
 * address in each language when it has them (`own`), else the same path with and without `/fr`.
 */
export function alternateUrls(
	origin: string,
	pathname: string,
	search = '',
	own?: { en: string; fr: string },
) {
	const canonical = new URL(canonicalUrl('http://x', pathname, search))
	const bare = stripLocale(canonical.pathname)
	const of = (locale: Locale) =>
		`${origin}${localizePath(own?.[locale] ?? bare, locale)}${canonical.search}`
	return { en: of('en'), fr: of('fr') }
}

/** An absolute address for a site path or an already absolute URL (e.g. a logo setting). */
export function absoluteUrl(origin: string, pathOrUrl: string) {
	if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
	return `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}

/** Open Graph locale of each language (the forms Intl uses on this site, see `intlLocale`). */
export const ogLocale: Record<Locale, string> = { en: 'en_GB', fr: 'fr_FR' }

/**
 * The share pictures (link previews on WhatsApp, Facebook, X…), one per kind of page, drawn by
 * `scripts/images.js` from the site's illustrations and the council's emblem, without text.
 */
export const shareKinds = ['home', 'page', 'news', 'events', 'programs', 'help'] as const
export type ShareKind = (typeof shareKinds)[number]
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' } as const
export const shareImagePath = (kind: ShareKind) => `/images/share-${kind}.jpg`

/** `https://x.com/handle` (or twitter.com) → `@handle`, for twitter:site; otherwise undefined. */
export function xHandle(url: string): string | undefined {
	const match = /^https?:\/\/(?:www\.)?(?:x|twitter)\.com\/@?(\w{1,15})\/?$/i.exec(url.trim())
	return match ? `@${match[1]}` : undefined
}
