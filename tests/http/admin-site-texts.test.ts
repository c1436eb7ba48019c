import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SITE_TEXTS_PATH } from '#app/features/cms/settings-screens'
import { catalogs, escapeHtml, settings, text } from '../support/texts'
import { Client } from './client'
import { startSignedInServer } from './start-server'

// The Site texts screen against the production server (`http`; their storage on both databases in
// site-texts.db.test.ts): what an administrator saves there is what residents read on the public pages, in
// the page's language, at once; markup stays text; a wrong placeholder is refused in the staff
// member's language, with what they typed kept.

let server: Awaited<ReturnType<typeof startSignedInServer>>['server']
let admin: Client
let visitor: Client

beforeAll(async () => {
	;({ server, admin } = await startSignedInServer())
	visitor = new Client(server.origin)
})
afterAll(() => server?.stop())

const HOSTILE = '<script>alert(1)</script>'

/** The text of the page's h1 (the hero title on the home page). */
const h1 = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]

describe('Site texts', () => {
	test('the screen shows each section as a fieldset with its heading, and both languages of each text', async () => {
		admin.setCookie('admin_lang', 'en')
		const page = await admin.get(SITE_TEXTS_PATH)
		expect(page.status).toBe(200)
		for (const key of ['home', 'footer', 'help'] as const) {
			expect(page.body).toContain(escapeHtml(text('en', `admin.texts.section.${key}`)))
		}
		const field = (name: string, lang: string) =>
			new RegExp(`<input(?=[^>]*name="${name}")(?=[^>]*lang="${lang}")`).test(page.body)
		expect(field('hero.title:en', 'en')).toBe(true)
		expect(field('hero.title:fr', 'fr')).toBe(true)
		// The default wording is the hint, in its language.
		expect(page.body).toContain(`<span lang="fr">${escapeHtml(catalogs.fr['hero.title'])}</span>`)
	})

	test('a French hero title and a footer notice show on /fr and /, each in its own language', async () => {
		const home = await admin.adminPost(SITE_TEXTS_PATH, {
			section: 'home',
			'hero.title:en': '',
			'hero.title:fr': 'Bonjour et bienvenue à la {product}',
		})
		expect(home.status).toBe(302)
		expect(home.headers.location).toBe(`${SITE_TEXTS_PATH}#texts-home`)
		const footer = await admin.adminPost(SITE_TEXTS_PATH, {
			section: 'footer',
			'footer.fraudText:en': 'Pay only at the council treasury. Report touts on {phone}.',
			'footer.fraudText:fr':
				'Payez uniquement à la recette municipale. Signalez les rabatteurs au {phone}.',
		})
		expect(footer.status).toBe(302)

		const fr = await visitor.get('/fr')
		expect(fr.status).toBe(200)
		expect(h1(fr.body)).toBe(`Bonjour et bienvenue à la ${escapeHtml(settings.name.fr)}`)
		expect(fr.body).toContain(
			`Payez uniquement à la recette municipale. Signalez les rabatteurs au ${escapeHtml(settings.phone)}.`,
		)

		const en = await visitor.get('/')
		expect(en.status).toBe(200)
		// No English override: the default English title.
		expect(h1(en.body)).toBe(escapeHtml(text('en', 'hero.title')))
		expect(en.body).toContain(
			`Pay only at the council treasury. Report touts on ${escapeHtml(settings.phone)}.`,
		)
		expect(en.body).not.toContain('Bonjour et bienvenue')
	})

	test('the help page shows its reworded introduction', async () => {
		const help = await admin.adminPost(SITE_TEXTS_PATH, {
			section: 'help',
			'help.pageIntro:fr': 'Les réponses aux questions que vous posez le plus souvent.',
		})
		expect(help.status).toBe(302)
		const page = await visitor.get('/fr/help')
		expect(page.body).toContain('Les réponses aux questions que vous posez le plus souvent.')
		// Saving the help section kept the home page's title.
		expect(h1((await visitor.get('/fr')).body)).toContain('Bonjour et bienvenue')
	})

	test('markup is shown as text on the public site and on the screen', async () => {
		const reply = await admin.adminPost(SITE_TEXTS_PATH, {
			section: 'footer',
			'footer.credits:en': HOSTILE,
			'footer.credits:fr': `"><img src=x onerror=alert(1)>`,
		})
		expect(reply.status).toBe(302)
		for (const [path, shown] of [
			['/', HOSTILE],
			['/fr', `"><img src=x onerror=alert(1)>`],
		] as const) {
			const page = await visitor.get(path)
			expect(page.body).toContain(escapeHtml(shown))
			expect(page.body).not.toContain(HOSTILE)
			expect(page.body).not.toContain('<img src=x onerror')
		}
		const screen = await admin.get(SITE_TEXTS_PATH)
		expect(screen.body).not.toContain(HOSTILE)
		expect(screen.body).toContain(`value="${escapeHtml(HOSTILE)}"`)
	})

	test('a wrong placeholder is refused in French for a French-speaking staff member, keeping what was typed', async () => {
		admin.setCookie('admin_lang', 'fr')
		const typed = 'Créée en {annee}'
		const reply = await admin.adminPost(SITE_TEXTS_PATH, {
			section: 'footer',
			'footer.established:fr': typed,
			'footer.fraudTitle:fr': 'Signalez toute fraude',
		})
		expect(reply.status).toBe(400)
		expect(reply.body).toContain('<html lang="fr"')
		expect(reply.body).toContain(
			escapeHtml(text('fr', 'admin.texts.placeholders', { found: '{annee}', allowed: '{year}' })),
		)
		expect(reply.body).toContain(`value="${escapeHtml(typed)}"`)
		expect(reply.body).toContain('value="Signalez toute fraude"')
		// Nothing of that form was saved.
		const page = await visitor.get('/fr')
		expect(page.body).not.toContain('{annee}')
		expect(page.body).not.toContain('Signalez toute fraude')
		expect(page.body).toContain(escapeHtml(catalogs.fr['footer.fraudTitle']))
	})

	test('a text outside the allow-list is refused', async () => {
		const reply = await admin.adminPost(SITE_TEXTS_PATH, {
			section: 'home',
			'meta.homeTitle:en': 'Not editable',
		})
		expect(reply.status).toBe(400)
		expect((await visitor.get('/')).body).not.toContain('Not editable')
	})
})
