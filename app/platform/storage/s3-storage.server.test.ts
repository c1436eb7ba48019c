import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { text } from 'node:stream/consumers'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { storeImage } from '#app/features/media/upload.server'
import { parseEnv } from '#app/platform/env.server'
import { startS3Server } from '../../../tests/support/s3-server'
import { copyFiles, runFilesCommand } from './files-command.server'
import { LocalStorage } from './local-storage.server'
import { S3Storage } from './s3-storage.server'
import { sendStoredFile } from './send-stored.server'
import { storageFromEnv } from './storage.server'

// The object-store backend through the real AWS SDK against a local S3-compatible server (s3rver)
// started here: every operation of the interface, ranges, missing keys, listing across pages, a
// prefix, a picture stored and served from it, and the files command copying a folder into it.

let s3: Awaited<ReturnType<typeof startS3Server>>
let storage: S3Storage
let scratch: string

beforeAll(async () => {
	s3 = await startS3Server()
	storage = new S3Storage({ ...s3.options, pageSize: 2 })
	scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'council-s3-test-'))
})
afterAll(async () => {
	await storage?.close()
	await s3?.stop()
	fs.rmSync(scratch, { recursive: true, force: true })
})

const encode = (s: string) => new TextEncoder().encode(s)

async function keysOf(store: { list(prefix?: string): AsyncIterable<string> }, prefix?: string) {
	const keys: string[] = []
	for await (const key of store.list(prefix)) keys.push(key)
	return keys.sort()
}

describe('S3 backend', () => {
	const minutes = 'Minutes of the council meeting of 3 March 2026: budget adopted.'

	test('put, head, read whole and in ranges, delete', async () => {
		await storage.put('documents/minutes-0303.pdf', encode(minutes), 'application/pdf')
		const head = await storage.head('documents/minutes-0303.pdf')
		expect(head).toMatchObject({
			key: 'documents/minutes-0303.pdf',
			size: minutes.length,
			contentType: 'application/pdf',
		})
		expect(head!.etag).toMatch(/^"[0-9a-f]{32}"$/)
		expect(head!.lastModified.getTime()).toBeGreaterThan(Date.now() - 60_000)
		// The bytes are in the store's own folder, not on this machine's upload folder.
		expect(await text((await storage.read('documents/minutes-0303.pdf'))!)).toBe(minutes)
		expect(
			await text((await storage.read('documents/minutes-0303.pdf', { start: 0, end: 6 }))!),
		).toBe('Minutes')
		expect(
			await text(
				(await storage.read('documents/minutes-0303.pdf', {
					start: minutes.length - 15,
					end: minutes.length - 1,
				}))!,
			),
		).toBe('budget adopted.')

		// Replacing the object changes its validator.
		await storage.put('documents/minutes-0303.pdf', encode(`${minutes} Signed.`), 'application/pdf')
		const replaced = await storage.head('documents/minutes-0303.pdf')
		expect(replaced!.size).toBe(minutes.length + 8)
		expect(replaced!.etag).not.toBe(head!.etag)

		await storage.delete('documents/minutes-0303.pdf')
		expect(await storage.head('documents/minutes-0303.pdf')).toBeNull()
		expect(await storage.read('documents/minutes-0303.pdf')).toBeNull()
		// Deleting again is not an error.
		await storage.delete('documents/minutes-0303.pdf')
	})

	test('missing keys are null, and keys the server would never choose are refused', async () => {
		expect(await storage.head('nothing-here.pdf')).toBeNull()
		expect(await storage.read('nothing-here.pdf', { start: 0, end: 3 })).toBeNull()
		for (const bad of ['../escape.pdf', 'A.pdf', '/abs.pdf', 'a//b.pdf']) {
			await expect(storage.put(bad, encode('x'), 'text/plain'), bad).rejects.toThrow(
				/invalid storage key/,
			)
			await expect(storage.head(bad), bad).rejects.toThrow(/invalid storage key/)
		}
	})

	test('list goes through every page, and a prefix keeps each site in its own folder', async () => {
		const keys = ['a-1.webp', 'a-2.webp', 'b-1.webp', 'docs/c-1.pdf', 'docs/c-2.pdf']
		for (const key of keys) await storage.put(key, encode(key), 'application/octet-stream')
		// Five keys at two per listing request: three pages.
		expect(await keysOf(storage)).toEqual(keys)
		expect(await keysOf(storage, 'docs/')).toEqual(['docs/c-1.pdf', 'docs/c-2.pdf'])

		const other = new S3Storage({ ...s3.options, prefix: 'councils/ekondo/' })
		try {
			await other.put('a-1.webp', encode('another council'), 'image/webp')
			expect(await keysOf(other)).toEqual(['a-1.webp'])
			expect(await text((await other.read('a-1.webp'))!)).toBe('another council')
			expect(await text((await storage.read('a-1.webp'))!)).toBe('a-1.webp')
			// The whole bucket, seen without the prefix: the other site's object is under its folder.
			expect(await keysOf(storage, 'councils/')).toEqual(['councils/ekondo/a-1.webp'])
			await other.delete('a-1.webp')
		} finally {
			await other.close()
		}
		for (const key of keys) await storage.delete(key)
		expect(await keysOf(storage)).toEqual([])
	})

	test('served over HTTP with validators, 304, a range and 416, as from the folder', async () => {
		const bytes = 'Budget 2026: 412 million CFA francs, line by line.'
		await storage.put('documents/budget-2026.pdf', encode(bytes), 'application/pdf')
		const server = http.createServer((req, res) => {
			void sendStoredFile(req, res, 'documents/budget-2026.pdf', {
				storage,
				cacheControl: 'public, max-age=60',
			}).then((sent) => {
				if (!sent) res.writeHead(404).end()
			})
		})
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
		const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
		try {
			const whole = await fetch(base)
			expect(whole.status).toBe(200)
			expect(whole.headers.get('content-type')).toBe('application/pdf')
			expect(whole.headers.get('content-length')).toBe(String(bytes.length))
			expect(await whole.text()).toBe(bytes)
			const etag = whole.headers.get('etag')!
			expect(etag).toBe((await storage.head('documents/budget-2026.pdf'))!.etag)

			const part = await fetch(base, { headers: { Range: 'bytes=13-23', 'If-Range': etag } })
			expect(part.status).toBe(206)
			expect(part.headers.get('content-range')).toBe(`bytes 13-23/${bytes.length}`)
			expect(await part.text()).toBe('412 million')

			expect((await fetch(base, { headers: { 'If-None-Match': etag } })).status).toBe(304)
			expect((await fetch(base, { headers: { Range: 'bytes=500-' } })).status).toBe(416)

			await storage.delete('documents/budget-2026.pdf')
			expect((await fetch(base)).status).toBe(404)
		} finally {
			server.close()
		}
	})

	test('a picture is stored in the object store as its AVIF and WebP renditions', async () => {
		const png = await sharp({
			create: { width: 500, height: 300, channels: 3, background: { r: 30, g: 90, b: 160 } },
		})
			.png()
			.toBuffer()
		const result = await storeImage(new Uint8Array(png), storage)
		if (!result.ok) throw new Error(result.error)
		const { id } = result.image
		expect(await keysOf(storage, id)).toEqual([
			`${id}-200.avif`,
			`${id}-200.webp`,
			`${id}-400.avif`,
			`${id}-400.webp`,
		])
		const avif = await storage.head(`${id}-400.avif`)
		expect(avif?.contentType).toBe('image/avif')
		const webp = await storage.read(`${id}-400.webp`)
		const meta = await sharp(
			Buffer.from(await new Response(webp as never).arrayBuffer()),
		).metadata()
		expect(meta).toMatchObject({ format: 'webp', width: 400, height: 240 })
		for (const key of await keysOf(storage, id)) await storage.delete(key)
	})

	test('the store is checked before use: no such bucket, wrong credentials, nothing listening', async () => {
		const wrongBucket = new S3Storage({ ...s3.options, bucket: 'no-such-bucket' })
		const wrongKey = new S3Storage({ ...s3.options, accessKeyId: 'NOT-A-KEY' })
		const nobody = new S3Storage({ ...s3.options, endpoint: 'http://127.0.0.1:9' })
		try {
			await storage.check()
			await expect(wrongBucket.check()).rejects.toThrow(
				/^object store \(bucket no-such-bucket at http:\/\/127\.0\.0\.1:\d+\): opening the bucket failed: .*; there is no such bucket: create it, or correct S3_BUCKET$/,
			)
			await expect(wrongKey.check()).rejects.toThrow(
				/check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
			)
			await expect(nobody.check()).rejects.toThrow(/check S3_ENDPOINT/)
			await expect(wrongKey.put('x.pdf', encode('x'), 'application/pdf')).rejects.toThrow(
				/^object store \(bucket council-files at http:\/\/127\.0\.0\.1:\d+\): writing x\.pdf failed: /,
			)
		} finally {
			await Promise.all([wrongBucket.close(), wrongKey.close(), nobody.close()])
		}
	})
})

describe('choosing the store from the environment', () => {
	test('local by default, under DATA_DIR/uploads; s3 with its variables', () => {
		const local = storageFromEnv(parseEnv({ DATA_DIR: scratch }))
		expect(local).toBeInstanceOf(LocalStorage)
		expect((local as LocalStorage).dir).toBe(path.join(scratch, 'uploads'))
		const remote = storageFromEnv(parseEnv({ ...s3.env, S3_PREFIX: '/mbonge/' }))
		expect(remote).toBeInstanceOf(S3Storage)
		expect((remote as S3Storage).options).toMatchObject({
			bucket: s3.bucket,
			endpoint: s3.endpoint,
			forcePathStyle: true,
			prefix: 'mbonge/',
		})
	})
})

describe('the files command', () => {
	test('copies the folder to the store, skips what is there, counts, and can go back', async () => {
		const dataDir = fs.mkdtempSync(path.join(scratch, 'data-'))
		const folder = new LocalStorage(path.join(dataDir, 'uploads'))
		const files: Record<string, string> = {
			'0123456789abcdef0123-400.avif': 'avif 400',
			'0123456789abcdef0123-400.webp': 'webp 400',
			'documents/budget.pdf': '%PDF-1.7 the budget',
		}
		for (const [key, body] of Object.entries(files))
			await folder.put(key, encode(body), 'application/octet-stream')
		// A half-written temporary file of the folder is not a file to copy.
		fs.writeFileSync(path.join(folder.dir, '.0123456789abcdef0123-800.webp.1a2b.tmp'), 'half')
		const env = parseEnv({ DATA_DIR: dataDir, ...s3.env, S3_PREFIX: 'migrated' })
		const target = new S3Storage({ ...s3.options, prefix: 'migrated/' })
		const run = async (...argv: string[]) => {
			const lines: string[] = []
			const code = await runFilesCommand(argv, env, (line) => lines.push(line))
			return { code, out: lines.join('\n') }
		}
		try {
			const dry = await run('migrate', '--dry-run')
			expect(dry.code).toBe(0)
			expect(dry.out).toContain('would copy 3, already there 0, failed 0')
			expect(dry.out).toContain('would copy documents/budget.pdf (19 bytes)')
			expect(await keysOf(target)).toEqual([])

			// One file is there already (a run cut short): it is not copied again.
			await target.put('0123456789abcdef0123-400.avif', encode('avif 400'), 'image/avif')
			const first = await run('migrate')
			expect(first.code).toBe(0)
			expect(first.out).toMatch(
				/from the folder .*uploads to the object store \(bucket council-files, under migrated\/\)/,
			)
			expect(first.out).toContain('copied 2, already there 1, failed 0')
			expect(await keysOf(target)).toEqual(Object.keys(files).sort())
			for (const [key, body] of Object.entries(files))
				expect(await text((await target.read(key))!), key).toBe(body)
			// The type comes from the name, as the folder would have served it.
			expect((await target.head('documents/budget.pdf'))?.contentType).toBe('application/pdf')
			expect((await target.head('0123456789abcdef0123-400.webp'))?.contentType).toBe('image/webp')

			const again = await run('migrate')
			expect(again.out).toContain('copied 0, already there 3, failed 0')

			// And back, into an empty folder (leaving the object store).
			fs.rmSync(folder.dir, { recursive: true })
			const back = await run('migrate', '--to', 'local')
			expect(back.code).toBe(0)
			expect(back.out).toContain('copied 3, already there 0, failed 0')
			expect(await keysOf(folder)).toEqual(Object.keys(files).sort())
		} finally {
			for (const key of await keysOf(target)) await target.delete(key)
			await target.close()
		}
	})

	test('fails with a message and a non-zero code: no store configured, store unreachable, a file it cannot copy', async () => {
		const lines: string[] = []
		const say = (line: string) => lines.push(line)
		expect(await runFilesCommand([], parseEnv({ DATA_DIR: scratch }), say)).toBe(2)
		expect(lines.join('\n')).toContain('STORAGE is local')
		expect(await runFilesCommand(['--sideways'], parseEnv({ ...s3.env }), say)).toBe(2)
		expect(lines.join('\n')).toContain('Unknown argument: --sideways')
		expect(await runFilesCommand(['--to', 'disk'], parseEnv({ ...s3.env }), say)).toBe(2)
		expect(lines.join('\n')).toContain('--to takes s3 or local, not "disk"')

		lines.length = 0
		const down = parseEnv({ DATA_DIR: scratch, ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9' })
		expect(await runFilesCommand([], down, say)).toBe(1)
		expect(lines.join('\n')).toMatch(/Could not copy the files: .*check S3_ENDPOINT/)

		// One object the destination refuses: the others are copied, the failure is named.
		const from = new LocalStorage(fs.mkdtempSync(path.join(scratch, 'from-')))
		await from.put('good-1.webp', encode('good'), 'image/webp')
		await from.put('bad-1.webp', encode('bad'), 'image/webp')
		const to = new LocalStorage(fs.mkdtempSync(path.join(scratch, 'to-')))
		const refusing = Object.assign(Object.create(to) as LocalStorage, {
			put: (key: string, body: Uint8Array, type: string) =>
				key.startsWith('bad') ? Promise.reject(new Error('disk full')) : to.put(key, body, type),
		})
		const report = await copyFiles(from, refusing)
		expect(report).toEqual({
			copied: 1,
			skipped: 0,
			failed: [{ key: 'bad-1.webp', error: 'disk full' }],
		})
		expect(await keysOf(to)).toEqual(['good-1.webp'])
	})
})
