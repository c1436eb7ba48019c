import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ResourceDef } from '#app/features/cms/resources'
import { resources } from '#app/features/content-types'
import { escapeHtml, text } from '../support/texts'
import { Client, type Reply } from './client'
import { formValues, formWith } from './form-values'
import { expectNotInServerPage, serverPage, ServerPage } from './server-page'
import { startSignedInServer } from './start-server'

// What the staff publish through the shared content form (decision 043) and what the public
// pages then show, in both languages, for the content types whose screens are that form alone:
// cabinet, FAQs, tenders, partners, businesses, programmes and quick links. Each is created (draft
// first where it has one), checked on its public pages with the language marks of a text written
// in one language only, edited from the form the staff screen draws, and deleted. The forms are
// posted as a browser without JavaScript sends them; the same screens with JavaScript (panels,
// toasts, row buttons) are driven in a browser for events (tests/e2e/admin-content.spec.ts), and
// the shared form's refusals in tests/e2e/admin-content-bad-input.spec.ts.

let server: Awaited<ReturnType<typeof startSignedInServer>>['server']
let admin: Client
let visitor: Client

beforeAll(async () => {
	;({ server, admin } = await startSignedInServer())
	admin.setCookie('admin_lang', 'en')
	visitor = new Client(server.origin)
})
afterAll(async () => {
	await server?.stop()
})

type Label = Parameters<typeof text>[1]
type FilePart = { name: string; mimeType: string; buffer: Buffer }

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** The name of the form field a person finds under `label` on this content type's form. */
function nameOf(def: ResourceDef, label: Label) {
	const found = def.fields.find((f) => f.label === label)
	if (!found) throw new Error(`${def.key} has no field labelled ${label}`)
	return found.name
}

/** Values by label (as the person reads the form) → values by field name. */
const byName = (def: ResourceDef, values: Partial<Record<Label, string>>) =>
	Object.fromEntries(Object.entries(values).map(([label, v]) => [nameOf(def, label as Label), v!]))

/**
 * Fills in the form of the screen at `address` (the one holding `marker`) and sends it as the
 * browser would, pressing the button that sends `state` (Save draft, Publish) if given.
 */
async function sendForm(
	address: string,
	marker: string,
	def: ResourceDef,
	values: Partial<Record<Label, string>>,
	{ state, file }: Omit<SendOptions, 'base'> = {},
) {
	const screen = await admin.get(address)
	expect(screen.status, address).toBe(200)
	const fields = {
		...formValues(formWith(screen.body, marker)),
		...byName(def, values),
		...(state ? { state } : {}),
	}
	if (!file) return admin.post(address, { form: fields })
	return admin.post(address, { multipart: { ...fields, [nameOf(def, file[0])]: file[1] } })
}

/** The id of the staff list's row that holds `needle`. */
async function idOf(def: ResourceDef, needle: string) {
	const list = await admin.get(def.path)
	const row = new RegExp(
		`data-item-row="(\\d+)"(?:(?!data-item-row)[\\s\\S])*?${escapeRegExp(escapeHtml(needle))}`,
	).exec(list.body)
	expect(row, `${needle} in the staff list of ${def.key}`).not.toBeNull()
	return row![1]!
}

/** The staff list's row that holds `needle`, as text. */
async function rowText(def: ResourceDef, needle: string) {
	const list = read(await admin.get(def.path), def.path)
	return list.text(list.one('tr[data-item-row]', { hasText: needle }))
}

interface SendOptions {
	state?: 'draft' | 'published'
	file?: [Label, FilePart]
	/** The screen's address, when not the content type's own (the menu's aliases). */
	base?: string
}

async function create(
	def: ResourceDef,
	values: Partial<Record<Label, string>>,
	{ base = def.path, ...options }: SendOptions = {},
) {
	const reply = await sendForm(`${base}?new`, 'name="intent" value="create"', def, values, options)
	expect(reply.status, `${def.key} created`).toBe(302)
	expect(reply.headers.location, 'back to the list it was created from').toBe(base)
	return idOf(def, Object.values(values)[0]!)
}

async function edit(
	def: ResourceDef,
	id: string,
	values: Partial<Record<Label, string>>,
	{ base = def.path, ...options }: SendOptions = {},
) {
	const reply = await sendForm(
		`${base}?edit=${id}`,
		'name="intent" value="update"',
		def,
		values,
		options,
	)
	expect(reply.status, `${def.key} ${id} saved`).toBe(302)
	expect(reply.headers.location, 'back to the list it was edited from').toBe(base)
}

/** The edit form's current value of the field labelled `label`. */
async function valueOf(def: ResourceDef, id: string, label: Label) {
	const screen = await admin.get(`${def.path}?edit=${id}`)
	return formValues(formWith(screen.body, 'name="intent" value="update"'))[nameOf(def, label)]
}

/** A row's button (Publish, or Delete once confirmed), as a browser without JavaScript sends it. */
async function rowAction(
	def: ResourceDef,
	intent: 'publish' | 'delete',
	id: string,
	base = def.path,
) {
	const reply = await admin.adminPost(base, { intent, id })
	expect(reply.status, `${def.key} ${id} ${intent}`).toBe(302)
	expect(reply.headers.location, `back to the list after ${intent}`).toBe(base)
}

const publish = (def: ResourceDef, id: string) => rowAction(def, 'publish', id)

/** Delete, confirmed; the row is gone from the staff list. */
async function remove(def: ResourceDef, id: string, base = def.path) {
	await rowAction(def, 'delete', id, base)
	expect((await admin.get(def.path)).body).not.toContain(`data-item-row="${id}"`)
}

/** A staff screen's answer, read as a page. */
const read = (reply: Reply, address: string) => new ServerPage(address, reply.status, reply.body)

const show = (address: string) => serverPage(visitor, address)
const notPublic = (address: string, needle: string) =>
	expectNotInServerPage(visitor, address, needle)
/** `lang` of an element of the server's HTML ('' when it has none). */
const langOf = (el: ReturnType<ServerPage['one']>) => el.getAttribute('lang') ?? ''

function escapeRegExp(s: string) {
	return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** A day (YYYY-MM-DD) counted from today in the council's time zone. */
function councilDate(offsetDays: number) {
	const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Douala' }).format(new Date())
	const d = new Date(`${today}T00:00:00Z`)
	d.setUTCDate(d.getUTCDate() + offsetDays)
	return d.toISOString().slice(0, 10)
}

describe('the pages’ data, through the shared content form', () => {
	test('cabinet: a member with an English-only role shows on the French page marked English', async () => {
		const def = resources.cabinet
		const id = uid()
		const name = `Agnes Ekema ${id}`
		const roleEn = `Councillor for youth ${id}`
		const itemId = await create(def, { 'admin.field.name': name, 'admin.field.roleEn': roleEn })
		expect(await rowText(def, name)).toContain(roleEn)

		const member = (p: ServerPage) => p.one('li', { hasText: name })
		let p = await show('/government/cabinet')
		expect(langOf(p.oneByText(roleEn, member(p)))).toBe('')
		p = await show('/fr/government/cabinet')
		expect(langOf(p.oneByText(roleEn, member(p)))).toBe('en')
		p.oneByText(text('fr', 'content.onlyInEnglish'), member(p), { exact: false })

		// The French role written: the French page shows it, unmarked.
		const roleFr = `Conseillère à la jeunesse ${id}`
		expect(await valueOf(def, itemId, 'admin.field.roleEn')).toBe(roleEn)
		await edit(def, itemId, { 'admin.field.roleFr': roleFr })
		p = await show('/fr/government/cabinet')
		expect(langOf(p.oneByText(roleFr, member(p)))).toBe('')
		expect(p.text(member(p))).not.toContain(roleEn)

		await remove(def, itemId)
		await notPublic('/government/cabinet', name)
		await notPublic('/fr/government/cabinet', name)
	})

	test('FAQs: draft hidden, published in English only and shown marked on the French help page', async () => {
		const def = resources.faqs
		const id = uid()
		const question = `Can I rent the council hall ${id}?`
		const answer = `Yes: ask the secretariat two weeks ahead ${id}.`
		const itemId = await create(
			def,
			{ 'admin.field.questionEn': question, 'admin.field.answerEn': answer },
			{ state: 'draft' },
		)
		expect(await rowText(def, question)).toContain(text('en', 'admin.status.draft'))
		await notPublic('/help', question)
		await notPublic('/fr/help', question)

		await publish(def, itemId)
		expect(await rowText(def, question)).toContain(text('en', 'admin.status.published'))
		const faq = (p: ServerPage, q: string) =>
			p.one('section', { has: (section) => p.headings(q, section).length > 0, innermost: true })
		let p = await show('/help')
		p.oneByText(answer, faq(p, question), { exact: false })
		expect(langOf(p.oneByText(question, faq(p, question)))).toBe('')
		p = await show('/fr/help')
		expect(langOf(p.oneByText(question, faq(p, question)))).toBe('en')
		expect(langOf(p.oneByText(answer, faq(p, question), { exact: false }))).toBe('en')
		p.oneByText(text('fr', 'content.onlyInEnglish'), faq(p, question), { exact: false })

		const newQuestion = `May associations rent the council hall ${id}?`
		await edit(def, itemId, { 'admin.field.questionEn': newQuestion }, { state: 'published' })
		p = await show('/help')
		p.oneByText(answer, faq(p, newQuestion), { exact: false })
		expect(p.headings(question).length).toBe(0)

		await remove(def, itemId)
		await notPublic('/help', answer)
		await notPublic('/fr/help', answer)
	})

	test('tenders: a taken number is refused and nothing saved; draft, published, edited, deleted', async () => {
		const def = resources.bids
		const id = uid()
		const reference = `2099-T-${id}`.toUpperCase()
		const titleEn = `Rehabilitation of the Kumba road ${id}`
		const titleFr = `Réhabilitation de la route de Kumba ${id}`
		const categoryFr = `Travaux publics ${id}`
		const values = {
			'admin.field.reference': '2024-RM-001',
			'admin.form.titleEn': titleEn,
			'admin.form.titleFr': titleFr,
			'admin.field.categoryFr': categoryFr,
			'admin.field.closingDate': councilDate(40),
		} as const

		const refused = await sendForm(`${def.path}?new`, 'name="intent" value="create"', def, values, {
			state: 'published',
		})
		expect(refused.status).toBe(400)
		const answer = read(refused, def.path)
		answer.oneByText(text('en', 'admin.validation.taken'), answer.body, { exact: false })
		// What was typed comes back, and nothing was saved.
		expect(refused.body).toContain(`value="${escapeHtml(titleEn)}"`)
		const list = await admin.get(def.path)
		expect(list.body).not.toContain(escapeHtml(titleEn))
		expect(list.body.split('2024-RM-001').length - 1).toBeGreaterThan(0)

		const itemId = await create(
			def,
			{ ...values, 'admin.field.reference': reference },
			{ state: 'draft' },
		)
		expect(await rowText(def, reference)).toContain(text('en', 'admin.status.draft'))
		await notPublic('/business/bids', reference)
		await notPublic('/fr/business/bids', reference)

		await publish(def, itemId)
		for (const lang of ['en', 'fr'] as const) {
			const p = await show(lang === 'en' ? '/business/bids' : '/fr/business/bids')
			const bid = p.one('tr', { hasText: reference })
			expect(p.text(bid)).toContain(lang === 'en' ? titleEn : titleFr)
			expect(p.text(bid)).toContain(text(lang, 'bids.open'))
			expect(langOf(p.oneByText(categoryFr, bid))).toBe(lang === 'en' ? 'fr' : '')
		}

		const newTitleEn = `Rehabilitation of the Kumba and Ediki roads ${id}`
		await edit(def, itemId, { 'admin.form.titleEn': newTitleEn }, { state: 'published' })
		const bids = await show('/business/bids')
		expect(bids.text(bids.one('tr', { hasText: reference }))).toContain(newTitleEn)

		await remove(def, itemId)
		await notPublic('/business/bids', reference)
		await notPublic('/fr/business/bids', reference)
	})

	test('partners: a partner with website and logo on the home page, edited, deleted', async () => {
		const def = resources.partners
		const id = uid()
		const name = `Mbonge Cocoa Union ${id}`
		const url = `https://cocoa-${id}.example/`
		const logo = fs.readFileSync(path.join(process.cwd(), 'public/images/news-festival-400.webp'))
		const itemId = await create(
			def,
			{ 'admin.field.name': name, 'admin.field.website': url },
			{ file: ['admin.field.logo', { name: 'logo.webp', mimeType: 'image/webp', buffer: logo }] },
		)
		expect(await rowText(def, name)).toContain(url)

		for (const home of ['/', '/fr']) {
			const p = await show(home)
			expect(p.linkHref(name)).toBe(url)
			// The uploaded logo is served: each address the picture offers answers with an image.
			const img = p.one(`img[alt="${name}"]`)
			const sources = [
				img.getAttribute('src')!,
				...(img.getAttribute('srcset') ?? '')
					.split(',')
					.map((s) => s.trim().split(/\s+/)[0]!)
					.filter(Boolean),
			]
			expect(sources[0]).toContain('/uploads/')
			for (const source of new Set(sources)) {
				const picture = await visitor.get(source)
				expect(picture.status, source).toBe(200)
				expect(picture.headers['content-type'], source).toMatch(/^image\//)
			}
		}

		const newName = `Mbonge Cocoa and Coffee Union ${id}`
		expect(await valueOf(def, itemId, 'admin.field.website')).toBe(url)
		await edit(def, itemId, { 'admin.field.name': newName })
		const home = await show('/')
		expect(home.linkHref(newName)).toBe(url)
		expect(home.all(`img[alt="${name}"]`).length).toBe(0)

		await remove(def, itemId)
		await notPublic('/', newName)
	})

	test('businesses: draft hidden from the directory, published with a French-only activity, edited, deleted', async () => {
		const def = resources.businesses
		const id = uid()
		const name = `Kumba Road Tailors ${id}`
		const activityFr = `Couture et retouches ${id}`
		const search = (lang: 'en' | 'fr') =>
			`${lang === 'fr' ? '/fr' : ''}/i-want-to/find-business?q=${encodeURIComponent(name)}`

		const itemId = await create(
			def,
			{
				'admin.field.name': name,
				'admin.field.activityFr': activityFr,
				'admin.field.quarter': 'Market quarter',
				'admin.field.phone': '+237 600 111 222',
			},
			{ state: 'draft' },
		)
		expect(await rowText(def, name)).toContain(text('en', 'admin.status.draft'))
		await notPublic(search('en'), activityFr)
		const empty = await show(search('en'))
		empty.oneByText(text('en', 'directory.empty', { query: name }), empty.body, { exact: false })
		await notPublic(search('fr'), activityFr)

		await publish(def, itemId)
		const entry = (p: ServerPage) => p.one('li', { hasText: name })
		let p = await show(search('en'))
		p.oneByText(text('en', 'directory.results', { query: name, count: 1 }), p.body, {
			exact: false,
		})
		expect(langOf(p.oneByText(activityFr, entry(p)))).toBe('fr')
		expect(p.text(entry(p))).toContain('Market quarter')
		expect(p.links('+237 600 111 222', entry(p)).length).toBe(1)
		p = await show(search('fr'))
		expect(langOf(p.oneByText(activityFr, entry(p)))).toBe('')

		await edit(def, itemId, { 'admin.field.quarter': 'Hospital road' }, { state: 'published' })
		p = await show(search('en'))
		expect(p.text(entry(p))).toContain('Hospital road')
		expect(p.text(entry(p))).not.toContain('Market quarter')

		await remove(def, itemId)
		await notPublic(search('en'), activityFr)
		await notPublic(search('fr'), activityFr)
	})
})

describe('programmes and quick links, through the shared content form', () => {
	test('programmes: a French-only project, Active, on the projects page in both languages', async () => {
		const def = resources.programs
		const id = uid()
		const titleFr = `Électrification de Bakundu ${id}`
		const descriptionFr = `Raccordement de quarante foyers au réseau ${id}.`
		const itemId = await create(
			def,
			{
				'admin.form.titleFr': titleFr,
				'admin.field.type': 'project',
				'admin.field.progress': 'active',
				'admin.field.descriptionFr': descriptionFr,
			},
			{ state: 'draft' },
		)
		const row = await rowText(def, titleFr)
		expect(row).toContain(text('en', 'admin.program.type.project'))
		expect(row).toContain(text('en', 'admin.program.progress.active'))
		expect(row).toContain(text('en', 'admin.status.draft'))
		for (const address of ['/programs/projects', '/fr/programs/projects', '/programs/agenda']) {
			await notPublic(address, titleFr)
		}

		await publish(def, itemId)
		const cardOf = (p: ServerPage, title: string) =>
			p.one('li', { has: (li) => p.headings(title, li).length > 0 })
		// French page: the title as written, with the French status label.
		let p = await show('/fr/programs/projects')
		let card = cardOf(p, titleFr)
		expect(langOf(p.oneByText(titleFr, card))).toBe('')
		expect(p.text(card)).toContain(text('fr', 'programs.status.active'))
		p.oneByText(descriptionFr, card, { exact: false })
		// English page: the French text, marked as French, with a notice; the English status label.
		p = await show('/programs/projects')
		card = cardOf(p, titleFr)
		expect(langOf(p.oneByText(titleFr, card))).toBe('fr')
		// (The formatted description's paragraphs sit in one element marked as French.)
		expect(p.within(card, '[lang="fr"]', { hasText: descriptionFr }).length).toBe(1)
		p.oneByText(text('en', 'content.onlyInFrench'), card, { exact: false })
		expect(p.text(card)).toContain(text('en', 'programs.status.active'))
		// A project is not on the agenda.
		await notPublic('/programs/agenda', titleFr)

		// Now completed, and written in English too.
		const titleEn = `Bakundu electrification ${id}`
		await edit(
			def,
			itemId,
			{ 'admin.form.titleEn': titleEn, 'admin.field.progress': 'completed' },
			{ state: 'published' },
		)
		expect(await rowText(def, titleEn)).toContain(text('en', 'admin.program.progress.completed'))
		p = await show('/programs/projects')
		card = cardOf(p, titleEn)
		expect(p.text(card)).toContain(text('en', 'programs.status.completed'))
		expect(langOf(p.oneByText(titleEn, card))).toBe('')

		await remove(def, itemId)
		await notPublic('/programs/projects', titleEn)
		await notPublic('/fr/programs/projects', titleFr)
	})

	test('quick links: an unsafe link refused, a site page in the footer of both languages, edited, deleted', async () => {
		const def = resources.quickLinks
		const id = uid()
		const labelEn = `Find the hall ${id}`
		const labelFr = `Trouver la mairie ${id}`
		const values = { 'admin.field.labelEn': labelEn, 'admin.field.labelFr': labelFr } as const

		const refused = await sendForm(`${def.path}?new`, 'name="intent" value="create"', def, {
			...values,
			'admin.field.href': 'javascript:alert(1)',
		})
		expect(refused.status).toBe(400)
		const answer = read(refused, def.path)
		answer.oneByText(text('en', 'admin.validation.link'), answer.body, { exact: false })
		expect((await admin.get(def.path)).body).not.toContain(escapeHtml(labelEn))

		const itemId = await create(def, { ...values, 'admin.field.href': '/residents/directions' })
		expect(await rowText(def, labelEn)).toContain('/residents/directions')

		const footerLinks = (p: ServerPage, lang: 'en' | 'fr') =>
			p.navigation(text(lang, 'footer.quickLinks'))
		let p = await show('/')
		expect(p.linkHref(labelEn, footerLinks(p, 'en'))).toBe('/residents/directions')
		p = await show('/fr')
		expect(p.linkHref(labelFr, footerLinks(p, 'fr'))).toBe('/fr/residents/directions')
		expect(p.text(footerLinks(p, 'fr'))).not.toContain(labelEn)

		// The English label edited: the footer follows.
		const newLabelEn = `Getting to the hall ${id}`
		expect(await valueOf(def, itemId, 'admin.field.href')).toBe('/residents/directions')
		await edit(def, itemId, { 'admin.field.labelEn': newLabelEn })
		p = await show('/help')
		expect(p.links(newLabelEn, footerLinks(p, 'en')).length).toBe(1)
		expect(p.text(footerLinks(p, 'en'))).not.toContain(labelEn)

		await remove(def, itemId)
		await notPublic('/', newLabelEn)
		await notPublic('/fr', labelFr)
	})
})

describe('the menu’s top-level Events and Quick Links', () => {
	const aliases = [
		{ alias: '/admin-dtima/events', def: resources.events },
		{ alias: '/admin-dtima/quick-links', def: resources.quickLinks },
	] as const

	for (const { alias, def } of aliases) {
		test(`${alias} is the same screen as ${def.path}`, async () => {
			const screen = async (address: string) => {
				const p = read(await admin.get(address), address)
				expect(p.status, address).toBe(200)
				return {
					h1: p.all('h1').map((h) => p.text(h)),
					rows: p
						.all('tr[data-item-row]')
						.map((r) => `${r.getAttribute('data-item-row')}:${p.text(r.querySelector('th')!)}`),
				}
			}
			const own = await screen(def.path)
			expect(own.h1).toEqual([text('en', def.text.title)])
			expect(own.rows.length).toBeGreaterThan(0)
			expect(await screen(alias)).toEqual(own)
		})
	}

	test('creating, editing, publishing and deleting from an alias returns to the alias', async () => {
		const id = uid()
		const links = resources.quickLinks
		const base = '/admin-dtima/quick-links'
		const label = `Alias link ${id}`
		const linkId = await create(
			links,
			{ 'admin.field.labelEn': label, 'admin.field.href': '/help' },
			{ base },
		)
		await edit(links, linkId, { 'admin.field.labelEn': `${label} edited` }, { base })
		expect(await rowText(links, `${label} edited`)).toContain('/help')
		await remove(links, linkId, base)

		const events = resources.events
		const eventsBase = '/admin-dtima/events'
		const title = `Alias event ${id}`
		const eventId = await create(
			events,
			{ 'admin.form.titleEn': title, 'admin.field.date': councilDate(5) },
			{ base: eventsBase, state: 'draft' },
		)
		await rowAction(events, 'publish', eventId, eventsBase)
		expect(await rowText(events, title)).toContain(text('en', 'admin.status.published'))
		await remove(events, eventId, eventsBase)
	})
})
