import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { LocalStorage } from '#app/platform/storage/local-storage.server'
import { emblemFiles } from '#app/features/settings/emblem'
import { storeEmblem } from './emblem.server'
import { uploadFileName } from './upload.server'

let dir = ''
let storage: LocalStorage
beforeAll(() => {
	dir = fs.mkdtempSync(path.join(os.tmpdir(), 'council-emblem-'))
	storage = new LocalStorage(dir)
})
afterAll(() => {
	fs.rmSync(dir, { recursive: true, force: true })
})

/** A wide red emblem on a transparent ground, with EXIF and a GPS position in the file. */
function emblem() {
	return sharp({
		create: {
			width: 400,
			height: 200,
			channels: 4,
			background: { r: 200, g: 20, b: 20, alpha: 1 },
		},
	})
		.png()
		.withExif({ IFD0: { Artist: 'secret-author' }, IFD3: { GPSLatitudeRef: 'N' } })
		.toBuffer()
}

const file = (url: string) => path.join(dir, url.replace('/uploads/', ''))

describe('storeEmblem', () => {
	test('writes the header picture and every icon at its size, as new pixels without metadata', async () => {
		const stored = await storeEmblem(await emblem(), storage)
		expect(stored.ok).toBe(true)
		const files = emblemFiles(stored.ok ? stored.ref : '')!
		const expected: [string, number, string][] = [
			[files.header.webp, 80, 'webp'],
			[files.header.avif, 80, 'heif'],
			...([16, 32, 48, 192, 512] as const).map(
				(size) => [files.icon(size), size, 'png'] as [string, number, string],
			),
			[files.maskable, 512, 'png'],
			[files.apple, 180, 'png'],
		]
		for (const [url, size, format] of expected) {
			expect(uploadFileName(path.basename(url)), url).toBe(true)
			const bytes = fs.readFileSync(file(url))
			const meta = await sharp(bytes).metadata()
			expect([meta.format, meta.width, meta.height], url).toEqual([format, size, size])
			expect(meta.exif, url).toBeUndefined()
			expect(bytes.includes('secret-author'), url).toBe(false)
		}
		// The wide emblem keeps its proportions: transparent above and below it in the icon…
		const { data } = await sharp(file(files.icon(192)))
			.raw()
			.toBuffer({ resolveWithObject: true })
		expect(data[3]).toBe(0)
		expect(data[(96 * 192 + 96) * 4 + 3]).toBe(255)
		// …while the maskable and iOS icons have a ground, and the emblem inside the safe circle.
		for (const url of [files.maskable, files.apple]) {
			const stats = await sharp(file(url)).stats()
			expect(stats.isOpaque, url).toBe(true)
		}
		const maskable = await sharp(file(files.maskable)).raw().toBuffer()
		const at = (x: number, y: number) => maskable.subarray((y * 512 + x) * 4, (y * 512 + x) * 4 + 3)
		expect([...at(60, 256)]).toEqual([255, 255, 255])
		expect([...at(256, 256)]).toEqual([200, 20, 20])
	})

	test('a file that is not a picture, or is too small, is refused and nothing is written', async () => {
		const before = fs.readdirSync(dir).length
		const html = Buffer.from(
			'<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
		)
		expect(await storeEmblem(html, storage)).toEqual({ ok: false, error: 'admin.upload.notImage' })
		const tiny = await sharp({
			create: { width: 64, height: 64, channels: 3, background: '#000' },
		})
			.png()
			.toBuffer()
		expect(await storeEmblem(tiny, storage)).toEqual({ ok: false, error: 'admin.upload.tooSmall' })
		expect(fs.readdirSync(dir).length).toBe(before)
	})
})
