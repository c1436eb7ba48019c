import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import express from 'express'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { LocalStorage } from '../app/platform/storage/local-storage.server'
import type { FileStorage } from '../app/platform/storage/types'
import { uploadsRouter } from './app'

const id = '0123456789abcdef0123'
let root = ''
let dir = ''
let base = ''
let server: http.Server

beforeAll(async () => {
	root = fs.mkdtempSync(path.join(os.tmpdir(), 'council-serve-'))
	dir = path.join(root, 'uploads')
	fs.mkdirSync(dir)
	fs.writeFileSync(path.join(dir, `${id}-400.avif`), 'avif bytes')
	fs.writeFileSync(path.join(dir, `${id}-400.webp`), 'webp bytes')
	// Files beside and inside the folder that must never be reachable.
	fs.writeFileSync(path.join(root, 'council.db'), 'secret database')
	fs.writeFileSync(path.join(dir, `.${id}-800.webp.1a2b3c.tmp`), 'half written')

	const app = express()
	app.use('/uploads', uploadsRouter(new LocalStorage(dir)))
	app.use((_req, res) => res.status(200).send('a page'))
	await new Promise<void>((resolve) => {
		server = app.listen(0, '127.0.0.1', () => resolve())
	})
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
	await new Promise((resolve) => server.close(resolve))
	fs.rmSync(root, { recursive: true, force: true })
})

/** Sends the path exactly as written (fetch would normalise `..` away before sending). */
function rawGet(pathname: string, method = 'GET', headers: Record<string, string> = {}) {
	return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
		(resolve, reject) => {
			const req = http.request(`${base}${pathname}`, { method, path: pathname, headers }, (res) => {
				let body = ''
				res.setEncoding('latin1')
				res.on('data', (chunk: string) => (body += chunk))
				res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
			})
			req.on('error', reject)
			req.end()
		},
	)
}

describe('/uploads', () => {
	test.each([
		['avif', 'image/avif', 'avif bytes'],
		['webp', 'image/webp', 'webp bytes'],
	])('serves a .%s rendition with long caching and safe headers', async (ext, type, body) => {
		const res = await rawGet(`/uploads/${id}-400.${ext}`)
		expect(res.status).toBe(200)
		expect(res.body).toBe(body)
		expect(res.headers['content-type']).toBe(type)
		expect(res.headers['x-content-type-options']).toBe('nosniff')
		expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
		expect(res.headers['cross-origin-resource-policy']).toBe('same-origin')
	})

	test('validators, revalidation and a byte range, as for any stored file', async () => {
		const first = await rawGet(`/uploads/${id}-400.avif`)
		const etag = first.headers.etag as string
		expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/)
		expect(first.headers['last-modified']).toBeTruthy()
		expect(first.headers['content-security-policy']).toBe(
			"default-src 'none'; frame-ancestors 'none'; sandbox",
		)
		const again = await rawGet(`/uploads/${id}-400.avif`, 'GET', { 'If-None-Match': etag })
		expect(again.status).toBe(304)
		expect(again.body).toBe('')
		const part = await rawGet(`/uploads/${id}-400.avif`, 'GET', { Range: 'bytes=5-9' })
		expect(part.status).toBe(206)
		expect(part.body).toBe('bytes')
		expect(part.headers['content-range']).toBe('bytes 5-9/10')
	})

	test('HEAD works too', async () => {
		const res = await rawGet(`/uploads/${id}-400.webp`, 'HEAD')
		expect(res.status).toBe(200)
		expect(res.headers['content-type']).toBe('image/webp')
	})

	test.each([
		`/uploads/${id}-800.webp`, // well-formed, not there
		`/uploads/${id}-400.jpg`,
		`/uploads/${id}-400.avif.txt`,
		`/uploads/${id.toUpperCase()}-400.avif`,
		`/uploads/.${id}-800.webp.1a2b3c.tmp`,
		'/uploads/..%2fcouncil.db',
		'/uploads/..%2f..%2f..%2fetc%2fpasswd',
		'/uploads/%2e%2e/council.db',
		'/uploads/../council.db',
		'/uploads/../../etc/passwd',
		`/uploads/x/../${id}-400.avif`,
		`/uploads/${id}-400.avif%00.db`,
		'/uploads/',
		'/uploads',
	])('%s → 404, never a page or another file', async (pathname) => {
		const res = await rawGet(pathname)
		expect(res.status).toBe(404)
		expect(res.body).toBe('Not found')
		expect(res.body).not.toContain('secret')
		expect(res.headers['x-content-type-options']).toBe('nosniff')
	})

	test('only reading is allowed', async () => {
		const res = await rawGet(`/uploads/${id}-400.webp`, 'POST')
		expect(res.status).toBe(404)
	})

	test('other paths are left to the rest of the app', async () => {
		const res = await rawGet('/uploadsx/anything')
		expect(res.body).toBe('a page')
	})
})

describe('/uploads when the store does not answer', () => {
	test("503, not cached, none of the picture's headers; the error is logged", async () => {
		const unreachable = () => Promise.reject(new Error('object store: connect ECONNREFUSED'))
		// The store answers the lookup, then fails while the picture is read.
		const broken: FileStorage = {
			kind: 's3',
			put: unreachable,
			head: async (key) => ({
				key,
				size: 10,
				contentType: 'image/webp',
				etag: '"picture-etag"',
				lastModified: new Date('2026-01-01T00:00:00Z'),
			}),
			read: unreachable,
			delete: unreachable,
			list: () => ({ [Symbol.asyncIterator]: () => ({ next: unreachable }) }),
		}
		const app = express()
		app.use('/uploads', uploadsRouter(broken))
		const logged: unknown[][] = []
		const error = console.error
		console.error = (...args: unknown[]) => void logged.push(args)
		const other = await new Promise<http.Server>((resolve) => {
			const s = app.listen(0, '127.0.0.1', () => resolve(s))
		})
		try {
			const res = await fetch(
				`http://127.0.0.1:${(other.address() as AddressInfo).port}/uploads/${id}-400.webp`,
			)
			expect(res.status).toBe(503)
			expect(res.headers.get('cache-control')).toBe('no-store')
			expect(res.headers.get('retry-after')).toBe('10')
			expect(res.headers.get('etag')).not.toBe('"picture-etag"')
			expect(res.headers.get('last-modified')).toBeNull()
			expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8')
			expect(await res.text()).toBe('Service unavailable')
			expect(logged.flat().join(' ')).toContain('ECONNREFUSED')
		} finally {
			console.error = error
			await new Promise((resolve) => other.close(resolve))
		}
	})
})
