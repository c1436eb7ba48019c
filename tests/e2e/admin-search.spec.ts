import { expect, test, type Page } from './fixtures'
import { resources } from '../../app/features/cms/resources'
import { adminPost } from './helpers'

// Runs in the "admin" project (on PostgreSQL: app/features/search/search.db.test.ts): what staff publish is
// found by the public site search at once, edited words replace the old ones, deleted items go.
const news = resources.news

/** A made-up word no page contains, so that the search finds only this test's article. */
function oddWord() {
	const letters = 'bcdfghjklmnpqrstvwxz'
	return `qz${Array.from({ length: 8 }, () => letters[Math.floor(Math.random() * letters.length)]).join('')}`
}

async function firstResult(page: Page, path: string, query: string) {
	const response = await page.goto(`${path}?q=${encodeURIComponent(query)}`)
	expect(response?.status()).toBe(200)
	return page.locator('#results ol > li').first().getByRole('link')
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
		await page.goto(`/search?q=${word}`)
		await expect(page.locator('#results ol > li')).toHaveCount(0)
		const published = await adminPost(page, news.path, {
			form: { intent: 'publish', id: id! },
			maxRedirects: 0,
		})
		expect(published.status()).toBe(302)

		const en = await firstResult(page, '/search', word)
		await expect(en).toHaveText(article.title_en)
		const href = await en.getAttribute('href')
		expect(href).toMatch(/^\/news\/[\w-]+$/)
		const fr = await firstResult(page, '/fr/search', word)
		await expect(fr).toHaveText(article.title_fr)
		await expect(fr).toHaveAttribute('href', `/fr${href}`)

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
		await expect(await firstResult(page, '/search', later)).toHaveAttribute('href', href!)
		await page.goto(`/search?q=${word}`)
		await expect(page.locator('#results ol > li')).toHaveCount(0)

		const deleted = await adminPost(page, news.path, {
			form: { intent: 'delete', id: id! },
			maxRedirects: 0,
		})
		expect(deleted.status()).toBe(302)
		for (const path of ['/search', '/fr/search']) {
			await page.goto(`${path}?q=${later}`)
			await expect(page.locator('#results ol > li')).toHaveCount(0)
		}
	})
})
