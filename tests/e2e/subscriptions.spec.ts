import { expect, test } from './fixtures'
import { ANY_VIEWPORT, expectNoAxeViolations } from './helpers'
import { spawnServer } from '../../scripts/spawn-server.js'
import { startSmtp, type TestSmtp } from '../support/smtp'
import { TestClock } from '../support/test-clock'
import { Client } from '../http/client'
import { SAMPLE_ADMIN_EMAIL, SAMPLE_ADMIN_PASSWORD } from '#app/seed/seed.server'

// Subscriptions by email (decision 040) as a resident sees them: signing up in French without
// JavaScript, confirming from the mail, the manage and unsubscribe pages, and the WhatsApp link on
// an article; axe on each. The shared e2e servers send no mail, so this file starts one that does
// (with a real SMTP server, and a clock the test moves past the form's minimum fill time).
// The pages are the same markup at any width (their phone layout is scanned by
// accessibility.spec.ts): desktop only.

// Each test walks several pages with an axe scan on most: the staff area's budget (playwright.config.ts).
test.describe.configure({ mode: 'serial', timeout: 90_000 })

let smtp: TestSmtp
let server: Awaited<ReturnType<typeof spawnServer>>
let clock: TestClock

test.beforeAll(async () => {
	smtp = await startSmtp()
	clock = TestClock.create('council-e2e-subs-clock-')
	server = await spawnServer({
		prefix: 'council-e2e-subs-',
		env: { ...smtp.env, ...clock.env, TEST_SWEEP_MS: '300' },
	})
})
test.afterAll(async () => {
	await server?.stop()
	await smtp?.close()
	clock?.remove()
})

/** A person takes a few seconds to fill the form: the server's clock is moved instead. */
function takeYourTime() {
	clock.advance(5_000)
}

const linkIn = (text: string | undefined, page: string) =>
	new RegExp(`https?://\\S+/subscribe/${page}\\?token=[\\w-]+`).exec(text ?? '')?.[0] ?? ''

/** A clerk writes and publishes an article (through the staff area's forms, without a browser). */
async function publish(title: string, titleFr: string) {
	const admin = new Client(server.origin)
	await admin.signIn(SAMPLE_ADMIN_EMAIL, SAMPLE_ADMIN_PASSWORD)
	const news = '/admin-dtima/content/news'
	const created = await admin.adminPost(news, {
		intent: 'create',
		token: `e2e-subs-${Date.now()}`,
		title_en: title,
		title_fr: titleFr,
		content_en: 'Children and neighbours can fetch water all day.',
		content_fr: 'Les enfants et les voisins peuvent puiser de l’eau toute la journée.',
	})
	expect(created.status).toBe(302)
	const id = new RegExp(`${title}[\\s\\S]*?edit=(\\d+)`).exec((await admin.get(news)).body)?.[1]
	expect((await admin.adminPost(news, { intent: 'publish', id: id! })).status).toBe(302)
}

// axe runs in pages with JavaScript (it is a script): the scans are in the English test below.
test.describe('without JavaScript, in French', () => {
	test.use({ javaScriptEnabled: false })

	test(
		'subscribe, confirm from the mail, get an article, share it on WhatsApp',
		{ tag: ANY_VIEWPORT },
		async ({ page }) => {
			const email = 'nadege@example.cm'
			await page.goto(`${server.origin}/fr/subscribe`)
			await expect(page.getByRole('heading', { level: 1 })).toHaveText('Les nouvelles par courriel')
			await page.getByLabel('Votre adresse électronique').fill(email)
			await page.getByRole('checkbox', { name: 'Actualités' }).check()
			await page.getByRole('checkbox', { name: 'Alertes (urgences, avertissements)' }).check()
			await page.getByRole('radio', { name: 'Français', exact: true }).check()
			takeYourTime()
			await page.getByRole('button', { name: 'S’abonner' }).click()
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(
				'Consultez votre boîte de réception',
			)

			const confirmation = await smtp.waitFor((m) => m.envelopeTo.includes(email))
			expect(confirmation.subject).toBe('Commune de Mbonge : confirmez votre abonnement')
			await page.goto(linkIn(confirmation.text, 'confirm'))
			await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirmez votre abonnement')
			await page.getByRole('button', { name: 'Confirmer mon abonnement' }).click()
			await expect(page.getByRole('heading', { level: 1 })).toHaveText('Abonnement confirmé')

			// A clerk publishes an article: the subscriber gets it, in French.
			const title = 'New water point at the primary school'
			await publish(title, 'Nouveau point d’eau à l’école primaire')
			const news = await smtp.waitFor(
				(m) => m.envelopeTo.includes(email) && /point d’eau/.test(m.subject ?? ''),
			)
			expect(news.subject).toBe('Actualité : Nouveau point d’eau à l’école primaire')

			// The article's page, from the mail: a plain link to share it on WhatsApp.
			const article = /https?:\/\/\S+\/fr\/news\/[\w-]+/.exec(news.text ?? '')![0]
			await page.goto(article)
			const share = page.getByRole('link', { name: /Partager sur WhatsApp.*\(ouvre WhatsApp\)/ })
			await expect(share).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/)
			const message = decodeURIComponent((await share.getAttribute('href'))!.split('text=')[1]!)
			expect(message).toContain(
				'Nouveau point d’eau à l’école primaire — Commune de Mbonge, site officiel',
			)
			expect(message).toContain(`${title} — on the website of`)

			// The mail's "change your choices" page, then stopping from it.
			await page.goto(linkIn(news.text, 'manage'))
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(
				'Votre abonnement par courriel',
			)
			await expect(page.getByRole('checkbox', { name: 'Actualités' })).toBeChecked()
			await expect(page.getByRole('checkbox', { name: 'Événements' })).not.toBeChecked()
			await page.getByRole('checkbox', { name: 'Événements' }).check()
			await page.getByRole('button', { name: 'Enregistrer mes choix' }).click()
			await expect(page.getByRole('status')).toHaveText('Vos choix sont enregistrés.')
			await expect(page.getByRole('checkbox', { name: 'Événements' })).toBeChecked()

			await page.goto(linkIn(news.text, 'unsubscribe'))
			await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arrêter les courriels')
			await page.getByRole('button', { name: 'Se désabonner' }).click()
			await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vous êtes désabonné')
		},
	)
})

test.describe('with JavaScript, in English', () => {
	test(
		'every page and answer passes axe: the form, its mistakes, the inbox message, confirm, manage, unsubscribe',
		{ tag: ANY_VIEWPORT },
		async ({ page }) => {
			const email = 'kwame@example.cm'
			await page.goto(`${server.origin}/subscribe`)
			await expectNoAxeViolations(page)
			await page.getByLabel('Your email address').fill('kwame@example')
			await page.getByRole('radio', { name: 'Both (English and French in each email)' }).check()
			takeYourTime()
			await page.getByRole('button', { name: 'Subscribe' }).click()
			const problems = page.getByRole('alert')
			await expect(problems).toContainText('Enter a valid email address')
			await expect(problems).toContainText('Choose at least one thing to receive.')
			await expect(page.getByLabel('Your email address')).toHaveValue('kwame@example')
			await expect(
				page.getByRole('radio', { name: 'Both (English and French in each email)' }),
			).toBeChecked()
			await expectNoAxeViolations(page)
			await page.getByLabel('Your email address').fill(email)
			await page.getByRole('checkbox', { name: 'News', exact: true }).check()
			takeYourTime()
			await page.getByRole('button', { name: 'Subscribe' }).click()
			await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your inbox')
			await expectNoAxeViolations(page)

			const confirmation = await smtp.waitFor((m) => m.envelopeTo.includes(email))
			expect(confirmation.subject).toMatch(/^Confirm your subscription to /)
			await page.goto(linkIn(confirmation.text, 'confirm'))
			await expectNoAxeViolations(page)
			await page.getByRole('button', { name: 'Confirm my subscription' }).click()
			await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscription confirmed')
			await expectNoAxeViolations(page)

			await publish('Market stalls repainted', 'Les étals du marché repeints')
			const news = await smtp.waitFor(
				(m) => m.envelopeTo.includes(email) && /Market stalls/.test(m.subject ?? ''),
			)
			expect(news.subject).toBe(
				'News: Market stalls repainted / Actualité : Les étals du marché repeints',
			)
			await page.goto(linkIn(news.text, 'manage'))
			await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your email subscription')
			await expectNoAxeViolations(page)
			await page.goto(linkIn(news.text, 'unsubscribe'))
			await expectNoAxeViolations(page)
			await page.getByRole('button', { name: 'Unsubscribe' }).click()
			await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed')
			await expectNoAxeViolations(page)
		},
	)
})

test.describe('with JavaScript, in French', () => {
	test(
		'an address the browser refuses is said in French, whatever the phone’s language',
		{ tag: ANY_VIEWPORT },
		async ({ page }) => {
			// Decision 065: this browser is set to English; the message is the page's.
			await page.goto(`${server.origin}/fr/subscribe`)
			await page.locator('form[data-island="form-checks"][data-enhanced]').waitFor()
			const email = page.getByLabel('Votre adresse électronique')
			await email.fill('nadege chez example')
			await page.getByRole('button', { name: 'S’abonner' }).click()
			expect(await email.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(
				'Saisissez une adresse électronique valide, comme nom@exemple.cm.',
			)
			await expect(page).toHaveURL(`${server.origin}/fr/subscribe`)
			await email.fill('nadege@example.cm')
			expect(await email.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(true)
		},
	)
})
