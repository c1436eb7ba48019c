import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from './fixtures'
import sharp from 'sharp'
import { adminStatePath } from './auth-state'
import { adminPost, text, waitForHydration, waitForIsland } from './helpers'
import { expectCount, serverPage } from './server-html'

// Runs in the "admin" project: its own server and database (see playwright.config.ts).
const NEWS = '/admin-dtima/content/news'
const toast = (page: Page) => page.locator('[data-sonner-toaster]')

let dir: string
let photo: string
let notAnImage: string
let huge: string

test.beforeAll(async () => {
	dir = fs.mkdtempSync(path.join(os.tmpdir(), 'council-upload-'))
	// A camera-like photo: 1600×1067 JPEG with EXIF, including a GPS position.
	photo = path.join(dir, 'market.jpg')
	await sharp({
		create: { width: 1600, height: 1067, channels: 3, background: { r: 30, g: 120, b: 80 } },
	})
		.composite([
			{
				input: Buffer.from(
					'<svg width="1600" height="1067"><circle cx="800" cy="530" r="300" fill="#e8b100"/></svg>',
				),
			},
		])
		.jpeg({ quality: 80 })
		.withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Cam 1' }, IFD3: { GPSLatitudeRef: 'N' } })
		.toFile(photo)
	notAnImage = path.join(dir, 'notes.jpg')
	fs.writeFileSync(notAnImage, 'This is a text file with an image name.\n')
	huge = path.join(dir, 'huge.png')
	fs.writeFileSync(huge, Buffer.alloc(6 * 1024 * 1024, 1))
})

test.afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

async function createPanel(page: Page) {
	await page.goto(`${NEWS}?new`)
	return page.getByRole('region', { name: text('en', 'admin.news.createTitle') })
}

test.describe('news image upload', () => {
	test('a French article with a photo: published, it shows on /fr and /fr/news with AVIF/WebP renditions', async ({
		page,
		request,
	}) => {
		const title = `Marché rénové ${Date.now()}`
		const panel = await createPanel(page)
		await waitForHydration(page)
		await panel.getByLabel(text('en', 'admin.form.titleFr')).fill(title)
		await panel
			.getByLabel(text('en', 'admin.form.contentFr'))
			.fill('Le marché central rouvre avec de nouveaux étals couverts.')
		await panel.getByLabel(text('en', 'admin.form.image')).setInputFiles(photo)
		await panel
			.getByLabel(text('en', 'admin.form.altFr'))
			.fill('Les nouveaux étals couverts du marché central.')
		await panel.getByRole('button', { name: text('en', 'admin.action.saveDraft') }).click()
		await expect(toast(page).getByText(text('en', 'admin.toast.newsCreated'))).toBeVisible()
		const row = page.getByRole('row').filter({ hasText: title })
		await row.getByRole('button', { name: text('en', 'admin.action.publish') }).click()
		await expect(toast(page).getByText(text('en', 'admin.toast.published'))).toBeVisible()

		// The pages as the server draws them (the files themselves are fetched below).
		for (const where of ['/fr', '/fr/news']) {
			const p = await serverPage(page, where)
			const [card] = p.all('article, li', { hasText: title })
			expect(card, `${where}: a card for ${title}`).toBeTruthy()
			const imgs = p.within(card!, 'img[src^="/uploads/"]')
			expectCount(imgs, 1, 'one uploaded picture in the card')
			const img = imgs[0]!
			const avif = card!.querySelector('source[type="image/avif"]')?.getAttribute('srcset')
			expect(avif).toMatch(
				/^\/uploads\/[0-9a-f]{20}-200\.avif 200w, .*-400\.avif 400w, .*-700\.avif 700w, .*-800\.avif 800w, .*-1200\.avif 1200w$/,
			)
			const src = img.getAttribute('src')!
			const file = await request.get(src)
			expect(file.status()).toBe(200)
			expect(file.headers()['content-type']).toBe('image/webp')
			expect(file.headers()['x-content-type-options']).toBe('nosniff')
			// Metadata is stripped: no EXIF (camera model, position) in what visitors download.
			const meta = await sharp(await file.body()).metadata()
			expect(meta.exif).toBeUndefined()
			expect(meta.width).toBe(200)
		}
		// The article page shows it too.
		const newsroom = await serverPage(page, '/fr/news')
		const article = await serverPage(page, newsroom.linkHref(title)!)
		expect(article.all('h1').map((h) => article.text(h))).toEqual([title])
		expectCount(article.all('main img[src^="/uploads/"]'), 1, 'one uploaded picture')
	})

	test('in the browser, a file over 5 MB is refused before sending', async ({ page }) => {
		const panel = await createPanel(page)
		await waitForHydration(page)
		await panel.getByLabel(text('en', 'admin.form.titleEn')).fill('Too big a picture')
		await panel.getByLabel(text('en', 'admin.form.contentEn')).fill('A picture that is too big.')
		// By path: the browser reads the file itself (a buffer would cross the protocol as base64).
		await panel.getByLabel(text('en', 'admin.form.image')).setInputFiles(huge)
		await panel.getByRole('button', { name: text('en', 'admin.action.saveDraft') }).click()
		await expect(panel.getByText(text('en', 'admin.validation.imageSize'))).toBeVisible()
	})
})

test.describe('news image upload without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	for (const [name, file, message] of [
		['a text file named .jpg', () => notAnImage, 'admin.validation.imageBroken'],
		['a 6 MB file', () => huge, 'admin.validation.imageSize'],
	] as const) {
		test(`${name} is refused with a clear message, the text is kept, nothing is saved`, async ({
			page,
		}) => {
			const title = `Refused picture ${name} ${Date.now()}`
			const panel = await createPanel(page)
			await panel.getByLabel(text('en', 'admin.form.titleEn')).fill(title)
			await panel
				.getByLabel(text('en', 'admin.form.contentEn'))
				.fill('The text must survive a refused picture.')
			await panel.getByLabel(text('en', 'admin.form.image')).setInputFiles(file())
			// Described, so that what is refused is the file itself.
			await panel.getByLabel(text('en', 'admin.form.altEn')).fill('Stalls at the market.')
			await panel.getByRole('button', { name: text('en', 'admin.action.saveDraft') }).click()
			await expect(panel.getByText(text('en', message))).toBeVisible()
			await expect(panel.getByLabel(text('en', 'admin.form.titleEn'))).toHaveValue(title)
			await page.goto(NEWS)
			await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0)
		})
	}
})

test.describe('settings screens', () => {
	test('emergency numbers: a confirmed number becomes a call link on the public safety page', async ({
		page,
	}) => {
		await page.goto('/admin-dtima/pages/emergency')
		await waitForHydration(page)
		await page.getByLabel(text('en', 'admin.emergency.ambulance')).fill('<b>119</b>')
		await page.getByRole('button', { name: text('en', 'admin.action.save') }).click()
		await expect(page.getByText(text('en', 'admin.validation.phone'))).toBeVisible()
		await page.getByLabel(text('en', 'admin.emergency.ambulance')).fill('119')
		await page.getByRole('button', { name: text('en', 'admin.action.save') }).click()
		await expect(toast(page).getByText(text('en', 'admin.toast.saved'))).toBeVisible()
		for (const where of ['/residents/public-safety', '/fr/residents/public-safety']) {
			expectCount((await serverPage(page, where)).all('a[href="tel:119"]'), 1, where)
		}
	})

	test("the mayor's message: both languages required, the home page follows", async ({ page }) => {
		await page.goto('/admin-dtima/content/mayor')
		await waitForHydration(page)
		const fr = page.getByLabel(text('en', 'admin.mayor.messageFr'))
		await fr.fill('   ')
		await page.getByRole('button', { name: text('en', 'admin.action.save') }).click()
		await expect(page.getByText(text('en', 'admin.validation.required'))).toBeVisible()
		const message = `Chers habitants, merci pour votre participation ${Date.now()}.`
		await fr.fill(message)
		await page.getByRole('button', { name: text('en', 'admin.action.save') }).click()
		await expect(toast(page).getByText(text('en', 'admin.toast.saved'))).toBeVisible()
		const frHome = await serverPage(page, '/fr')
		frHome.oneByText(message, frHome.body, { exact: false })
		const enHome = await serverPage(page, '/')
		expect(enHome.allText()).not.toContain(message)
	})

	test('settings without JavaScript: the council phone number changes in the footer', async ({
		browser,
		baseURL,
	}) => {
		const context = await browser.newContext({
			javaScriptEnabled: false,
			storageState: adminStatePath(baseURL!),
		})
		const page = await context.newPage()
		await page.goto('/admin-dtima/settings')
		await page
			.getByLabel(text('en', 'admin.settings.phone'), { exact: true })
			.fill('+237 677 12 34 56')
		await page.getByRole('button', { name: text('en', 'admin.action.save') }).click()
		await expect(page.getByRole('status')).toContainText(text('en', 'admin.toast.saved'))
		await page.goto('/fr')
		await expect(page.locator('footer a[href^="tel:"]').first()).toHaveText(/677 12 34 56/)
		await context.close()
	})
})

test.describe('dashboard figures and notices', () => {
	// In order, in one worker: the beacon test's accepted report also counts as a help question, and
	// would make the other test's figure jump by two if they ran at the same time.
	test.describe.configure({ mode: 'default' })
	test('a question read in the help assistant counts on the dashboard', async ({ page }) => {
		const figure = async () => {
			await page.goto('/admin-dtima')
			return Number(await page.locator('[data-help-questions]').getAttribute('data-help-questions'))
		}
		const before = await figure()
		await page.goto('/fr')
		await waitForIsland(page, 'help')
		await page.getByRole('link', { name: text('fr', 'help.open') }).click()
		const dialog = page.getByRole('dialog')
		await dialog.getByRole('option').first().click()
		await expect(dialog.getByRole('button', { name: text('fr', 'help.back') })).toBeVisible()
		await expect.poll(figure).toBe(before + 1)
	})

	test('the beacon refuses other sites and junk', async ({ request }) => {
		const post = (headers: Record<string, string>, data: string) =>
			request.post('/help/asked', { headers, data })
		const form = { 'Content-Type': 'application/x-www-form-urlencoded' }
		expect((await post({ ...form, 'Sec-Fetch-Site': 'cross-site' }, 'locale=en')).status()).toBe(
			403,
		)
		expect((await post(form, 'locale=de')).status()).toBe(400)
		expect((await post({ 'Content-Type': 'application/json' }, '{}')).status()).toBe(415)
		expect((await post({ ...form, 'Sec-Fetch-Site': 'same-origin' }, 'locale=fr')).status()).toBe(
			204,
		)
		expect((await request.get('/help/asked')).status()).toBe(405)
	})

	test('notifications: mark one read, then all; the bell loses its dot', async ({ page }) => {
		await page.goto('/admin-dtima/notifications')
		await waitForHydration(page)
		const bell = page.locator('[data-unread-dot]')
		// A fresh install has unread setup notices (see seed.server.ts).
		await expect(
			page.getByRole('button', { name: text('en', 'admin.notifications.markRead') }),
		).not.toHaveCount(0)
		await expect(bell).toHaveCount(1)
		await page
			.getByRole('button', { name: text('en', 'admin.notifications.markRead') })
			.first()
			.click()
		await expect(toast(page).getByText(text('en', 'admin.notifications.markedRead'))).toBeVisible()
		await page.getByRole('button', { name: text('en', 'admin.notifications.markAllRead') }).click()
		await expect(toast(page).getByText(text('en', 'admin.notifications.allRead'))).toBeVisible()
		await expect(
			page.getByRole('button', { name: text('en', 'admin.notifications.markRead') }),
		).toHaveCount(0)
		await expect(bell).toHaveCount(0)
		// An unknown id is a message, not an error page.
		const response = await adminPost(page, '/admin-dtima/notifications', {
			form: { intent: 'read', id: '999999' },
			maxRedirects: 0,
		})
		expect(response.status()).toBe(302)
	})

	test('admin search finds content in either language, ignoring accents, and screens by name', async ({
		page,
	}) => {
		await page.goto('/admin-dtima')
		await page
			.getByRole('searchbox', { name: text('en', 'admin.search.label') })
			.first()
			.fill('FESTIVAL')
		await page
			.getByRole('searchbox', { name: text('en', 'admin.search.label') })
			.first()
			.press('Enter')
		await expect(page).toHaveURL(/\/admin-dtima\/search\?q=FESTIVAL/)
		const link = page.getByRole('link', { name: 'Cultural Festival Success' })
		await expect(link).toBeVisible()
		await link.click()
		await expect(
			page.getByRole('region', { name: text('en', 'admin.news.editTitle') }),
		).toBeVisible()
		await page.goto('/admin-dtima/search?q=urgence')
		await expect(page.getByRole('status')).toHaveText(
			text('en', 'admin.search.none', { query: 'urgence' }),
		)
		await page.goto('/admin-dtima/search?q=emergency')
		await expect(
			page.getByRole('link', { name: text('en', 'admin.emergency.title') }),
		).toBeVisible()
		await page.goto(`/admin-dtima/search?q=${encodeURIComponent('<script>alert(1)</script>')}`)
		await expect(page.getByRole('status')).toContainText('<script>alert(1)</script>')
	})
})
