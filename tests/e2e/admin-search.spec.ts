import { expect, test, type Page } from './fixtures'
import { resources } from '../../app/features/content-types'
import { adminPost } from './helpers'
import { expectCount, serverPage } from './server-html'

// Runs in the "admin" project (on PostgreSQL: app/features/search/search.db.test.ts): what staff publish is
// found by the public site search at once, edited words replace the old ones, deleted items go.
const news = resources.news

/** A made-up word no page contains, so that the search finds only this test's article. */
function oddWord() {
	const letters = 'bcdfghjklmnpqrstvwxz'
	return `qz${Array.from({ length: 8 }, () => letters[Math.floor(Math.random() * letters.length)]).join('')}`
}

/** The first result's link (its text and address), read from the server's HTML. */
async function firstResult(page: Page, path: string, query: string) {
	const p = await serverPage(page, `${path}?q=${encodeURIComponent(query)}`)
	const [first] = p.all('#results ol > li')
	expect(first, `${path}?q=${query}: a result`).toBeTruthy()
	const links = p.within(first!, 'a[href]')
	expectCount(links, 1, 'one link in the first result')
	return { text: p.text(links[0]!), href: links[0]!.getAttribute('href') }
}

/** How many results the server lists for `query`. */
async function resultCount(page: Page, query: string, path = '/search') {
	return (await serverPage(page, `${path}?q=${encodeURIComponent(query)}`)).all('#results ol > li')
		.length
}

test.describe('the site search follows the staff area', () => {
	test('a draft is not found; published: found in both languages; edited: the new words; deleted: gone', async ({
		page,
	}) => {
		const word = oddWord()
		const later = oddWord()
		const article = {
			title_en: `Okapi ${word} seen near the council farm`,
			content_en: 'Residents reported an unusual animal near the farm road on Tuesday morning.',
			title_fr: `Un okapi ${word} aperçu près de la ferme communale`,
			content_fr:
				'Des habitants ont signalé un animal inhabituel près de la route de la ferme mardi matin.',
		}
		await page.goto(`${news.path}?new`)
		const token = await page.locator('input[name="token"]').inputValue()
		const created = await adminPost(page, `${news.path}?new`, {
			form: { intent: 'create', token, ...article },
			maxRedirects: 0,
		})
		expect(created.status()).toBe(302)
		// News is saved as a draft, then published from the list.
		await page.goto(news.path)
		const id = await page
			.locator('tr[data-item-row]', { hasText: word })
			.getAttribute('data-item-row')
		expect(Number(id)).toBeGreaterThan(0)
		expect(await resultCount(page, word)).toBe(0)
		const published = await adminPost(page, news.path, {
			form: { intent: 'publish', id: id! },
			maxRedirects: 0,
		})
		expect(published.status()).toBe(302)

		const en = await firstResult(page, '/search', word)
		expect(en.text).toBe(article.title_en)
		const href = en.href
		expect(href).toMatch(/^\/news\/[\w-]+$/)
		const fr = await firstResult(page, '/fr/search', word)
		expect(fr.text).toBe(article.title_fr)
		expect(fr.href).toBe(`/fr${href}`)

		const edited = await adminPost(page, news.path, {
			form: {
				intent: 'update',
				id: id!,
				...article,
				title_en: `Okapi ${later} seen near the council farm`,
				title_fr: `Un okapi ${later} aperçu près de la ferme communale`,
			},
			maxRedirects: 0,
		})
		expect(edited.status()).toBe(302)
		expect((await firstResult(page, '/search', later)).href).toBe(href)
		expect(await resultCount(page, word)).toBe(0)

		const deleted = await adminPost(page, news.path, {
			form: { intent: 'delete', id: id! },
			maxRedirects: 0,
		})
		expect(deleted.status()).toBe(302)
		for (const path of ['/search', '/fr/search']) {
			expect(await resultCount(page, later, path)).toBe(0)
		}
	})
})
