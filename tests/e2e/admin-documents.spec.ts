import { expect, test } from './fixtures'
import { resources } from '../../app/features/cms/resources'
import { openCreate, openEdit } from './admin-content-helpers'
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
