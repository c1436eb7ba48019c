import { preload as preloadResource } from 'react-dom'
import type { ImageName } from '#app/features/media/image-manifest'
import { imageSource, type ImageSource } from '#app/features/media/image-ref'
import type { PictureAlt } from '#app/utils/localized'
import { useSaveData } from '#app/root-data'

/** True when the value names a picture: a drawn one (see scripts/images.js) or an upload. */
export function isImageName(name: string | null | undefined): name is string {
	return imageSource(name) !== null
}

/**
 * The `alt` (and its language) of a picture from its stored description, or the caller's words
 * when it was never described (what the site showed before descriptions existed).
 */
export function altProps(alt: PictureAlt | null, fallback: string) {
	return { alt: alt?.text ?? fallback, altLang: alt?.lang }
}

function srcSet(source: ImageSource, format: 'avif' | 'webp') {
	return source.widths.map((w) => `${source.base}-${w}.${format} ${w}w`).join(', ')
}

/**
 * The image a `Picture` shows, or null: none for what names no picture, and, when the browser
 * saves data (issue 34), none for a decorative picture (`alt=""`) and only the smallest widths of
 * the others.
 */
export function shownImage(name: string, alt: string, saveData: boolean): ImageSource | null {
	const found = imageSource(name)
	if (!found || !saveData) return found
	return alt === '' ? null : smallestOnly(found)
}

/**
 * Saving data: the picture's own widths for it when it has some (the home page's hero: a 320 no
 * other reader is offered), else the widths up to 400 px, or the smallest when none is that
 * small. A news picture has a 200 px file for a phone's list thumbnail: the smallest alone would
 * then be an article's picture too, stretched to twice its width; with both, the browser takes
 * the 200 for the thumbnail and the 400 for the article, as the article had before the 200
 * existed.
 */
const SAVE_DATA_WIDTH = 400
const smallestOnly = (image: ImageSource) => {
	if (image.saveData?.length) return { ...image, widths: image.saveData }
	const small = image.widths.filter((width) => width <= SAVE_DATA_WIDTH)
	return { ...image, widths: small.length ? small : image.widths.slice(0, 1) }
}

/** The AVIF sources of an image (drawn or uploaded), for a preload of what the picture shows. */
export function imagePreload(name: ImageName | string, sizes: string, saveData = false) {
	const found = imageSource(name)!
	const image = saveData ? smallestOnly(found) : found
	return {
		as: 'image',
		type: 'image/avif',
		imageSrcSet: srcSet(image, 'avif'),
		imageSizes: sizes,
		fetchPriority: 'high',
	} as const
}

/**
 * A raster image in AVIF with a WebP fallback, in the widths the build produced, with intrinsic
 * width/height so the page does not jump while it loads. Lazy unless `priority`.
 *
 * `preload`: the page's largest paint (the home page's hero, an article's picture). React writes
 * its preload at the top of <head>, after the charset and the viewport, so the browser asks for
 * it with the first bytes of the page rather than once its parser reaches the picture, tens of
 * kilobytes later: on slow data the picture's round trip then overlaps the page's own parsing
 * and layout (issue 34's LCP). Its `sizes` must be the picture's, so both pick the same file; a
 * browser without AVIF skips the preload and takes the WebP source.
 */
export function Picture({
	name,
	alt,
	altLang,
	sizes,
	className,
	frameClassName,
	priority = false,
	preload = false,
	secondary = false,
}: {
	/** A drawn picture's name or an uploaded picture's reference (see features/media/image-ref.ts). */
	name: string
	alt: string
	/** The language of `alt` when it is not the page's (a description written in one language). */
	altLang?: string
	sizes: string
	className?: string
	/** Classes for the <picture> element, when its box matters to the layout. */
	frameClassName?: string
	priority?: boolean
	/** Preloaded from the head: only for the picture that is the page's largest paint. */
	preload?: boolean
	/**
	 * A picture beside text that the reader reads first (a list's thumbnails): asked for at low
	 * priority even when it is on screen, so it never takes the connection or the bandwidth of
	 * anything the page needs more (decision 064).
	 */
	secondary?: boolean
}) {
	const saveData = useSaveData()
	const image = shownImage(name, alt, saveData)
	if (!image) return null
	if (preload) {
		const { as, ...options } = imagePreload(name, sizes, saveData)
		// The href is only a key for React (it dedupes by it): the browser reads imageSrcSet.
		preloadResource(`${image.base}-${image.widths[0]}.avif`, { as, ...options })
	}
	const smallest = image.widths[0]
	return (
		<picture className={frameClassName}>
			<source type="image/avif" srcSet={srcSet(image, 'avif')} sizes={sizes} />
			<source type="image/webp" srcSet={srcSet(image, 'webp')} sizes={sizes} />
			<img
				src={`${image.base}-${smallest}.webp`}
				alt={alt}
				lang={altLang}
				width={image.width}
				height={image.height}
				loading={priority ? 'eager' : 'lazy'}
				decoding={priority ? 'auto' : 'async'}
				fetchPriority={priority ? 'high' : secondary ? 'low' : undefined}
				className={className}
			/>
		</picture>
	)
}
