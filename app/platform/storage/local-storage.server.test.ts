import fs from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { text } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { LocalStorage } from './local-storage.server'
import { contentDisposition, parseRange, sendStoredFile } from './send-stored.server'
import { validKey } from './types'

let dir: string
let storage: LocalStorage
let server: http.Server
let base: string

beforeAll(async () => {
	dir = await fs.mkdtemp(path.join(os.tmpdir(), 'council-storage-'))
	storage = new LocalStorage(dir)
	server = http.createServer((req, res) => {
		void sendStoredFile(req, res, 'documents/ab.pdf', {
			storage,
			cacheControl: 'public, max-age=60',
			disposition: { type: 'attachment', fileName: 'Budget 2026 – Mbonge.pdf' },
		}).then((sent) => {
			if (!sent) res.writeHead(404).end('none')
		})
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
	server.close()
	await fs.rm(dir, { recursive: true, force: true })
})

describe('durability', () => {
	it('syncs the bytes before the rename, then the folder and each new folder, before put resolves', async () => {
		// Every fsync and rename the write makes, in order, by path under the storage folder.
		const steps: string[] = []
		const rel = (p: string) => path.relative(dir, p).replace(/\.[^/]*\.tmp$/, 'TEMP') || '.'
		const open = fs.open.bind(fs)
		const rename = fs.rename.bind(fs)
		const spies = [
			vi.spyOn(fs, 'open').mockImplementation(async (file, ...rest) => {
				const handle = await open(file, ...rest)
				const sync = handle.sync.bind(handle)
				handle.sync = async () => {
					steps.push(`sync ${rel(String(file))}`)
					return sync()
				}
				return handle
			}),
			vi.spyOn(fs, 'rename').mockImplementation(async (from, to) => {
				steps.push(`rename ${rel(String(from))} -> ${rel(String(to))}`)
				return rename(from, to)
			}),
		]
		try {
			await storage.put('pictures/2026/ab-400.webp', new Uint8Array([1, 2, 3]), 'image/webp')
		} finally {
			for (const spy of spies) spy.mockRestore()
		}
		expect(steps).toEqual([
			'sync pictures/2026/TEMP',
			'rename pictures/2026/TEMP -> pictures/2026/ab-400.webp',
			'sync pictures/2026',
			'sync pictures',
			'sync .',
		])
		expect([...(await fs.readFile(path.join(dir, 'pictures/2026/ab-400.webp')))]).toEqual([1, 2, 3])
		expect(
			(await fs.readdir(path.join(dir, 'pictures/2026'))).filter((n) => n.endsWith('.tmp')),
		).toEqual([])
		await storage.delete('pictures/2026/ab-400.webp')
	})
})

describe('keys', () => {
	it('accepts server-chosen names and refuses anything that could leave the folder', () => {
		expect(validKey('documents/0a1b-2c.pdf')).toBe(true)
		expect(validKey('abc-400.avif')).toBe(true)
		for (const bad of ['../x', 'a/../b', '/abs', '.hidden', 'A.pdf', 'a//b', 'a/', 'a\\b', ''])
			expect(validKey(bad), bad).toBe(false)
	})
})

describe('ranges', () => {
	it('reads one range, a suffix, an open end; ignores what it does not serve', () => {
		expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 })
		expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 })
		expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 })
		expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 })
		expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable')
		expect(parseRange('bytes=0-1,5-6', 100)).toBeNull()
		expect(parseRange('items=0-1', 100)).toBeNull()
		expect(parseRange('bytes=9-2', 100)).toBeNull()
		expect(parseRange(undefined, 100)).toBeNull()
	})

	it('names the file safely for old and new browsers', () => {
		expect(contentDisposition('attachment', 'Budget 2026 – Mbonge.pdf')).toBe(
			`attachment; filename="Budget 2026 _ Mbonge.pdf"; filename*=UTF-8''Budget%202026%20%E2%80%93%20Mbonge.pdf`,
		)
		expect(contentDisposition('inline', '"../évite\r\n.pdf')).toBe(
			`inline; filename="_.._evite_.pdf"; filename*=UTF-8''%22..%2F%C3%A9vite%0D%0A.pdf`,
		)
	})
})

describe('a stored file over HTTP', () => {
	const bytes = 'the council budget for 2026, line by line'

	it('is written whole, read whole and in ranges, with validators; gone after delete', async () => {
		await storage.put('documents/ab.pdf', new TextEncoder().encode(bytes), 'application/pdf')
		expect(await fs.readdir(path.join(dir, 'documents'))).toEqual(['ab.pdf'])
		const keys: string[] = []
		for await (const key of storage.list()) keys.push(key)
		expect(keys).toEqual(['documents/ab.pdf'])
		expect(await text((await storage.read('documents/ab.pdf', { start: 4, end: 10 }))!)).toBe(
			'council',
		)

		const whole = await fetch(base)
		expect(whole.status).toBe(200)
		expect(await whole.text()).toBe(bytes)
		expect(whole.headers.get('content-type')).toBe('application/pdf')
		expect(whole.headers.get('content-length')).toBe(String(bytes.length))
		expect(whole.headers.get('accept-ranges')).toBe('bytes')
		expect(whole.headers.get('x-content-type-options')).toBe('nosniff')
		expect(whole.headers.get('content-security-policy')).toContain('sandbox')
		expect(whole.headers.get('content-disposition')).toMatch(/^attachment; filename="Budget/)
		const etag = whole.headers.get('etag')!

		const part = await fetch(base, { headers: { Range: 'bytes=4-10' } })
		expect(part.status).toBe(206)
		expect(part.headers.get('content-range')).toBe(`bytes 4-10/${bytes.length}`)
		expect(await part.text()).toBe('council')

		const resumed = await fetch(base, { headers: { Range: 'bytes=30-', 'If-Range': etag } })
		expect(resumed.status).toBe(206)
		expect(await resumed.text()).toBe(bytes.slice(30))

		const changed = await fetch(base, { headers: { Range: 'bytes=30-', 'If-Range': '"other"' } })
		expect(changed.status).toBe(200)
		expect(await changed.text()).toBe(bytes)

		const past = await fetch(base, { headers: { Range: 'bytes=999-' } })
		expect(past.status).toBe(416)
		expect(past.headers.get('content-range')).toBe(`bytes */${bytes.length}`)

		const again = await fetch(base, { headers: { 'If-None-Match': etag } })
		expect(again.status).toBe(304)

		const head = await fetch(base, { method: 'HEAD' })
		expect(head.status).toBe(200)
		expect(head.headers.get('content-length')).toBe(String(bytes.length))

		await storage.delete('documents/ab.pdf')
		await storage.delete('documents/ab.pdf')
		expect(await storage.head('documents/ab.pdf')).toBeNull()
		expect((await fetch(base)).status).toBe(404)
	})

	it('refuses a key that is not one the server could have chosen', async () => {
		await expect(
			storage.put('../escape.pdf', new Uint8Array(1), 'application/pdf'),
		).rejects.toThrow(/invalid storage key/)
	})
})
