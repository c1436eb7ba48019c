import { imageManifest, type ImageName } from '#app/content/image-manifest'

export function isImageName(name: string | null | undefined): name is ImageName {
	return Boolean(name) && Object.prototype.hasOwnProperty.call(imageManifest, name as string)
}

function srcSet(name: ImageName, format: 'avif' | 'webp') {
	return imageManifest[name].widths.map((w) => `/images/${name}-${w}.${format} ${w}w`).join(', ')
}

/** The AVIF/WebP sources of an image, for a preload link. */
export function imagePreload(name: ImageName, sizes: string) {
	return {
		rel: 'preload',
		as: 'image',
		type: 'image/avif',
		imageSrcSet: srcSet(name, 'avif'),
		imageSizes: sizes,
		fetchPriority: 'high',
	} as const
}

/**
 * A raster image in AVIF with a WebP fallback, in the widths the build produced, with intrinsic
 * width/height so the page does not jump while it loads. Lazy unless `priority`.
 */
export function Picture({
	name,
	alt,
	sizes,
	className,
	frameClassName,
	priority = false,
}: {
	name: ImageName
	alt: string
	sizes: string
	className?: string
	/** Classes for the <picture> element, when its box matters to the layout. */
	frameClassName?: string
	priority?: boolean
}) {
	const image = imageManifest[name]
	const smallest = image.widths[0]
	return (
		<picture className={frameClassName}>
			<source type="image/avif" srcSet={srcSet(name, 'avif')} sizes={sizes} />
			<source type="image/webp" srcSet={srcSet(name, 'webp')} sizes={sizes} />
			<img
				src={`/images/${name}-${smallest}.webp`}
				alt={alt}
				width={image.width}
				height={image.height}
				loading={priority ? 'eager' : 'lazy'}
				decoding={priority ? 'auto' : 'async'}
				fetchPriority={priority ? 'high' : undefined}
				className={className}
			/>
		</picture>
	)
}
