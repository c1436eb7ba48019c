import { expect, test, type APIRequestContext, type Page } from './fixtures'
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
import { catalogs, langs, localized, settings, type Lang } from './helpers'

/**
 * Walks every public page in both languages, starting from the route table and following every
 * internal link (that is how article and event pages are reached), and checks what a reader
 * would notice: the page answers 200, has one <h1> (in its main content, with real text under it),
 * shows no raw translation key, shows no text of the other language where a translation exists,
 * and none of its links leads nowhere. Read as the server sends it, without JavaScript.
 */

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
async function ownLanguageText(page: Page, lang: Lang) {
	return page.evaluate((pageLang) => {
		const clone = document.body.cloneNode(true) as HTMLElement
		clone
			.querySelectorAll(`script, style, noscript, [lang]:not([lang="${pageLang}"])`)
			.forEach((el) => el.remove())
		return clone.textContent ?? ''
	}, lang)
}

async function internalLinks(page: Page) {
	return page.$$eval('a[href]', (anchors) =>
		anchors
			.map((a) => new URL((a as HTMLAnchorElement).href, location.href))
			.filter((u) => u.origin === location.origin)
			.map((u) => `${u.pathname}${u.search}${u.hash}`),
	)
}

/** Fetches a page's HTML once; used to check that link targets and their anchors exist. */
function pageCache(request: APIRequestContext) {
	const cache = new Map<string, Promise<{ status: number; html: string }>>()
	return (path: string) => {
		let entry = cache.get(path)
		if (!entry) {
			entry = request
				.get(path, { maxRedirects: 0 })
				.then(async (r) => ({ status: r.status(), html: await r.text() }))
			cache.set(path, entry)
		}
		return entry
	}
}

const startPaths = publicPages.filter((p) => !p.path.includes(':')).map((p) => p.path)

// The pages as the server sends them: what is read and linked is the server's HTML (every page
// works without JavaScript), and not running each page's scripts keeps the walk quick.
test.describe('server HTML', () => {
	test.use({ javaScriptEnabled: false })
	for (const lang of langs) {
		test(`crawl: every public page in ${lang} reads well and links nowhere broken`, async ({
			page,
			request,
		}) => {
			test.setTimeout(240_000)
			const fragments = foreignFragments(lang)
			const fetchPage = pageCache(request)
			const queue = startPaths.map((p) => localized(lang, p))
			const seen = new Set(queue)
			const problems: string[] = []
			let visited = 0
			const prefix = lang === 'fr' ? '/fr' : ''

			while (queue.length) {
				const path = queue.shift()!
				const response = await page.goto(path)
				visited++
				if (response?.status() !== 200) {
					problems.push(`${path}: HTTP ${response?.status()}`)
					continue
				}
				const h1 = await page.locator('h1').count()
				if (h1 !== 1) problems.push(`${path}: ${h1} <h1> elements`)
				const bodyText = await ownLanguageText(page, lang)
				for (const key of keys) {
					if (bodyText.includes(key)) problems.push(`${path}: raw key "${key}"`)
				}
				for (const fragment of fragments) {
					if (bodyText.includes(fragment))
						problems.push(`${path}: ${otherLang(lang)} text "${fragment}"`)
				}

				for (const link of await internalLinks(page)) {
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
					// for machines (news feed, calendars) only need to answer.
					const bare = target.split('?')[0]!
					const sameLang =
						lang === 'fr' ? bare === '/fr' || bare.startsWith('/fr/') : !bare.startsWith('/fr')
					const isFile = bare.startsWith('/images/') || /\.(xml|ics)$/.test(bare)
					if (sameLang && !isFile && !seen.has(target)) {
						seen.add(target)
						queue.push(target)
					}
				}
			}

			console.log(`crawl (${lang}): ${visited} pages visited under "${prefix || '/'}"`)
			expect(problems).toEqual([])
			// The table's pages plus at least the published articles and events reached through links.
			expect(visited).toBeGreaterThanOrEqual(startPaths.length + 3 + 2)
		})
	}
})
