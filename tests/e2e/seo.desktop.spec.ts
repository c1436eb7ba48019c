import { expect, test, type Page } from './fixtures'
import { contentPagePaths, publicPages } from '../../app/route-table'
import { spawnServer } from '../../scripts/spawn-server.js'
import { catalogs, langs, localized, settings, waitForHydration, type Lang } from './helpers'

/**
 * What search engines and link previews read: every public page in both languages has its own
 * title and description, a canonical address (the same as og:url), language alternates, Open
 * Graph and X card tags, and JSON-LD that parses and says what the page is. Read from the
 * server-rendered HTML (JavaScript off), as crawlers read it.
 */

test.use({ javaScriptEnabled: false })

type Head = Awaited<ReturnType<typeof readHead>>

/** Everything a crawler reads from a page's head, plus its breadcrumbs and JSON-LD blocks. */
async function readHead(page: Page) {
	return page.evaluate(() => {
		const attr = (selector: string, name = 'content') =>
			document.head.querySelector(selector)?.getAttribute(name) ?? null
		const meta: Record<string, string[]> = {}
		for (const el of document.head.querySelectorAll('meta[property], meta[name]')) {
			const key = el.getAttribute('property') ?? el.getAttribute('name')!
			;(meta[key] ??= []).push(el.getAttribute('content') ?? '')
		}
		const alternates: Record<string, string> = {}
		for (const el of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) {
			alternates[el.getAttribute('hreflang')!] = el.getAttribute('href')!
		}
		const crumbs = [...document.querySelectorAll('main nav ol li')].map((li) => ({
			label: li.textContent!.trim(),
			href: li.querySelector('a')?.href ?? null,
		}))
		return {
			title: document.title,
			h1: document.querySelector('main h1')?.textContent?.trim() ?? '',
			description: attr('meta[name="description"]'),
			robots: attr('meta[name="robots"]'),
			canonical: attr('link[rel="canonical"]', 'href'),
			canonicalCount: document.head.querySelectorAll('link[rel="canonical"]').length,
			alternates,
			meta,
			hasBreadcrumbs: Boolean(document.querySelector('main nav[aria-label] ol')),
			crumbs,
			jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
				(s) => s.textContent ?? '',
			),
		}
	})
}

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

/** The first article or event of a list page (how a reader reaches the templated pages). */
async function firstLink(page: Page, listPath: string, pattern: RegExp) {
	await page.goto(listPath)
	const hrefs = await page.$$eval('main a[href]', (as) => as.map((a) => a.getAttribute('href')!))
	const href = hrefs.find((h) => pattern.test(h))
	if (!href) throw new Error(`${listPath}: no link matching ${pattern}`)
	return href
}

async function pagesToCheck(page: Page, lang: Lang) {
	const paths: string[] = []
	for (const entry of publicPages) {
		if (entry.noindex) continue
		if (entry.path === '/news/:slug') {
			paths.push(await firstLink(page, localized(lang, '/news'), /\/news\/[\w-]+$/))
		} else if (entry.path === '/events/:id') {
			paths.push(await firstLink(page, localized(lang, '/events'), /\/events\/\d+$/))
		} else if (entry.path === '/business/bids/:slug') {
			paths.push(
				await firstLink(page, localized(lang, '/business/bids'), /\/business\/bids\/[\w-]+$/),
			)
		} else if (entry.path === '/jobs/:slug') {
			paths.push(await firstLink(page, localized(lang, '/jobs'), /\/jobs\/[\w-]+$/))
		} else if (entry.path === '/documents/:slug') {
			paths.push(await firstLink(page, localized(lang, '/documents'), /\/documents\/[\w-]+$/))
		} else {
			expect(entry.path, 'a new template needs a way in here').not.toContain(':')
			paths.push(localized(lang, entry.path))
		}
	}
	return paths
}

const ogLocales = { en: 'en_GB', fr: 'fr_FR' } as const

for (const lang of langs) {
	test(`every public page in ${lang} is described for search engines and link previews`, async ({
		page,
		baseURL,
	}) => {
		test.setTimeout(120_000)
		const origin = new URL(baseURL!).origin
		const paths = await pagesToCheck(page, lang)
		const titles = new Map<string, string>()
		const descriptions = new Map<string, string>()
		const problems: string[] = []
		const images = new Set<string>()
		const seenTypes = new Set<string>()

		for (const path of paths) {
			const response = await page.goto(path)
			expect(response?.status(), path).toBe(200)
			const head = await readHead(page)
			const problem = (text: string) => problems.push(`${path}: ${text}`)
			const url = `${origin}${path}`

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
			const expected = {
				en: `${origin}${localized('en', bare)}`,
				fr: `${origin}${localized('fr', bare)}`,
				'x-default': `${origin}${localized('en', bare)}`,
			}
			expect(head.alternates, path).toEqual(expected)

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
				'twitter:title': head.title,
				'twitter:description': head.description,
			}
			for (const [key, value] of Object.entries(og)) {
				if (one(head, key) !== value) problem(`${key} is ${one(head, key)}, expected ${value}`)
			}
			const image = one(head, 'og:image') ?? ''
			if (!image.startsWith(`${origin}/images/share-`)) problem(`og:image ${image}`)
			if (one(head, 'twitter:image') !== image) problem('twitter:image differs from og:image')
			images.add(image)
			const alt = one(head, 'og:image:alt') ?? ''
			if (alt.length < 20 || /[{}]|meta\./.test(alt)) problem(`og:image:alt "${alt}"`)
			if (!alt.includes(settings.name[lang])) problem('og:image:alt without the council name')

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
					linked.map((c, i) => [i + 1, c.label, i === linked.length - 1 ? head.canonical : c.href]),
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
				const hours = org!.openingHoursSpecification as { dayOfWeek: string[]; opens: string }[]
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
			const res = await page.request.get(image)
			expect(res.status(), image).toBe(200)
			expect(res.headers()['content-type'], image).toBe('image/jpeg')
		}
	})
}

test('canonical drops trackers and searches, keeps the newsroom page; noindex pages keep noindex', async ({
	page,
	baseURL,
}) => {
	const origin = new URL(baseURL!).origin
	const canonicalOf = async (path: string) => {
		await page.goto(path)
		return (await readHead(page)).canonical
	}
	expect(await canonicalOf('/news?utm_source=whatsapp&fbclid=x')).toBe(`${origin}/news`)
	expect(await canonicalOf('/fr/help?q=acte')).toBe(`${origin}/fr/help`)
	expect(await canonicalOf('/i-want-to/find-business?q=bakery')).toBe(
		`${origin}/i-want-to/find-business`,
	)
	expect(await canonicalOf('/news?page=1')).toBe(`${origin}/news`)

	for (const entry of publicPages.filter((p) => p.noindex)) {
		for (const lang of langs) {
			await page.goto(localized(lang, entry.path))
			expect((await readHead(page)).robots, entry.path).toBe('noindex')
		}
	}
	const missing = await page.goto('/fr/no-such-page')
	expect(missing?.status()).toBe(404)
	const head = await readHead(page)
	expect(head.robots).toBe('noindex')
	expect(head.title).toContain(catalogs.fr['notFound.metaTitle'].split('{')[0]!.trim())
})

test('with PUBLIC_URL set, every address given to crawlers uses it, not the address asked', async () => {
	test.setTimeout(90_000)
	const publicUrl = 'https://www.mbonge-council.example'
	const server = await spawnServer({
		prefix: 'council-seo-',
		env: { PUBLIC_URL: `${publicUrl}/` },
	})
	try {
		for (const path of ['/', '/fr/news/cultural-festival-success', '/events/1']) {
			const html = await (await fetch(`${server.origin}${path}`)).text()
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
			expect(html, path).not.toContain(server.origin)
		}
	} finally {
		await server.stop()
	}
})

test.describe('with JavaScript', () => {
	test.use({ javaScriptEnabled: true })
	test('JSON-LD pages hydrate without console errors or CSP reports', async ({ page }) => {
		const errors: string[] = []
		page.on('console', (m) => {
			if (m.type() === 'error') errors.push(m.text())
		})
		page.on('pageerror', (e) => errors.push(e.message))
		for (const path of ['/', '/fr/news/cultural-festival-success', '/events/1']) {
			await page.goto(path)
			await waitForHydration(page)
			await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached()
		}
		expect(errors).toEqual([])
	})

	test('after client-side navigation, each page carries its own JSON-LD', async ({ page }) => {
		const types = async () =>
			(await page.locator('script[type="application/ld+json"]').allTextContents()).map(
				(json) => (JSON.parse(json) as { '@type': string })['@type'],
			)
		let documents = 0
		page.on('request', (r) => {
			if (r.resourceType() === 'document') documents++
		})
		await page.goto('/news')
		await waitForHydration(page)
		expect(await types()).toEqual(['BreadcrumbList'])
		await page.locator('main a[href^="/news/"]').first().click()
		await expect(page).toHaveURL(/\/news\/[\w-]+$/)
		await expect.poll(types).toEqual(expect.arrayContaining(['NewsArticle', 'BreadcrumbList']))
		const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
		const crumbs = JSON.parse(blocks.find((b) => b.includes('BreadcrumbList'))!) as {
			itemListElement: { item?: string }[]
		}
		expect(crumbs.itemListElement.at(-1)?.item).toMatch(
			new RegExp(`${new URL(page.url()).pathname}$`),
		)
		await page.locator('header a[href="/"]').first().click()
		await expect.poll(types).toEqual(['GovernmentOrganization'])
		// One page load: the rest were client-side navigations.
		expect(documents).toBe(1)
	})
})
