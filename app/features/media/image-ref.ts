import { imageManifest, type ImageName } from '#app/features/media/image-manifest'

/**
 * Where the renditions of a picture are: `${base}-${width}.avif` and `.webp`. Pictures are either
 * drawn for the site (built into /images by `npm run images`) or uploaded by staff (stored under the
 * data directory, served from /uploads).
 */
export interface ImageSource {
	base: string
	widths: readonly number[]
	/** Widths offered instead of `widths` to a reader saving data, when the picture has its own. */
	saveData?: readonly number[]
	/** Intrinsic size, for the <img> width/height attributes (no layout jump). */
	width: number
	height: number
}

const UPLOAD_REF = /^upload:([0-9a-f]{20}):(\d{1,5})x(\d{1,5}):(\d{1,4}(?:,\d{1,4}){0,5})$/

/** What is stored in an image column for an uploaded picture: id, size and rendition widths. */
export function uploadRef(image: {
	id: string
	width: number
	height: number
	widths: readonly number[]
}) {
	return `upload:${image.id}:${image.width}x${image.height}:${image.widths.join(',')}`
}

export function isUploadRef(value: string | null | undefined) {
	return Boolean(value && UPLOAD_REF.test(value))
}

/** The picture an image column names, or null (no picture, or a value that is not one). */
export function imageSource(value: string | null | undefined): ImageSource | null {
	if (!value) return null
	const upload = UPLOAD_REF.exec(value)
	if (upload) {
		return {
			base: `/uploads/${upload[1]}`,
			width: Number(upload[2]),
			height: Number(upload[3]),
			widths: upload[4]!.split(',').map(Number),
		}
	}
	if (Object.prototype.hasOwnProperty.call(imageManifest, value)) {
		const drawn = imageManifest[value as ImageName]
		return {
			base: `/images/${value}`,
			width: drawn.width,
			height: drawn.height,
			widths: drawn.widths,
			...('saveData' in drawn ? { saveData: drawn.saveData } : {}),
		}
	}
	return null
}
