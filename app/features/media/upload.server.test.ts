import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { LocalStorage } from '#app/platform/storage/local-storage.server'
import {
	MAX_UPLOAD_BYTES,
	renditionWidths,
	storeImage,
	uploadFileName,
	type StoredImage,
} from './upload.server'

// Renditions go through the storage interface; the folder backend lets the test open each file.
let dir = ''
let storage: LocalStorage
beforeAll(() => {
	dir = fs.mkdtempSync(path.join(os.tmpdir(), 'council-uploads-'))
	storage = new LocalStorage(dir)
})
afterAll(() => {
	fs.rmSync(dir, { recursive: true, force: true })
})

/** Top half red, bottom half blue: after a quarter turn the halves say which way it turned. */
async function twoTone(width: number, height: number) {
	const pixels = Buffer.alloc(width * height * 3)
	for (let y = 0; y < height; y++) {
		const [r, g, b] = y < height / 2 ? [220, 20, 20] : [20, 20, 220]
		for (let x = 0; x < width; x++) pixels.set([r, g, b], (y * width + x) * 3)
	}
	return sharp(pixels, { raw: { width, height, channels: 3 } })
}

function solid(width: number, height: number) {
	return sharp({
		create: { width, height, channels: 3, background: { r: 40, g: 120, b: 60 } },
	})
}

async function noisyJpeg(width: number, height: number) {
	return sharp({
		create: {
			width,
			height,
			channels: 3,
			background: '#808080',
			noise: { type: 'gaussian', mean: 128, sigma: 40 },
		},
	})
		.jpeg({ quality: 90 })
		.toBuffer()
}

/** A phone photo: landscape pixels, EXIF orientation 6 (turn right), GPS position, ICC profile. */
async function phonePhoto() {
	return (await twoTone(1600, 1200))
		.jpeg({ quality: 90 })
		.withIccProfile('p3')
		.withExif({
			IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Copyright: 'Staff member' },
			IFD3: {
				GPSLatitudeRef: 'N',
				GPSLatitude: '4/1 9/1 0/1',
				GPSLongitudeRef: 'E',
				GPSLongitude: '9/1 14/1 0/1',
			},
		})
		.withMetadata({ orientation: 6 })
		.toBuffer()
}

function filesOf(image: StoredImage) {
	return image.widths.flatMap((w) =>
		['avif', 'webp'].map((format) => path.join(dir, `${image.id}-${w}.${format}`)),
	)
}

async function stored(bytes: Uint8Array) {
	const result = await storeImage(bytes, storage)
	if (!result.ok) throw new Error(`expected the image to be stored, got ${result.error}`)
	return result.image
}

describe('storeImage', () => {
	test('a phone photo: turned upright, every piece of metadata gone, AVIF and WebP renditions', async () => {
		const photo = await phonePhoto()
		const before = await sharp(photo).metadata()
		// The fixture really carries what must disappear.
		expect(before.orientation).toBe(6)
		expect(before.exif?.toString('latin1')).toContain('PhoneMaker')
		// The GPS IFD pointer (tag 0x8825), in either byte order.
		const gpsTag = [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])]
		expect(gpsTag.some((tag) => before.exif?.includes(tag))).toBe(true)
		expect(before.icc).toBeDefined()

		const image = await stored(photo)
		expect(image.id).toMatch(/^[0-9a-f]{20}$/)
		// Orientation 6 turns 1600×1200 into a portrait 1200×1600.
		expect(image).toMatchObject({ width: 1200, height: 1600, widths: [200, 400, 700, 800, 1200] })

		for (const file of filesOf(image)) {
			expect(uploadFileName(path.basename(file))).toBe(true)
			const meta = await sharp(file).metadata()
			expect(meta.format).toBe(file.endsWith('.avif') ? 'heif' : 'webp')
			expect(meta.exif).toBeUndefined()
			expect(meta.icc).toBeUndefined()
			expect(meta.xmp).toBeUndefined()
			expect(meta.iptc).toBeUndefined()
			expect(meta.comments).toBeUndefined()
			expect(meta.orientation).toBeUndefined()
			const w = Number(/-(\d+)\./.exec(file)?.[1])
			expect(meta.width).toBe(w)
			expect(meta.height).toBe(Math.round((w * 1600) / 1200))
			// No trace of the original's text anywhere in the file.
			const raw = fs.readFileSync(file).toString('latin1')
			expect(raw).not.toContain('PhoneMaker')
			expect(raw).not.toContain('Staff member')

			// Pixels decode, and the red top half of the sensor image is now on the right.
			const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true })
			const at = (x: number, y: number): [number, number, number] => {
				const i = (y * info.width + x) * info.channels
				return [data[i]!, data[i + 1]!, data[i + 2]!]
			}
			const [lr, , lb] = at(Math.floor(info.width * 0.1), Math.floor(info.height / 2))
			const [rr, , rb] = at(Math.floor(info.width * 0.9), Math.floor(info.height / 2))
			expect(lb).toBeGreaterThan(lr + 100)
			expect(rr).toBeGreaterThan(rb + 100)
		}
		const formats = await Promise.all(
			filesOf(image).map(async (f) => (await sharp(f).metadata()).format),
		)
		expect(formats).toEqual(Array(5).fill(['heif', 'webp']).flat())
		const avif = await sharp(filesOf(image)[0]!).metadata()
		expect(avif.compression).toBe('av1')
	})

	test('renditions are never wider than the original, and there is always one', async () => {
		const wide = await stored(await solid(1600, 900).png().toBuffer())
		expect(wide).toMatchObject({ width: 1600, height: 900, widths: [200, 400, 700, 800, 1200] })

		const middling = await stored(await solid(1000, 500).webp().toBuffer())
		expect(middling.widths).toEqual([200, 400, 700, 800])

		const narrow = await stored(await solid(300, 200).jpeg().toBuffer())
		// Its own width kept beside the 200: not cut to the thumbnail's size.
		expect(narrow).toMatchObject({ width: 300, height: 200, widths: [200, 300] })
		for (const file of filesOf(narrow)) {
			expect(fs.existsSync(file)).toBe(true)
			expect((await sharp(file).metadata()).width).toBe(Number(/-(\d+)\./.exec(file)?.[1]))
		}
		expect(renditionWidths(1200)).toEqual([200, 400, 700, 800, 1200])
		expect(renditionWidths(500)).toEqual([200, 400])
		expect(renditionWidths(399)).toEqual([200, 399])
		expect(renditionWidths(200)).toEqual([200])
	})

	test('PNG (with transparency), GIF and AVIF uploads are accepted', async () => {
		const png = await sharp({
			create: {
				width: 640,
				height: 480,
				channels: 4,
				background: { r: 0, g: 0, b: 0, alpha: 0.5 },
			},
		})
			.png()
			.toBuffer()
		expect((await stored(png)).widths).toEqual([200, 400])
		expect((await stored(await solid(500, 300).gif().toBuffer())).width).toBe(500)
		expect((await stored(await solid(500, 300).avif().toBuffer())).width).toBe(500)
	})

	test('the same bytes twice give the same id and no new work', async () => {
		const bytes = await (await twoTone(900, 600)).jpeg().toBuffer()
		const first = await stored(bytes)
		const times = filesOf(first).map((f) => fs.statSync(f).mtimeMs)
		const second = await stored(bytes)
		expect(second).toEqual(first)
		expect(filesOf(second).map((f) => fs.statSync(f).mtimeMs)).toEqual(times)
		// Nothing but finished renditions is left in the folder (no temporary files).
		expect(fs.readdirSync(dir).every((name) => uploadFileName(name))).toBe(true)
	})

	test('too large: over 5 MB of bytes, or too many pixels to decode safely', async () => {
		const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1)
		big.set([0xff, 0xd8, 0xff, 0xe0])
		expect(await storeImage(big, storage)).toEqual({ ok: false, error: 'admin.upload.tooLarge' })

		// 8000×6000 = 48 MP of one colour: a small file that would take 144 MB to decode.
		const bomb = await sharp({
			create: { width: 8000, height: 6000, channels: 3, background: '#000' },
			limitInputPixels: false,
		})
			.png({ compressionLevel: 9 })
			.toBuffer()
		expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES)
		expect(await storeImage(bomb, storage)).toEqual({ ok: false, error: 'admin.upload.tooLarge' })
	})

	test('too small: under 200×100 pixels', async () => {
		for (const [w, h] of [
			[150, 400],
			[400, 80],
			[199, 99],
		] as const) {
			const bytes = await solid(w, h).png().toBuffer()
			expect(await storeImage(bytes, storage)).toEqual({
				ok: false,
				error: 'admin.upload.tooSmall',
			})
		}
		expect((await stored(await solid(200, 100).png().toBuffer())).widths).toEqual([200])
	})

	test('anything that is not a raster image is refused', async () => {
		const jpeg = await noisyJpeg(800, 600)
		const cases: Record<string, Uint8Array> = {
			'text renamed .jpg': Buffer.from('Minutes of the council meeting, 3 March.\n'.repeat(20)),
			'SVG with a script': Buffer.from(
				'<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">' +
					'<script>alert(document.cookie)</script><rect width="800" height="600"/></svg>',
			),
			'SVG behind an XML declaration': Buffer.from(
				'<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"' +
					' onload="alert(1)"><rect width="800" height="600"/></svg>',
			),
			PDF: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
			'truncated JPEG': jpeg.subarray(0, Math.floor(jpeg.length / 2)),
			TIFF: await solid(400, 300).tiff().toBuffer(),
			'GIF header then HTML': Buffer.from(
				'GIF89a<html><body><script>alert(document.domain)</script></body></html>',
			),
			empty: new Uint8Array(0),
		}
		for (const [name, bytes] of Object.entries(cases)) {
			const result = await storeImage(bytes, storage)
			expect(result, name).toEqual({ ok: false, error: 'admin.upload.notImage' })
		}
	})

	test('a real GIF with HTML appended is stored only as re-encoded pixels', async () => {
		const gif = await solid(400, 300).gif().toBuffer()
		const polyglot = Buffer.concat([gif, Buffer.from('<script>alert(document.domain)</script>')])
		const result = await storeImage(polyglot, storage)
		if (result.ok) {
			for (const file of filesOf(result.image)) {
				const bytes = fs.readFileSync(file)
				expect(bytes.includes(Buffer.from('<script'))).toBe(false)
				expect(bytes.equals(polyglot)).toBe(false)
				expect(['heif', 'webp']).toContain((await sharp(bytes).metadata()).format)
			}
		} else {
			expect(result.error).toBe('admin.upload.notImage')
		}
		// Whatever happened, the uploaded bytes themselves are nowhere in the folder.
		for (const name of fs.readdirSync(dir)) {
			expect(fs.readFileSync(path.join(dir, name)).includes(Buffer.from('<script'))).toBe(false)
		}
	})

	test('file names are checked strictly', () => {
		expect(uploadFileName('0123456789abcdef0123-400.avif')).toBe(true)
		expect(uploadFileName('0123456789abcdef0123-1200.webp')).toBe(true)
		for (const name of [
			'0123456789abcdef0123-400.jpg',
			'0123456789ABCDEF0123-400.avif',
			'0123456789abcdef012-400.avif',
			'0123456789abcdef0123-4.avif',
			'0123456789abcdef0123-12000.avif',
			'../0123456789abcdef0123-400.avif',
			'0123456789abcdef0123-400.avif/',
			'0123456789abcdef0123-400.avif\n',
			'.0123456789abcdef0123-400.avif.1a2b.tmp',
			'',
		]) {
			expect(uploadFileName(name), name).toBe(false)
		}
	})
})
