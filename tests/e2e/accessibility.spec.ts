import { expect, test } from './fixtures'
import { contentPages } from '../../app/seed/pages/index'
import type { Block } from '../../app/features/pages/types'
import { INFORMATION_PAGE_FILE, publicPages } from '../../app/route-table'
import { expectNoAxeViolations, langs, localized, openInApp, sizeTag } from './helpers'

// axe with the WCAG 2.0/2.1/2.2 A and AA rules finds nothing, in English at desktop size and in
// French on a phone (this file runs in the desktop and the mobile projects; see `sizeTag`).
//
// Which pages the quick sweep (the default) covers — one page per template and per block kind:
// - every public route module but the information-page one, through one page each (a route whose
//   address has a parameter, through one example: an article, an event; the agenda and projects
//   pages share one module: the agenda); pages that show another state of the same module are
//   separate entries: help with no match, search with results and without, the business
//   directory with a search (which stands for the directory page itself, the same blocks);
// - the ~25 information pages share one template (INFORMATION_PAGE_FILE) and differ only by
//   their blocks (app/features/pages/types.ts): `blockCoverPaths` picks the few pages
//   that together show every block kind and every variant that renders differently (a
//   numbered or bulleted list, a callout's tone, a card grid's columns), so a new kind or variant
//   is covered without editing this file;
// - pages already scanned by another spec are not scanned twice: the home page (home.spec.ts), the
//   404 page (not-found.spec.ts), search results and no results (search.spec.ts), the sign-in page
//   (admin-auth.spec.ts).
// `npm run test:a11y-all` (A11Y_ALL=1) scans every public page instead, as before.

const all = process.env.A11Y_ALL === '1'

/** What makes a block render differently from another of its kind. */
function variantOf(block: Block<unknown>) {
	switch (block.kind) {
		case 'list':
			return `list:${block.ordered ? 'ordered' : 'bulleted'}`
		case 'callout':
			return `callout:${block.tone ?? 'info'}`
		case 'cards':
			return `cards:${block.columns ?? 3}`
		default:
			return block.kind
	}
}

/**
 * Information pages that together show every block variant: each round takes the page showing
 * the most variants not yet covered (the first in menu order on a tie).
 */
function blockCoverPaths() {
	const pages = contentPages.map((page) => ({
		path: page.path,
		variants: new Set(page.blocks.map(variantOf)),
	}))
	const missing = new Set(pages.flatMap((p) => [...p.variants]))
	const paths: string[] = []
	while (missing.size) {
		const gain = (p: (typeof pages)[number]) => [...p.variants].filter((v) => missing.has(v)).length
		const best = pages.reduce((a, b) => (gain(b) > gain(a) ? b : a))
		paths.push(best.path)
		best.variants.forEach((v) => missing.delete(v))
	}
	return paths
}

const examples = [
	'/news/cultural-festival-success',
	'/events/1',
	'/help?q=zzzz',
	'/search?q=certificat',
	'/search?q=zzzz',
	'/i-want-to/find-business?q=bakery',
]
const everyPage = [
	...publicPages.filter((p) => !p.path.includes(':')).map((p) => p.path),
	...examples,
]
// The jobs page (its block kind) with the vacancy and tender pages: jobs-tenders.spec.ts.
const scannedElsewhere = new Set(['/', '/search?q=certificat', '/search?q=zzzz', '/jobs'])
/** One page per route module (the first in the route table). */
const templates = [
	...new Map(
		publicPages
			.filter((p) => !p.path.includes(':') && p.file !== INFORMATION_PAGE_FILE)
			.map((p) => [p.file, p.path] as const)
			.reverse(),
	).values(),
].reverse()
// An information page also scanned in another state (with a query) is scanned in that state only.
const blockPages = blockCoverPaths().filter((p) => !examples.some((e) => e.startsWith(`${p}?`)))
const quick = [...templates, ...blockPages, ...examples].filter((p) => !scannedElsewhere.has(p))

const paths = all ? everyPage : quick

// Each page is scanned once in each language and once at each size: in English at desktop size
// and in French on a phone (`sizeTag`, helpers.ts); French on a phone is also how many residents
// read the site. One page goes from one to the next as a reader's clicks would once JavaScript has
// taken over (`openInApp`, helpers.ts: the first loaded whole), a step and a soft check each, so
// that every failing page is named; loading each page whole cost about twice the CPU.
for (const lang of langs) {
	test(`axe: each template and block kind in ${lang === 'en' ? 'English' : 'French'}${sizeTag(lang)}`, async ({
		page,
	}) => {
		// About twenty pages, each a navigation and a scan, on a shared machine.
		test.setTimeout(Math.max(120_000, paths.length * 6_000))
		for (const path of paths) {
			const url = localized(lang, path)
			await test.step(url, async () => {
				await openInApp(page, url, lang)
				await expectNoAxeViolations(page, { soft: true })
			})
		}
	})
}

// The council in your pocket (issue 35). The pocket guide and the offline page are templates of the
// route table, so the sweep above scans them. What the script that keeps pages on a phone shows is
// drawn hidden (the guide's "On this phone" and saved pages, a stored copy's note) or invisible in
// its place (a service page's "Save this page"): it is scanned here as that script will show it,
// in both languages.
for (const lang of langs) {
	test(`axe: what the pocket guide's script shows, in ${lang === 'en' ? 'English' : 'French'}${sizeTag(lang)}`, async ({
		page,
	}) => {
		for (const path of ['/pocket', '/services/birth-certificate']) {
			const url = localized(lang, path)
			await test.step(url, async () => {
				// A worker still installing: the save box waits, invisible, in its place (a worker
				// refused takes the box away, and these tests block workers).
				await page.addInitScript(() => {
					ServiceWorkerContainer.prototype.register = () => new Promise(() => undefined)
				})
				await openInApp(page, url, lang)
				if (path !== '/pocket') await expect(page.locator('[data-save-page]')).toBeAttached()
				await page.evaluate(() => {
					const shown = '[data-pocket-store], [data-pocket-saved]'
					for (const el of document.querySelectorAll(shown)) el.removeAttribute('hidden')
					document.querySelector('[data-save-page]')?.classList.remove('invisible')
					const store = document.querySelector<HTMLElement>('[data-pocket-store]')
					const usage = store?.querySelector('[data-pocket-usage]')
					if (store && usage)
						usage.textContent = (store.dataset.usage ?? '')
							.replace('{count}', '2')
							.replace('{size}', (store.dataset.mb ?? '').replace('{n}', '1.2'))
					const list = document.querySelector('[data-pocket-saved-list]')
					const service = document.querySelector<HTMLAnchorElement>('#services h3 a')
					if (list && service) {
						const item = document.createElement('li')
						item.append(service.cloneNode(true))
						list.append(item)
					}
					const note = document.querySelector<HTMLTemplateElement>('template#saved-note')!
					const copy = note.content.cloneNode(true) as DocumentFragment
					copy.querySelector('time')!.textContent = '1/3/2026'
					note.replaceWith(copy)
				})
				await expectNoAxeViolations(page, { soft: true })
			})
		}
	})
}
