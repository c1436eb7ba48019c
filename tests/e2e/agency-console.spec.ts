import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoAxeViolations } from './helpers'
import { freePort, spawnServer } from '../../scripts/spawn-server.js'

// The agency console (issue 36, decision 061) in a browser: every page of it scanned by axe, in
// English at desktop size and in French on a phone (where no page is wider than the screen), on
// an install serving several councils started by this file, the console at 127.0.0.1.

test.describe.configure({ mode: 'serial', timeout: 90_000 })

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '../..')
let made: string
let server: Awaited<ReturnType<typeof spawnServer>>
let password: string
let origin: string

test.beforeAll(async () => {
	made = fs.mkdtempSync(path.join(os.tmpdir(), 'council-e2e-agency-'))
	const env = { ...process.env, DATA_DIR: made, COUNCILS: 'multi', NODE_ENV: 'production' }
	await run(
		process.execPath,
		['scripts/councils.js', 'add', 'mbonge', '--host', 'mbonge.test', '--sample'],
		{
			cwd: root,
			env,
		},
	)
	const { stdout } = await run(
		process.execPath,
		['scripts/councils.js', 'operator', 'add', 'ops@agency.test', '--name', 'Agency Ops'],
		{ cwd: root, env },
	)
	password = /one-time password[^:]*: (\S+)/i.exec(stdout)?.[1] ?? ''
	const port = await freePort()
	origin = `http://127.0.0.1:${port}`
	server = await spawnServer({
		port,
		prefix: 'council-e2e-agency-server-',
		copyFrom: made,
		env: { COUNCILS: 'multi', AGENCY_URL: origin, COUNCIL_HEALTH_MS: '1000' },
	})
})

test.afterAll(async () => {
	await server?.stop()
	if (made) fs.rmSync(made, { recursive: true, force: true })
})

async function scan(page: Page) {
	await expectNoAxeViolations(page)
	const width = await page.evaluate(() => ({
		page: document.documentElement.scrollWidth,
		screen: window.innerWidth,
	}))
	expect(width.page, 'no wider than the screen').toBeLessThanOrEqual(width.screen)
}

async function walk(
	page: Page,
	words: { signIn: string; create: string; newPassword: string; id: string },
) {
	await page.goto(`${origin}/sign-in`)
	await scan(page)
	await page.getByLabel(/Email|e-mail/).fill('ops@agency.test')
	await page.getByLabel(/^(Password|Mot de passe)$/).fill(password)
	await page.getByRole('button', { name: words.signIn }).click()
	// The councils: a table on a desktop, a card each on a phone.
	await expect(page.locator('a[href="/councils/mbonge"]:visible')).toHaveCount(1)
	await scan(page)
	await page.goto(`${origin}/new`)
	await scan(page)
	// Sent empty: every problem listed, linked to its field.
	await page.getByRole('button', { name: words.create }).click()
	await expect(page.getByRole('alert')).toBeVisible()
	await scan(page)
	await page.locator('#id').fill(words.id)
	await page.locator('#nameEn').fill('Kumba City Council')
	await page.locator('#nameFr').fill('Commune de Kumba')
	await page.locator('#shortName').fill('Kumba')
	await page.locator('#hosts').fill(`${words.id}.test`)
	await page.locator('#adminEmail').fill(`clerk@${words.id}.test`)
	await page.getByRole('button', { name: words.create }).click()
	await expect(page.locator('[data-one-time-password]')).toHaveText(/^[\w-]{20,}$/)
	await scan(page)
	await page.goto(`${origin}/councils/${words.id}`)
	await expect(page.locator('h1')).toHaveText(/Kumba/)
	await scan(page)
	// An administrator's new one-time password, shown on a page of its own.
	await page.locator('#admin-email').fill(`clerk@${words.id}.test`)
	await page.getByRole('button', { name: words.newPassword }).click()
	await expect(page.locator('[data-one-time-password]')).toHaveText(/^[\w-]{20,}$/)
	await scan(page)
	await page.goto(`${origin}/account`)
	await scan(page)
	await page.goto(`${origin}/nothing-here`)
	await scan(page)
}

test('the console’s pages pass axe in English @desktop-size', async ({ page }) => {
	await walk(page, {
		signIn: 'Sign in',
		create: 'Add the council',
		newPassword: 'Give a new one-time password',
		id: 'kumba',
	})
})

test('the console’s pages pass axe in French on a phone, none wider than the screen @phone-size', async ({
	page,
}) => {
	await page.goto(`${origin}/sign-in?lang=fr`)
	await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
	await walk(page, {
		signIn: 'Se connecter',
		create: 'Ajouter la commune',
		newPassword: 'Donner un nouveau mot de passe à usage unique',
		id: 'kumba',
	})
})
