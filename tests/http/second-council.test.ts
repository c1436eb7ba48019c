import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bilingualTexts } from '#app/features/pages/resolve'
import { skeletonPages } from '#app/features/setup/skeleton-pages'
import { en } from '#app/i18n/messages/en'
import { fr } from '#app/i18n/messages/fr'
import { contentPagePaths } from '#app/route-table'
import { contentPages } from '#app/seed/pages/index'
import { sampleCouncilNames } from '#app/seed/sample-names'
import {
	sampleBids,
	sampleBusinesses,
	sampleCabinet,
	sampleFaqs,
	samplePrograms,
} from '#app/seed/sample-pages.server'
import { sampleEvents, sampleNews, sampleSettings } from '#app/seed/seed.server'
import { Client, type Reply } from './client'
import { formValues, formWith } from './form-values'
import { startServer } from './start-server'

/**
 * A second council on the same code (docs/decisions/023-second-council.md): a fresh install with
 * SEED=false, set up from the command line as another council before its first start, shows that
 * council's name and nothing of the sample council, on every public page in both languages, in the
 * sitemap, the news feeds and the calendars. Runs the built server and the built setup script.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const other = { en: 'Buea Council', fr: 'Commune de Buea', short: 'Buea' }

/** `npm run setup -- …` against a data folder, as a person would run it on the server. */
function setup(dataDir: string, args: string[], extraEnv: Record<string, string> = {}) {
	const env: Record<string, string | undefined> = {
		...process.env,
		DATA_DIR: dataDir,
		NODE_ENV: 'production',
		...extraEnv,
	}
	delete env.DATABASE_URL
	const result = spawnSync(process.execPath, ['scripts/setup.js', ...args], {
		cwd: root,
		env,
		encoding: 'utf8',
	})
	return { code: result.status, output: `${result.stdout}${result.stderr}` }
}

const identity = [
	'--name',
	other.en,
	'--name-fr',
	other.fr,
	'--short-name',
	other.short,
	'--phone',
	'+237 233 32 20 00',
	'--email',
	'contact@council.example.org',
	'--address',
	'Council Hall, P.O. Box 1',
	'--address-fr',
	'Hôtel de ville, B.P. 1',
]

const platformTexts = [
	...Object.values(en),
	...Object.values(fr),
	...skeletonPages.flatMap((p) => bilingualTexts(p).flatMap((t) => [t.en, t.fr])),
]

/** Sentences of the sample council: its pages, news, events, programmes, FAQs, people, motto. */
const sampleTexts = [
	...new Set(
		[
			...contentPages.flatMap((p) => bilingualTexts(p).flatMap((t) => [t.en, t.fr])),
			...sampleNews.flatMap((n) => [n.title_en, n.title_fr]),
			...sampleEvents().flatMap((e) => [e.title_en, e.title_fr]),
			...samplePrograms.flatMap((p) => [p.title_en, p.title_fr]),
			...sampleFaqs.flatMap((f) => [f.question_en, f.question_fr]),
			...sampleBids('2025-01-01').flatMap((b) => [b.title_en, b.title_fr]),
			...sampleCabinet.map((c) => c.name),
			...sampleBusinesses.map((b) => b.name),
			...bilingualTexts(sampleSettings).flatMap((t) => [t.en, t.fr]),
			sampleSettings.mayor.name,
			sampleSettings.email,
			sampleSettings.phone,
		]
			.filter((t): t is string => typeof t === 'string')
			// Short labels ("Opening hours", "Saturday") are the platform's words as much as the sample's.
			.filter((t) => t.length > 24)
			// And so are the headings the platform itself uses (the menu, the skeleton's sections).
			.filter((t) => !platformTexts.some((own) => own.includes(t))),
	),
]

/** The text of an answer as a reader (or a feed reader) gets it: HTML and XML entities decoded. */
const decoded = (body: string) =>
	body
		.replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
		.replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
		.replace(/&quot;/g, '"')
		.replace(/&apos;/g, "'")
		.replace(/&lt;/g, '<')
		.replace(/&gt;/g, '>')
		.replace(/&amp;/g, '&')

function sampleTextIn(body: string) {
	const text = decoded(body)
	return [
		...sampleCouncilNames.filter((name) => new RegExp(`\\b${name}\\b`, 'i').test(text)),
		...sampleTexts.filter((t) => text.includes(t)),
	]
}

const localized = (lang: 'en' | 'fr', p: string) => (lang === 'fr' ? `/fr${p === '/' ? '' : p}` : p)

// The standard pages are drafts until written (decision 055): see the test of their own below.
const sitePages = [
	'/',
	'/help',
	'/news',
	'/events',
	'/programs/agenda',
	'/programs/projects',
	'/search',
	'/search?q=birth',
]
const machineFiles = [
	'/sitemap.xml',
	'/robots.txt',
	'/news/feed.xml',
	'/fr/news/feed.xml',
	'/events/calendar.ics',
	'/fr/events/calendar.ics',
]

let dataDir: string
let firstRun: ReturnType<typeof setup>
let server: Awaited<ReturnType<typeof startServer>>
let request: Client
const fetched = new Map<string, Reply>()

async function get(p: string) {
	let reply = fetched.get(p)
	if (!reply) {
		reply = await request.get(p)
		fetched.set(p, reply)
	}
	return reply
}

beforeAll(async () => {
	dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'council-second-'))
	firstRun = setup(dataDir, identity)
	server = await startServer({ DATA_DIR: dataDir, SEED: 'false' })
	request = new Client(server.origin)
})
afterAll(async () => {
	await server?.stop()
	if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('a second council on the same code', () => {
	test('the setup command prepares a new install: identity, skeleton pages, first administrator', () => {
		expect(firstRun.code, firstRun.output).toBe(0)
		expect(firstRun.output).toContain(`Name: ${other.en} / ${other.fr} (set)`)
		expect(firstRun.output).toContain(
			`wrote ${contentPagePaths.length} information pages to be written`,
		)
		expect(firstRun.output).toMatch(/one-time password .*: \S+/)
		expect(firstRun.output).toContain('/admin-dtima/settings')
		expect(firstRun.output).not.toContain('sample council')
	})

	test('every public page answers in both languages with the council’s name and no text of the sample council', async () => {
		const problems: string[] = []
		for (const lang of ['en', 'fr'] as const) {
			for (const p of [...sitePages, '/admin-dtima/login'].map((p) =>
				p.startsWith('/admin') ? p : localized(lang, p),
			)) {
				const reply = await get(p)
				if (reply.status !== 200) problems.push(`${p}: ${reply.status}`)
				const found = sampleTextIn(reply.body)
				if (found.length) problems.push(`${p}: ${found.join(' | ')}`)
				if (!p.startsWith('/admin') && !decoded(reply.body).includes(other[lang]))
					problems.push(`${p}: no "${other[lang]}"`)
			}
		}
		expect(problems).toEqual([])
	})

	test('the standard pages are drafts until written: no reader meets "To be written" (decision 055)', async () => {
		const sitemap = decoded((await get('/sitemap.xml')).body)
		const home = { en: await get('/'), fr: await get('/fr') }
		for (const page of skeletonPages) {
			for (const lang of ['en', 'fr'] as const) {
				const p = localized(lang, page.path)
				expect((await get(p)).status, p).toBe(404)
				expect(sitemap, p).not.toContain(`${server.origin}${p}<`)
				// Neither the menu nor the home page's services lead to a draft.
				expect(home[lang].body, p).not.toContain(`href="${p}"`)
			}
		}
		for (const lang of ['en', 'fr'] as const) {
			expect(decoded(home[lang].body)).not.toContain(lang === 'en' ? 'To be written' : 'À rédiger')
		}
	})

	test('written and published by a clerk, a standard page answers, in the menu and the sitemap', async () => {
		const path = '/residents/parks-recreation'
		// The first administrator the setup command printed.
		const email = /first administrator: (\S+)/.exec(firstRun.output)?.[1]
		const password = /one-time password .*: (\S+)/.exec(firstRun.output)?.[1]
		const clerkClient = new Client(server.origin)
		await clerkClient.signIn(email!, password!)
		clerkClient.setCookie('admin_lang', 'en')
		const list = await clerkClient.get('/admin-dtima/pages')
		const id = new RegExp(`<tr[^>]*data-page="${path}"[^>]*>[\\s\\S]*?edit\\?id=(\\d+)`).exec(
			list.body,
		)?.[1]
		expect(id, 'the draft in the Pages screen').toBeDefined()
		const editor = await clerkClient.get(`/admin-dtima/pages/edit?id=${id}`)
		const values = formValues(formWith(editor.body, 'value="save"'))
		expect(values.status).toBe('draft')
		const saved = await clerkClient.adminPost(`/admin-dtima/pages/edit?id=${id}`, {
			...values,
			status: 'published',
			'intro.en': 'Three parks and a football ground, open every day.',
			'intro.fr': 'Trois parcs et un terrain de football, ouverts tous les jours.',
			'b.0.paragraphs.en': 'The parks close at dusk.',
			'b.0.paragraphs.fr': 'Les parcs ferment à la tombée de la nuit.',
			op: 'save',
		})
		expect(saved.status).toBe(302)
		const visitor = new Client(server.origin)
		for (const lang of ['en', 'fr'] as const) {
			const p = localized(lang, path)
			const page = await visitor.get(p)
			expect(page.status, p).toBe(200)
			expect(decoded(page.body)).toContain(
				lang === 'en' ? 'Three parks and a football ground' : 'Trois parcs et un terrain',
			)
			expect((await visitor.get(localized(lang, '/'))).body, p).toContain(`href="${p}"`)
			expect(decoded((await visitor.get('/sitemap.xml')).body)).toContain(`${server.origin}${p}<`)
		}
	})

	test('an unknown address is a 404 page that names the council and not the sample', async () => {
		for (const p of ['/no-such-page', '/fr/no-such-page']) {
			const reply = await get(p)
			expect(reply.status, p).toBe(404)
			expect(sampleTextIn(reply.body), p).toEqual([])
		}
	})

	test('sitemap, robots.txt, news feeds and calendars hold nothing of the sample council', async () => {
		for (const p of machineFiles) {
			const reply = await get(p)
			expect(reply.status, p).toBe(200)
			expect(sampleTextIn(reply.body), p).toEqual([])
		}
		expect(decoded((await get('/news/feed.xml')).body)).toContain(other.en)
		expect(decoded((await get('/fr/news/feed.xml')).body)).toContain(other.fr)
	})

	test('every page, picture, style and script the pages link to holds nothing of the sample council', async () => {
		const seen = new Set(fetched.keys())
		// Pages are followed; the 404 pages are not (their language link leads to the other 404 page).
		const isPage = (reply: Reply) =>
			reply.status === 200 && (reply.headers['content-type'] ?? '').startsWith('text/html')
		const queue = [...fetched.entries()].filter(([, reply]) => isPage(reply)).map(([p]) => p)
		const problems: string[] = []
		// Links and pictures, and the scripts React Router's inline module script imports.
		const links = (body: string) =>
			[
				...body.matchAll(/(?:href|src)="(\/[^"#]*)/g),
				...body.matchAll(/["'](\/assets\/[^"'#?]+\.js)["']/g),
			]
				.map((m) => decoded(m[1]!))
				.filter((p) => !p.startsWith('//') && !p.startsWith('/admin-dtima'))
		while (queue.length && seen.size < 400) {
			const from = queue.shift()!
			for (const p of links((await get(from)).body)) {
				if (seen.has(p)) continue
				seen.add(p)
				const reply = await get(p)
				if (reply.status !== 200) problems.push(`${p} (from ${from}): ${reply.status}`)
				const type = reply.headers['content-type'] ?? ''
				if (/^(text\/|application\/(javascript|json|xml|manifest)|image\/svg)/.test(type)) {
					const found = sampleTextIn(reply.body)
					if (found.length) problems.push(`${p}: ${found.join(' | ')}`)
				}
				if (isPage(reply)) queue.push(p)
			}
		}
		expect(problems).toEqual([])
		const checked = [...seen]
		expect(checked.filter((p) => p.endsWith('.js')).length).toBeGreaterThan(0)
		expect(checked.filter((p) => p.endsWith('.css')).length).toBeGreaterThan(0)
		expect(checked.filter((p) => p.endsWith('.svg')).length).toBeGreaterThan(0)
	})

	test('set up again, the command changes only what differs', () => {
		const again = setup(dataDir, [...identity.slice(0, 6), '--phone', '+237 233 32 20 01'])
		expect(again.code, again.output).toBe(0)
		expect(again.output).toContain(`Name: ${other.en} / ${other.fr} (unchanged)`)
		expect(again.output).toContain('Phone: +237 233 32 20 01 (set)')
		// The install already has its pages and its administrator.
		expect(again.output).not.toContain('information pages')
		expect(again.output).not.toContain('one-time password')
	})

	test('a database that already holds the sample council is refused, untouched', () => {
		const sampleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'council-second-sample-'))
		try {
			// `npm run user` prepares the database as the site would: with SEED on, the sample council.
			const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: sampleDir }
			delete env.DATABASE_URL
			delete env.SEED
			const seeded = spawnSync(process.execPath, ['scripts/user.js', 'list'], {
				cwd: root,
				env,
				encoding: 'utf8',
			})
			expect(seeded.status, seeded.stderr).toBe(0)
			const refused = setup(sampleDir, identity)
			expect(refused.code).toBe(2)
			expect(refused.output).toContain('This database holds the sample council')
			expect(refused.output).not.toContain('(set)')
		} finally {
			fs.rmSync(sampleDir, { recursive: true, force: true })
		}
	})
})
