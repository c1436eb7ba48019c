import { expect, test, type Page } from './fixtures'
import { councilDate, uid } from './admin-content-helpers'
import { text, waitForHydration, waitForIsland, type Lang } from './helpers'
import { serverPage } from './server-html'

// A clerk at work in the page editor, once with JavaScript (React Router forms) and once without
// (plain form posts, the server answering with the whole page): a fee stated on a standard page
// reaches both languages' pages, the search and the page's date; a page added under Residents
// (with JavaScript) reaches the menu and the sitemap, moves (its old address answers 301), then is
// deleted (410).
// Runs in the "admin" project (its own server and database, desktop size), signed in.
//
// Both runs edit the same section of the birth-certificate page, so those two tests run one after
// the other; the added pages carry a tag of their own and run alongside. Nothing else on this
// server reads that section's text (the public-site tests have their own server), so it is left
// as the last run wrote it.

const BIRTH = '/services/birth-certificate'
const en = (key: Parameters<typeof text>[1], vars?: Record<string, string | number>) =>
	text('en', key, vars)
/** A field's label in the editor: "Message (English)". */
const bilingual = (field: Parameters<typeof text>[1], lang: Lang) =>
	en(lang === 'en' ? 'admin.pageEditor.inEnglish' : 'admin.pageEditor.inFrench', {
		field: en(field),
	})

/** The result message after a save: a banner without JavaScript, a toast with it. */
async function expectMessage(page: Page, key: Parameters<typeof text>[1]) {
	await expect(page.getByText(en(key)).filter({ visible: true }).first()).toBeVisible()
}

const saveButton = (page: Page) =>
	page.getByRole('button', { name: en('admin.pageEditor.save'), exact: true }).first()

async function save(page: Page, js: boolean, key: Parameters<typeof text>[1]) {
	await saveButton(page).click()
	await expect(page).toHaveURL(/\/admin-dtima\/pages\/edit\?id=\d+$/)
	await expectMessage(page, key)
	if (js) await waitForHydration(page)
}

async function openEditorFromList(page: Page, title: string) {
	await page.goto('/admin-dtima/pages')
	await page.getByRole('link', { name: title, exact: true }).click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('admin.pageEditor.editTitle'))
}

/** A section of the editor, by its legend ("Section 4 of 9: Notice"). */
const section = (page: Page, legend: string | RegExp) =>
	page.getByRole('group', { name: legend }).filter({ has: page.locator('legend h3') })

/** Opens the main menu as a visitor would: the disclosure without JavaScript, the dropdown with. */
async function menuGroupLinks(page: Page, js: boolean, lang: Lang) {
	const nav = page.getByRole('navigation', { name: text(lang, 'topBar.mainNav') })
	if (js) {
		await waitForIsland(page, 'top-bar')
		await nav.getByRole('button', { name: text(lang, 'nav.residents') }).hover()
	} else {
		await page.getByText(text(lang, 'topBar.openMenu'), { exact: true }).click()
	}
	return nav
}

test.describe('a fee stated on the birth-certificate page', () => {
	// One section of one page, edited by both runs: one after the other.
	test.describe.configure({ mode: 'serial' })

	for (const js of [true, false]) {
		test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
			test.use({ javaScriptEnabled: js })

			test('reaches both languages, the search and the date modified', async ({ page }) => {
				// A different amount per run, so each run sees its own words.
				const amount = js ? { en: '1,500', fr: '1 500' } : { en: '2,500', fr: '2 500' }
				const fee = {
					en: `A certified copy costs ${amount.en} FCFA, paid at the council treasury.`,
					fr: `Une copie certifiée coûte ${amount.fr} FCFA, à payer à la recette municipale.`,
				}
				await openEditorFromList(page, 'Birth certificates')
				if (js) await waitForHydration(page)
				const notice = section(page, /: Notice$/)
				const message = (lang: Lang) =>
					notice.getByLabel(bilingual('admin.pageEditor.field.calloutText', lang), { exact: true })
				await expect(notice.getByLabel(en('admin.pageEditor.field.anchor'))).toHaveValue('fees')
				await message('en').fill(fee.en)

				if (js) {
					// Changing the page's structure keeps what was typed, and brings the focus to
					// the section that changed.
					const before = await page.locator('legend h3').count()
					const count = before + 1
					await page.getByLabel(en('admin.pageEditor.addKind')).selectOption('fees')
					await page
						.getByRole('button', { name: en('admin.pageEditor.addBlock'), exact: true })
						.click()
					const added = `Section ${count} of ${count}: ${en('admin.pageEditor.kind.fees')}`
					await expect(page.getByRole('heading', { name: added })).toBeFocused()
					await expect(message('en')).toHaveValue(fee.en)

					await message('fr').fill(fee.fr)
					await page
						.getByRole('button', {
							name: en('admin.pageEditor.moveUp', {
								item: en('admin.pageEditor.blockNumber', { number: count }),
							}),
						})
						.click()
					const moved = `Section ${count - 1} of ${count}: ${en('admin.pageEditor.kind.fees')}`
					await expect(page.getByRole('heading', { name: moved })).toBeFocused()
					await expect(message('en')).toHaveValue(fee.en)
					await expect(message('fr')).toHaveValue(fee.fr)

					await page
						.getByRole('button', {
							name: en('admin.pageEditor.remove', {
								item: en('admin.pageEditor.blockNumber', { number: count - 1 }),
							}),
						})
						.click()
					await expect(page.locator('legend h3')).toHaveCount(before)
					await expect(page.locator('legend h3', { hasText: /: Fees$/ })).toHaveCount(0)
					await expect(page.locator('legend h3').nth(before - 2)).toBeFocused()
					await expect(message('en')).toHaveValue(fee.en)
					await expect(message('fr')).toHaveValue(fee.fr)
				} else {
					await message('fr').fill(fee.fr)
				}
				await save(page, js, 'admin.toast.saved')
				await expect(message('en')).toHaveValue(fee.en)

				const today = councilDate(0)
				for (const lang of ['en', 'fr'] as const) {
					const path = lang === 'fr' ? `/fr${BIRTH}` : BIRTH
					// The public page and the search as the server draws them.
					const p = await serverPage(page, path)
					expect(p.text(p.one('#fees'))).toContain(fee[lang])
					const modified = p.within(
						p.one('main p', { hasText: text(lang, 'page.dateModified') }),
						'time',
					)
					expect(modified.map((t) => t.getAttribute('datetime'))).toEqual([today])

					const query = lang === 'fr' ? 'copie certifiée coûte' : `certified copy costs`
					const search = await serverPage(
						page,
						`${lang === 'fr' ? '/fr' : ''}/search?q=${encodeURIComponent(query)}`,
					)
					// The section itself comes first, with the words that matched.
					const [first] = search.all('#results ol > li')
					expect(first, 'a first result').toBeTruthy()
					const links = search.within(first!, 'a[href]')
					expect(links.map((a) => a.getAttribute('href'))).toEqual([`${path}#fees`])
					expect(search.text(first!)).toContain(fee[lang])
				}
			})
		})
	}
})

// With JavaScript only: the same steps as plain form posts are tests/http/page-editor.test.ts
// ('a page the council adds'), and the editor's forms sent by the browser without JavaScript are
// driven above (the fee).
test.describe('a page added under Residents, with JavaScript', () => {
	test('is in the menu and the sitemap, moves with a 301, and answers 410 once deleted', async ({
		page,
	}) => {
		const tag = uid()
		const title = { en: `Water points ${tag}`, fr: `Points d'eau ${tag}` }
		const address = `/residents/water-points-${tag}`
		const moved = `/residents/public-taps-${tag}`

		await page.goto('/admin-dtima/pages')
		await page.getByRole('link', { name: en('admin.pages.addPage'), exact: true }).click()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(
			en('admin.pageEditor.newTitle'),
		)
		await waitForHydration(page)
		await expect(page.getByLabel(en('admin.pageEditor.field.group'))).toHaveValue('residents')
		await page.getByLabel(en('admin.col.status')).selectOption('published')
		for (const lang of ['en', 'fr'] as const) {
			await page
				.getByLabel(bilingual('admin.pageEditor.field.pageTitle', lang), { exact: true })
				.fill(title[lang])
			await page
				.getByLabel(bilingual('admin.pageEditor.field.description', lang), { exact: true })
				.fill(
					lang === 'en'
						? 'Where to fetch drinking water in each quarter.'
						: "Où trouver de l'eau potable dans chaque quartier.",
				)
			await page
				.getByLabel(bilingual('admin.pageEditor.field.paragraphs', lang), { exact: true })
				.fill(
					lang === 'en'
						? 'The council keeps the public taps in working order.'
						: 'La commune entretient les bornes-fontaines.',
				)
		}
		await save(page, true, 'admin.pageEditor.created')
		const editor = page.url()
		// Left empty, the address was made from the English title.
		await expect(page.getByLabel(en('admin.pages.english'), { exact: true })).toHaveValue(address)

		// In the public menu, under Residents, in both languages' pages.
		await page.goto('/')
		const nav = await menuGroupLinks(page, true, 'en')
		await expect(nav.getByRole('link', { name: title.en, exact: true })).toHaveAttribute(
			'href',
			address,
		)
		const sitemap = await (await page.request.get('/sitemap.xml')).text()
		expect(sitemap).toContain(`${address}</loc>`)
		expect(sitemap).toContain(`/fr${address}</loc>`)

		// A new English address: the old one leads to it for good.
		await page.goto(editor)
		await waitForHydration(page)
		await page.getByLabel(en('admin.pages.english'), { exact: true }).fill(moved)
		await save(page, true, 'admin.toast.saved')
		const old = await page.request.get(address, { maxRedirects: 0 })
		expect(old.status()).toBe(301)
		expect(old.headers().location).toBe(moved)
		await page.goto(address)
		await expect(page).toHaveURL(new RegExp(`${moved}$`))
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(title.en)

		// Deleted, after the confirmation page: its address says it was removed.
		await page.goto(editor)
		await page.getByRole('link', { name: en('admin.pageEditor.delete') }).click()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(
			en('admin.pageEditor.deleteTitle'),
		)
		await expect(
			page.getByText(en('admin.pageEditor.deleteQuestion', { title: title.en })),
		).toBeVisible()
		await page.getByRole('button', { name: en('admin.pageEditor.deleteConfirm') }).click()
		await expect(page).toHaveURL(/\/admin-dtima\/pages$/)
		await expectMessage(page, 'admin.pageEditor.deleted')
		await expect(page.getByRole('link', { name: title.en, exact: true })).toHaveCount(0)
		for (const path of [moved, `/fr${address}`]) {
			const gone = await page.goto(path)
			expect(gone?.status(), path).toBe(410)
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(
				text(path.startsWith('/fr') ? 'fr' : 'en', 'gone.title'),
			)
		}
	})
})

test('Enter in a documents block’s search field looks for documents, not Save', async ({
	page,
}) => {
	await openEditorFromList(page, 'Technical services')
	await waitForHydration(page)
	const find = page.getByLabel(en('admin.pageEditor.documents.find')).first()
	await find.fill('budget')
	await find.press('Enter')
	await expect(page.getByText(en('admin.pageEditor.documents.found')).first()).toBeVisible()
	await expect(page.getByLabel(en('admin.pageEditor.documents.find')).first()).toHaveValue('budget')
	await expect(page.getByText(en('admin.toast.saved'))).toHaveCount(0)
})
