import { expect, test } from './fixtures'
import { sampleFaqs } from '../../app/seed/sample-pages.server'
import { langs, localized, settings, text, waitForHydration, type Lang } from './helpers'

const question = (lang: Lang, i: number) =>
	sampleFaqs[i]![lang === 'en' ? 'question_en' : 'question_fr']!
const answerStart = (lang: Lang, i: number) =>
	sampleFaqs[i]![lang === 'en' ? 'answer_en' : 'answer_fr']!.slice(0, 60)

// "etat" (no accent) must find the birth certificate answer ("état civil") in French; in English
// "thurs" (a prefix) must find market day.
const accentQuery = { en: 'THURS', fr: 'etat' } as const
const accentHit = { en: 1, fr: 0 } as const

for (const lang of langs) {
	test.describe(`help assistant (${lang})`, () => {
		test('loads on demand, searches, shows an answer, goes back and closes', async ({ page }) => {
			const assistantChunks: string[] = []
			page.on('request', (r) => {
				if (/help-assistant/.test(r.url())) assistantChunks.push(r.url())
			})
			await page.goto(localized(lang, '/'))
			await waitForHydration(page)
			// Not part of the page until someone reaches for the button.
			expect(assistantChunks).toEqual([])

			const launcher = page.getByRole('link', { name: text(lang, 'help.open') })
			await launcher.click()
			const dialog = page.getByRole('dialog', { name: text(lang, 'help.title') })
			await expect(dialog).toBeVisible()
			expect(assistantChunks.length).toBeGreaterThan(0)

			const input = dialog.getByPlaceholder(text(lang, 'help.placeholder'))
			await expect(input).toBeFocused()
			await expect(dialog.getByRole('listbox', { name: text(lang, 'help.group') })).toBeVisible()
			await expect(dialog.locator('[cmdk-group-heading]')).toHaveText(text(lang, 'help.group'))
			const options = dialog.getByRole('option')
			await expect(options).toHaveCount(6)
			await expect(options.first()).toHaveText(question(lang, 0))

			// Accent- and case-insensitive search.
			await input.fill(accentQuery[lang])
			await expect(options).toHaveCount(1)
			await expect(options.first()).toHaveText(question(lang, accentHit[lang]))

			await input.fill('zzzz-nothing')
			await expect(options).toHaveCount(0)
			await expect(dialog.getByText(text(lang, 'help.empty'))).toBeVisible()

			// Choose with the keyboard, read the answer, go back.
			await input.fill('')
			await expect(options).toHaveCount(6)
			await input.press('ArrowDown')
			await input.press('Enter')
			await expect(dialog.getByRole('heading', { name: question(lang, 1) })).toBeVisible()
			await expect(dialog.getByText(answerStart(lang, 1))).toBeVisible()
			const back = dialog.getByRole('button', { name: text(lang, 'help.back') })
			await expect(back).toBeFocused()
			await back.click()
			await expect(options).toHaveCount(6)

			// Choose with the mouse; placeholders in answers are filled from the settings.
			await options.nth(4).click()
			await expect(dialog.getByText(settings.phone, { exact: false })).toBeVisible()

			// Escape closes and gives focus back to the button.
			await page.keyboard.press('Escape')
			await expect(dialog).toBeHidden()
			await expect(launcher).toBeFocused()

			// The close button closes too.
			await launcher.click()
			await expect(dialog).toBeVisible()
			await dialog.getByRole('button', { name: text(lang, 'help.close') }).click()
			await expect(dialog).toBeHidden()
		})
	})

	test.describe(`help page without JavaScript (${lang})`, () => {
		test.use({ javaScriptEnabled: false })

		test('the button is a link to the help page, which lists and searches the questions', async ({
			page,
		}) => {
			await page.goto(localized(lang, '/residents/directions'))
			await page.getByRole('link', { name: text(lang, 'help.open') }).click()
			await expect(page).toHaveURL(localized(lang, '/help'))
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'help.pageTitle'))
			const questions = page.locator('#questions h3')
			await expect(questions).toHaveCount(6)

			const search = page.getByRole('searchbox', { name: text(lang, 'help.searchLabel') })
			await search.fill(accentQuery[lang])
			await search.press('Enter')
			await expect(page).toHaveURL(new RegExp(`[?]q=${accentQuery[lang]}$`))
			await expect(questions).toHaveCount(1)
			await expect(questions.first()).toHaveText(question(lang, accentHit[lang]))
			await expect(
				page.getByText(text(lang, 'help.resultsFor', { query: accentQuery[lang], count: 1 })),
			).toBeVisible()

			await search.fill('<script>alert(1)</script>')
			await search.press('Enter')
			await expect(questions).toHaveCount(0)
			await expect(page.getByText(text(lang, 'help.empty'))).toBeVisible()
			await page.getByRole('link', { name: text(lang, 'help.showAll') }).click()
			await expect(questions).toHaveCount(6)
		})
	})
}
