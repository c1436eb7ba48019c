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
			{ rel: 'icon', href: DEFAULT_ICONS.svg, type: 'image/svg+xml' },
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
