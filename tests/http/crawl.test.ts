import { parse, type HTMLElement } from 'node-html-parser'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bilingualTexts } from '../../app/features/pages/resolve'
import { contentPages } from '../../app/seed/pages/index'
import { sampleNews, sampleEvents } from '../../app/seed/seed.server'
import {
	sampleBids,
	sampleCabinet,
	sampleFaqs,
	sampleJobs,
	samplePrograms,
} from '../../app/seed/sample-pages.server'
import { publicPages } from '../../app/route-table'
import { catalogs, langs, settings, type Lang } from '../support/texts'
import { startServer } from './start-server'

/**
 * Walks every public page in both languages, starting from the route table and following every
 * internal link (that is how article, event, tender, vacancy and document pages are reached), and
 * checks what a reader would notice: the page answers 200, has one <h1>, shows no raw translation
 * key, shows no text of the other language where a translation exists, and none of its links
 * leads nowhere. Read as the server sends it: every page works without JavaScript, so the server's
 * HTML is what is read and linked (a browser here only cost time: decision 006).
 */

const localized = (lang: Lang, path: string) =>
	lang === 'fr' ? `/fr${path === '/' ? '' : path}` : path

const otherLang = (lang: Lang): Lang => (lang === 'en' ? 'fr' : 'en')

/** Pairs of texts that exist in both languages: catalogs, content modules and sample data. */
function bilingualPairs() {
	const pairs: { en: string; fr: string }[] = []
	for (const key of Object.keys(catalogs.en) as (keyof typeof catalogs.en)[]) {
		pairs.push({ en: catalogs.en[key], fr: catalogs.fr[key] })
	}
	pairs.push(...bilingualTexts(contentPages))
	const rows: Record<string, string | null | number | undefined>[] = [
		...sampleNews,
		...sampleEvents(),
		...sampleBids('2026-01-01'),
		...sampleJobs('2026-01-01'),
		...sampleCabinet,
		...sampleFaqs,
		...samplePrograms,
	]
	for (const row of rows) {
		for (const field of Object.keys(row).filter((k) => k.endsWith('_en'))) {
			const base = field.slice(0, -3)
			const en = row[`${base}_en`]
			const fr = row[`${base}_fr`]
			if (typeof en === 'string' && typeof fr === 'string') pairs.push({ en, fr })
		}
	}
	for (const value of Object.values(settings)) {
		if (value && typeof value === 'object' && 'en' in value && 'fr' in value) {
			pairs.push(value as { en: string; fr: string })
		}
	}
	return pairs
}

/** Distinctive fragments (20+ characters, between placeholders) of the texts only one language has. */
function foreignFragments(lang: Lang) {
	const other = otherLang(lang)
	const fragments = new Set<string>()
	for (const pair of bilingualPairs()) {
		if (pair.en.trim() === pair.fr.trim()) continue
		for (const piece of pair[other].split(/\{\w+\}/)) {
			const fragment = piece.trim()
			if (fragment.length >= 20 && !pair[lang].includes(fragment)) fragments.add(fragment)
		}
	}
	return [...fragments]
}

const keys = Object.keys(catalogs.en)

/** The page's text in its own language: scripts, styles and parts marked with another `lang` left out. */
function ownLanguageText(body: HTMLElement, lang: Lang) {
	for (const el of body.querySelectorAll('script, style, noscript, [lang]')) {
		if (el.tagName !== 'SCRIPT' && el.tagName !== 'STYLE' && el.tagName !== 'NOSCRIPT') {
			if (el.getAttribute('lang') === lang) continue
		}
		el.remove()
	}
	return body.textContent
}

/** Same-site links of a page, as `path?query#hash`. */
function internalLinks(root: HTMLElement, pageUrl: URL) {
	return root
		.querySelectorAll('a[href]')
		.map((a) => new URL(a.getAttribute('href')!, pageUrl))
		.filter((u) => u.origin === pageUrl.origin)
		.map((u) => `${u.pathname}${u.search}${u.hash}`)
}

let server: Awaited<ReturnType<typeof startServer>>
beforeAll(async () => {
	server = await startServer()
})
afterAll(() => server?.stop())

/** Fetches a page's HTML once; used for the walk and to check that link targets and anchors exist. */
function pageCache() {
	const cache = new Map<string, Promise<{ status: number; html: string }>>()
	return (path: string) => {
		let entry = cache.get(path)
		if (!entry) {
			entry = fetch(`${server.origin}${path}`, { redirect: 'manual' }).then(async (r) => ({
				status: r.status,
				html: await r.text(),
			}))
			cache.set(path, entry)
		}
		return entry
	}
}

const startPaths = publicPages.filter((p) => !p.path.includes(':')).map((p) => p.path)

describe('every public page, as the server sends it', () => {
	for (const lang of langs) {
		test(`crawl: every public page in ${lang} reads well and links nowhere broken`, async () => {
			const fragments = foreignFragments(lang)
			const fetchPage = pageCache()
			const queue = startPaths.map((p) => localized(lang, p))
			const seen = new Set(queue)
			const problems: string[] = []
			const visited: string[] = []

			while (queue.length) {
				const path = queue.shift()!
				const { status, html } = await fetchPage(path)
				visited.push(path)
				if (status !== 200) {
					problems.push(`${path}: HTTP ${status}`)
					continue
				}
				const root = parse(html)
				const h1 = root.querySelectorAll('h1').length
				if (h1 !== 1) problems.push(`${path}: ${h1} <h1> elements`)
				const links = internalLinks(root, new URL(path, server.origin))
				const bodyText = ownLanguageText(root.querySelector('body')!, lang)
				for (const key of keys) {
					if (bodyText.includes(key)) problems.push(`${path}: raw key "${key}"`)
				}
				for (const fragment of fragments) {
					if (bodyText.includes(fragment))
						problems.push(`${path}: ${otherLang(lang)} text "${fragment}"`)
				}

				// Link targets fetched eight at a time (each once), as a polite crawler does: the server
				// takes sixteen waiting renders per client and answers the rest 503 (issue 32).
				for (let i = 0; i < links.length; i += 8)
					await Promise.all(
						links.slice(i, i + 8).map((link) => fetchPage(link.split('#')[0] || '/')),
					)
				for (const link of links) {
					const [target = '/', hash] = link.split('#')
					const result = await fetchPage(target)
					if (result.status !== 200) {
						problems.push(`${path}: link to ${target} answers ${result.status}`)
						continue
					}
					if (hash && !result.html.includes(`id="${hash}"`)) {
						problems.push(`${path}: link to ${link}: no element with id "${hash}"`)
					}
					// Follow links to pages of the same language (articles, events, further pages); files
					// (feeds, calendars, pictures, downloads) only need to answer.
					const bare = target.split('?')[0]!
					const sameLang =
						lang === 'fr' ? bare === '/fr' || bare.startsWith('/fr/') : !bare.startsWith('/fr')
					const isFile =
						bare.startsWith('/images/') ||
						bare.startsWith('/uploads/') ||
						bare.endsWith('/download') ||
						/\.(xml|ics)$/.test(bare)
					if (sameLang && !isFile && !seen.has(target)) {
						seen.add(target)
						queue.push(target)
					}
				}
			}

			expect(problems).toEqual([])
			// The table's pages plus at least the published articles, events, tenders, vacancies and
			// documents reached through links.
			const templated = (pattern: RegExp) => visited.filter((p) => pattern.test(p)).length
			expect(templated(/\/news\/[\w-]+$/)).toBeGreaterThanOrEqual(3)
			expect(templated(/\/events\/\d+$/)).toBeGreaterThanOrEqual(2)
			expect(templated(/\/business\/bids\/[\w-]+$/)).toBeGreaterThanOrEqual(1)
			expect(templated(/\/jobs\/[\w-]+$/)).toBeGreaterThanOrEqual(1)
			expect(templated(/\/documents\/[\w-]+$/)).toBeGreaterThanOrEqual(1)
		})
	}
})
