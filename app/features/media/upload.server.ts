import { MAX_UPLOAD_BYTES, UPLOAD_IMAGE_FORMATS, type UploadImageFormat } from '#app/config'

export { MAX_UPLOAD_BYTES }
import crypto from 'node:crypto'
import { getStorage, type FileStorage } from '#app/platform/storage/storage.server'

/**
 * Rendition widths, as the drawings' (decision 058): a phone (412 px at a density of 1.75) takes
 * the 200 for a list's thumbnail and the 700 for an article's photo, where it took the 400 and the
 * 800; the 400 and 800 serve wider phones and the 1200 wide screens.
 */
const RENDITION_WIDTHS = [200, 400, 700, 800, 1200] as const
/** The width a picture narrower than this keeps as well as the smaller renditions. */
const OWN_WIDTH_BELOW = 400
const MIN_WIDTH = 200
const MIN_HEIGHT = 100
/** Decoded size refused before any pixel is decoded (a 40 MP RGBA image is 160 MB in memory). */
const MAX_PIXELS = 40_000_000
const AVIF_QUALITY = 55
// AVIF encoding speed: the default effort (4) took over 20 s for a noisy 1200 px picture on a
// 2-CPU server while effort 2 took 1.4 s, so staff do not wait on a spinner for each photo.
const AVIF_EFFORT = 2
const WEBP_QUALITY = 78

type UploadFormat = 'avif' | 'webp'

export interface StoredImage {
	/** First 20 hex digits of the SHA-256 of the uploaded bytes. */
	id: string
	/** The auto-oriented original's size, for the `<img>` aspect ratio. */
	width: number
	height: number
	/** Widths of the renditions written, ascending. */
	widths: number[]
}

type StoreImageError = 'admin.upload.notImage' | 'admin.upload.tooLarge' | 'admin.upload.tooSmall'
type StoreImageResult = { ok: true; image: StoredImage } | { ok: false; error: StoreImageError }

const UPLOAD_FILE_NAME =
	/^[0-9a-f]{20}-(?:\d{2,4}\.(?:avif|webp)|(?:icon|maskable|apple)-\d{2,3}\.png)$/

/**
 * True only for names this module and the emblem's (`emblem.server.ts`, decision 055) write:
 * `<id>-<width>.<avif|webp>` and the emblem's `<id>-<icon|maskable|apple>-<size>.png`, nothing else. They are also
 * the renditions' storage keys (at the top of the store, where they were files under
 * DATA_DIR/uploads before there was a store), so an install's pictures never had to move.
 */
export function uploadFileName(name: string): boolean {
	return UPLOAD_FILE_NAME.test(name)
}

function renditionFileName(id: string, width: number, format: UploadFormat): string {
	return `${id}-${width}.${format}`
}

// ---------------------------------------------------------------------------------------------
// Image storage

/**
 * The formats accepted, by their first bytes, before libvips sees anything: this keeps SVG
 * (which can carry script), PDF, TIFF and the rest away from their decoders altogether.
 */
function sniffFormat(bytes: Uint8Array): UploadImageFormat | null {
	const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end))
	if (bytes.length < 16) return null
	if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
	if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png'
	if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif'
	if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp'
	// ISO base media file (AVIF, HEIC): a `ftyp` box first.
	if (ascii(4, 8) === 'ftyp') return 'heif'
	return null
}

const ACCEPTED = new Set<string>(Object.keys(UPLOAD_IMAGE_FORMATS))

/**
 * Widths to write for an image `width` pixels wide: never upscaled, always at least one, and a
 * picture narrower than 400 px keeps its own width too (a 300 px picture is not cut to 200).
 */
export function renditionWidths(width: number): number[] {
	const widths: number[] = RENDITION_WIDTHS.filter((w) => w <= width)
	const largest = widths.at(-1) ?? 0
	if (largest < Math.min(width, OWN_WIDTH_BELOW)) widths.push(width)
	return widths
}

/**
 * Checks an uploaded image, then writes AVIF and WebP renditions at up to five widths. Only
 * re-encoded pixels are ever written: the uploaded bytes (and their EXIF, GPS position, colour
 * profile, comments, anything appended) are never stored or served.
 */
/** Decoder options: refuse broken files and decompression bombs, turn the picture upright. */
const DECODE = { failOn: 'error', limitInputPixels: MAX_PIXELS, autoOrient: true } as const

/**
 * The checks every uploaded picture goes through, staff's and residents' alike (decision 039):
 * the size, the first bytes, what libvips reads in the header, the pixel count and the smallest
 * size. Nothing is decoded past the header here.
 */
export async function inspectImage(
	bytes: Uint8Array,
): Promise<{ ok: true; width: number; height: number } | { ok: false; error: StoreImageError }> {
	if (bytes.length > MAX_UPLOAD_BYTES) return { ok: false, error: 'admin.upload.tooLarge' }
	if (!sniffFormat(bytes)) return { ok: false, error: 'admin.upload.notImage' }
	// Loaded on first use: the public site never needs libvips in memory.
	const { default: sharp } = await import('sharp')
	let width: number
	let height: number
	try {
		const meta = await sharp(bytes, { ...DECODE, limitInputPixels: false }).metadata()
		if (!ACCEPTED.has(meta.format)) return { ok: false, error: 'admin.upload.notImage' }
		if (meta.width * meta.height > MAX_PIXELS) return { ok: false, error: 'admin.upload.tooLarge' }
		width = meta.autoOrient?.width ?? meta.width
		height = meta.autoOrient?.height ?? meta.height
	} catch {
		return { ok: false, error: 'admin.upload.notImage' }
	}
	if (!width || !height) return { ok: false, error: 'admin.upload.notImage' }
	if (width < MIN_WIDTH || height < MIN_HEIGHT) return { ok: false, error: 'admin.upload.tooSmall' }
	return { ok: true, width, height }
}

/**
 * A checked picture re-encoded as one WebP at most `maxWidth` wide: new pixels only, no EXIF (no
 * GPS position), nothing appended. null when the file cannot be decoded after all.
 */
export async function reencodeImage(bytes: Uint8Array, maxWidth: number, quality = WEBP_QUALITY) {
	const checked = await inspectImage(bytes)
	if (!checked.ok) return checked
	const { default: sharp } = await import('sharp')
	try {
		const data = await sharp(bytes, DECODE)
			.resize({ width: maxWidth, height: maxWidth, fit: 'inside', withoutEnlargement: true })
			.toColourspace('srgb')
			.webp({ quality })
			.toBuffer({ resolveWithObject: true })
		return { ok: true as const, data: data.data, width: data.info.width, height: data.info.height }
	} catch {
		return { ok: false as const, error: 'admin.upload.notImage' as const }
	}
}

export async function storeImage(
	bytes: Uint8Array,
	storage: FileStorage = getStorage(),
): Promise<StoreImageResult> {
	const checked = await inspectImage(bytes)
	if (!checked.ok) return checked
	const { width, height } = checked
	const { default: sharp } = await import('sharp')
	const input = DECODE

	const id = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 20)
	const widths = renditionWidths(width)
	const image: StoredImage = { id, width, height, widths }
	const renditions = widths.flatMap((w) =>
		(['avif', 'webp'] as const).map((format) => ({
			w,
			format,
			key: renditionFileName(id, w, format),
		})),
	)
	const exists = async (key: string) => (await storage.head(key)) !== null
	const present = await Promise.all(renditions.map((r) => exists(r.key)))
	if (present.every(Boolean)) return { ok: true, image }

	// Decode once, oriented and in sRGB, at the largest width needed; the smaller renditions are
	// made from these pixels. A truncated or corrupt file fails here (failOn: 'error').
	let base: { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } }
	try {
		base = await sharp(bytes, input)
			.resize({ width: Math.max(...widths), withoutEnlargement: true })
			.toColourspace('srgb')
			.raw({ depth: 'uchar' })
			.toBuffer({ resolveWithObject: true })
	} catch {
		return { ok: false, error: 'admin.upload.notImage' }
	}
	const { data, info } = base
	const raw = { width: info.width, height: info.height, channels: info.channels }

	for (const [i, { w, format, key }] of renditions.entries()) {
		if (present[i]) continue
		// No withMetadata()/keepMetadata(): sharp writes no EXIF, XMP or ICC unless asked to.
		const pipeline = sharp(data, { raw }).resize({ width: w, withoutEnlargement: true })
		const encoded =
			format === 'avif'
				? await pipeline.avif({ quality: AVIF_QUALITY, effort: AVIF_EFFORT }).toBuffer()
				: await pipeline.webp({ quality: WEBP_QUALITY }).toBuffer()
		// The store writes the whole object or nothing: a reader never gets half a picture.
		await storage.put(key, encoded, format === 'avif' ? 'image/avif' : 'image/webp')
	}
	return { ok: true, image }
}
