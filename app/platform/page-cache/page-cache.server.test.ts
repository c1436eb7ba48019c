import crypto from 'node:crypto'
import zlib from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { normalizedUrl } from './middleware.server'
import {
	expiryOf,
	inlineScriptHashes,
	PageCache,
	type RenderedPage,
	type StoredPage,
	type VersionInfo,
} from './page-cache.server'

function setup(
	options: {
		maxBytes?: number
		checkMs?: number
		firstFlightBody?: number
		detached?: (flight: Promise<unknown>) => void
	} = {},
) {
	const state = {
		version: '1',
		validUntil: null as number | null,
		now: Date.UTC(2026, 10, 25, 9, 0, 10),
		reads: 0,
		local: 0,
		/** Set: reading the version fails with it (the database away). */
		away: undefined as Error | undefined,
	}
	const cache = new PageCache({
		versions: async (): Promise<VersionInfo> => {
			state.reads++
			if (state.away) throw state.away
			return { version: state.version, validUntil: state.validUntil }
		},
		localChanges: () => state.local,
		now: () => state.now,
		maxBytes: options.maxBytes ?? 1024 * 1024,
		checkMs: options.checkMs ?? 60_000,
		firstFlightBody: options.firstFlightBody,
		detached: options.detached,
	})
	let renders = 0
	const render =
		(text = 'page', status = 200) =>
		async (): Promise<RenderedPage> => {
			renders++
			await new Promise((resolve) => setTimeout(resolve, 5))
			return {
				status,
				headers: [['content-type', 'text/html; charset=utf-8']],
				body: Buffer.from(
					`<!doctype html><p>${text} ${renders}</p>${crypto.randomBytes(64).toString('hex')}`,
				),
				nonce: 'n0nce',
				cacheable: status === 200,
			}
		}
	/** Twenty-five reads within this second: a crowd. */
	const crowdReads = async (key: string) => {
		for (let i = 0; i < 25; i++) await cache.get(key, render('never'))
	}
	/** A change made through this instance. */
	const change = () => {
		state.version = String(Number(state.version) + 1)
		state.local++
	}
	/** A render that goes on until `release` is called. */
	const held = (text: string) => {
		let release = () => {}
		const until = new Promise<void>((resolve) => (release = resolve))
		const slow = async () => {
			await until
			return render(text)()
		}
		return { render: slow, release }
	}
	return { cache, state, render, renders: () => renders, crowdReads, change, held }
}

/** Resolves once `done()` holds: what a render started in the background leads to, polled. */
async function until(done: () => boolean) {
	while (!done()) await new Promise((resolve) => setTimeout(resolve, 2))
}

const text = (page: { gzip?: Buffer; body?: Buffer }) =>
	page.gzip ? zlib.gunzipSync(page.gzip).toString() : page.body!.toString()

/** The text of the page stored at `key` now, as the fast path would send it ('' if none). */
const stored = (cache: PageCache, key: string) => {
	const page = cache.peek(key)
	return page ? text(page) : ''
}

describe('the public page cache', () => {
	test('a page is rendered once for everyone asking at the same time, then served stored', async () => {
		const { cache, render, renders } = setup()
		const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('/a', render())))
		expect(renders()).toBe(1)
		expect(new Set(answers.map((a) => text(a.page))).size).toBe(1)
		const again = await cache.get('/a', render())
		expect(again.hit).toBe(true)
		expect(renders()).toBe(1)
		// The brotli bytes hold the same page as the gzip ones.
		const page = again.page as { br: Buffer; gzip: Buffer }
		expect(zlib.brotliDecompressSync(page.br).toString()).toBe(text(page))
	})

	test('a new content version, read from the database when due, renders the page again', async () => {
		const { cache, state, render, renders } = setup({ checkMs: 60_000 })
		await cache.get('/a', render())
		state.version = '2'
		// Not due yet, and nothing changed through this instance: the stored page.
		expect((await cache.get('/a', render())).hit).toBe(true)
		// A change made through this instance is read at once.
		state.local++
		const fresh = await cache.get('/a', render())
		expect(fresh.hit).toBe(false)
		expect(renders()).toBe(2)
		expect(text(fresh.page)).toContain('page 2')
	})

	test('while a page renders again, others asking get the stored one; the one who asked first waits for the new one', async () => {
		const { cache, state, render } = setup()
		await cache.get('/a', render('old'))
		state.version = '2'
		state.local++
		const first = cache.get('/a', render('new'))
		// Asked while it renders: the stored page, at once, said to be stale.
		const meanwhile = await cache.get('/a', render('never'))
		expect(meanwhile.stale).toBe(true)
		expect(text(meanwhile.page)).toContain('old')
		const fresh = await first
		expect(fresh.stale).toBeUndefined()
		expect(text(fresh.page)).toContain('new')
		// Once stored, everyone gets the new page.
		const after = await cache.get('/a', render('never'))
		expect(after).toMatchObject({ hit: true })
		expect(after.stale).toBeUndefined()
		expect(text(after.page)).toContain('new')
	})

	test('a page a crowd is reading: its first reader after a change gets the stored one too, while it renders again', async () => {
		const { cache, render, renders, crowdReads, change, held } = setup()
		await cache.get('/a', render('old'))
		await cache.get('/b', render('old'))
		// A crowd reads /a; /b is read once more.
		await crowdReads('/a')
		await cache.get('/b', render('never'))
		change()
		// Its render goes on until released below.
		const slow = held('new')
		const first = await cache.get('/a', slow.render)
		expect(first).toMatchObject({ hit: true, stale: true })
		expect(text(first.page)).toContain('old')
		// Meanwhile the fast path sends the stored page too (the change is read).
		await cache.version()
		expect(cache.peek('/a')).toBe(first.page)
		// A page no crowd reads: its first reader waits for the new page, as before.
		const alone = await cache.get('/b', render('new'))
		expect(alone.stale).toBeUndefined()
		expect(text(alone.page)).toContain('new')
		expect(cache.peek('/a')).toBe(first.page)
		// The render started by /a's first reader is stored for the next.
		slow.release()
		await until(() => stored(cache, '/a').includes('new'))
		expect(renders()).toBe(4)
		const next = await cache.get('/a', render('never'))
		expect(next).toMatchObject({ hit: true })
		expect(next.stale).toBeUndefined()
		expect(text(next.page)).toContain('new')
		expect(cache.peek('/a')).toBe(next.page)
	})

	test('a render that goes on after its reader got the stored page is handed over until it settles', async () => {
		const flights: Promise<unknown>[] = []
		const { cache, render, crowdReads, change, held } = setup({
			detached: (flight) => void flights.push(flight),
		})
		await cache.get('/a', render('old'))
		await crowdReads('/a')
		expect(flights).toHaveLength(0)
		change()
		const slow = held('new')
		expect((await cache.get('/a', slow.render)).stale).toBe(true)
		// The crowd's first reader was answered; the render goes on, handed over (to keep its
		// council open, serving several).
		expect(flights).toHaveLength(1)
		let settled = false
		void flights[0]!.then(() => (settled = true))
		await new Promise((resolve) => setTimeout(resolve, 20))
		expect(settled).toBe(false)
		slow.release()
		await flights[0]
		expect(text(cache.peek('/a')!)).toContain('new')
	})

	test('a reader who asks for the page fresh (signed-in staff) never gets it stored while it renders again', async () => {
		const { cache, render, crowdReads, change, held } = setup()
		await cache.get('/a', render('old'))
		await crowdReads('/a')
		change()
		// The crowd's first reader starts the render and gets the stored page.
		const slow = held('new')
		const crowd = await cache.get('/a', slow.render)
		expect(crowd.stale).toBe(true)
		await cache.version()
		// The fast path has nothing for the clerk: the full way waits for the render.
		expect(cache.peek('/a', { fresh: true })).toBeUndefined()
		expect(cache.peek('/a')).toBe(crowd.page)
		const clerk = cache.get('/a', render('never'), { fresh: true })
		slow.release()
		const seen = await clerk
		expect(seen.stale).toBeUndefined()
		expect(text(seen.page)).toContain('new')
	})

	test('a failed render for a crowd is reported, and the crowd keeps the stored page', async () => {
		const { cache, render, crowdReads, change } = setup()
		await cache.get('/a', render('old'))
		await crowdReads('/a')
		change()
		const errors: unknown[] = []
		const original = console.error
		console.error = (...args: unknown[]) => void errors.push(args)
		try {
			const first = await cache.get('/a', async () => {
				throw new Error('database gone')
			})
			expect(text(first.page)).toContain('old')
			await until(() => errors.length > 0)
			expect(String(errors.flat())).toContain('database gone')
			// Tried again for the next reader; still the stored page for a crowd.
			const second = await cache.get('/a', render('new'))
			expect(second.stale).toBe(true)
			await until(() => stored(cache, '/a').includes('new'))
			expect(text((await cache.get('/a', render('never'))).page)).toContain('new')
		} finally {
			console.error = original
		}
	})

	test('while the version cannot be read, stored pages are sent stale, and it is asked once per interval', async () => {
		const { cache, render, state } = setup({ checkMs: 500 })
		await cache.get('/a', render('kept'))
		state.away = new Error('database away')
		state.now += 1_000
		const reads = state.reads
		for (let i = 0; i < 20; i++) {
			const answer = await cache.get('/a', render('never'))
			expect(answer.stale).toBe(true)
			expect(text(answer.page)).toContain('kept')
		}
		// A page never stored has nothing to send: the error goes on to the caller's error page.
		expect(state.reads - reads).toBe(1)
		// A page never stored has nothing to send: the database is asked (its render would ask it
		// anyway), and the error goes on to the caller's error page.
		await expect(cache.get('/b', render('never'))).rejects.toThrow('database away')
		expect(state.reads - reads).toBe(2)
		// The interval passes: asked again; the database is back, nothing changed: the stored page
		// is current again.
		state.away = undefined
		state.now += 600
		const back = await cache.get('/a', render('never'))
		expect(back.stale).toBeUndefined()
		expect(text(back.page)).toContain('kept')
		expect(state.reads - reads).toBe(3)
	})

	test('stored pages due again are rendered two at a time; pages never stored are not held back', async () => {
		const { cache, state } = setup()
		let running = 0
		let most = 0
		const render = (text: string) => async (): Promise<RenderedPage> => {
			most = Math.max(most, ++running)
			await new Promise((resolve) => setTimeout(resolve, 10))
			running--
			return {
				status: 200,
				headers: [['content-type', 'text/html; charset=utf-8']],
				body: Buffer.from(`<p>${text}</p>`),
				nonce: 'n0nce',
				cacheable: true,
			}
		}
		const keys = ['/a', '/b', '/c', '/d', '/e']
		await Promise.all(keys.map((key) => cache.get(key, render(`${key} v1`))))
		expect(most).toBe(keys.length)
		most = 0
		state.version = '2'
		state.local++
		const again = await Promise.all(keys.map((key) => cache.get(key, render(`${key} v2`))))
		expect(most).toBe(2)
		expect(again.map((answer) => text(answer.page))).toEqual(keys.map((key) => `<p>${key} v2</p>`))
	})

	test('another instance’s change is read after checkMs', async () => {
		const { cache, state, render, renders } = setup({ checkMs: 30 })
		await cache.get('/a', render())
		state.version = '2'
		state.now += 29
		expect((await cache.get('/a', render())).hit).toBe(true)
		state.now += 1
		expect((await cache.get('/a', render())).hit).toBe(false)
		expect(renders()).toBe(2)
	})

	test('an entry ends with its minute, or at the next scheduled change if sooner', async () => {
		const { cache, state, render, renders } = setup()
		await cache.get('/a', render())
		state.now += 49_000 // 09:00:59
		expect((await cache.get('/a', render())).hit).toBe(true)
		state.now += 1_000 // 09:01:00
		expect((await cache.get('/a', render())).hit).toBe(false)
		expect(renders()).toBe(2)

		const minute = Date.UTC(2026, 10, 25, 9, 1, 0)
		expect(expiryOf(minute + 5_000, null)).toBe(minute + 60_000)
		expect(expiryOf(minute + 5_000, minute + 20_000)).toBe(minute + 20_000)
		expect(expiryOf(minute + 5_000, minute + 90_000)).toBe(minute + 60_000)
	})

	test('the next scheduled change makes the version be read again when it comes', async () => {
		const { cache, state, render } = setup()
		state.validUntil = state.now + 5_000
		await cache.get('/a', render())
		const reads = state.reads
		state.now += 5_000
		state.validUntil = null
		expect((await cache.get('/a', render())).hit).toBe(false)
		expect(state.reads).toBe(reads + 1)
	})

	test('a page rendered again that comes out the same, but for its nonce, keeps its stored bytes and ETag', async () => {
		const { cache, state } = setup()
		let renders = 0
		let words = 'Market day is Thursday'
		const render = async (): Promise<RenderedPage> => {
			renders++
			const nonce = crypto.randomBytes(16).toString('base64')
			return {
				status: 200,
				headers: [['content-type', 'text/html; charset=utf-8']],
				body: Buffer.from(
					`<!doctype html><script nonce="${nonce}">go()</script><p>${words}</p><script nonce="${nonce}">end()</script>`,
				),
				nonce,
				cacheable: true,
			}
		}
		const first = (await cache.get('/a', render)).page as StoredPage
		// The next minute: rendered again, the same page with another nonce.
		state.now += 60_000
		const second = await cache.get('/a', render)
		expect(second.hit).toBe(false)
		expect(renders).toBe(2)
		const kept = second.page as StoredPage
		expect(kept.etag).toBe(first.etag)
		expect(kept.gzip).toBe(first.gzip)
		expect(kept.scriptHashes).toEqual(first.scriptHashes)
		expect(kept.expiresAt).toBe(first.expiresAt + 60_000)
		// A new content version whose page reads differently: new bytes, a new ETag.
		state.version = '2'
		state.local++
		words = 'Market day moves to Friday'
		const changed = (await cache.get('/a', render)).page as StoredPage
		expect(renders).toBe(3)
		expect(changed.etag).not.toBe(first.etag)
		expect(text(changed)).toContain('Market day moves to Friday')
		expect(changed.version).toBe('2')
		// Another instance's store, rendering the same page with a nonce of its own: the same tag,
		// so a reader or nginx sent from one instance to the other still gets 304 (decision 062).
		const other = (await setup().cache.get('/a', render)).page as StoredPage
		expect(text(other)).not.toBe(text(changed))
		expect(other.etag).toBe(changed.etag)
	})

	test('an answer that may not be kept is sent but not stored', async () => {
		const { cache, render, renders } = setup()
		const first = await cache.get('/missing', render('gone', 404))
		expect(first.page.status).toBe(404)
		await cache.get('/missing', render('gone', 404))
		expect(renders()).toBe(2)
		expect(cache.size().entries).toBe(0)
	})

	test('memory is bounded: the least recently used pages go first', async () => {
		const { cache, render } = setup({ maxBytes: 4_000 })
		for (let i = 0; i < 40; i++) await cache.get(`/p${i}`, render(`p${i}`))
		const { bytes, entries } = cache.size()
		expect(bytes).toBeLessThanOrEqual(4_000)
		expect(entries).toBeGreaterThan(1)
		expect(entries).toBeLessThan(40)
		expect((await cache.get('/p39', render())).hit).toBe(true)
		expect((await cache.get('/p0', render())).hit).toBe(false)
	})

	test('a page that cannot be rendered again now (no turn, the database away) is sent as stored, marked stale', async () => {
		const { cache, render, state } = setup()
		await cache.get('/', render('home'))
		state.now += 120_000
		const refused = await cache.get('/', async () => {
			throw new Error('no turn')
		})
		expect(refused).toMatchObject({ hit: true, stale: true })
		const failed = await cache.get('/', render('error', 500))
		expect(failed).toMatchObject({ hit: true, stale: true })
		// Staff who must see the page as it is get the error, not the stored page.
		await expect(
			cache.get(
				'/',
				async () => {
					throw new Error('no turn')
				},
				{ fresh: true },
			),
		).rejects.toThrow('no turn')
		// Once a render works, the page is current again.
		expect((await cache.get('/', render('home again'))).hit).toBe(false)
		expect((await cache.get('/', render())).hit).toBe(true)
	})

	test('a flood of distinct queries pushes out only other queries, never the pages everyone reads', async () => {
		const { cache, render } = setup({ maxBytes: 80_000 })
		for (const page of ['/', '/fr', '/news']) await cache.get(page, render(page))
		for (let i = 0; i < 200; i++) await cache.get(`/search?q=random${i}`, render(`q${i}`))
		for (const page of ['/', '/fr', '/news'])
			expect((await cache.get(page, render())).hit).toBe(true)
		expect(cache.size().bytes).toBeLessThanOrEqual(80_000)
		// The newest queries are kept, within an eighth of the store.
		expect((await cache.get('/search?q=random199', render())).hit).toBe(true)
		expect((await cache.get('/search?q=random0', render())).hit).toBe(false)
	})
})

describe('script hashes and addresses', () => {
	test('the page’s own inline scripts are hashed as written; others, external ones and JSON-LD are not', () => {
		const inline = 'window.__x = {"a":"<\\/b>"};'
		const html = `<script nonce="abc">${inline}</script><script type="module" nonce="abc">import("/a.js")</script><script src="/b.js" nonce="abc"></script><script type="application/ld+json">{"@type":"Thing"}</script><script>alert(1)</script><script nonce="xyz">alert(2)</script>`
		const sha = (s: string) => `'sha256-${crypto.createHash('sha256').update(s).digest('base64')}'`
		expect(inlineScriptHashes(html, 'abc').sort()).toEqual(
			[sha(inline), sha('import("/a.js")')].sort(),
		)
		expect(inlineScriptHashes(html, '')).toEqual([])
	})

	test('tracking parameters are dropped from the address; others kept in order', () => {
		expect(normalizedUrl('/news?utm_source=whatsapp&fbclid=x')).toBe('/news')
		expect(normalizedUrl('/news?page=2&utm_medium=social')).toBe('/news?page=2')
		expect(normalizedUrl('/search?q=market&gclid=1')).toBe('/search?q=market')
		expect(normalizedUrl('/documents')).toBe('/documents')
	})

	test('only the parameters a page reads are kept: anything else is the same stored page', () => {
		expect(normalizedUrl('/news?page=2&zz=1')).toBe('/news?page=2')
		expect(normalizedUrl('/?q=random&x=1')).toBe('/')
		expect(normalizedUrl('/fr?page=3')).toBe('/fr')
		expect(normalizedUrl('/news/cultural-festival-success?page=2')).toBe(
			'/news/cultural-festival-success',
		)
		expect(normalizedUrl('/events?month=12')).toBe('/events')
		expect(normalizedUrl('/documents?year=2026&category=budgets&sort=x&page=2')).toBe(
			'/documents?year=2026&category=budgets&page=2',
		)
		expect(normalizedUrl('/fr/search?q=march%C3%A9&page=2&suggest=1&r=9')).toBe(
			'/fr/search?q=march%C3%A9&page=2',
		)
		expect(normalizedUrl('/fr/search/suggest?q=march%C3%A9&page=2')).toBe(
			'/fr/search/suggest?q=march%C3%A9',
		)
		// An information page may hold a searchable list.
		expect(normalizedUrl('/i-want-to/find-business?q=bakery&b=1')).toBe(
			'/i-want-to/find-business?q=bakery',
		)
		// The report form names the page it is about.
		expect(normalizedUrl('/fr/feedback?page=%2Ffr%2Fnews&x=1')).toBe(
			'/fr/feedback?page=%2Ffr%2Fnews',
		)
		// A page's data keeps React Router's own parameter.
		expect(normalizedUrl('/news.data?_routes=routes%2Fnews&zz=1')).toBe(
			'/news.data?_routes=routes%2Fnews',
		)
	})
})

describe('brotli at its best quality', () => {
	/**
	 * A page of some size, with the repetition real pages have and words that vary as theirs do
	 * (lines all alike compress as well at quality 10, the first, as at 11).
	 */
	const words = 'fees steps office hours market birth road water school permit stall clerk'.split(
		' ',
	)
	const big = (label: string) => async (): Promise<RenderedPage> => {
		let seed = 7
		const word = () => words[(seed = (seed * 1103515245 + 12345) % 2147483648) % words.length]
		const line = (i: number) =>
			`<p class="mt-2 text-slate-800">Line ${i} of ${label}: ${Array.from({ length: 6 }, word).join(' ')}.</p>`
		return {
			status: 200,
			headers: [['content-type', 'text/html; charset=utf-8']],
			body: Buffer.from(
				`<!doctype html><h1>${label}</h1>` +
					Array.from({ length: 400 }, (_, i) => line(i)).join(''),
			),
			nonce: 'n0nce',
			cacheable: true,
		}
	}

	test('a page read a second time is written again at the best quality, in the background; a search waits for a crowd', async () => {
		const { cache } = setup()
		const first = (await cache.get('/services/tax', big('tax'))).page as StoredPage
		const fast = first.br.length
		expect(first.brFinal).toBe(false)
		// A page without a query is written at quality 10 at once, a search at the fast quality.
		const at = (page: StoredPage, quality: number) =>
			zlib.brotliCompressSync(Buffer.from(text(page)), {
				params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality },
			}).length
		expect(fast).toBe(at(first, 10))
		const second = (await cache.get('/services/tax', big('never'))).page as StoredPage
		expect(second.brFinal).toBe(true)
		await until(() => second.br.length < fast)
		expect(zlib.brotliDecompressSync(second.br).toString()).toBe(text(second))
		expect(second.bytes).toBe(second.gzip.length + second.br.length + 512)

		const search = (await cache.get('/search?q=tax', big('search'))).page as StoredPage
		expect(search.br.length).toBe(at(search, 5))
		for (let i = 0; i < 10; i++) await cache.get('/search?q=tax', big('never'))
		expect(search.brFinal).toBe(false)
	})

	test('a page just over the first flight is written at the best quality before its first reader gets it', async () => {
		const body = Buffer.from(text((await setup().cache.get('/p', big('p'))).page as StoredPage))
		const at = (quality: number) =>
			zlib.brotliCompressSync(body, {
				params: {
					[zlib.constants.BROTLI_PARAM_QUALITY]: quality,
					[zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
				},
			}).length
		const [ten, eleven] = [at(10), at(11)]
		expect(eleven).toBeLessThan(ten)
		const firstRead = async (firstFlightBody: number, key = '/p') => {
			const { cache } = setup({ firstFlightBody })
			return (await cache.get(key, big('p'))).page as StoredPage
		}
		// 1 byte over the flight at quality 10: quality 11 at once, and no recompression after.
		const near = await firstRead(ten - 1)
		expect(near.br.length).toBe(eleven)
		expect(near.brFinal).toBe(true)
		expect(zlib.brotliDecompressSync(near.br).toString()).toBe(text(near))
		expect(near.bytes).toBe(near.gzip.length + eleven + 512)
		// Inside the flight already, or too far over for quality 11 to bring it in: quality 10.
		for (const flight of [ten, Math.floor(ten / 1.05)]) {
			const page = await firstRead(flight)
			expect(page.br.length).toBe(ten)
			expect(page.brFinal).toBe(false)
		}
		// A search stays at the fast quality whatever its size.
		expect((await firstRead(ten - 1, '/p?q=x')).br.length).toBeGreaterThan(ten)
	})

	test('one page is written at a time; those waiting are written after it', async () => {
		const { cache } = setup()
		const paths = ['/a', '/b', '/c', '/d']
		const pages: StoredPage[] = []
		for (const path of paths) pages.push((await cache.get(path, big(path))).page as StoredPage)
		const fast = pages.map((page) => page.br.length)
		for (const path of paths) await cache.get(path, big('never'))
		await until(() => pages.every((page, i) => page.br.length < fast[i]!))
		expect(pages.every((page) => page.brFinal)).toBe(true)
	})
})
