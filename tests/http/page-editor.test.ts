import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { councilToday } from '#app/i18n/locales'
import { sampleDocuments } from '#app/seed/sample-documents.server'
import { catalogs, escapeHtml, settings, text } from '../support/texts'
import { Client, type Reply } from './client'
import { attributes, formValues, formWith, unescapeHtml, type FormFields } from './form-values'
import { startSignedInServer } from './start-server'

// The page editor and the Menu screen against the production server, on SQLite (`http`) and
// PostgreSQL (`http-pg`): each form is read out of the screen's HTML and posted back whole, as a
// browser sends it, with a few fields changed; what was saved is then read where residents read
// it (the page in both languages, the menu, the sitemap, the search) and where staff see it again.
// One server for the file; tests run in order and build on each other's pages.

const EDITOR = '/admin-dtima/pages/edit'
const MENU = '/admin-dtima/menu'
const HOSTILE = `<script>alert(1)</script><img src=x onerror=alert(1)>"'&`

let server: Awaited<ReturnType<typeof startSignedInServer>>['server']
let admin: Client
let visitor: Client

beforeAll(async () => {
	;({ server, admin } = await startSignedInServer())
	admin.setCookie('admin_lang', 'en')
	visitor = new Client(server.origin)
})
afterAll(() => server?.stop())

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const fr = (path: string) => (path === '/' ? '/fr' : `/fr${path}`)

/** The editor's (or Menu screen's) form as the screen shows it now. */
function editorForm(reply: Reply): FormFields {
	return formValues(formWith(reply.body, 'value="save"'))
}

async function openEditor(client: Client, query = '') {
	const reply = await client.get(`${EDITOR}${query}`)
	expect(reply.status, `GET ${EDITOR}${query}`).toBe(200)
	return editorForm(reply)
}

/** Presses a button of the editor with the form as it is (plus changes). */
function press(
	client: Client,
	query: string,
	values: FormFields,
	op: string,
	extra: FormFields = {},
) {
	return client.adminPost(`${EDITOR}${query}`, { ...values, ...extra, op })
}

/** The id of a page, from the Pages screen's row for its English address. */
async function pageId(path: string) {
	const list = await admin.get('/admin-dtima/pages')
	const row = new RegExp(`<tr[^>]*data-page="${path}"[^>]*>[\\s\\S]*?edit\\?id=(\\d+)`).exec(
		list.body,
	)
	expect(row, `row of ${path}`).not.toBeNull()
	return Number(row![1])
}

/** Where a POST sent the browser (`?id=N` of a created page). */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A text as a public page shows it: escaped, `{phone}` filled with the council's number, which
 * is a `tel:` link there.
 */
const shownWithPhone = (typed: string) =>
	new RegExp(
		typed
			.split('{phone}')
			.map((part) => escapeRegExp(escapeHtml(part)))
			.join(
				`<a href="tel:${escapeRegExp(settings.phone.replace(/[^\d+]/g, ''))}"[^>]*>${escapeRegExp(settings.phone)}</a>`,
			),
	)

const createdId = (reply: Reply) => Number(/[?&]id=(\d+)/.exec(reply.headers.location ?? '')?.[1])

/** The message of one field of the editor, read from the re-rendered form. */
function fieldError(html: string, name: string) {
	const id = `f-${name.replaceAll('.', '-')}-error`
	const m = new RegExp(`<p id="${id}"[^>]*>([^<]*)</p>`).exec(html)
	return m ? unescapeHtml(m[1]!) : null
}

/** The menu of a public page as the phone menu writes it: groups and their links, in order. */
function publicMenu(html: string) {
	const nav = /<details[^>]*site-nav-mobile[\s\S]*?<\/details>/.exec(html)?.[0] ?? ''
	const groups: { label: string; items: { href: string; label: string }[] }[] = []
	for (const m of nav.matchAll(/<p[^>]*>([^<]*)<\/p>|<a[^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)) {
		if (m[1] !== undefined) groups.push({ label: unescapeHtml(m[1]), items: [] })
		else groups.at(-1)?.items.push({ href: m[2]!, label: unescapeHtml(m[3]!) })
	}
	return groups
}

/** The desktop menu's groups (the server-rendered shell): key and label, in order. */
function desktopGroups(html: string) {
	return [...html.matchAll(/<button[^>]*data-group="([^"]+)"[^>]*>([^<]*)</g)].map((m) => ({
		key: m[1]!,
		label: unescapeHtml(m[2]!),
	}))
}

const menuHrefs = (html: string) => publicMenu(html).flatMap((g) => g.items.map((i) => i.href))

/**
 * The HTML without the site's own scripts: inline ones carry the nonce (their data is escaped
 * JSON); a public page's islands are the build's files, added by the server (decision 058).
 */
function withoutOwnScripts(html: string) {
	for (const tag of html.matchAll(/<script\b[^>]*>/g)) {
		expect(tag[0], 'every script is the site’s own').toMatch(
			/\snonce="[^"]+"|^<script type="module" src="\/assets\/islands\/[\w-]+\.js">$/,
		)
	}
	return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
}

/** No markup typed by a clerk became markup: no script but the site's own, no event attribute. */
function expectInert(html: string, what: string) {
	const rest = withoutOwnScripts(html)
	expect(rest, what).not.toMatch(/<script/i)
	expect(rest, what).not.toMatch(/<img\b[^>]*\bsrc=x/i)
	// Attribute values are escaped (no `>` inside), so each tag ends at the first `>`.
	for (const tag of rest.matchAll(/<[a-z][a-z0-9-]*\b[^>]*>/gi)) {
		const events = Object.keys(attributes(tag[0])).filter((name) => name.startsWith('on'))
		expect(events, `${what}: ${tag[0].slice(0, 120)}`).toEqual([])
	}
}

/** Search needs a moment to see a change (each instance checks for one every 2 s). */
async function eventually(check: () => Promise<boolean>, what: string) {
	for (let i = 0; i < 40; i++) {
		if (await check()) return
		await new Promise((r) => setTimeout(r, 250))
	}
	throw new Error(`never happened: ${what}`)
}

/** The search results of a results page (not the menu or the footer's links). */
const results = (html: string) =>
	/<ol\b[^>]*>[\s\S]*?<\/ol>/.exec(html.slice(html.indexOf('id="results"')))?.[0] ?? ''

const found = (path: string, needle: string) => async () =>
	results((await visitor.get(path)).body).includes(`href="${needle}`)

describe('editing a standard page', () => {
	test('a clerk rewords the birth certificate page’s fees notice; residents read it in both languages, in search, dated today', async () => {
		const id = await pageId('/services/birth-certificate')
		const values = await openEditor(admin, `?id=${id}`)
		const n = Object.keys(values)
			.map((k) => /^b\.(\d+)\.id$/.exec(k))
			.find((m) => m && values[m[0]] === 'fees')?.[1]
		expect(n, 'the fees block').toBeDefined()
		expect(values[`b.${n}.kind`]).toBe('callout')
		const word = `feeword${uid()}`
		const en = `Copies cost 500 FCFA (${word}en). Ask on {phone} & pay at the treasury.`
		const frText = `Les copies coûtent 500 FCFA (${word}fr). Renseignez-vous au {phone}.`
		const saved = await press(admin, `?id=${id}`, values, 'save', {
			[`b.${n}.text.en`]: en,
			[`b.${n}.text.fr`]: frText,
		})
		expect(saved.status).toBe(302)
		expect(saved.headers.location).toBe(`${EDITOR}?id=${id}`)
		expect(saved.setCookies.join()).toMatch(/admin_flash=[^;]+/)
		const after = await admin.get(saved.headers.location!)
		expect(after.body).toContain(escapeHtml(text('en', 'admin.toast.saved')))
		// Everything else of the form was saved as it was.
		expect(editorForm(after)).toEqual({
			...values,
			[`b.${n}.text.en`]: en,
			[`b.${n}.text.fr`]: frText,
			// The page's history: its state before (version 0), then this save.
			version: String(Number(values.version) + 1),
		})

		const today = councilToday()
		for (const [path, shown] of [
			['/services/birth-certificate', en],
			['/fr/services/birth-certificate', frText],
		] as const) {
			const page = await visitor.get(path)
			expect(page.status, path).toBe(200)
			expect(page.body, path).toMatch(shownWithPhone(shown))
			const lang = path.startsWith('/fr') ? 'fr' : 'en'
			const foot = page.body.slice(
				page.body.indexOf(escapeHtml(catalogs[lang]['page.dateModified'])),
			)
			expect(/<time[^>]*datetime="([^"]+)"/i.exec(foot)?.[1], `${path} modified`).toBe(today)
		}
		await eventually(found(`/search?q=${word}en`, '/services/birth-certificate'), 'English search')
		await eventually(
			found(`/fr/search?q=${word}fr`, '/fr/services/birth-certificate'),
			'French search',
		)
	})
})

describe('a page the council adds', () => {
	let id: number
	const tag = uid()
	const title = { en: `Water supply ${tag}`, fr: `Approvisionnement en eau ${tag}` }
	const first = { en: `/residents/water-${tag}`, fr: `/residents/eau-${tag}` }
	const second = { en: `/residents/water-supply-${tag}`, fr: `/residents/eau-potable-${tag}` }
	const third = { en: `/residents/drinking-water-${tag}`, fr: `/residents/eau-courante-${tag}` }
	const bodyWord = `wells${tag}`

	test('created under Residents, published and in the menu: in the menu, the sitemap and search', async () => {
		const values = await openEditor(admin, '?group=residents')
		expect(values.group).toBe('residents')
		expect(values.status).toBe('draft')
		expect(values.inMenu).toBe('on')
		const created = await press(admin, '', values, 'save', {
			status: 'published',
			pathEn: first.en,
			pathFr: first.fr,
			'title.en': title.en,
			'title.fr': title.fr,
			'description.en': 'Where to get water',
			'description.fr': 'Où trouver de l’eau',
			'b.0.paragraphs.en': `The council keeps the ${bodyWord} clean.`,
			'b.0.paragraphs.fr': `La commune entretient les puits ${bodyWord}.`,
		})
		expect(created.status).toBe(302)
		id = createdId(created)
		expect(id).toBeGreaterThan(0)
		expect((await admin.get(created.headers.location!)).body).toContain(
			escapeHtml(text('en', 'admin.pageEditor.created')),
		)

		const en = await visitor.get(first.en)
		expect(en.status).toBe(200)
		expect(en.body).toContain(escapeHtml(title.en))
		const frPage = await visitor.get(fr(first.fr))
		expect(frPage.status).toBe(200)
		expect(frPage.body).toContain(escapeHtml(title.fr))

		const residents = (html: string, lang: 'en' | 'fr') =>
			publicMenu(html).find((g) => g.label === catalogs[lang]['nav.residents'])
		expect(residents((await visitor.get('/')).body, 'en')?.items.at(-1)).toEqual({
			href: first.en,
			label: title.en,
		})
		expect(residents((await visitor.get('/fr')).body, 'fr')?.items.at(-1)).toEqual({
			href: fr(first.fr),
			label: title.fr,
		})
		const sitemap = (await visitor.get('/sitemap.xml')).body
		expect(sitemap).toContain(`${first.en}</loc>`)
		await eventually(found(`/search?q=${bodyWord}`, first.en), 'found in English')
	})

	test('the sitemap, the French search and the English page’s hreflang give the page’s own French address', async () => {
		const sitemap = (await visitor.get('/sitemap.xml')).body
		expect(sitemap).toContain(`${fr(first.fr)}</loc>`)
		expect(sitemap).not.toContain(fr(first.en))
		await eventually(found(`/fr/search?q=${bodyWord}`, fr(first.fr)), 'found in French')
		const en = (await visitor.get(first.en)).body
		expect(en).toMatch(
			new RegExp(`<link rel="alternate" hrefLang="fr" href="[^"]*${fr(first.fr)}"`, 'i'),
		)
		// The language switch leads straight to the French address…
		expect(en).toContain(`href="${fr(first.fr)}"`)
		// …and the English path under /fr (a switch built by swapping the prefix) gets there too.
		const swapped = await visitor.get(`${fr(first.en)}?a=1`)
		expect(swapped.status).toBe(301)
		expect(swapped.headers.location).toBe(`${fr(first.fr)}?a=1`)
	})

	test('new addresses: the old ones answer 301 (query kept) in both languages; menu and footer links follow', async () => {
		const link = `Water link ${tag}`
		const quick = await admin.adminPost('/admin-dtima/content/quick-links', {
			intent: 'create',
			token: uid(),
			label_en: link,
			label_fr: `Lien eau ${tag}`,
			href: first.en,
			sort_order: '0',
		})
		expect(quick.status).toBe(302)
		const footerLink = async (path: string) =>
			new RegExp(
				`<a[^>]*href="([^"]*)"[^>]*>${escapeHtml(path === '/' ? link : `Lien eau ${tag}`)}<`,
			).exec((await visitor.get(path)).body)?.[1]
		expect(await footerLink('/')).toBe(first.en)

		const values = await openEditor(admin, `?id=${id}`)
		const saved = await press(admin, `?id=${id}`, values, 'save', {
			pathEn: second.en,
			pathFr: second.fr,
		})
		expect(saved.status).toBe(302)
		for (const [from, to] of [
			[first.en, second.en],
			[fr(first.fr), fr(second.fr)],
		] as const) {
			const moved = await visitor.get(`${from}?utm_source=radio&x=1`)
			expect(moved.status, from).toBe(301)
			expect(moved.headers.location, from).toBe(`${to}?utm_source=radio&x=1`)
			// A shared cache in front may keep the redirect a second, so it takes the place of its
			// copy of the page that was there (decision 063).
			expect((await visitor.get(from)).headers['cache-control'], from).toBe(
				'public, max-age=0, s-maxage=1',
			)
			expect((await visitor.get(to)).status, to).toBe(200)
		}
		expect(menuHrefs((await visitor.get('/')).body)).toContain(second.en)
		expect(menuHrefs((await visitor.get('/')).body)).not.toContain(first.en)
		expect(menuHrefs((await visitor.get('/fr')).body)).toContain(fr(second.fr))
		expect(await footerLink('/')).toBe(second.en)
		expect(await footerLink('/fr')).toBe(fr(second.en))
	})

	test('moved again: the first address goes straight to the latest', async () => {
		const values = await openEditor(admin, `?id=${id}`)
		expect(values.pathEn).toBe(second.en)
		const saved = await press(admin, `?id=${id}`, values, 'save', {
			pathEn: third.en,
			pathFr: third.fr,
		})
		expect(saved.status).toBe(302)
		for (const [from, to] of [
			[first.en, third.en],
			[second.en, third.en],
			[fr(first.fr), fr(third.fr)],
			[fr(second.fr), fr(third.fr)],
		] as const) {
			const moved = await visitor.get(from)
			expect(moved.status, from).toBe(301)
			expect(moved.headers.location, from).toBe(to)
		}
	})

	test('deleted after confirmation: 410 with the removed page in both languages, gone from menu, sitemap and search', async () => {
		const confirm = await admin.get(`${EDITOR}?id=${id}&delete`)
		expect(confirm.status).toBe(200)
		expect(confirm.body).toContain(escapeHtml(text('en', 'admin.pageEditor.deleteTitle')))
		expect(confirm.body).toContain(`<li>${third.en}</li>`)
		expect(confirm.body).toContain(`<li>${fr(third.fr)}</li>`)
		const deleted = await admin.adminPost(`${EDITOR}?id=${id}`, { op: 'delete' })
		expect(deleted.status).toBe(302)
		expect(deleted.headers.location).toBe('/admin-dtima/pages')

		for (const [path, lang] of [
			[third.en, 'en'],
			[first.en, 'en'],
			[fr(third.fr), 'fr'],
			[fr(second.fr), 'fr'],
		] as const) {
			const gone = await visitor.get(path)
			expect(gone.status, path).toBe(410)
			expect(gone.body, path).toContain(escapeHtml(text(lang, 'gone.title')))
			expect(gone.body, path).toMatch(new RegExp(`<html[^>]*lang="${lang}"`))
		}
		expect(menuHrefs((await visitor.get('/')).body)).not.toContain(third.en)
		expect(menuHrefs((await visitor.get('/fr')).body)).not.toContain(fr(third.fr))
		expect((await visitor.get('/sitemap.xml')).body).not.toContain(tag)
		await eventually(
			async () => !(await found(`/search?q=${bodyWord}`, third.en)()),
			'gone from search',
		)
		expect(await found(`/fr/search?q=${bodyWord}`, fr(third.fr))()).toBe(false)
		expect((await admin.get(`${EDITOR}?id=${id}`)).status).toBe(404)
	})

	test('a standard page cannot be deleted', async () => {
		const standard = await pageId('/residents/public-safety')
		const confirm = await admin.get(`${EDITOR}?id=${standard}&delete`)
		// No confirmation: the editor, with the note that standard pages are only unpublished.
		expect(withoutOwnScripts(confirm.body)).not.toContain(
			escapeHtml(text('en', 'admin.pageEditor.deleteConfirm')),
		)
		expect(confirm.body).toContain(escapeHtml(text('en', 'admin.pageEditor.standardNote')))
		const refused = await admin.adminPost(`${EDITOR}?id=${standard}`, { op: 'delete' })
		expect(refused.status).toBe(302)
		expect(refused.headers.location).toBe(`${EDITOR}?id=${standard}`)
		expect((await admin.get(refused.headers.location!)).body).toContain(
			escapeHtml(text('en', 'admin.pageEditor.standardCannotDelete')),
		)
		expect((await visitor.get('/residents/public-safety')).status).toBe(200)
		expect((await visitor.get('/fr/residents/public-safety')).status).toBe(200)
	})
})

describe('drafts and publishing', () => {
	const tag = uid()
	const path = `/visitors/market-${tag}`

	test('a draft answers 404 and is in neither the menu nor the sitemap', async () => {
		const values = await openEditor(admin, '?group=visitors')
		const saved = await press(admin, '', values, 'save', {
			pathEn: path,
			'title.en': `Market ${tag}`,
		})
		expect(saved.status).toBe(302)
		expect((await visitor.get(path)).status).toBe(404)
		expect((await visitor.get(fr(path))).status).toBe(404)
		expect(menuHrefs((await visitor.get('/')).body)).not.toContain(path)
		expect((await visitor.get('/sitemap.xml')).body).not.toContain(tag)
	})

	test('publishing needs the title and description in both languages; what was typed is kept', async () => {
		const id = await pageId(path)
		const values = await openEditor(admin, `?id=${id}`)
		expect(values.pathFr).toBe(path)
		const typed = `Le marché ${tag} <b>du samedi</b>`
		const refused = await press(admin, `?id=${id}`, values, 'save', {
			status: 'published',
			'title.fr': typed,
			'description.en': 'Saturday market',
		})
		expect(refused.status).toBe(400)
		const needs = text('en', 'admin.pageEditor.error.publishNeeds')
		expect(fieldError(refused.body, 'description.fr')).toBe(needs)
		expect(fieldError(refused.body, 'title.fr')).toBeNull()
		expect(fieldError(refused.body, 'title.en')).toBeNull()
		const kept = editorForm(refused)
		expect(kept['title.fr']).toBe(typed)
		expect(kept['description.en']).toBe('Saturday market')
		expect(kept.status).toBe('published')
		expect((await visitor.get(path)).status).toBe(404)

		const published = await press(admin, `?id=${id}`, kept, 'save', {
			'description.fr': 'Marché du samedi',
		})
		expect(published.status).toBe(302)
		expect((await visitor.get(path)).status).toBe(200)
		expect((await visitor.get(fr(path))).body).toContain(escapeHtml(typed))
	})
})

describe('what the editor refuses, in the staff member’s language, keeping what was typed', () => {
	let id: number
	let values: FormFields
	const tag = uid()

	beforeAll(async () => {
		const form = await openEditor(admin, '?group=business')
		const withFees = editorForm(await press(admin, '', form, 'add-block', { addKind: 'fees' }))
		const withButtons = editorForm(
			await press(admin, '', withFees, 'add-block', { addKind: 'actions' }),
		)
		const created = await press(admin, '', withButtons, 'save', {
			pathEn: `/business/market-fees-${tag}`,
			'title.en': `Market fees ${tag}`,
			'b.1.items.0.label.en': 'Stall',
			'b.1.items.0.label.fr': 'Étal',
			'b.1.items.0.amount': '1500',
			'b.2.actions.0.label.en': 'Pay',
			'b.2.actions.0.label.fr': 'Payer',
			'b.2.actions.0.href': '/services/tax',
		})
		expect(created.status, created.body.slice(0, 500)).toBe(302)
		id = createdId(created)
		values = await openEditor(admin, `?id=${id}`)
		expect(values['b.1.kind']).toBe('fees')
		expect(values['b.2.kind']).toBe('actions')
	})

	const cases: {
		what: string
		change: FormFields
		field: string
		key: Parameters<typeof text>[1]
	}[] = [
		{
			what: 'an address not in the form',
			change: { pathEn: '/market fees!' },
			field: 'pathEn',
			key: 'admin.pageEditor.error.address',
		},
		{
			what: 'a news address',
			change: { pathEn: '/news/x' },
			field: 'pathEn',
			key: 'admin.pageEditor.error.addressReserved',
		},
		{
			what: 'a staff-area address',
			change: { pathFr: '/admin-dtima/x' },
			field: 'pathFr',
			key: 'admin.pageEditor.error.addressReserved',
		},
		{
			what: 'a French-prefixed address',
			change: { pathFr: '/fr/x' },
			field: 'pathFr',
			key: 'admin.pageEditor.error.addressReserved',
		},
		{
			what: 'another page’s address',
			change: { pathEn: '/services/tax' },
			field: 'pathEn',
			key: 'admin.pageEditor.error.addressTaken',
		},
		{
			what: 'another page’s French address',
			change: { pathFr: '/services/tax' },
			field: 'pathFr',
			key: 'admin.pageEditor.error.addressTaken',
		},
		{
			what: 'a script button',
			change: { 'b.2.actions.0.href': 'javascript:alert(1)' },
			field: 'b.2.actions.0.href',
			key: 'admin.pageEditor.error.href',
		},
		{
			what: 'a button to another site',
			change: { 'b.2.actions.0.href': '//evil.example' },
			field: 'b.2.actions.0.href',
			key: 'admin.pageEditor.error.href',
		},
		{
			what: 'an amount that is not a number',
			change: { 'b.1.items.0.amount': '1 500 F' },
			field: 'b.1.items.0.amount',
			key: 'admin.validation.number',
		},
		{
			what: 'an amount too large',
			change: { 'b.1.items.0.amount': '1000000001' },
			field: 'b.1.items.0.amount',
			key: 'admin.validation.number',
		},
		{
			what: 'a text over 5000 characters',
			change: { 'b.1.items.0.label.fr': 'é'.repeat(5001) },
			field: 'b.1.items.0.label.fr',
			key: 'admin.validation.tooLong',
		},
		{
			what: 'a bad section anchor',
			change: { 'b.0.id': 'Fees Section' },
			field: 'b.0.id',
			key: 'admin.pageEditor.error.anchor',
		},
	]
	const vars = { max: 5000 }
	for (const lang of ['en', 'fr'] as const) {
		for (const c of cases) {
			test(`${lang}: ${c.what}`, async () => {
				admin.setCookie('admin_lang', lang)
				try {
					const typed = { ...c.change, 'intro.fr': `Typed ${lang} <i>${tag}</i>` }
					const reply = await press(admin, `?id=${id}`, values, 'save', typed)
					expect(reply.status).toBe(400)
					expect(reply.body).toMatch(new RegExp(`<html[^>]*lang="${lang}"`))
					const message =
						c.key === 'admin.validation.tooLong'
							? text(lang, c.key, vars)
							: c.key === 'admin.validation.number'
								? text(lang, c.key, { max: 1_000_000_000 })
								: text(lang, c.key)
					expect(fieldError(reply.body, c.field)).toBe(message)
					// The summary at the top says it too, and links to the field.
					expect(reply.body).toContain(`href="#f-${c.field.replaceAll('.', '-')}"`)
					// Everything typed is there to correct.
					expect(editorForm(reply)).toEqual({ ...values, ...typed })
				} finally {
					admin.setCookie('admin_lang', 'en')
				}
			})
		}
	}

	test('nothing refused was saved', async () => {
		expect(await openEditor(admin, `?id=${id}`)).toEqual(values)
	})
})

describe('markup typed into every field stays text', () => {
	const tag = uid()
	const path = `/residents/hostile-${tag}`
	const textKinds = ['prose', 'list', 'cards', 'fees', 'facts', 'timeline', 'callout', 'actions']
	const hostile = (field: string) => `${field} ${HOSTILE} {phone}`
	let id: number
	let typed: FormFields

	test('a block of every kind with texts, every text hostile, saved published', async () => {
		let values = await openEditor(admin, '?group=residents')
		for (const kind of textKinds.slice(1)) {
			const added = await press(admin, '', values, 'add-block', { addKind: kind })
			expect(added.status).toBe(200)
			values = editorForm(added)
		}
		expect(
			Object.keys(values)
				.filter((k) => k.endsWith('.kind'))
				.map((k) => values[k]),
		).toEqual(textKinds)
		typed = { ...values, status: 'published', pathEn: path, pathFr: path }
		let count = 0
		for (const name of Object.keys(values)) {
			if (/\.(en|fr)$/.test(name) && !name.startsWith('menuLabel.')) {
				typed[name] = hostile(name)
				count++
			}
			if (name.endsWith('.href')) typed[name] = '/services/tax'
			if (name.endsWith('.amount')) typed[name] = '250'
		}
		expect(count).toBeGreaterThan(40)
		const saved = await press(admin, '', typed, 'save')
		expect(saved.status, saved.body.match(/<p id="f-[^"]*-error"[^>]*>[^<]*/g)?.join('\n')).toBe(
			302,
		)
		id = createdId(saved)
	})

	test('the public page shows every text, escaped, in each language', async () => {
		for (const lang of ['en', 'fr'] as const) {
			const page = await visitor.get(lang === 'en' ? path : fr(path))
			expect(page.status).toBe(200)
			expectInert(page.body, `public ${lang}`)
			const missing = Object.keys(typed)
				.filter((name) => name.endsWith(`.${lang}`) && typed[name] === hostile(name))
				// The page's description is its meta description, also escaped (a number there is text).
				.filter(
					(name) =>
						!page.body.includes(escapeHtml(hostile(name)).replace('{phone}', settings.phone)) &&
						!shownWithPhone(hostile(name)).test(page.body),
				)
			expect(missing, `shown on the ${lang} page`).toEqual([])
			const bare = withoutOwnScripts(page.body)
			expect(bare).not.toContain('{phone}')
		}
	})

	test('the editor shows them back as typed, inert', async () => {
		const reply = await admin.get(`${EDITOR}?id=${id}`)
		expectInert(reply.body, 'editor')
		const values = editorForm(reply)
		for (const [name, value] of Object.entries(typed)) {
			// The version moved on with the save (the page's history).
			if (name === 'csrf' || name === 'version') continue
			expect(values[name], name).toBe(value.trim())
		}
		// Its title is longer than a menu label may be: saved again as it is, it is still accepted
		// (the label left empty is the title, not a label typed too long), and so is the Menu screen.
		expect(values['title.en']!.length).toBeGreaterThan(60)
		expect(values['menuLabel.en']).toBe('')
		expect((await press(admin, `?id=${id}`, values, 'save')).status).toBe(302)
		const menu = await admin.get(MENU)
		expect(editorForm(menu)[`p.${id}.label.en`]).toBe('')
		expect((await admin.adminPost(MENU, { ...editorForm(menu), op: 'save' })).status).toBe(302)
		expect(menuHrefs((await visitor.get('/')).body)).toContain(path)
	})

	test('a text over 5000 characters is refused with the length message', async () => {
		const values = await openEditor(admin, `?id=${id}`)
		const reply = await press(admin, `?id=${id}`, values, 'save', {
			'b.3.items.0.note.en': `${HOSTILE}${'x'.repeat(5001)}`,
		})
		expect(reply.status).toBe(400)
		expect(fieldError(reply.body, 'b.3.items.0.note.en')).toBe(
			text('en', 'admin.validation.tooLong', { max: 5000 }),
		)
		expectInert(reply.body, 'refused form')
		expect((await visitor.get(path)).body).not.toContain('x'.repeat(5001))
	})
})

describe('editors (not administrators) and anonymous visitors', () => {
	let editor: Client

	beforeAll(async () => {
		const email = `editor-${uid()}@example.org`
		const reply = await admin.adminPost('/admin-dtima/users', {
			intent: 'create',
			name: 'Edith Editor',
			email,
			role: 'editor',
		})
		const password = /data-issued-password[^>]*>\s*([^<\s]+)\s*</.exec(reply.body)?.[1]
		expect(password).toBeDefined()
		editor = new Client(server.origin)
		await editor.signIn(email, password!)
	})

	test('an editor edits a page and arranges the menu', async () => {
		const id = await pageId('/visitors/history')
		const values = await openEditor(editor, `?id=${id}`)
		const intro = `History, retold ${uid()}`
		const saved = await press(editor, `?id=${id}`, values, 'save', { 'intro.en': intro })
		expect(saved.status).toBe(302)
		expect((await visitor.get('/visitors/history')).body).toContain(escapeHtml(intro))
		const menu = await editor.get(MENU)
		expect(menu.status).toBe(200)
		const posted = await editor.adminPost(MENU, { ...editorForm(menu), op: 'save' })
		expect(posted.status).toBe(302)
		expect(posted.headers.location).toMatch(new RegExp(`^${MENU}#`))
	})

	test('anonymous posts are sent to sign in and change nothing', async () => {
		const id = await pageId('/visitors/history')
		const anonymous = new Client(server.origin)
		for (const [path, form] of [
			[`${EDITOR}?id=${id}`, { op: 'delete' }],
			[`${EDITOR}?id=${id}`, { op: 'save', 'title.en': 'Hacked' }],
			[EDITOR, { op: 'save', 'title.en': 'Hacked', pathEn: '/hacked' }],
			[MENU, { op: 'up-group:1', 'g.0.label.en': 'Hacked' }],
		] as const) {
			const reply = await anonymous.post(path, { form })
			expect(reply.status, path).toBe(302)
			expect(reply.headers.location, path).toMatch(/^\/admin-dtima\/login/)
		}
		expect((await visitor.get('/visitors/history')).status).toBe(200)
		expect((await visitor.get('/hacked')).status).toBe(404)
		expect((await visitor.get('/')).body).not.toContain('Hacked')
	})
})

// Last: it rearranges the menu the tests above read.
describe('the Menu screen', () => {
	const groupsOf = async (path: string) => desktopGroups((await visitor.get(path)).body)
	const menuForm = async () => {
		const reply = await admin.get(MENU)
		expect(reply.status).toBe(200)
		return editorForm(reply)
	}
	const groupIndex = (values: FormFields, key: string) =>
		Number(
			/^g\.(\d+)\.key$/.exec(
				Object.keys(values).find((k) => k.endsWith('.key') && values[k] === key)!,
			)![1],
		)

	test('rename a group in French: /fr shows it, / keeps its English label', async () => {
		const values = await menuForm()
		const i = groupIndex(values, 'visitors')
		const saved = await admin.adminPost(MENU, {
			...values,
			[`g.${i}.label.fr`]: 'Découvrir',
			op: 'save',
		})
		expect(saved.status).toBe(302)
		expect((await groupsOf('/fr')).find((g) => g.key === 'visitors')?.label).toBe('Découvrir')
		expect((await groupsOf('/')).find((g) => g.key === 'visitors')?.label).toBe(
			catalogs.en['nav.visitors'],
		)
		expect(publicMenu((await visitor.get('/fr')).body).map((g) => g.label)).toContain('Découvrir')
	})

	test('move a group up: both languages show the new order', async () => {
		const before = (await groupsOf('/')).map((g) => g.key)
		const values = await menuForm()
		const i = groupIndex(values, 'business')
		const saved = await admin.adminPost(MENU, { ...values, op: `up-group:${i}` })
		expect(saved.status).toBe(302)
		const b = before.indexOf('business')
		const expected = [...before]
		;[expected[b - 1], expected[b]] = [expected[b]!, expected[b - 1]!]
		expect((await groupsOf('/')).map((g) => g.key)).toEqual(expected)
		expect((await groupsOf('/fr')).map((g) => g.key)).toEqual(expected)
		// The French label given above is still there.
		expect((await groupsOf('/fr')).find((g) => g.key === 'visitors')?.label).toBe('Découvrir')
	})

	test('move a page down, hide another from the menu', async () => {
		const residents = async (path: string) =>
			publicMenu((await visitor.get(path)).body)
				.find((g) => g.items.some((item) => item.href.includes('/residents/')))!
				.items.map((item) => item.href.replace(/^\/fr/, ''))
		const before = await residents('/')
		const a = before.indexOf('/residents/arts-culture')
		expect(a).toBeGreaterThanOrEqual(0)
		expect(a).toBeLessThan(before.length - 1)
		const arts = await pageId('/residents/arts-culture')
		const moved = await admin.adminPost(MENU, { ...(await menuForm()), op: `down-page:${arts}` })
		expect(moved.status).toBe(302)
		expect(moved.headers.location).toBe(`${MENU}#page-${arts}`)
		const swapped = [...before]
		;[swapped[a], swapped[a + 1]] = [swapped[a + 1]!, swapped[a]!]
		expect(await residents('/')).toEqual(swapped)
		expect(await residents('/fr')).toEqual(swapped)

		const safety = await pageId('/residents/public-safety')
		const values = await menuForm()
		expect(values[`p.${safety}.inMenu`]).toBe('on')
		delete values[`p.${safety}.inMenu`]
		const hidden = await admin.adminPost(MENU, { ...values, op: 'save' })
		expect(hidden.status).toBe(302)
		const withoutSafety = swapped.filter((p) => p !== '/residents/public-safety')
		expect(withoutSafety).toHaveLength(swapped.length - 1)
		expect(await residents('/')).toEqual(withoutSafety)
		expect(await residents('/fr')).toEqual(withoutSafety)
		// Still a page of the site, only not in the menu.
		expect((await visitor.get('/residents/public-safety')).status).toBe(200)
		expect((await menuForm())[`p.${safety}.inMenu`]).toBeUndefined()
	})

	test('a label over 60 characters is refused, in French for a French-speaking clerk, and nothing is saved', async () => {
		const before = await menuForm()
		const menuBefore = (await visitor.get('/')).body
		const i = groupIndex(before, 'government')
		const long = 'G'.repeat(61)
		admin.setCookie('admin_lang', 'fr')
		try {
			const reply = await admin.adminPost(MENU, {
				...before,
				[`g.${i}.label.en`]: long,
				[`g.${i}.label.fr`]: 'Mairie',
				op: `down-group:${i}`,
			})
			expect(reply.status).toBe(400)
			expect(fieldError(reply.body, `g.${i}.label.en`)).toBe(
				text('fr', 'admin.validation.tooLong', { max: 60 }),
			)
			const kept = editorForm(reply)
			expect(kept[`g.${i}.label.en`]).toBe(long)
			expect(kept[`g.${i}.label.fr`]).toBe('Mairie')
		} finally {
			admin.setCookie('admin_lang', 'en')
		}
		expect(await menuForm()).toEqual(before)
		expect(desktopGroups((await visitor.get('/')).body)).toEqual(desktopGroups(menuBefore))
		expect((await visitor.get('/fr')).body).not.toContain('Mairie<')
	})
})

describe('pictures and documents in a page (decision 054)', () => {
	const tag = uid()
	const path = `/residents/road-works-${tag}`
	const alt = {
		en: `A grader levels the red road to the market ${tag}.`,
		fr: `Une niveleuse aplanit la route rouge du marché ${tag}.`,
	}
	let id: number
	let firstRef: string
	const picture = (colour: { r: number; g: number; b: number }) =>
		sharp({ create: { width: 900, height: 500, channels: 3, background: colour } })
			.png()
			.toBuffer()

	/** The editor's form sent as a browser sends it with files: multipart, whatever the button. */
	async function sendWithFile(
		query: string,
		values: FormFields,
		op: string,
		file: { name: string; mimeType: string; buffer: Buffer },
		fileField = 'b.1.file',
	) {
		return admin.post(`${EDITOR}${query}`, {
			multipart: { ...values, csrf: await admin.csrf(), op, [fileField]: file },
		})
	}

	/** The page's uploaded picture: its <img> attributes and its AVIF sources. */
	function uploadedPicture(html: string) {
		const frame = /<picture>[\s\S]*?<\/picture>/.exec(
			html.slice(html.indexOf('/uploads/') - 400),
		)?.[0]
		expect(frame, 'an uploaded picture on the page').toBeDefined()
		const img = attributes(/<img\b[^>]*>/.exec(frame!)![0])
		const avif = attributes(/<source\b[^>]*type="image\/avif"[^>]*>/.exec(frame!)![0])
		return { img, avif: (avif.srcset ?? '').split(', ').map((s) => s.split(' ')[0]!) }
	}

	test('a picture uploaded with its descriptions, published: each language’s <img alt>, its files served as images', async () => {
		let values = await openEditor(admin, '?group=residents')
		const added = await press(admin, '', values, 'add-block', { addKind: 'picture' })
		expect(added.status).toBe(200)
		values = editorForm(added)
		expect(values['b.1.kind']).toBe('picture')
		expect(values['b.1.image']).toBe('')
		const saved = await sendWithFile(
			'',
			{
				...values,
				status: 'published',
				pathEn: path,
				pathFr: path,
				'title.en': `Road works ${tag}`,
				'title.fr': `Travaux routiers ${tag}`,
				'description.en': 'Where the roads are being graded',
				'description.fr': 'Où les routes sont reprofilées',
				'b.0.paragraphs.en': 'The council grades the market road.',
				'b.0.paragraphs.fr': 'La commune reprofile la route du marché.',
				'b.1.alt.en': alt.en,
				'b.1.alt.fr': alt.fr,
			},
			'save',
			{ name: 'works.png', mimeType: 'image/png', buffer: await picture({ r: 180, g: 70, b: 30 }) },
		)
		expect(saved.status, saved.body.match(/<p id="f-[^"]*-error"[^>]*>[^<]*/g)?.join('\n')).toBe(
			302,
		)
		id = createdId(saved)

		for (const lang of ['en', 'fr'] as const) {
			const page = await visitor.get(lang === 'en' ? path : fr(path))
			expect(page.status).toBe(200)
			const { img, avif } = uploadedPicture(page.body)
			expect(img.alt).toBe(alt[lang])
			// Its size is on the <img> (nothing moves as it loads); not the first block: lazy.
			expect([img.width, img.height]).toEqual(['900', '500'])
			expect(img.loading).toBe('lazy')
			const webp = await visitor.get(img.src!)
			expect(webp.status).toBe(200)
			expect(webp.headers['content-type']).toBe('image/webp')
			expect(avif).toHaveLength(4)
			const large = await visitor.get(avif.at(-1)!)
			expect(large.status).toBe(200)
			expect(large.headers['content-type']).toBe('image/avif')
		}
		firstRef = (await openEditor(admin, `?id=${id}`))['b.1.image']!
		expect(firstRef).toMatch(/^upload:[0-9a-f]{20}:900x500:200,400,700,800$/)
	})

	test('a hostile file is refused with the message; everything typed comes back and nothing is saved', async () => {
		const values = await openEditor(admin, `?id=${id}`)
		const typed = { ...values, 'b.0.paragraphs.en': `Typed before the refusal ${tag}.` }
		const svg = Buffer.from(
			'<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
		)
		for (const [file, message] of [
			[{ name: 'photo.png', mimeType: 'image/png', buffer: svg }, 'admin.validation.imageBroken'],
			[
				// Over the 5 MB limit: dropped as it arrives, the rest of the form still read.
				{ name: 'big.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * 1024 * 1024 + 10, 1) },
				'admin.validation.imageSize',
			],
		] as const) {
			const reply = await sendWithFile(`?id=${id}`, typed, 'save', file)
			expect(reply.status).toBe(400)
			expect(fieldError(reply.body, 'b.1.image')).toBe(text('en', message))
			const back = editorForm(reply)
			expect(back['b.0.paragraphs.en']).toBe(typed['b.0.paragraphs.en'])
			expect(back['b.1.alt.fr']).toBe(alt.fr)
			expect(back['b.1.image']).toBe(firstRef)
			expectInert(reply.body, 'refused upload')
		}
		expect((await visitor.get(path)).body).not.toContain('Typed before the refusal')
	})

	test('a description missing in one language is asked for; the picture chosen with it is kept', async () => {
		const values = await openEditor(admin, `?id=${id}`)
		const reply = await sendWithFile(`?id=${id}`, { ...values, 'b.1.alt.fr': '' }, 'save', {
			name: 'blue.png',
			mimeType: 'image/png',
			buffer: await picture({ r: 30, g: 60, b: 160 }),
		})
		expect(reply.status).toBe(400)
		expect(fieldError(reply.body, 'b.1.alt.fr')).toBe(text('en', 'admin.validation.altRequired'))
		const back = editorForm(reply)
		// Stored already: sent back with the form, so the clerk need not choose it again.
		expect(back['b.1.image']).toMatch(/^upload:/)
		expect(back['b.1.image']).not.toBe(firstRef)
		expect((await visitor.get(path)).body).toContain(firstRef.split(':')[1])
	})

	test('replaced, then the first version restored from the history: the first picture is back', async () => {
		const values = await openEditor(admin, `?id=${id}`)
		const replaced = await sendWithFile(`?id=${id}`, values, 'save', {
			name: 'green.png',
			mimeType: 'image/png',
			buffer: await picture({ r: 40, g: 150, b: 60 }),
		})
		expect(replaced.status).toBe(302)
		const secondRef = (await openEditor(admin, `?id=${id}`))['b.1.image']!
		expect(secondRef).not.toBe(firstRef)
		const page = await visitor.get(path)
		expect(uploadedPicture(page.body).img.src).toContain(secondRef.split(':')[1])
		expect(page.body).not.toContain(firstRef.split(':')[1])

		const confirm = await admin.get(`/admin-dtima/history?type=page&id=${id}&restore=1`)
		expect(confirm.status).toBe(200)
		const restored = await admin.adminPost(`/admin-dtima/history?type=page&id=${id}`, {
			...formValues(formWith(confirm.body, 'value="restore"')),
			intent: 'restore',
		})
		expect(restored.status).toBe(302)
		const again = await visitor.get(path)
		expect(uploadedPicture(again.body).img.src).toContain(firstRef.split(':')[1])
		expect(uploadedPicture(again.body).img.alt).toBe(alt.en)
	})

	test('a link the site refuses in a paragraph: saved, and the message says so (issue 33)', async () => {
		const values = await openEditor(admin, `?id=${id}`)
		const plain = await press(admin, `?id=${id}`, values, 'save')
		expect(plain.status).toBe(302)
		const plainScreen = await admin.get(plain.headers.location!)
		expect(plainScreen.body).toContain(escapeHtml(text('en', 'admin.toast.saved')))
		expect(plainScreen.body).not.toContain(escapeHtml(text('en', 'admin.toast.savedLinksRefused')))

		const saved = await press(admin, `?id=${id}`, await openEditor(admin, `?id=${id}`), 'save', {
			'b.0.paragraphs.fr': 'Voir [le plan](javascript:alert(1)) du chantier.',
		})
		expect(saved.status).toBe(302)
		const screen = await admin.get(saved.headers.location!)
		expect(screen.body).toContain(escapeHtml(text('en', 'admin.toast.savedLinksRefused')))
		// Readers see the words, never a link.
		const page = await visitor.get(fr(path))
		expect(page.body).toContain('[le plan](javascript:alert(1))')
		expect(page.body).not.toMatch(/href="javascript:/i)
		const report = await admin.get('/admin-dtima/links')
		const rows = report.body.split('<tr').filter((row) => row.includes(`Road works ${tag}`))
		expect(rows.map((row) => /data-link-problem="(\w+)"/.exec(row)?.[1])).toContain('refused')
	})

	test('two documents of the library, ticked: both listed with their download link in each language', async () => {
		let values = await openEditor(admin, `?id=${id}`)
		const added = await press(admin, `?id=${id}`, values, 'add-block', { addKind: 'documents' })
		expect(added.status).toBe(200)
		values = editorForm(added)
		expect(values['b.2.kind']).toBe('documents')
		// The boxes to tick: each document's id and its title as the clerk reads it.
		const boxes = [
			...added.body.matchAll(
				/<input[^>]*name="b\.2\.documents"[^>]*value="(\d+)"[^>]*>[\s\S]*?<label[^>]*>[\s\S]*?<span[^>]*>([^<]*)<\/span>/g,
			),
		].map((m) => ({ id: m[1]!, title: unescapeHtml(m[2]!) }))
		const chosen = ['minutes-council-session-march-2026', 'budget-2026-summary'].map((slug) => {
			const doc = sampleDocuments.find((d) => d.slug === slug)!
			const box = boxes.find((b) => b.title === doc.title_en)
			expect(box, doc.title_en).toBeDefined()
			return { ...doc, id: box!.id }
		})
		// Two boxes of one name, as a browser sends them (the test's form reader keeps one value).
		const body = new URLSearchParams({
			...values,
			csrf: await admin.csrf(),
			op: 'save',
			'b.2.title.en': 'Council papers',
			'b.2.title.fr': 'Documents du conseil',
		})
		for (const doc of chosen) body.append('b.2.documents', doc.id)
		const saved = await admin.post(`${EDITOR}?id=${id}`, {
			data: body.toString(),
			headers: { 'content-type': 'application/x-www-form-urlencoded' },
		})
		expect(saved.status, saved.body.match(/<p id="f-[^"]*-error"[^>]*>[^<]*/g)?.join('\n')).toBe(
			302,
		)

		const links = (html: string) =>
			[...html.matchAll(/<a href="([^"]*\/download)"[^>]*>([^<]*)<\/a>/g)].map((m) => [
				m[1],
				unescapeHtml(m[2]!),
			])
		expect(links((await visitor.get(path)).body)).toEqual(
			chosen.map((d) => [`/documents/${d.slug}/download`, d.title_en]),
		)
		expect(links((await visitor.get(fr(path))).body)).toEqual(
			chosen.map((d) => [`/fr/documents/${d.slug}/download`, d.title_fr]),
		)
		const page = (await visitor.get(path)).body
		expect(page).toMatch(/PDF, \d+(\.\d)? KB/)
		const download = await visitor.get(`/documents/${chosen[0]!.slug}/download`)
		expect(download.status).toBe(200)
		expect(download.headers['content-type']).toBe('application/pdf')
		// The editor shows them ticked, in their order, first.
		const editor = await admin.get(`${EDITOR}?id=${id}`)
		const ticked = [...editor.body.matchAll(/<input\b[^>]*>/g)]
			.map((m) => attributes(m[0]))
			.filter((a) => a.name === 'b.2.documents' && 'checked' in a)
			.map((a) => a.value)
		expect(ticked).toEqual(chosen.map((d) => d.id))
	})

	test('a document unpublished since leaves the page, which still answers', async () => {
		const doc = sampleDocuments.find((d) => d.slug === 'minutes-council-session-march-2026')!
		const list = await admin.get('/admin-dtima/content/documents')
		const row = /data-item-row="(\d+)"/.exec(
			list.body.split('<tr').find((r) => r.includes(escapeHtml(doc.title_en))) ?? '',
		)
		expect(row, 'the document in the staff list').not.toBeNull()
		const unpublish = await admin.adminPost('/admin-dtima/content/documents', {
			intent: 'unpublish',
			id: row![1]!,
		})
		expect(unpublish.status).toBe(302)
		try {
			const page = await visitor.get(path)
			expect(page.status).toBe(200)
			expect(page.body).not.toContain(`/documents/${doc.slug}/download`)
			expect(page.body).toContain('/documents/budget-2026-summary/download')
		} finally {
			await admin.adminPost('/admin-dtima/content/documents', { intent: 'publish', id: row![1]! })
		}
	})
})
