import { SAMPLE_ADMIN_EMAIL, SAMPLE_ADMIN_PASSWORD } from '../../app/seed/seed.server'
import { expect, test as setup } from '@playwright/test'
import { adminStatePath } from './auth-state'
import { text } from './helpers'

// Signs in once as the sample administrator, through the real form; the admin tests reuse the
// session. Tests that sign out, change a password or get locked use sessions of their own.
setup('sign in as the sample administrator', async ({ page, baseURL }) => {
	await page.goto('/admin-dtima')
	await expect(page).toHaveURL(/\/admin-dtima\/login$/)
	await page.getByLabel(text('en', 'admin.login.email')).fill(SAMPLE_ADMIN_EMAIL)
	await page.getByLabel(text('en', 'admin.login.password')).fill(SAMPLE_ADMIN_PASSWORD)
	await page.getByRole('button', { name: text('en', 'admin.login.submit') }).click()
	await expect(page.getByText(text('en', 'admin.greeting', { name: 'Admin' }))).toBeVisible()
	await page.context().storageState({ path: adminStatePath(baseURL!) })
})
