import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { languageMiddleware } from './language'

describe('language middleware', () => {
	let base = ''
	let server: ReturnType<express.Express['listen']>
	beforeAll(async () => {
		const app = express()
		app.use(languageMiddleware)
		app.use((req, res) => res.send(`page ${req.path}`))
		await new Promise<void>((resolve) => {
			server = app.listen(0, '127.0.0.1', () => resolve())
		})
		base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	})
	afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

	const get = (path: string, headers: Record<string, string> = {}) =>
		fetch(base + path, { headers, redirect: 'manual' })

	test('/ with no preference serves English, varying on cookie and language', async () => {
		const res = await get('/')
		expect(res.status).toBe(200)
		expect(res.headers.get('vary')).toMatch(/Cookie/)
		expect(res.headers.get('vary')).toMatch(/Accept-Language/)
		expect(res.headers.get('set-cookie')).toBeNull()
	})

	test('/ redirects to /fr for a French browser, keeping the query', async () => {
		const res = await get('/?utm=x', { 'accept-language': 'fr-CM,fr;q=0.9' })
		expect(res.status).toBe(302)
		expect(res.headers.get('location')).toBe('/fr?utm=x')
	})

	test('the remembered choice wins over the browser language', async () => {
		const toFr = await get('/', { cookie: 'lang=fr', 'accept-language': 'en' })
		expect(toFr.headers.get('location')).toBe('/fr')
		const stay = await get('/', { cookie: 'lang=en', 'accept-language': 'fr' })
		expect(stay.status).toBe(200)
	})

	test('following the toggle from inside the site remembers the language', async () => {
		const res = await get('/fr/government/cabinet', { 'sec-fetch-site': 'same-origin' })
		expect(res.status).toBe(200)
		expect(res.headers.get('set-cookie')).toMatch(/^lang=fr;.*HttpOnly.*SameSite=Lax/i)
		// Back to English home from a French page: served in English (no redirect), remembered.
		const home = await get('/', { 'sec-fetch-site': 'same-origin', cookie: 'lang=fr' })
		expect(home.status).toBe(200)
		expect(home.headers.get('set-cookie')).toMatch(/^lang=en;/)
	})

	test('older browsers: a Referer from this host counts as inside the site', async () => {
		const res = await get('/fr', { referer: `${base}/` })
		expect(res.headers.get('set-cookie')).toMatch(/^lang=fr;/)
	})

	test('arriving from outside never changes the remembered language', async () => {
		const res = await get('/fr/government/cabinet', {
			'sec-fetch-site': 'cross-site',
			cookie: 'lang=en',
		})
		expect(res.status).toBe(200)
		expect(res.headers.get('set-cookie')).toBeNull()
	})

	test('a malformed remembered language is ignored: the page is served, never an error', async () => {
		const home = await get('/', { cookie: 'lang=%ff', 'accept-language': 'fr' })
		expect(home.status).toBe(302)
		expect(home.headers.get('location')).toBe('/fr')
		const page = await get('/fr/news', { cookie: 'lang=%ff' })
		expect(page.status).toBe(200)
		// From inside the site, the page's language replaces it.
		const toggle = await get('/news', { cookie: 'lang=%ff', 'sec-fetch-site': 'same-origin' })
		expect(toggle.status).toBe(200)
		expect(toggle.headers.get('set-cookie')).toMatch(/^lang=en;/)
	})

	test('every other address serves the language it names, whatever the preference', async () => {
		const res = await get('/government/cabinet', { cookie: 'lang=fr', 'accept-language': 'fr' })
		expect(res.status).toBe(200)
		expect(await res.text()).toBe('page /government/cabinet')
	})

	test('client-side navigation data requests count as the page they load', async () => {
		const fr = await get('/fr.data', { 'sec-fetch-site': 'same-origin', cookie: 'lang=en' })
		expect(fr.headers.get('set-cookie')).toMatch(/^lang=fr;/)
		const inner = await get('/fr/government/cabinet.data', { 'sec-fetch-site': 'same-origin' })
		expect(inner.headers.get('set-cookie')).toMatch(/^lang=fr;/)
		const home = await get('/_root.data', { 'sec-fetch-site': 'same-origin', cookie: 'lang=fr' })
		expect(home.headers.get('set-cookie')).toMatch(/^lang=en;/)
	})

	test('assets, the route manifest and API calls are left alone', async () => {
		const asset = await get('/assets/app.js', {
			'sec-fetch-site': 'same-origin',
			cookie: 'lang=fr',
		})
		expect(asset.headers.get('set-cookie')).toBeNull()
		const manifest = await get('/__manifest?p=/fr', {
			'sec-fetch-site': 'same-origin',
			cookie: 'lang=fr',
		})
		expect(manifest.headers.get('set-cookie')).toBeNull()
		const api = await get('/search', {
			'sec-fetch-site': 'same-origin',
			'sec-fetch-dest': 'empty',
			cookie: 'lang=fr',
		})
		expect(api.headers.get('set-cookie')).toBeNull()
	})
})
