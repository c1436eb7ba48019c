import { expect, test } from './fixtures'
import { expectNoAxeViolations, text } from './helpers'

// The document library as a resident meets it (decision 033), without signing in: the list in
// both languages (in French with a filter chosen), a document's page with its download link, and
// axe on each. Uploads, refusals, downloads and ranges: tests/http/admin-documents.test.ts.

test('the document list, filtered in French, and a document page pass axe', async ({ page }) => {
	await page.goto('/documents')
	await expect(
		page.getByRole('heading', { level: 1, name: text('en', 'documents.pageTitle') }),
	).toBeVisible()
	await expect(page.getByText(/PDF, \d+ KB/).first()).toBeVisible()
	await expectNoAxeViolations(page)

	await page.goto('/fr/documents')
	await page.getByLabel(text('fr', 'documents.category')).selectOption('budget')
	await page.getByRole('button', { name: text('fr', 'documents.show') }).click()
	await expect(page).toHaveURL(/category=budget/)
	await expect(page.getByRole('link', { name: 'Budget 2026 : résumé' })).toBeVisible()
	await expect(page.getByText(/PDF, \d+ Ko/).first()).toBeVisible()
	await expectNoAxeViolations(page)

	await page.getByRole('link', { name: 'Budget 2026 : résumé' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Budget 2026 : résumé' })).toBeVisible()
	await expect(
		page.getByRole('link', { name: /Télécharger le document \(PDF, \d+ Ko\)/ }),
	).toHaveAttribute('href', '/fr/documents/budget-2026-summary/download')
	await expectNoAxeViolations(page)
})
