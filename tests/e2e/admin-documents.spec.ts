import { expect, test } from './fixtures'
import { resources } from '../../app/features/content-types'
import { simplePdf } from '../../app/features/documents/simple-pdf'
import { exe } from '../support/office-files'
import { field, openCreate, openEdit, publishButton, rowOf, uid } from './admin-content-helpers'
import { expectNoAxeViolations, text } from './helpers'

// The staff screens of the document library (decision 033), in the "admin" project (signed in):
// the list, the create form (file, category from the editable list, language of the document)
// and an edit form showing the stored file's type and size, each checked by axe. Uploads and
// refusals: tests/http/admin-documents.test.ts.

const def = resources.documents

test('the documents list and its create and edit forms pass axe', async ({ page }) => {
	await page.goto(def.path)
	await expect(
		page.getByRole('heading', { level: 1, name: text('en', def.text.title) }),
	).toBeVisible()
	await expectNoAxeViolations(page)

	const create = await openCreate(page, def)
	await expect(create.getByLabel(text('en', 'admin.field.file'))).toHaveAttribute('type', 'file')
	await expect(create.getByLabel(text('en', 'admin.field.category'))).toContainText('Minutes')
	await expectNoAxeViolations(page)

	const edit = await openEdit(page, def, '2026 Budget: summary')
	await expect(edit).toContainText(/Current file: .*\(PDF, \d+ KB\)/)
	await expectNoAxeViolations(page)

	await page.goto(resources.documentCategories.path)
	await expect(page.getByText('Deliberations and decisions')).toBeVisible()
	await expectNoAxeViolations(page)
})

// The clerk's path with JavaScript on (the same without it, and every refusal, on both databases:
// tests/http/admin-documents.test.ts): a budget written in French, uploaded from the form, is found
// by the public French search by a word that is only inside the PDF, and downloads whole and by
// ranges. A program renamed `.pdf` is refused first, with the form kept as typed.
test('with JavaScript: a French budget is refused as a renamed program, then uploaded, found by a word inside it and downloaded by ranges', async ({
	page,
}) => {
	const tag = uid()
	const titleFr = `Budget primitif ${tag}`
	const word = `Bakundu${tag}`
	const panel = await openCreate(page, def)
	await field(panel, 'admin.field.documentTitleFr').fill(titleFr)
	await field(panel, 'admin.field.documentTitleEn').fill(`Draft budget ${tag}`)
	await field(panel, 'admin.field.category').selectOption('budget')
	await field(panel, 'admin.field.documentDate').fill('2026-11-20')
	await field(panel, 'admin.field.docLanguage').selectOption('fr')
	await field(panel, 'admin.field.file').setInputFiles({
		name: 'budget.pdf',
		mimeType: 'application/pdf',
		buffer: exe(),
	})
	await publishButton(panel).click()
	await expect(panel.getByText(text('en', 'admin.validation.documentType'))).toBeVisible()
	await expect(field(panel, 'admin.field.documentTitleFr')).toHaveValue(titleFr)

	const pdf = Buffer.from(
		simplePdf('budget', ['Budget primitif', `Forage de ${word} : 12 500 000 FCFA`]),
	)
	await field(panel, 'admin.field.file').setInputFiles({
		name: 'Budget primitif.pdf',
		mimeType: 'application/pdf',
		buffer: pdf,
	})
	await publishButton(panel).click()
	await expect(panel).toBeHidden()
	await expect(rowOf(page, `Draft budget ${tag}`)).toBeVisible()

	// The public French search finds it by the word inside the file, and leads to its page.
	await page.goto(`/fr/search?q=${word}`)
	await page.getByRole('link', { name: titleFr }).first().click()
	await expect(page.getByRole('heading', { level: 1, name: titleFr })).toBeVisible()
	await expect(page.locator('main')).toContainText(/PDF, \d+(,\d)? Ko/)
	const href = await page
		.getByRole('link', { name: /^Télécharger le document/ })
		.first()
		.getAttribute('href')
	expect(href).toMatch(/\/documents\/[a-z0-9-]+\/download$/)

	const whole = await page.request.get(href!)
	expect(whole.status()).toBe(200)
	expect(whole.headers()['content-type']).toBe('application/pdf')
	expect(Buffer.from(await whole.body()).equals(pdf)).toBe(true)
	const rest = await page.request.get(href!, { headers: { Range: 'bytes=200-' } })
	expect(rest.status()).toBe(206)
	expect(Buffer.from(await rest.body()).equals(pdf.subarray(200))).toBe(true)
})
