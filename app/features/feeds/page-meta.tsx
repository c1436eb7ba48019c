import { useLocation } from 'react-router'
import { isAdminPath, otherLocale } from '#app/i18n/locales'
import { useLocale, useRootData, useSettings, useT } from '#app/i18n/hooks'
import { usePageAlternates } from '#app/root-data'
import {
	alternateUrls,
	absoluteUrl,
	canonicalUrl,
	ogLocale,
	SHARE_IMAGE,
	shareImagePath,
	xHandle,
	type ShareKind,
} from '#app/features/feeds/seo'

/**
 * Title and description of a page, in its language, and the same for link previews (Open Graph,
 * which X cards fall back to). React 19 hoists these into <head> when the server renders the document, and updates
 * them on client-side navigation. The address-level tags (canonical, languages, site name) come
 * once from the root: see `SiteHeadLinks`.
 */
export function PageMeta({
	title,
	description,
	noIndex = false,
	type = 'website',
	share = 'page',
	published,
	modified,
}: {
	title: string
	description?: string
	noIndex?: boolean
	/** `article` for news articles; everything else is a `website` page. */
	type?: 'website' | 'article'
	/** Which share picture previews the page (see `shareKinds`). */
	share?: ShareKind
	/** For articles: publication day (YYYY-MM-DD) and last change (ISO timestamp). */
	published?: string
	modified?: string
}) {
	const t = useT()
	const origin = useRootData()?.origin ?? ''
	const { pathname } = useLocation()
	const basics = (
		<>
			<title>{title}</title>
			{description ? <meta name="description" content={description} /> : null}
			{noIndex ? <meta name="robots" content="noindex" /> : null}
		</>
	)
	// Pages kept out of search engines (errors, search results) and the staff area get no preview.
	if (noIndex || isAdminPath(pathname)) return basics
	const image = absoluteUrl(origin, shareImagePath(share))
	const imageAlt = t(`meta.shareImage.${share}`)
	return (
		<>
			{basics}
			<meta property="og:type" content={type} />
			<meta property="og:title" content={title} />
			{description ? <meta property="og:description" content={description} /> : null}
			<meta property="og:image" content={image} />
			<meta property="og:image:type" content={SHARE_IMAGE.type} />
			<meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
			<meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
			<meta property="og:image:alt" content={imageAlt} />
			{type === 'article' && published ? (
				<meta property="article:published_time" content={published} />
			) : null}
			{type === 'article' && modified ? (
				<meta property="article:modified_time" content={modified} />
			) : null}
			{/* X reads og:title, og:description and og:image when its own tags are absent (its cards
			    markup reference), and WhatsApp, Facebook and LinkedIn read only og: tags, so only what
			    has no Open Graph counterpart is repeated: the card's kind (without it, a small
			    summary card) and the picture's description. Each byte of the head is inside the
			    first TCP flight the page must fit (decision 058). */}
			<meta name="twitter:card" content="summary_large_image" />
			<meta name="twitter:image:alt" content={imageAlt} />
		</>
	)
}

/**
 * What every public page's head says about its address: canonical (configured origin, only the
 * query parameters that select other content, see `canonicalUrl`), the page in each language,
 * and the site's name and language for link previews.
 */
export function SiteHeadLinks() {
	const { pathname, search } = useLocation()
	const locale = useLocale()
	const settings = useSettings()
	const origin = useRootData()?.origin ?? ''
	const own = usePageAlternates()
	if (isAdminPath(pathname)) return null
	const canonical = canonicalUrl(origin, pathname, search)
	const alternates = alternateUrls(origin, pathname, search, own)
	const handle = xHandle(settings.social.x)
	return (
		<>
			<link rel="canonical" href={canonical} />
			<link rel="alternate" hrefLang="en" href={alternates.en} />
			<link rel="alternate" hrefLang="fr" href={alternates.fr} />
			<link rel="alternate" hrefLang="x-default" href={alternates.en} />
			<meta property="og:url" content={canonical} />
			<meta property="og:site_name" content={settings.name[locale]} />
			<meta property="og:locale" content={ogLocale[locale]} />
			<meta property="og:locale:alternate" content={ogLocale[otherLocale(locale)]} />
			{handle ? <meta name="twitter:site" content={handle} /> : null}
		</>
	)
}
