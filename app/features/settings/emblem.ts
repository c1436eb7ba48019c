/**
 * The council's emblem (decision 055): one upload, many files made from it when it is stored
 * (`app/features/media/emblem.server.ts`). Their names hold the hash of the uploaded bytes, so
 * a new emblem has new addresses and each file can be cached for a year. Browser-safe: the
 * header, the `<head>` links and the web manifest read it.
 */

/** The setting's value for an emblem stored under `id`: a picture reference (image-ref.ts). */
export const emblemRef = (id: string) => `upload:${id}:80x80:80`

const REF = /^upload:([0-9a-f]{20}):80x80:80$/

/** Square PNG icons: favicons, the app icons, and the ones on a padded ground. */
export const FAVICON_SIZES = [16, 32, 48] as const
export const ICON_SIZES = [...FAVICON_SIZES, 192, 512] as const
/** Android's maskable icon: the emblem inside the middle 70 %, on a plain ground. */
export const MASKABLE_SIZE = 512
/** iOS's home-screen icon, which must not be transparent. */
export const APPLE_SIZE = 180

export interface EmblemFiles {
	/** 80 × 80 (twice the header's 40 px), WebP and AVIF. */
	header: { webp: string; avif: string }
	icon: (size: (typeof ICON_SIZES)[number]) => string
	maskable: string
	apple: string
}

/** The addresses of an emblem's files, or null when the council has none (the site's drawing). */
export function emblemFiles(ref: string | null | undefined): EmblemFiles | null {
	const id = ref ? REF.exec(ref)?.[1] : undefined
	if (!id) return null
	const base = `/uploads/${id}`
	return {
		header: { webp: `${base}-80.webp`, avif: `${base}-80.avif` },
		icon: (size) => `${base}-icon-${size}.png`,
		maskable: `${base}-maskable-${MASKABLE_SIZE}.png`,
		apple: `${base}-apple-${APPLE_SIZE}.png`,
	}
}

/**
 * The site's own drawing of a council emblem (public/images/logo.svg), for a council that gave no
 * emblem of its own: the inside of an `<svg viewBox="0 0 64 64">`, drawn by `DRAWN_EMBLEM_ICON`.
 */
const DRAWN_EMBLEM_SHAPES =
	'<clipPath id="emblem-outer"><path d="M32 2l26 7v21c0 17-11 27-26 32C17 57 6 47 6 30V9z"/></clipPath>' +
	'<clipPath id="emblem-inner"><path d="M32 7l22 6v17c0 14-9 22-22 27-13-5-22-13-22-27V13z"/></clipPath>' +
	'<path d="M32 2l26 7v21c0 17-11 27-26 32C17 57 6 47 6 30V9z" fill="#007a5e"/>' +
	'<path d="M32 7l22 6v17c0 14-9 22-22 27-13-5-22-13-22-27V13z" fill="#fcd116"/>' +
	'<path clip-path="url(#emblem-outer)" d="M0 41c8-6 20-8 28-4s16 4 36-3v30H0z" fill="#007a5e"/>' +
	'<path clip-path="url(#emblem-inner)" d="M0 45.5c9-3 20-2 28 0s17 1 36-2v5.5c-19 3-27 4-36 2S9 48 0 51z" fill="#fff"/>' +
	'<path d="M17.5 15.2l1.2 3.5h3.7l-3 2.2 1.1 3.5-3-2.1-3 2.1 1.1-3.5-3-2.2h3.7z" fill="#ce1126"/>' +
	'<path d="M34 42c1-8 2-15 2-23" fill="none" stroke="#7a4a22" stroke-width="2.6" stroke-linecap="round"/>' +
	'<g fill="#005a45"><path d="M36 19c5-5 11-5 15 2-5-2-10-2-15-2z"/><path d="M36 19c-5-5-11-5-15 2 5-2 10-2 15-2z"/>' +
	'<path d="M36 19c2-6 8-9 13-7-5 1-9 3-13 7z"/><path d="M36 19c-2-6-8-9-13-7 5 1 9 3 13 7z"/>' +
	'<path d="M36 19c0-5 1-9 4-11-1 4-2 7-4 11z"/></g>'

/**
 * That drawing as a `data:` address: the header's emblem (site-frame/drawn-emblem.tsx) and the
 * tab's icon (decision 064). A browser asks for a page's icon file as soon as the page has loaded,
 * which on a first visit is one more request (1.3 kB and a new connection) at the moment the
 * page's pictures arrive. Written into the page twice, the same address, the page's compression
 * carries it once: the page grew by about 30 bytes compressed. `#` is the only character a
 * `data:` address must escape here.
 */
export const DRAWN_EMBLEM_ICON =
	"data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'>" +
	DRAWN_EMBLEM_SHAPES.replaceAll('"', "'").replaceAll('#', '%23') +
	'</svg>'

/** The site's own icons, when the council has no emblem of its own. */
export const DEFAULT_ICONS = {
	svg: '/images/favicon.svg',
	png32: '/images/favicon-32.png',
	apple: '/images/apple-touch-icon.png',
} as const

/** The `<link>`s of the document's head for the icons. */
export function iconLinks(ref: string | null | undefined) {
	const files = emblemFiles(ref)
	if (!files) {
		return [
			{ rel: 'icon', href: DRAWN_EMBLEM_ICON, type: 'image/svg+xml' },
			{ rel: 'icon', href: DEFAULT_ICONS.png32, sizes: '32x32', type: 'image/png' },
			{ rel: 'apple-touch-icon', href: DEFAULT_ICONS.apple },
		]
	}
	return [
		...FAVICON_SIZES.map((size) => ({
			rel: 'icon',
			href: files.icon(size),
			sizes: `${size}x${size}`,
			type: 'image/png',
		})),
		{ rel: 'apple-touch-icon', href: files.apple, sizes: `${APPLE_SIZE}x${APPLE_SIZE}` },
	]
}

/** The site's theme colour (the `theme-color` of the document's head). */
const THEME = '#0b6e4f'

/**
 * The web manifest in one language (decision 055): the council's name, in that language, and its
 * emblem's icons (192 and 512 for any use, 512 maskable), or the site's own icons without one.
 */
export function webManifest(
	settings: { name: { en: string; fr: string }; shortName: string; emblem: string },
	locale: 'en' | 'fr',
) {
	const files = emblemFiles(settings.emblem)
	const start = locale === 'fr' ? '/fr' : '/'
	const icons = files
		? [
				...([192, 512] as const).map((size) => ({
					src: files.icon(size),
					sizes: `${size}x${size}`,
					type: 'image/png',
					purpose: 'any',
				})),
				{
					src: files.maskable,
					sizes: `${MASKABLE_SIZE}x${MASKABLE_SIZE}`,
					type: 'image/png',
					purpose: 'maskable',
				},
			]
		: [
				{ src: DEFAULT_ICONS.svg, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
				{ src: DEFAULT_ICONS.apple, sizes: '180x180', type: 'image/png', purpose: 'any' },
			]
	return {
		name: settings.name[locale],
		short_name: settings.shortName || settings.name[locale],
		lang: locale,
		dir: 'ltr',
		start_url: start,
		scope: start,
		display: 'minimal-ui',
		theme_color: THEME,
		background_color: '#ffffff',
		icons,
	}
}
