import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { TestClock } from '../support/test-clock'
import { Client } from './client'
import { classIn } from './short-class'
import { SAMPLE_ADMIN, startInstances } from './start-server'

// Tenders with their own page and job vacancies (decision 034) against the production server,
// without JavaScript, in both languages: what a bidder or a job seeker sees, how the lists link
// and filter, drafts kept private, the sitemap, search, menu and feed, the staff area's forms and
// previews, and a tender closing at its minute (the clock moved through TEST_CLOCK_FILE).

const BIDS = '/admin-dtima/pages/bids'
const JOBS = '/admin-dtima/content/jobs'
const AWARDED = '/business/bids/maintenance-of-farm-to-market-roads'
const ROOF = '/business/bids/repair-of-the-roof-of-the-council-hall-sample-tender'

let instances: Awaited<ReturnType<typeof startInstances>>
let origin: string
let admin: Client
let visitor: Client
let clock: TestClock

beforeAll(async () => {
	clock = TestClock.create('council-tenders-clock-')
	instances = await startInstances('council-tenders-', clock.env)
	origin = instances.servers[0]!.origin
	admin = new Client(origin)
	await admin.signIn(SAMPLE_ADMIN.email, SAMPLE_ADMIN.password)
	admin.setCookie('admin_lang', 'en')
	visitor = new Client(origin)
})
afterAll(async () => {
	await instances?.stop()
	clock?.remove()
})

/** A moment as the staff form takes it, in council time (UTC+1): ['YYYY-MM-DD', 'HH:MM']. */
const councilDayAndTime = (ms: number) => {
	const local = new Date(ms + 60 * 60_000).toISOString()
	return [local.slice(0, 10), local.slice(11, 16)] as const
}

describe('a tender’s page', () => {
	test('an awarded tender shows its number, status and award notice, in both languages', async () => {
		const en = await visitor.get(AWARDED)
		expect(en.status).toBe(200)
		const h1 = ['mt-6', 'text-3xl', 'font-bold', 'text-primary-dark', 'sm:text-4xl']
		expect(en.body).toContain(
			`<h1 class="${h1.map((name) => classIn(en.body, name)).join(' ')}">Maintenance of farm-to-market roads</h1>`,
		)
		expect(en.body).toContain('2024-RM-001')
		expect(en.body).toMatch(/>Awarded<\/span>/)
		expect(en.body).toContain('>Award notice</h2>')
		expect(en.body).toContain('Sample Road Works Ltd')
		expect(en.body).toContain('38 500 000 FCFA TTC')
		expect(en.body).toContain('<time dateTime="2024-05-20">20 May 2024</time>')
		expect(en.body).toContain('30 April 2024 at 12:00 (WAT)')
		expect(en.body).toContain('After the opening of bids on 30 April 2024')
		const fr = await visitor.get(`/fr${AWARDED}`)
		expect(fr.status).toBe(200)
		expect(fr.body).toContain('Entretien des routes agricoles')
		expect(fr.body).toMatch(/>Attribué<\/span>/)
		expect(fr.body).toContain('>Avis d’attribution</h2>')
		expect(fr.body).toContain('30 avril 2024 à 12:00 (WAT)')
		expect(fr.body).toContain('<html lang="fr"')
	})

	test('an open tender says bids are received until its closing time; the bids page links each tender', async () => {
		const roof = await visitor.get(ROOF)
		expect(roof.body).toMatch(/>Open<\/span>/)
		expect(roof.body).toContain('This tender is open: bids are received until')
		expect(roof.body).not.toContain('>Award notice</h2>')
		for (const [list, prefix] of [
			['/business/bids', ''],
			['/fr/business/bids', '/fr'],
		] as const) {
			const page = await visitor.get(list)
			expect(page.body).toContain(`href="${prefix}${AWARDED}"`)
			expect(page.body).toContain(`href="${prefix}${ROOF}"`)
		}
		expect((await visitor.get('/business/bids/no-such-tender')).status).toBe(404)
	})
})

describe('job vacancies', () => {
	test('the jobs page lists the open vacancies only; a closed one’s page answers, marked closed', async () => {
		const list = await visitor.get('/jobs')
		expect(list.status).toBe(200)
		expect(list.body).toContain('href="/jobs/accounts-clerk"')
		expect(list.body).toContain('href="/jobs/community-health-worker"')
		expect(list.body).not.toContain('/jobs/driver')
		const fr = await visitor.get('/fr/jobs')
		expect(fr.body).toContain('href="/fr/jobs/accounts-clerk"')
		expect(fr.body).toContain('Agent comptable (offre fictive)')
		expect(fr.body).not.toContain('/jobs/driver')
		expect(fr.body).toContain('href="/fr/jobs/feed.xml"')

		const open = await visitor.get('/jobs/accounts-clerk')
		expect(open.status).toBe(200)
		expect(open.body).toMatch(/>Open for applications<\/span>/)
		expect(open.body).toContain('>How to apply</h2>')
		expect(open.body).toContain('"@type":"JobPosting"')
		expect(open.body).toContain('"hiringOrganization"')

		const closed = await visitor.get('/jobs/driver')
		expect(closed.status).toBe(200)
		expect(closed.body).toContain('This vacancy is closed: applications are no longer accepted.')
		expect(closed.body).not.toContain('>How to apply</h2>')
		expect(closed.body).not.toContain('JobPosting')
		const closedFr = await visitor.get('/fr/jobs/driver')
		expect(closedFr.status).toBe(200)
		expect(closedFr.body).toContain('Cette offre d’emploi est close')
		expect((await visitor.get('/jobs/no-such-post')).status).toBe(404)
	})

	test('the menu, sitemap, search and feed include them', async () => {
		expect((await visitor.get('/')).body).toMatch(/<a[^>]*href="\/jobs"[^>]*>Jobs<\/a>/)
		expect((await visitor.get('/fr')).body).toMatch(/<a[^>]*href="\/fr\/jobs"[^>]*>Emplois<\/a>/)
		const sitemap = (await visitor.get('/sitemap.xml')).body
		for (const address of ['/jobs', '/jobs/accounts-clerk', AWARDED, ROOF]) {
			expect(sitemap).toContain(`<loc>${origin}${address}</loc>`)
		}
		expect(sitemap).toContain(`href="${origin}/fr/jobs/accounts-clerk"`)
		expect(sitemap).not.toContain('/jobs/driver')
		expect((await visitor.get('/search?q=accounts+clerk')).body).toContain(
			'href="/jobs/accounts-clerk"',
		)
		expect((await visitor.get('/fr/search?q=toiture')).body).toContain(`href="/fr${ROOF}"`)
		const feed = await visitor.get('/jobs/feed.xml')
		expect(feed.status).toBe(200)
		expect(feed.headers['content-type']).toContain('application/rss+xml')
		expect(feed.body).toContain(`<link>${origin}/jobs/accounts-clerk</link>`)
		expect(feed.body).not.toContain('/jobs/driver')
	})
})

describe('the staff area', () => {
	test('a vacancy published from the staff area is listed and has its page; a draft has none', async () => {
		const [day] = councilDayAndTime(Date.now() + 10 * 86_400_000)
		const published = await admin.adminPost(JOBS, {
			intent: 'create',
			token: `job-${Date.now()}`,
			state: 'published',
			title_en: 'Market tax collector',
			title_fr: 'Collecteur des droits de marché',
			description_en: 'Collects the market fees against official receipts.',
			description_fr: 'Perçoit les droits de place contre quittance officielle.',
			how_to_apply_en: 'Apply at the council secretariat.',
			how_to_apply_fr: 'Postulez au secrétariat de la mairie.',
			closing_date: day,
			closing_time: '',
		})
		expect(published.status).toBe(302)
		expect((await admin.get(JOBS)).body).toContain('Market tax collector')
		expect((await visitor.get('/jobs')).body).toContain('href="/jobs/market-tax-collector"')
		expect((await visitor.get('/fr/jobs/market-tax-collector')).body).toContain(
			'Collecteur des droits de marché',
		)

		const draft = await admin.adminPost(JOBS, {
			intent: 'create',
			token: `job-draft-${Date.now()}`,
			state: 'draft',
			title_en: 'Night watchman',
			description_en: 'Guards the council hall at night.',
			how_to_apply_en: 'Apply at the council secretariat.',
			closing_date: day,
		})
		expect(draft.status).toBe(302)
		expect((await visitor.get('/jobs/night-watchman')).status).toBe(404)
		expect((await visitor.get('/jobs')).body).not.toContain('Night watchman')
		const id = /Night watchman[\s\S]*?edit=(\d+)/.exec((await admin.get(JOBS)).body)?.[1]
		expect(id).toBeDefined()
		// Staff see it on its own page, in preview.
		const preview = await admin.get(`/preview/jobs/${id}`)
		expect(preview.status).toBe(200)
		expect(preview.body).toContain('Guards the council hall at night.')
		expect((await visitor.get(`/preview/jobs/${id}`)).status).toBe(404)
	})

	test('a wrong closing time is refused with a message, and nothing is saved', async () => {
		// Where the create panel's form posts: the answer draws the panel with its messages.
		const refused = await admin.adminPost(`${BIDS}?new`, {
			intent: 'create',
			token: `bid-${Date.now()}`,
			state: 'published',
			reference: '2026-BAD-1',
			title_en: 'Supply of office chairs',
			closing_date: '2026-12-01',
			closing_time: '25:00',
		})
		expect(refused.status).toBe(400)
		expect(refused.body).toMatch(
			/<p id="bids-create-closing_time-error"[^>]*>Enter a time of day, for example 12:00\.<\/p>/,
		)
		expect(refused.body).toContain('Supply of office chairs')
		// Nothing was saved.
		expect((await admin.get(BIDS)).body).not.toContain('2026-BAD-1')
	})

	test('a tender previews on its own page, award notice included', async () => {
		const id = /2024-RM-001[\s\S]*?edit=(\d+)/.exec((await admin.get(BIDS)).body)?.[1]
		const preview = await admin.get(`/fr/preview/bids/${id}`)
		expect(preview.status).toBe(200)
		expect(preview.body).toContain('>Avis d’attribution</h2>')
	})

	test('a tender closes at its closing minute, on its own', async () => {
		const [day, time] = councilDayAndTime(Date.now() + 2 * 60_000)
		const created = await admin.adminPost(BIDS, {
			intent: 'create',
			token: `bid-${Date.now()}`,
			state: 'published',
			reference: '2026-GR-009',
			title_en: 'Supply of gravel for the Ekona road',
			title_fr: 'Fourniture de gravier pour la route d’Ekona',
			description_en: 'Delivery of 300 m³ of laterite gravel.',
			closing_date: day,
			closing_time: time,
		})
		expect(created.status).toBe(302)
		const address = '/business/bids/supply-of-gravel-for-the-ekona-road'
		const before = await visitor.get(address)
		expect(before.status).toBe(200)
		expect(before.body).toMatch(/>Open<\/span>/)
		clock.set(3 * 60_000)
		const after = await visitor.get(address)
		expect(after.body).toMatch(/>Closed<\/span>/)
		expect(after.body).toContain('This tender is closed: bids are no longer received.')
		const fr = await visitor.get(`/fr${address}`)
		expect(fr.body).toMatch(/>Clos<\/span>/)
		clock.set(0)
	})
})
