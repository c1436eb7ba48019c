import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { createTestDb } from '../../../tests/support/db'
import { setDatabase, type DbHandle } from '#app/db/client.server'
import { seedIfEmpty } from '#app/seed/seed.server'
import { seedPagesIfEmpty } from '#app/seed/pages.server'
import { resources } from '#app/features/content-types'
import { resourceAction, resourceLoader } from '#app/features/cms/resource.server'
import { signInStaff } from '../../../tests/support/staff-session'
import {
	getLatestNews,
	getNewsArticle,
	getUpcomingEvents,
} from '#app/features/news-events/queries.server'
import { sitemapXml } from '#app/features/feeds/feeds.server'
import { newsFeedXml } from '#app/features/news-events/news-feed.server'
import { SiteSearch } from '#app/features/search/search.server'
import { getPublishedPage } from '#app/features/pages/pages-store.server'
import { savePage, type PageInput } from '#app/features/pages/page-writes.server'
import { applyDueTransitions, nextTransition } from './transitions.server'

// Scheduled publishing (decision 028) on SQLite (project "unit") and PostgreSQL ("postgres"): the
// public sees an item exactly between its publish and unpublish times, at every request (the clock
// is moved, nothing is slept), and each change is recorded once however many instances sweep.
const START = '2026-12-10T09:00:00.000Z'
let handle: DbHandle
let cookie: string
let csrf: string
const context = { clientIp: '192.0.2.10' }
const origin = 'https://council.example'

/** Moves the server's clock (what `clock.server.ts` reads) to an instant. */
const setNow = (iso: string) => vi.setSystemTime(new Date(iso))

beforeAll(async () => {
	vi.useFakeTimers({ toFake: ['Date'] })
	setNow(START)
	handle = await createTestDb()
	await seedIfEmpty(handle.db, new Date(START))
	await seedPagesIfEmpty(handle.db, new Date(START))
	setDatabase(handle)
})

/** Moves the server's clock and signs in afresh (a session left idle for a day has ended). */
async function at(iso: string) {
	setNow(iso)
	;({ cookie, csrf } = await signInStaff(handle.db))
}
afterAll(async () => {
	vi.useRealTimers()
	setDatabase(undefined)
	await handle?.close()
})

function post(pathname: string, fields: Record<string, string>) {
	return new Request(`http://localhost${pathname}`, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/x-www-form-urlencoded',
			Cookie: cookie,
			Origin: 'http://localhost',
		},
		body: new URLSearchParams({ ...fields, csrf }).toString(),
	})
}

type Reply = { init: { status: number } | null; data: { result: { error?: object } } }
async function send(
	def: (typeof resources)[keyof typeof resources],
	fields: Record<string, string>,
) {
	const result = await resourceAction(def, post(def.path, fields), context)
	if (result instanceof Response) {
		// The one-time message the redirect carries (see flash.server.ts).
		const cookie = /admin_flash=([^;]+)/.exec(result.headers.get('Set-Cookie') ?? '')?.[1] ?? ''
		const flash = cookie ? Buffer.from(cookie, 'base64url').toString('utf8') : ''
		return { status: result.status, errors: {}, flash }
	}
	const reply = result as unknown as Reply
	return { status: reply.init?.status ?? 200, errors: reply.data.result.error ?? {}, flash: '' }
}

const newsText = {
	content_en: 'The new water point at the Kumba road market opens to everyone on Saturday.',
	content_fr: 'Le nouveau point d’eau du marché de la route de Kumba ouvre à tous samedi.',
}

describe(`scheduled publishing (${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'SQLite'})`, () => {
	test('an article scheduled two minutes ahead appears on time in the newsroom, its page, the feed, the sitemap and the search', async () => {
		await at(START)
		const search = new SiteSearch(handle.db, { interval: 60 * 60 * 1000 })
		await search.rebuild()
		const created = await send(resources.news, {
			intent: 'create',
			token: 'sched-1',
			title_en: 'Water point opens at the market',
			title_fr: 'Le point d’eau du marché ouvre',
			...newsText,
			// Council time (UTC+1): 10:02 there is 09:02 UTC, two minutes after START.
			publish_at: '2026-12-10T10:02',
		})
		expect(created.status).toBe(302)
		const row = await handle.db
			.selectFrom('news')
			.selectAll()
			.where('title_en', '=', 'Water point opens at the market')
			.executeTakeFirstOrThrow()
		expect(row.publish_at).toBe('2026-12-10T09:02:00.000Z')
		// News is created as a draft; Publish in the list, with a time ahead, schedules it.
		const published = await send(resources.news, { intent: 'publish', id: String(row.id) })
		expect(published.flash).toContain('admin.toast.scheduled')
		const list = await resourceLoader(
			resources.news,
			new Request(`http://localhost${resources.news.path}`, { headers: { Cookie: cookie } }),
		)
		const listed = list.items.find((i) => i.id === row.id)!
		expect([listed.status, listed.publishAt, list.now]).toEqual([
			'published',
			'2026-12-10T09:02:00.000Z',
			START,
		])

		const visible = async () => ({
			latest: (await getLatestNews(handle.db, 'en', 5)).some((n) => n.id === row.id),
			article: Boolean(await getNewsArticle(handle.db, 'fr', row.slug)),
			feed: (await newsFeedXml(handle.db, origin, 'en')).includes('Water point opens'),
			sitemap: (await sitemapXml(handle.db, origin)).includes(`/news/${row.slug}`),
			search: (await search.search('water point market', 'en')).hits.some((h) =>
				h.url.endsWith(row.slug),
			),
		})
		const none = { latest: false, article: false, feed: false, sitemap: false, search: false }
		const all = { latest: true, article: true, feed: true, sitemap: true, search: true }
		expect(await visible()).toEqual(none)
		setNow('2026-12-10T09:01:59.000Z')
		expect(await visible()).toEqual(none)
		setNow('2026-12-10T09:02:00.000Z')
		// No save, no restart: the search index knew when its content would change.
		expect(await visible()).toEqual(all)
		const article = await getNewsArticle(handle.db, 'en', row.slug)
		expect(article?.publishedAt).toBe('2026-12-10')
	})

	test('an event notice set to end disappears at its end, and the change is recorded once', async () => {
		await at('2026-12-11T08:00:00.000Z')
		const saved = await send(resources.events, {
			intent: 'create',
			token: 'sched-2',
			state: 'published',
			title_en: 'Road to Kake closed for repairs',
			date: '2026-12-11',
			unpublish_at: '2026-12-11T18:00',
		})
		expect(saved.status).toBe(302)
		const event = await handle.db
			.selectFrom('events')
			.selectAll()
			.where('title_en', '=', 'Road to Kake closed for repairs')
			.executeTakeFirstOrThrow()
		expect([event.status, event.unpublish_at]).toEqual(['published', '2026-12-11T17:00:00.000Z'])
		const upcoming = async () =>
			(await getUpcomingEvents(handle.db, 'en', '2026-12-11', 50)).some((e) => e.id === event.id)
		expect(await upcoming()).toBe(true)
		expect(await nextTransition(handle.db)).toBe('2026-12-11T17:00:00.000Z')

		setNow('2026-12-11T17:00:00.000Z')
		expect(await upcoming()).toBe(false)
		// Two instances sweeping at the same moment: one records it.
		const counts = await Promise.all([
			applyDueTransitions(handle.db),
			applyDueTransitions(handle.db),
		])
		expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1)
		const after = await handle.db
			.selectFrom('events')
			.select(['status', 'unpublish_at'])
			.where('id', '=', event.id)
			.executeTakeFirstOrThrow()
		expect(after).toEqual({ status: 'draft', unpublish_at: null })
		const logged = await handle.db
			.selectFrom('activity_log')
			.select(['action', 'actor'])
			.where('item_type', '=', 'events')
			.where('item_id', '=', String(event.id))
			.where('action', '=', 'ended')
			.execute()
		expect(logged).toHaveLength(1)
		expect(await applyDueTransitions(handle.db)).toBe(0)
	})

	test('the article scheduled earlier is recorded as published on schedule, once', async () => {
		setNow('2026-12-11T17:00:00.000Z')
		const article = await handle.db
			.selectFrom('news')
			.select(['id', 'publish_at', 'status'])
			.where('title_en', '=', 'Water point opens at the market')
			.executeTakeFirstOrThrow()
		// Swept already by the previous test's sweep: published, its time cleared, logged once.
		expect(article).toMatchObject({ status: 'published', publish_at: null })
		const logged = await handle.db
			.selectFrom('activity_log')
			.select('created_at')
			.where('item_type', '=', 'news')
			.where('item_id', '=', String(article.id))
			.where('action', '=', 'went-live')
			.execute()
		expect(logged.map((l) => l.created_at)).toEqual(['2026-12-10T09:02:00.000Z'])
		// Its author (the administrator who scheduled it) is told once that it went live (decision 050).
		const author = await handle.db
			.selectFrom('users')
			.select('id')
			.where('role', '=', 'admin')
			.orderBy('id')
			.executeTakeFirstOrThrow()
		const told = await handle.db
			.selectFrom('notifications')
			.select(['user_id', 'params', 'link'])
			.where('kind', '=', 'schedule.live')
			.execute()
		expect(told).toEqual([
			{
				user_id: author.id,
				params: JSON.stringify({ title: 'Water point opens at the market' }),
				link: expect.stringContaining(`${article.id}`),
			},
		])
	})

	test('a schedule that cannot be kept is refused with a message, nothing saved', async () => {
		await at('2026-12-12T08:00:00.000Z')
		const base = {
			intent: 'create',
			state: 'published',
			title_en: 'Market day',
			date: '2026-12-20',
		}
		const cases: [Record<string, string>, object][] = [
			[
				{ publish_at: '2026-12-15T10:00', unpublish_at: '2026-12-15T09:00' },
				{ unpublish_at: ['admin.validation.endBeforeStart'] },
			],
			[{ unpublish_at: '2026-12-12T08:30' }, { unpublish_at: ['admin.validation.endPassed'] }],
			[{ publish_at: '2026-02-30T10:00' }, { publish_at: ['admin.validation.dateTime'] }],
		]
		for (const [i, [times, errors]] of cases.entries()) {
			const out = await send(resources.events, { ...base, token: `sched-bad-${i}`, ...times })
			expect([out.status, out.errors]).toEqual([400, errors])
		}
		const count = await handle.db
			.selectFrom('events')
			.select((eb) => eb.fn.countAll().as('n'))
			.where('title_en', '=', 'Market day')
			.executeTakeFirstOrThrow()
		expect(Number(count.n)).toBe(0)
		// A publish time already passed means "now".
		const now = await send(resources.events, {
			...base,
			token: 'sched-ok',
			publish_at: '2026-12-01T10:00',
		})
		expect(now.status).toBe(302)
		const row = await handle.db
			.selectFrom('events')
			.select(['status', 'publish_at'])
			.where('title_en', '=', 'Market day')
			.executeTakeFirstOrThrow()
		expect(row).toEqual({ status: 'published', publish_at: null })
	})

	test('a page scheduled for later stays out of its address, the menu and the sitemap until then', async () => {
		setNow('2026-12-12T08:00:00.000Z')
		const input: PageInput = {
			pathEn: '/visitors/market-days',
			pathFr: '/visitors/jours-de-marche',
			group: 'visitors',
			status: 'published',
			inMenu: true,
			menuLabel: { en: '', fr: '' },
			content: {
				title: { en: 'Market days', fr: 'Jours de marché' },
				description: { en: 'When the markets open', fr: 'Quand les marchés ouvrent' },
				intro: { en: 'Every Saturday.', fr: 'Chaque samedi.' },
				blocks: [],
			},
		}
		const saved = await savePage(
			handle.db,
			{ ...input, publishAt: '2026-12-13T07:00:00.000Z' },
			{ actor: 'Clerk', ip: null },
			undefined,
			'2026-12-12T08:00:00.000Z',
		)
		expect(saved).toHaveProperty('id')
		expect(await getPublishedPage(handle.db, 'fr', '/visitors/jours-de-marche')).toBeNull()
		expect(await sitemapXml(handle.db, origin)).not.toContain('/visitors/market-days')
		setNow('2026-12-13T07:00:00.000Z')
		expect(await getPublishedPage(handle.db, 'fr', '/visitors/jours-de-marche')).not.toBeNull()
		expect(await sitemapXml(handle.db, origin)).toContain('/visitors/market-days')
	})
})
