import crypto from 'node:crypto'
import { getStorage, type FileStorage } from '#app/platform/storage/storage.server'
import { APPLE_SIZE, emblemRef, ICON_SIZES, MASKABLE_SIZE } from '#app/features/settings/emblem'
import { inspectImage } from './upload.server'

/** The ground of the icons that may not be transparent (iOS, Android's maskable icon). */
const GROUND = { r: 255, g: 255, b: 255, alpha: 1 }
const CLEAR = { r: 0, g: 0, b: 0, alpha: 0 }
/** Android crops a maskable icon to a circle of 80 % of its side: the emblem keeps inside 70 %. */
const MASKABLE_INNER = 0.7
/** iOS rounds the corners: a little room around the emblem. */
const APPLE_INNER = 0.86

type EmblemError = 'admin.upload.notImage' | 'admin.upload.tooLarge' | 'admin.upload.tooSmall'

/**
 * Stores a council's emblem (decision 055): checked as every uploaded picture is (`inspectImage`:
 * size, first bytes, header, pixel count, smallest size), then drawn anew by sharp, upright, in
 * sRGB, without any of the file's metadata, into every file the site needs: the header's 80 px
 * picture (WebP and AVIF) and the square PNG icons (favicons 16, 32, 48; 192 and 512 for the web
 * manifest; 512 maskable on a white ground; 180 for iOS, white ground). The emblem keeps its
 * proportions inside each square, on a transparent ground where that is allowed. Written to the
 * file store like any upload, so every instance serves them.
 */
export async function storeEmblem(
	bytes: Uint8Array,
	storage: FileStorage = getStorage(),
): Promise<{ ok: true; ref: string } | { ok: false; error: EmblemError }> {
	const checked = await inspectImage(bytes)
	if (!checked.ok) return checked
	const { default: sharp } = await import('sharp')
	// Its own id: the same file uploaded as a page's picture has other renditions.
	const id = crypto.createHash('sha256').update('emblem:').update(bytes).digest('hex').slice(0, 20)
	let source: Buffer
	try {
		// Decoded once, at most 1024 px, as a PNG kept in memory: the files below are made from it.
		source = await sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000, autoOrient: true })
			.resize({ width: 1024, height: 1024, fit: 'inside', withoutEnlargement: true })
			.toColourspace('srgb')
			.ensureAlpha()
			.png()
			.toBuffer()
	} catch {
		return { ok: false, error: 'admin.upload.notImage' }
	}
	/** The emblem inside a `size` square, `inner` of its side, on `background`. */
	const square = async (size: number, inner: number, background: typeof GROUND) => {
		const fit = Math.max(1, Math.round(size * inner))
		const emblem = await sharp(source)
			.resize({ width: fit, height: fit, fit: 'contain', background: CLEAR })
			.toBuffer()
		return sharp({ create: { width: size, height: size, channels: 4, background } })
			.composite([{ input: emblem, gravity: 'centre' }])
			.png({ compressionLevel: 9 })
	}
	const header = () =>
		sharp(source).resize({ width: 80, height: 80, fit: 'contain', background: CLEAR })
	const files: { key: string; type: string; make: () => Promise<Buffer> }[] = [
		{
			key: `${id}-80.webp`,
			type: 'image/webp',
			make: () => header().webp({ quality: 85 }).toBuffer(),
		},
		{
			key: `${id}-80.avif`,
			type: 'image/avif',
			make: () => header().avif({ quality: 60, effort: 2 }).toBuffer(),
		},
		...ICON_SIZES.map((size) => ({
			key: `${id}-icon-${size}.png`,
			type: 'image/png',
			make: async () => (await square(size, 1, CLEAR)).toBuffer(),
		})),
		{
			key: `${id}-maskable-${MASKABLE_SIZE}.png`,
			type: 'image/png',
			make: async () => (await square(MASKABLE_SIZE, MASKABLE_INNER, GROUND)).toBuffer(),
		},
		{
			key: `${id}-apple-${APPLE_SIZE}.png`,
			type: 'image/png',
			make: async () => (await square(APPLE_SIZE, APPLE_INNER, GROUND)).toBuffer(),
		},
	]
	try {
		for (const file of files) {
			if (await storage.head(file.key)) continue
			// No withMetadata(): nothing of the uploaded file but its pixels is written.
			await storage.put(file.key, await file.make(), file.type)
		}
	} catch (error) {
		if (error instanceof Error && /Input|unsupported|corrupt/i.test(error.message)) {
			return { ok: false, error: 'admin.upload.notImage' }
		}
		throw error
	}
	return { ok: true, ref: emblemRef(id) }
}
