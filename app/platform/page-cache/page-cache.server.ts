import crypto from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { elapsed } from '../clock.server'

/**
 * Public pages rendered once per content version and kept compressed (decision 035): when a link
 * is shared and thousands open it, the server sends stored bytes instead of rendering the page
 * and compressing it again for each reader.
 *
 * - An entry belongs to the content version it was rendered at (`versions`: the newest logged
 *   change, read from the shared database at most every `checkMs`, and at once after a change made
 *   through this instance) and expires at the end of the minute it was rendered in, or at the next
 *   scheduled change if that comes first: pages that depend on the time (a tender's closing, the
 *   day's events, an alert's end) follow the clock to the minute without anyone saving.
 * - Readers who ask for the same page while it renders wait for that one render (single flight).
 *   A page rendered again is sent as stored meanwhile, and to its first reader too when a crowd
 *   is reading it (`CROWD`); never to a reader who asks for it `fresh` (signed-in staff).
 * - The store is bounded in bytes (`maxBytes`), least recently used out first. Each entry keeps
 *   its gzip and brotli bytes only; the rare reader who accepts neither gets the gzip inflated.
 * - Brotli is written at quality 10 first (a search at a fast quality, FIRST_BROTLI); a page read
 *   again (POPULAR) is recompressed once, in the background on libuv's threads, at the best
 *   quality (a few percent fewer bytes to pay for).
 * - A page rendered again (a new minute, a change elsewhere on the site) that comes out the same as
 *   the stored one, but for its render's nonce, keeps the stored entry: its compressed bytes, its
 *   ETag (so browsers keep getting 304 rather than the same page again) and its best brotli.
 */

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)
const gunzip = promisify(zlib.gunzip)

export interface RenderedPage {
	status: number
	/** Response headers to send again with the stored bytes (Content-Type, Location…). */
	headers: [string, string][]
	body: Buffer
	/** The nonce the page was rendered with: its own inline scripts carry it, nothing else can. */
	nonce: string
	/** May this answer be kept and shared between readers? */
	cacheable: boolean
	/** Did it set a cookie or say it is private? (Then no cache may keep it, whatever its status.) */
	personal?: boolean
}

export interface StoredPage {
	status: number
	headers: [string, string][]
	gzip: Buffer
	br: Buffer
	/** Brotli at the best quality already (or being written). */
	brFinal: boolean
	/** The page as rendered, less its nonce: the same for a render that came out the same. */
	fingerprint: string
	etag: string
	/** `'sha256-…'` sources of the page's inline scripts, for its Content-Security-Policy. */
	scriptHashes: string[]
	version: string
	/** Epoch ms after which the entry is not used. */
	expiresAt: number
	bytes: number
	hits: number
	/** Reads in the real second `readSecond` and in the one before it (see `crowded`). */
	readSecond?: number
	readsThisSecond?: number
	readsSecondBefore?: number
	/**
	 * The headers the full server stack sent with this page to a reader it is the same for
	 * (anonymous, no cookie set), as a flat name/value list, less those written per response: the
	 * fast path sends exactly these again (middleware.server.ts, `fastPageAnswer`).
	 */
	shared?: string[]
}

export interface VersionInfo {
	version: string
	/** The next scheduled change (epoch ms), or null. */
	validUntil: number | null
}

export interface PageCacheOptions {
	/** Reads the content version from the database (given the last one read, if any). */
	versions: (previous: VersionInfo | undefined) => Promise<VersionInfo>
	/** How many changes were made through this instance so far (any new one is read at once). */
	localChanges: () => number
	/** Now (epoch ms) by the council's clock (injectable in tests). */
	now: () => number
	maxBytes: number
	/** How often, on that clock, the version is read for changes made through other instances. */
	checkMs: number
	/**
	 * The bytes of a page's body that arrive in the first round trip of a new connection with its
	 * headers (`FIRST_FLIGHT_BODY` unless set: tests).
	 */
	firstFlightBody?: number
	/**
	 * A render that goes on after its request was answered (the crowd's first reader got the
	 * stored page): serving several councils, the council is kept open until it settles.
	 */
	detached?: (flight: Promise<unknown>) => void
}

/**
 * Reads after which a page is written again at brotli's best quality, in the background: about
 * 66 ms of a libuv thread for a 75 kB page here, against 1.7 ms at the fast quality, for 10% fewer
 * bytes (13.9 → 12.5 kB for an information page): every reader after the first pays for 10%
 * less (issue 34). (Measured with Lighthouse's slow-4G model, it did not move the first paint.)
 * Pages with a query (searches)
 * wait for POPULAR_QUERY reads: a flood of different searches is one read each. One page is
 * written at a time; at most RECOMPRESS_WAITING wait their turn, and one left out is taken at a
 * later read.
 */
const POPULAR = 2
const POPULAR_QUERY = 50
const RECOMPRESS_WAITING = 64
/**
 * The turn to recompress, one for the process: serving several councils, each open council has a
 * store of its own, and they take turns (five busy councils recompressing at once held the CPU and
 * brotli's memory five times over; decision 060). Pages waiting, by the stored page.
 */
const recompressTurn = {
	busy: false,
	waiting: new Map<StoredPage, { cache: PageCache; key: string }>(),
}

const FAST_BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }
/**
 * A page without a query is written at quality 10 at once. Its footer's forms carried the moment
 * they were made (decision 037), so every render differed from the last and started again at the
 * first quality: most readers of a small council's site are the first of their minute, and they
 * got the fast quality. (They carry the day now, decision 062: a page rendered again the same keeps
 * its best quality; a changed page, or a new day's, starts here.) For the home page, 15.1 kB at 5, 14.9 at 9, 13.8 at 10, 13.5 at 11; 10
 * took 24 ms of a libuv thread against 1.2 ms (74 ms at 11), once per page and minute at most (the
 * site's pages are a bounded set). Those bytes decide whether a page arrives in the first round
 * trip of a slow connection (ten TCP segments, decision 058). Searches, which a flood can make
 * endless, keep the fast quality until they are read often.
 */
const FIRST_BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10 } }
const BEST_BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }

/**
 * A page's body that arrives with its headers in the first round trip of a new connection: ten
 * TCP segments of 1,448 bytes (Linux's first window, with timestamps) less about 1,000 bytes of
 * response headers (996–1,021 measured on the sample's pages), decision 058.
 */
export const FIRST_FLIGHT_BODY = 10 * 1_448 - 1_000
/**
 * A page without a query whose quality-10 bytes are over the first flight by no more than this
 * share is written at the best quality at once, before its first reader gets it: quality 11 saves
 * 1.4–2.2% on the sample's largest pages (the French home page 13,565 → 13,371 bytes, the pocket
 * guide 13,789 → 13,483), which takes them under it. The first reader of each minute waits about
 * 50 ms more of a libuv thread, and saves a round trip of a slow connection (150–600 ms). A page
 * further over would still take two round trips: it keeps quality 10 until it is read again.
 */
const NEAR_THE_FLIGHT = 0.04

/**
 * The hashes of the page's own inline scripts: those that carry the nonce it was rendered with
 * (a script that found its way into the page any other way is not allowed by the policy), data
 * blocks such as JSON-LD excepted.
 */
export function inlineScriptHashes(html: string, nonce: string): string[] {
	if (!nonce) return []
	const hashes = new Set<string>()
	for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
		const attributes = match[1] ?? ''
		if (/\ssrc\s*=/i.test(attributes)) continue
		if (!attributes.includes(` nonce="${nonce}"`)) continue
		const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
		if (
			type &&
			type !== 'module' &&
			type !== 'text/javascript' &&
			type !== 'application/javascript'
		)
			continue
		const digest = crypto
			.createHash('sha256')
			.update(match[2] ?? '', 'utf8')
			.digest('base64')
		hashes.add(`'sha256-${digest}'`)
	}
	return [...hashes]
}

/** How many stored pages are rendered again at the same time (see `turnToRenderAgain`). */
const RENDERS_AGAIN_AT_ONCE = 2

/**
 * Reads in a second from which a page is read by a crowd: its first reader after a change or a
 * minute's end gets the stored page too, at once, while it is rendered again (see `get`).
 */
const CROWD = 20

export class PageCache {
	private entries = new Map<string, StoredPage>()
	private bytes = 0
	/**
	 * Of `bytes`, those of addresses with a query (a search, a list's page, a filter): at most an
	 * eighth of the store (issue 32). Their values are the reader's to choose, so a flood of
	 * distinct ones pushes out only each other, never the pages everyone opens.
	 */
	private queryBytes = 0
	private pending = new Map<string, Promise<{ page: StoredPage | RenderedPage }>>()
	private info: VersionInfo | undefined
	private checkedAt = 0
	/** The count of local changes when the version was last read. */
	private changesSeen = -1
	private checking: Promise<VersionInfo> | undefined
	/** Stored pages being rendered again (renders per key): the fast path sends them meanwhile. */
	private renewing = new Map<string, number>()

	constructor(private readonly options: PageCacheOptions) {}

	/** Must the content version be read again before a page is served? */
	private due() {
		return (
			!this.info ||
			elapsed(this.checkedAt, this.options.now()) >= this.options.checkMs ||
			this.options.localChanges() !== this.changesSeen ||
			(this.info.validUntil !== null && this.options.now() >= this.info.validUntil)
		)
	}

	/** When reading the version last failed, and why: it is not asked again for `checkMs`. */
	private failed: { at: number; error: unknown } | undefined

	/**
	 * The content version now: from memory, or read again when due. While it cannot be read (the
	 * database away), the failure is given again for `checkMs` without asking: a crowd reading
	 * stored pages then costs the database one attempt per interval, not one per reader. `retry`:
	 * ask anyway (a page with nothing stored to send would ask the database to render it anyway).
	 */
	async version(retry = false): Promise<VersionInfo> {
		if (!this.due()) return this.info!
		const failed = this.failed
		if (!retry && failed && elapsed(failed.at, this.options.now()) < this.options.checkMs)
			throw failed.error
		this.checking ??= (async () => {
			const started = this.options.now()
			try {
				const changes = this.options.localChanges()
				const info = await this.options.versions(this.info)
				this.info = info
				this.checkedAt = started
				this.changesSeen = changes
				this.failed = undefined
				return info
			} catch (error) {
				this.failed = { at: started, error }
				throw error
			} finally {
				this.checking = undefined
			}
		})()
		return this.checking
	}

	/**
	 * The page at `key`: the stored one if it is current, else rendered (once for everyone asking
	 * at the same time) and stored when `cacheable`. Returns the stored entry or, for an answer
	 * that may not be kept, the rendered one.
	 */
	async get(
		key: string,
		render: () => Promise<RenderedPage>,
		/** `fresh`: never the stored page while it renders again (staff who just made a change). */
		{ fresh = false }: { fresh?: boolean } = {},
	): Promise<{ page: StoredPage | RenderedPage; hit: boolean; stale?: boolean }> {
		const stored = this.entries.get(key)
		let current: VersionInfo
		try {
			current = await this.version(!stored || fresh)
		} catch (error) {
			// The version cannot be read (the database away, decision 049): the page cannot be known
			// current, nor rendered; a reader gets it as stored, marked stale.
			if (stored && !fresh) return this.stale(key, stored)
			throw error
		}
		const { version, validUntil } = current
		const now = this.options.now()
		if (stored && stored.version === version && now < stored.expiresAt) {
			this.touch(key, stored)
			return { page: stored, hit: true }
		}
		const flightKey = `${version}\n${key}`
		let flight = this.pending.get(flightKey)
		// The page is being rendered again (a change, a new minute): whoever asks meanwhile gets the
		// stored one at once rather than waiting for that render. Only while it renders: the request
		// that started it waits for it (a reader alone after a change gets the new page), as does
		// every request once it is stored; but for a page a crowd is reading, that first reader
		// gets the stored one too, as the crowd would a moment later, rather than wait its turn
		// behind every other page due again.
		if (flight && stored && !fresh) return this.stale(key, stored)
		if (!flight) {
			const again = stored !== undefined
			if (again) this.renewing.set(key, (this.renewing.get(key) ?? 0) + 1)
			flight = (async () => {
				// Pages rendered again go two at a time: after a change, every stored page is due at
				// once, and rendering them all together held the event loop for half a second under load.
				const done = again ? await this.turnToRenderAgain() : undefined
				// A page lasts until the end of the minute it was rendered in (or the next scheduled change).
				const renderedAt = again ? this.options.now() : now
				let rendered: RenderedPage
				try {
					rendered = await render()
				} finally {
					done?.()
				}
				if (!rendered.cacheable) return { page: rendered }
				const expiresAt = expiryOf(renderedAt, validUntil)
				const fingerprint = fingerprintOf(rendered)
				const same = this.entries.get(key)
				const page =
					same?.fingerprint === fingerprint
						? { ...same, version, expiresAt }
						: await this.prepare(rendered, fingerprint, version, expiresAt, key.includes('?'))
				this.store(key, page)
				return { page }
			})()
			this.pending.set(flightKey, flight)
			void flight
				.finally(() => {
					this.pending.delete(flightKey)
					if (!again) return
					const left = (this.renewing.get(key) ?? 1) - 1
					if (left) this.renewing.set(key, left)
					else this.renewing.delete(key)
				})
				.catch(() => undefined)
			if (stored && !fresh && this.crowded(stored)) {
				// No one waits for this render: a failure is reported here, and the crowd keeps the
				// stored page until a render succeeds.
				flight.catch((error: unknown) => console.error('[page-cache] render again:', error))
				this.options.detached?.(flight)
				return this.stale(key, stored)
			}
		}
		let answer: { page: StoredPage | RenderedPage }
		try {
			answer = await flight
		} catch (error) {
			// The render could not be made now (no turn for it under a flood, the database away):
			// a reader gets the stored page, marked stale, rather than an error (issue 32).
			if (stored && !fresh) return this.stale(key, stored)
			throw error
		}
		if (stored && !fresh && !('gzip' in answer.page) && answer.page.status >= 500)
			return this.stale(key, stored)
		return { ...answer, hit: false }
	}

	/** The stored page sent while it is rendered again. */
	private stale(key: string, stored: StoredPage) {
		this.touch(key, stored)
		return { page: stored, hit: true, stale: true }
	}

	/** Is a crowd reading this page (CROWD reads in this real second or the one before)? */
	private crowded(page: StoredPage) {
		const second = Math.floor(Date.now() / 1000)
		if (page.readSecond === second)
			return Math.max(page.readsThisSecond ?? 0, page.readsSecondBefore ?? 0) >= CROWD
		return page.readSecond === second - 1 && (page.readsThisSecond ?? 0) >= CROWD
	}

	/**
	 * The stored page at `key` if it is current by the version known now, or being rendered again
	 * (as `get` would send it then), without waiting for anything (the fast path). When the version
	 * is due to be read again, nothing (the request goes the full way, which waits for it), and the
	 * version is read for the requests after it.
	 */
	peek(key: string, { fresh = false }: { fresh?: boolean } = {}): StoredPage | undefined {
		if (this.due()) {
			// Read now, for the requests that follow; errors are the full way's to report.
			void this.version().catch(() => undefined)
			return undefined
		}
		const stored = this.entries.get(key)
		if (!stored) return undefined
		// Current, or being rendered again: what the full way would send (see `get`).
		const current = stored.version === this.info!.version && this.options.now() < stored.expiresAt
		if (!current && (fresh || !this.renewing.has(key))) return undefined
		this.touch(key, stored)
		return stored
	}

	/**
	 * Is nothing known of `key`: not stored, and not being rendered by the version known now? A
	 * request for it needs a render of its own (the fast path may refuse it at once when renders
	 * are full, issue 32).
	 */
	unknown(key: string) {
		if (this.entries.has(key) || !this.info) return false
		return !this.pending.has(`${this.info.version}\n${key}`)
	}

	private renderingAgain = 0
	private waitingToRenderAgain: Array<() => void> = []

	/**
	 * Waits for a turn to render a stored page again (two at a time: one may be waiting on the
	 * database or the search index while the other uses the CPU); returns what ends that turn.
	 */
	private async turnToRenderAgain(): Promise<() => void> {
		if (this.renderingAgain >= RENDERS_AGAIN_AT_ONCE)
			await new Promise<void>((go) => this.waitingToRenderAgain.push(go))
		else this.renderingAgain++
		return () => {
			const next = this.waitingToRenderAgain.shift()
			// The turn passes to the next in line, or is given back.
			if (next) next()
			else this.renderingAgain--
		}
	}

	/** A page read again: most recently used last (the Map's order is the eviction order). */
	private touch(key: string, stored: StoredPage) {
		this.entries.delete(key)
		this.entries.set(key, stored)
		stored.hits++
		const second = Math.floor(Date.now() / 1000)
		if (stored.readSecond !== second) {
			stored.readsSecondBefore =
				stored.readSecond === second - 1 ? (stored.readsThisSecond ?? 0) : 0
			stored.readsThisSecond = 0
			stored.readSecond = second
		}
		stored.readsThisSecond!++
		if (!stored.brFinal && stored.hits >= (key.includes('?') ? POPULAR_QUERY : POPULAR))
			this.recompress(key, stored)
	}

	/** Bytes held now (for the bench and the tests). */
	size() {
		return { entries: this.entries.size, bytes: this.bytes }
	}

	clear() {
		this.entries.clear()
		this.bytes = 0
		this.queryBytes = 0
	}

	private async prepare(
		rendered: RenderedPage,
		fingerprint: string,
		version: string,
		expiresAt: number,
		query: boolean,
	): Promise<StoredPage> {
		const sizeHint = { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: rendered.body.length }
		const quality = query ? FAST_BROTLI : FIRST_BROTLI
		const [gz, firstBr] = await Promise.all([
			gzip(rendered.body, { level: 9 }),
			brotli(rendered.body, { params: { ...quality.params, ...sizeHint } }),
		])
		let br = firstBr
		// Just over the first flight: the best quality now, for the first reader too.
		const flight = this.options.firstFlightBody ?? FIRST_FLIGHT_BODY
		const nearFlight = !query && br.length > flight && br.length <= flight * (1 + NEAR_THE_FLIGHT)
		if (nearFlight) {
			const best = await brotli(rendered.body, { params: { ...BEST_BROTLI.params, ...sizeHint } })
			if (best.length < br.length) br = best
		}
		const type = rendered.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1]
		const html = type?.startsWith('text/html') ?? false
		return {
			status: rendered.status,
			headers: rendered.headers,
			gzip: gz,
			br,
			brFinal: nearFlight,
			fingerprint,
			// The page less its nonce: every render of the same page, on any instance, has the same
			// tag, so a browser, nginx or the pocket guide that has it gets 304 (decision 062).
			etag: `W/"${fingerprint.slice(0, 27)}"`,
			scriptHashes: html ? inlineScriptHashes(rendered.body.toString('utf8'), rendered.nonce) : [],
			version,
			expiresAt,
			bytes: gz.length + br.length + 512,
			hits: 1,
		}
	}

	private store(key: string, page: StoredPage) {
		const old = this.entries.get(key)
		if (old) this.forget(key, old)
		const query = key.includes('?')
		const room = query
			? this.options.maxBytes / 8
			: this.options.maxBytes - this.options.maxBytes / 8
		if (page.bytes > room / 4) return
		this.entries.set(key, page)
		this.bytes += page.bytes
		if (query) this.queryBytes += page.bytes
		// The least recently used of the same kind go first.
		const used = () => (query ? this.queryBytes : this.bytes - this.queryBytes)
		for (const [oldKey, entry] of this.entries) {
			if (used() <= room) break
			if (oldKey.includes('?') === query) this.forget(oldKey, entry)
		}
	}

	private forget(key: string, entry: StoredPage) {
		this.entries.delete(key)
		this.bytes -= entry.bytes
		if (key.includes('?')) this.queryBytes -= entry.bytes
	}

	/** A page read again: its brotli bytes written once more at the best quality. */
	private recompress(key: string, page: StoredPage) {
		if (recompressTurn.busy) {
			if (recompressTurn.waiting.size < RECOMPRESS_WAITING)
				recompressTurn.waiting.set(page, { cache: this, key })
			return
		}
		recompressTurn.busy = true
		page.brFinal = true
		void (async () => {
			const body = await gunzip(page.gzip)
			const best = await brotli(body, {
				params: {
					...BEST_BROTLI.params,
					[zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
				},
			})
			// Still the page in use (not replaced by another page meanwhile; kept by a render that
			// came out the same, it is a copy of this entry)?
			const current = this.entries.get(key)
			if (current?.fingerprint !== page.fingerprint || best.length >= current.br.length) return
			this.bytes -= current.br.length - best.length
			if (key.includes('?')) this.queryBytes -= current.br.length - best.length
			current.br = best
			current.bytes = current.gzip.length + best.length + 512
		})()
			.catch((error: unknown) => {
				console.error('[page-cache] recompress', error instanceof Error ? error.message : error)
			})
			.finally(() => {
				recompressTurn.busy = false
				for (const [waiting, { cache, key: next }] of recompressTurn.waiting) {
					recompressTurn.waiting.delete(waiting)
					// Still the page stored, and not written at the best quality meanwhile?
					if (cache.entries.get(next) === waiting && !waiting.brFinal)
						return cache.recompress(next, waiting)
				}
			})
	}
}

/**
 * What identifies a rendered page but for its nonce (random per render): its status, headers and
 * body with every occurrence of the nonce left out, hashed.
 */
export function fingerprintOf(rendered: RenderedPage) {
	const hash = crypto.createHash('sha256')
	hash.update(`${rendered.status}\n${JSON.stringify(rendered.headers)}\n`)
	const { body, nonce } = rendered
	let from = 0
	if (nonce) {
		for (let at = body.indexOf(nonce); at !== -1; at = body.indexOf(nonce, from)) {
			hash.update(body.subarray(from, at))
			from = at + nonce.length
		}
	}
	hash.update(body.subarray(from))
	return hash.digest('base64url')
}

/** The end of the minute `now` is in, or the next scheduled change if sooner. */
export function expiryOf(now: number, validUntil: number | null) {
	const minuteEnd = Math.floor(now / 60_000) * 60_000 + 60_000
	return validUntil !== null && validUntil < minuteEnd ? validUntil : minuteEnd
}
