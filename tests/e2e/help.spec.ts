import { expect, test, type Page } from './fixtures'
import { sampleFaqs } from '../../app/seed/sample-pages.server'
import {
	expectNoAxeViolations,
	langs,
	localized,
	settings,
	sizeTag,
	text,
	waitForIsland,
	type Lang,
} from './helpers'

const question = (lang: Lang, i: number) =>
	sampleFaqs[i]![lang === 'en' ? 'question_en' : 'question_fr']!
const answerStart = (lang: Lang, i: number) =>
	sampleFaqs[i]![lang === 'en' ? 'answer_en' : 'answer_fr']!.slice(0, 60)
const questionCount = sampleFaqs.filter((faq) => faq.status === 'published').length

// "etat" (no accent) must find the birth certificate answer ("état civil") in French; in English
// "thurs" (a prefix) must find market day.
const accentQuery = { en: 'THURS', fr: 'etat' } as const
const accentHit = { en: 1, fr: 0 } as const

/** The status line as it is shown and read (its link to the help page is there, hidden, until needed). */
const shown = { useInnerText: true }

/** A page with the help island at work, its button and (once opened) its panel. */
async function helpPanel(page: Page, lang: Lang, path = '/') {
	await page.goto(localized(lang, path))
	await waitForIsland(page, 'help')
	return {
		launcher: page.getByRole('link', { name: text(lang, 'help.open') }),
		dialog: page.getByRole('dialog', { name: text(lang, 'help.title') }),
	}
}

for (const lang of langs) {
	test.describe(`help panel (${lang})`, () => {
		test('opens from the button, searches, reads an answer, goes back and closes', async ({
			page,
		}) => {
			const asked: string[] = []
			page.on('request', (r) => {
				if (/\/help\/questions$/.test(new URL(r.url()).pathname)) asked.push(r.url())
			})
			const { launcher, dialog } = await helpPanel(page, lang)
			// One small script for the button and its panel; the questions only once it is opened.
			await expect(page.locator('script[src*="/assets/islands/help-"]')).toHaveCount(1)
			expect(asked).toEqual([])
			await expect(launcher).toHaveAttribute('href', localized(lang, '/help'))
			await expect(launcher).toHaveAttribute('aria-haspopup', 'dialog')

			await launcher.click()
			await expect(dialog).toBeVisible()
			await expect(page).toHaveURL(localized(lang, '/'))
			// Drawn by the island with the page's short class names (decision 058): styled as written.
			await expect(dialog).toHaveCSS('position', 'fixed')
			await expect(dialog.getByRole('heading', { level: 2 })).toHaveCSS('font-weight', '700')
			const input = dialog.getByRole('combobox', { name: text(lang, 'help.placeholder') })
			// Opened with a mouse, the cursor is in the search field; with a finger, the panel's title
			// has the focus, so that no keyboard comes up over the questions.
			const title = dialog.getByRole('heading', { level: 2, name: text(lang, 'help.title') })
			const mouse = await page.evaluate(() => matchMedia('(pointer: fine)').matches)
			expect(mouse, 'a mouse on the desktop project, a finger on the phone').toBe(
				test.info().project.name === 'desktop',
			)
			const first = mouse ? input : title
			await expect(first).toBeFocused()
			await expect(input).toHaveAttribute('placeholder', text(lang, 'help.placeholder'))
			const list = dialog.getByRole('listbox', { name: text(lang, 'help.group') })
			await expect(list).toBeVisible()
			const options = list.getByRole('option')
			await expect(options).toHaveCount(questionCount)
			await expect(options.first()).toHaveText(question(lang, 0))
			const status = dialog.getByRole('status')
			await expect(status).toHaveText(text(lang, 'help.count', { count: questionCount }), shown)
			expect(asked).toEqual([new URL(localized(lang, '/help/questions'), page.url()).href])

			// Accent- and case-insensitive search, every word a prefix.
			await input.fill(accentQuery[lang])
			await expect(options).toHaveCount(1)
			await expect(options.first()).toHaveText(question(lang, accentHit[lang]))
			await expect(status).toHaveText(text(lang, 'help.count', { count: 1 }), shown)

			await input.fill('zzzz-nothing')
			await expect(options).toHaveCount(0)
			await expect(status).toHaveText(text(lang, 'help.empty'), shown)
			await expect(input).toHaveAttribute('aria-expanded', 'false')

			// An answer from the search, then Back: the search is still there.
			await input.fill(accentQuery[lang])
			await expect(input).toHaveAttribute('aria-expanded', 'true')
			const counted = page.waitForRequest(
				(r) => new URL(r.url()).pathname === '/help/asked' && r.method() === 'POST',
			)
			await input.press('Enter')
			const answer = dialog.getByRole('heading', { name: question(lang, accentHit[lang]) })
			await expect(answer).toBeVisible()
			// The reading is counted: the day and the page's language only.
			expect((await counted).postData()).toBe(`locale=${lang}`)
			const back = dialog.getByRole('button', { name: text(lang, 'help.back') })
			await expect(back).toBeFocused()
			await back.click()
			await expect(first).toBeFocused()
			await expect(input).toHaveValue(accentQuery[lang])
			await expect(options).toHaveCount(1)

			// With the mouse; placeholders in answers are filled from the settings.
			await input.fill('')
			await expect(options).toHaveCount(questionCount)
			await options.nth(4).click()
			await expect(dialog.getByRole('heading', { name: question(lang, 4) })).toBeVisible()
			// The council's number in an answer is a link that calls it, drawn as the help page's.
			const call = dialog.getByRole('link', { name: settings.phone })
			await expect(call).toBeVisible()
			await expect(call).toHaveAttribute('href', `tel:${settings.phone.replace(/[^\d+]/g, '')}`)
			await expect(call).toHaveCSS('text-decoration-line', 'underline')
			await expect(call).toHaveCSS('white-space', 'nowrap')

			// Escape closes and gives focus back to the button.
			await page.keyboard.press('Escape')
			await expect(dialog).toBeHidden()
			await expect(launcher).toBeFocused()

			// Opened again: the list, not the answer left open; the close button closes.
			await launcher.click()
			await expect(first).toBeFocused()
			await expect(options).toHaveCount(questionCount)
			await dialog.getByRole('button', { name: text(lang, 'help.close') }).click()
			await expect(dialog).toBeHidden()
			await expect(launcher).toBeFocused()

			// A click on the dimmed page beside the panel closes it too.
			await launcher.click()
			await expect(dialog).toBeVisible()
			await page.mouse.click(8, 300)
			await expect(dialog).toBeHidden()
			await expect(launcher).toBeFocused()
			// The questions were asked for once.
			expect(asked).toHaveLength(1)
		})

		test(`the keyboard moves through the questions and opens one${sizeTag(lang)}`, async ({
			page,
		}) => {
			const { launcher, dialog } = await helpPanel(page, lang)
			await launcher.focus()
			await page.keyboard.press('Enter')
			const input = dialog.getByRole('combobox', { name: text(lang, 'help.placeholder') })
			await expect(input).toBeFocused()
			const options = dialog.getByRole('option')
			await expect(options).toHaveCount(questionCount)
			const active = async (i: number) => {
				const option = options.nth(i)
				await expect(option).toHaveAttribute('aria-selected', 'true')
				await expect(input).toHaveAttribute(
					'aria-activedescendant',
					(await option.getAttribute('id'))!,
				)
				await expect(dialog.locator('[role=option][aria-selected=true]')).toHaveCount(1)
			}
			const last = questionCount - 1
			await active(0)
			await page.keyboard.press('ArrowDown')
			await active(1)
			await page.keyboard.press('ArrowUp')
			await page.keyboard.press('ArrowUp')
			await active(last)
			await page.keyboard.press('ArrowDown')
			await active(0)
			await page.keyboard.press('End')
			await active(last)
			await page.keyboard.press('Home')
			await active(0)
			await page.keyboard.press('ArrowDown')
			await page.keyboard.press('Enter')
			await expect(dialog.getByRole('heading', { name: question(lang, 1) })).toBeVisible()
			await expect(dialog.getByText(answerStart(lang, 1))).toBeVisible()
			// Back with the keyboard: to the list, the question just read still the active one.
			await expect(dialog.getByRole('button', { name: text(lang, 'help.back') })).toBeFocused()
			await page.keyboard.press('Enter')
			await expect(input).toBeFocused()
			await active(1)
			// Tab goes round the panel's controls, and to the browser's own (no element focused),
			// never to the page behind.
			const focused = () =>
				page.evaluate(() => {
					const element = document.activeElement
					if (!element || element === document.body) return 'none'
					if (!element.closest('dialog')) return 'page'
					return (
						element.getAttribute('aria-label') ?? element.getAttribute('role') ?? element.tagName
					)
				})
			const stops: string[] = []
			for (let i = 0; i < 4; i++) {
				await page.keyboard.press('Tab')
				stops.push(await focused())
			}
			expect(stops).not.toContain('page')
			expect(stops).toContain(text(lang, 'help.close'))
			expect(stops).toContain(text(lang, 'help.placeholder'))
			await page.keyboard.press('Escape')
			await expect(launcher).toBeFocused()
		})

		test(`questions that failed to load: a link to the help page, and another try at the next opening${sizeTag(lang)}`, async ({
			page,
		}) => {
			await page.route('**/help/questions', (route) => route.abort())
			const { launcher, dialog } = await helpPanel(page, lang)
			await launcher.click()
			const fallback = dialog.getByRole('status').getByRole('link', {
				name: text(lang, 'help.loadError'),
			})
			await expect(fallback).toBeVisible()
			await expect(fallback).toHaveAttribute('href', localized(lang, '/help'))
			await expect(dialog.getByRole('option')).toHaveCount(0)

			await page.unroute('**/help/questions')
			await page.keyboard.press('Escape')
			await launcher.click()
			await expect(dialog.getByRole('option')).toHaveCount(questionCount)
			await expect(fallback).toBeHidden()
		})

		test(`a question only in the other language is marked with its language${sizeTag(lang)}`, async ({
			page,
		}) => {
			const other: Lang = lang === 'en' ? 'fr' : 'en'
			const fallback = { text: question(other, 2), lang: other, fallback: true }
			const own = (i: number) => ({ text: question(lang, i), lang, fallback: false })
			await page.route('**/help/questions', (route) =>
				route.fulfill({
					json: {
						faqs: [
							{ id: 1, question: own(0), answer: own(0) },
							{ id: 2, question: fallback, answer: fallback },
						],
					},
				}),
			)
			const { launcher, dialog } = await helpPanel(page, lang)
			await launcher.click()
			const options = dialog.getByRole('option')
			await expect(options).toHaveCount(2)
			await expect(options.first()).not.toHaveAttribute('lang')
			await expect(options.nth(1)).toHaveAttribute('lang', other)
			await options.nth(1).click()
			await expect(dialog.getByRole('heading', { name: fallback.text })).toHaveAttribute(
				'lang',
				other,
			)
			await expect(dialog.locator('[data-help-answer] p')).toHaveAttribute('lang', other)
		})

		test(`axe: the open panel, its list and an answer${sizeTag(lang)}`, async ({ page }) => {
			const { launcher, dialog } = await helpPanel(page, lang, '/help')
			await launcher.click()
			await expect(dialog.getByRole('option')).toHaveCount(questionCount)
			await expectNoAxeViolations(page)
			await dialog.getByRole('combobox').fill('zzzz-nothing')
			await expect(dialog.getByRole('status')).toHaveText(text(lang, 'help.empty'), shown)
			await expectNoAxeViolations(page)
			await dialog.getByRole('combobox').fill('')
			await dialog.getByRole('option').first().click()
			await expect(dialog.getByRole('button', { name: text(lang, 'help.back') })).toBeFocused()
			await expectNoAxeViolations(page)
		})
	})

	test.describe(`help page without JavaScript (${lang})`, () => {
		test.use({ javaScriptEnabled: false })

		test(`the button is a link to the help page, which lists and searches the questions${sizeTag(lang)}`, async ({
			page,
		}) => {
			await page.goto(localized(lang, '/residents/directions'))
			const launcher = page.getByRole('link', { name: text(lang, 'help.open') })
			await expect(launcher).not.toHaveAttribute('aria-haspopup')
			await launcher.click()
			await expect(page).toHaveURL(localized(lang, '/help'))
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'help.pageTitle'))
			// The panel is drawn only by JavaScript: nothing of it is on the page.
			await expect(page.getByRole('dialog')).toHaveCount(0)
			const questions = page.locator('#questions h3')
			await expect(questions).toHaveCount(questionCount)

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
			await expect(questions).toHaveCount(questionCount)
		})
	})
}
