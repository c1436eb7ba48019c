import { parse, type HTMLElement } from 'node-html-parser'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { contentPagePaths, publicPages } from '../../app/route-table'
import { spawnServer } from '../../scripts/spawn-server.js'
import { catalogs, langs, settings, type Lang } from '../support/texts'
import { startServer } from './start-server'

/**
 * What search engines and link previews read: every public page in both languages has its own
 * title and description, a canonical address (the same as og:url), language alternates, Open
 * Graph and X card tags, and JSON-LD that parses and says what the page is. Read from the HTML the
 * server sends, as crawlers read it (no browser: decision 006). That the JSON-LD pages hydrate
 * cleanly and that client-side navigation swaps the JSON-LD is tested in a browser
 * (tests/e2e/seo.desktop.spec.ts).
 */

const localized = (lang: Lang, path: string) =>
	lang === 'fr' ? `/fr${path === '/' ? '' : path}` : path

let server: Awaited<ReturnType<typeof startServer>>
beforeAll(async () => {
	server = await startServer()
})
afterAll(() => server?.stop())

async function get(path: string) {
	const response = await fetch(`${server.origin}${path}`, { redirect: 'manual' })
	return { status: response.status, html: await response.text() }
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim()

/** Everything a crawler reads from a page's head, plus its breadcrumbs and JSON-LD blocks. */
function readHead(html: string, pageUrl: URL) {
	const root = parse(html)
	const head = root.querySelector('head')!
	const attr = (selector: string, name = 'content') =>
		head.querySelector(selector)?.getAttribute(name) ?? null
	const meta: Record<string, string[]> = {}
	for (const el of head.querySelectorAll('meta[property], meta[name]')) {
		const key = el.getAttribute('property') ?? el.getAttribute('name')!
		;(meta[key] ??= []).push(el.getAttribute('content') ?? '')
	}
	const alternates: Record<string, string> = {}
	for (const el of head.querySelectorAll('link[rel="alternate"][hreflang]')) {
		alternates[el.getAttribute('hreflang')!] = el.getAttribute('href')!
	}
	const main = root.querySelector('main')
	const crumbs = (main?.querySelectorAll('nav ol li') ?? []).map((li: HTMLElement) => {
		const href = li.querySelector('a')?.getAttribute('href')
		return { label: squash(li.text), href: href ? new URL(href, pageUrl).href : null }
	})
	return {
		title: squash(head.querySelector('title')?.text ?? ''),
		h1: squash(main?.querySelector('h1')?.text ?? ''),
		description: attr('meta[name="description"]'),
		robots: attr('meta[name="robots"]'),
		canonical: attr('link[rel="canonical"]', 'href'),
		canonicalCount: head.querySelectorAll('link[rel="canonical"]').length,
		alternates,
		meta,
		hasBreadcrumbs: Boolean(main?.querySelector('nav[aria-label] ol')),
		crumbs,
		jsonLd: root
			.querySelectorAll('script[type="application/ld+json"]')
			.map((s) => s.textContent ?? ''),
	}
}

type Head = ReturnType<typeof readHead>
type Ld = Record<string, unknown> & { '@type': string }

function parseJsonLd(head: Head, path: string): Ld[] {
	return head.jsonLd.map((text) => {
		try {
			return JSON.parse(text) as Ld
		} catch {
			throw new Error(`${path}: JSON-LD does not parse: ${text.slice(0, 200)}`)
		}
	})
}

const one = (head: Head, key: string) => head.meta[key]?.[0] ?? null

/** The first article, event… of a list page (how a reader reaches the templated pages). */
async function firstLink(listPath: string, pattern: RegExp) {
	const { html } = await get(listPath)
	const href = parse(html)
		.querySelectorAll('main a[href]')
		.map((a) => a.getAttribute('href')!)
		.find((h) => pattern.test(h))
	if (!href) throw new Error(`${listPath}: no link matching ${pattern}`)
	return href
}

const templated: Record<string, [string, RegExp]> = {
	'/news/:slug': ['/news', /\/news\/[\w-]+$/],
	'/events/:id': ['/events', /\/events\/\d+$/],
	'/business/bids/:slug': ['/business/bids', /\/business\/bids\/[\w-]+$/],
	'/jobs/:slug': ['/jobs', /\/jobs\/[\w-]+$/],
	'/documents/:slug': ['/documents', /\/documents\/[\w-]+$/],
}

async function pagesToCheck(lang: Lang) {
	const paths: string[] = []
	for (const entry of publicPages) {
		if (entry.noindex) continue
		const list = templated[entry.path]
		if (list) {
			paths.push(await firstLink(localized(lang, list[0]), list[1]))
		} else {
			expect(entry.path, 'a new template needs a way in here').not.toContain(':')
			paths.push(localized(lang, entry.path))
		}
	}
	return paths
}

const ogLocales = { en: 'en_GB', fr: 'fr_FR' } as const

describe('what search engines and link previews read', () => {
	for (const lang of langs) {
		test(`every public page in ${lang} is described for search engines and link previews`, async () => {
			const origin = server.origin
			const paths = await pagesToCheck(lang)
			const titles = new Map<string, string>()
			const descriptions = new Map<string, string>()
			const problems: string[] = []
			const images = new Set<string>()
			const seenTypes = new Set<string>()

			for (const path of paths) {
				const { status, html } = await get(path)
				expect(status, path).toBe(200)
				const url = `${origin}${path}`
				const head = readHead(html, new URL(url))
				const problem = (text: string) => problems.push(`${path}: ${text}`)

				// Title and description: present, in this language's catalog form, unique.
				if (!head.title) problem('no title')
				if (!head.description || head.description.length < 50) problem('no useful description')
				if (titles.has(head.title)) problem(`title also on ${titles.get(head.title)}`)
				if (head.description && descriptions.has(head.description))
					problem(`description also on ${descriptions.get(head.description)}`)
				titles.set(head.title, path)
				if (head.description) descriptions.set(head.description, path)
				if (head.robots?.includes('noindex')) problem('noindex on a page meant for search engines')

				// One canonical, absolute, the page's own address, also the og:url.
				if (head.canonicalCount !== 1) problem(`${head.canonicalCount} canonical links`)
				if (head.canonical !== url) problem(`canonical ${head.canonical}, expected ${url}`)
				if (one(head, 'og:url') !== head.canonical) problem('og:url differs from canonical')

				// The page in each language, and English as the default.
				const bare = path.replace(/^\/fr(?=\/|$)/, '') || '/'
				expect(head.alternates, path).toEqual({
					en: `${origin}${localized('en', bare)}`,
					fr: `${origin}${localized('fr', bare)}`,
					'x-default': `${origin}${localized('en', bare)}`,
				})

				// Open Graph and X card.
				const isArticle = /\/news\/[\w-]+$/.test(path)
				const og = {
					'og:title': head.title,
					'og:description': head.description,
					'og:type': isArticle ? 'article' : 'website',
					'og:site_name': settings.name[lang],
					'og:locale': ogLocales[lang],
					'og:locale:alternate': ogLocales[lang === 'en' ? 'fr' : 'en'],
					'og:image:width': '1200',
					'og:image:height': '630',
					'og:image:type': 'image/jpeg',
					'twitter:card': 'summary_large_image',
				}
				for (const [key, value] of Object.entries(og)) {
					if (one(head, key) !== value) problem(`${key} is ${one(head, key)}, expected ${value}`)
				}
				const image = one(head, 'og:image') ?? ''
				if (!image.startsWith(`${origin}/images/share-`)) problem(`og:image ${image}`)
				// X takes title, description and picture from Open Graph when its own tags are absent
				// (its cards markup reference): one copy in the head, no two that could disagree.
				for (const key of ['twitter:title', 'twitter:description', 'twitter:image'])
					if (key in head.meta) problem(`${key} repeats og:${key.slice('twitter:'.length)}`)
				images.add(image)
				const alt = one(head, 'og:image:alt') ?? ''
				if (alt.length < 20 || /[{}]|meta\./.test(alt)) problem(`og:image:alt "${alt}"`)
				if (!alt.includes(settings.name[lang])) problem('og:image:alt without the council name')
				if (one(head, 'twitter:image:alt') !== alt)
					problem('twitter:image:alt differs from og:image:alt')

				// JSON-LD: every block parses; what each kind of page must say.
				const blocks = parseJsonLd(head, path)
				for (const block of blocks) {
					seenTypes.add(block['@type'])
					if (block['@context'] !== 'https://schema.org') problem(`${block['@type']}: @context`)
				}
				const ofType = (type: string) => blocks.filter((b) => b['@type'] === type)
				const crumbsLd = ofType('BreadcrumbList')
				if (head.hasBreadcrumbs) {
					if (crumbsLd.length !== 1) problem(`${crumbsLd.length} BreadcrumbList blocks`)
					const items = (crumbsLd[0]?.itemListElement ?? []) as {
						position: number
						name: string
						item: string
					}[]
					const linked = head.crumbs.filter((c, i) => c.href || i === head.crumbs.length - 1)
					expect(
						items.map((i) => [i.position, i.name, i.item]),
						path,
					).toEqual(
						linked.map((c, i) => [
							i + 1,
							c.label,
							i === linked.length - 1 ? head.canonical : c.href,
						]),
					)
					for (const item of items) {
						if (!item.item.startsWith(`${origin}/`)) problem(`breadcrumb item ${item.item}`)
					}
				} else if (crumbsLd.length) problem('BreadcrumbList without breadcrumbs on the page')

				if (bare === '/') {
					const [org] = ofType('GovernmentOrganization')
					expect(org, path).toMatchObject({
						name: settings.name[lang],
						url: head.canonical,
						logo: `${origin}${settings.logo}`,
						telephone: settings.phone,
						email: settings.email,
						address: {
							'@type': 'PostalAddress',
							addressLocality: settings.shortName,
							addressCountry: 'CM',
						},
					})
					const hours = org!.openingHoursSpecification as {
						dayOfWeek: string[]
						opens: string
					}[]
					expect(hours.length, path).toBeGreaterThan(0)
					expect(hours[0]!.dayOfWeek, path).toContain('Monday')
					expect(hours[0]!.opens, path).toMatch(/^\d\d:\d\d$/)
				}
				if (isArticle) {
					const [article] = ofType('NewsArticle')
					expect(article, path).toMatchObject({
						headline: head.h1,
						inLanguage: lang,
						author: { '@type': 'GovernmentOrganization', name: settings.name[lang] },
						publisher: { '@type': 'GovernmentOrganization', name: settings.name[lang] },
						mainEntityOfPage: { '@id': head.canonical },
					})
					expect(article!.datePublished, path).toMatch(/^\d{4}-\d{2}-\d{2}/)
					expect(article!.dateModified, path).toMatch(/^\d{4}-\d{2}-\d{2}/)
					expect(String(article!.image), path).toMatch(new RegExp(`^${origin}/`))
				}
				if ((contentPagePaths as readonly string[]).includes(bare)) {
					const [webPage] = ofType('WebPage')
					expect(webPage, path).toMatchObject({
						name: head.h1,
						description: head.description,
						inLanguage: lang,
						publisher: { '@type': 'GovernmentOrganization', name: settings.name[lang] },
						url: head.canonical,
					})
					// The instant of the page's last change: its "Date modified" and sitemap lastmod.
					expect(webPage!.dateModified, path).toMatch(/^\d{4}-\d{2}-\d{2}T/)
				}
				if (/\/events\/\d+$/.test(path)) {
					const [event] = ofType('Event')
					expect(event, path).toMatchObject({
						name: head.h1,
						eventStatus: 'https://schema.org/EventScheduled',
						eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
						location: { '@type': 'Place', address: { addressCountry: 'CM' } },
						organizer: { '@type': 'GovernmentOrganization', name: settings.name[lang] },
						inLanguage: lang,
						url: head.canonical,
					})
					// The sample events have times: local Cameroon time, UTC+01:00.
					expect(event!.startDate, path).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+01:00$/)
					expect((event!.location as { name: string }).name.length, path).toBeGreaterThan(0)
					expect(String(event!.description).length, path).toBeGreaterThan(0)
				}
			}

			expect(problems).toEqual([])
			expect([...seenTypes].sort()).toEqual(
				[
					'BreadcrumbList',
					'DigitalDocument',
					'Event',
					'GovernmentOrganization',
					'JobPosting',
					'NewsArticle',
					'WebPage',
				].sort(),
			)
			// The share pictures exist and are JPEGs.
			for (const image of images) {
				const response = await fetch(image)
				expect(response.status, image).toBe(200)
				expect(response.headers.get('content-type'), image).toBe('image/jpeg')
				await response.arrayBuffer()
			}
		})
	}

	test('canonical drops trackers and searches, keeps the newsroom page; noindex pages keep noindex', async () => {
		const origin = server.origin
		const headOf = async (path: string) =>
			readHead((await get(path)).html, new URL(path, server.origin))
		const canonicalOf = async (path: string) => (await headOf(path)).canonical
		expect(await canonicalOf('/news?utm_source=whatsapp&fbclid=x')).toBe(`${origin}/news`)
		expect(await canonicalOf('/fr/help?q=acte')).toBe(`${origin}/fr/help`)
		expect(await canonicalOf('/i-want-to/find-business?q=bakery')).toBe(
			`${origin}/i-want-to/find-business`,
		)
		expect(await canonicalOf('/news?page=1')).toBe(`${origin}/news`)

		for (const entry of publicPages.filter((p) => p.noindex)) {
			for (const lang of langs) {
				expect((await headOf(localized(lang, entry.path))).robots, entry.path).toBe('noindex')
			}
		}
		const missing = await get('/fr/no-such-page')
		expect(missing.status).toBe(404)
		const head = readHead(missing.html, new URL('/fr/no-such-page', origin))
		expect(head.robots).toBe('noindex')
		expect(head.title).toContain(catalogs.fr['notFound.metaTitle'].split('{')[0]!.trim())
	})
})

test('with PUBLIC_URL set, every address given to crawlers uses it, not the address asked', async () => {
	const publicUrl = 'https://www.mbonge-council.example'
	const other = await spawnServer({
		prefix: 'council-seo-',
		env: { PUBLIC_URL: `${publicUrl}/` },
	})
	try {
		for (const path of ['/', '/fr/news/cultural-festival-success', '/events/1']) {
			const html = await (await fetch(`${other.origin}${path}`)).text()
			const urls = [
				...html.matchAll(/<link rel="(?:canonical|alternate)"[^>]*href="([^"]+)"/g),
				...html.matchAll(/<meta property="og:(?:url|image)" content="([^"]+)"/g),
				...html.matchAll(/"(?:url|item|@id|logo)":"([^"]+)"/g),
			].map((m) => m[1]!)
			expect(urls.length, path).toBeGreaterThan(5)
			for (const url of urls) expect(url, path).toMatch(new RegExp(`^${publicUrl}/`))
			expect(html, path).toContain(
				`<link rel="canonical" href="${publicUrl}${path === '/' ? '/' : path}"/>`,
			)
			expect(html, path).not.toContain(other.origin)
		}
	} finally {
		await other.stop()
	}
})
