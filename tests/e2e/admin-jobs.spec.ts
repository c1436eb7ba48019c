import { expect, test } from './fixtures'
import { resources } from '../../app/features/content-types'
import {
	councilDate,
	deleteRow,
	expectToast,
	field,
	openCreate,
	publishButton,
	uid,
} from './admin-content-helpers'
import { expectNoAxeViolations, text } from './helpers'
import { expectCount, serverPage } from './server-html'

// Job vacancies in the staff area (decision 034), in the "admin" project (signed in): the list and
// the form pass axe, and a vacancy written in the form is published and on the public jobs page.
// The same through plain form posts, drafts and previews: tests/http/tenders-and-jobs.test.ts.

const def = resources.jobs

test('the jobs list and form pass axe; a vacancy published from the form is on the jobs page', async ({
	page,
}) => {
	await page.goto(def.path)
	await expect(
		page.getByRole('heading', { level: 1, name: text('en', def.text.title) }),
	).toBeVisible()
	await expectNoAxeViolations(page)

	const title = `Librarian ${uid()}`
	const panel = await openCreate(page, def)
	await expectNoAxeViolations(page)
	await field(panel, 'admin.field.jobTitleEn').fill(title)
	await field(panel, 'admin.field.jobDescriptionEn').fill(
		'Runs the council library and its reading room.',
	)
	await field(panel, 'admin.field.howToApplyEn').fill('Apply at the council secretariat.')
	await field(panel, 'admin.field.closingDate').fill(councilDate(14))
	await field(panel, 'admin.field.closingTime').fill('16:00')
	await publishButton(panel).click()
	await expectToast(page, 'admin.toast.created')

	const jobs = await serverPage(page, '/jobs')
	expectCount(jobs.links(title), 1, `a link to ${title} on /jobs`)
	await deleteRow(page, def, title)
})
