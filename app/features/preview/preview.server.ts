import { data } from 'react-router'
import { getStaffSession } from '#app/auth/auth.server'
import { getDb } from '#app/db/client.server'
import type { BidRow, EventRow, JobRow, NewsRow } from '#app/db/schema'
import { tenderOf } from '#app/features/tenders/queries.server'
import { tenderPageData } from '#app/features/tenders/tender-page.server'
import { jobOf } from '#app/features/jobs/queries.server'
import { jobPageData } from '#app/features/jobs/job-page.server'
import { ADMIN_BASE } from '#app/config'
import { resources } from '#app/features/cms/resources'
import { parseId } from '#app/features/cms/resource.server'
import { articlePageData } from '#app/features/news-events/article-page.server'
import { eventPageData } from '#app/features/news-events/event-page.server'
import { newsArticleOf, publicEventOf } from '#app/features/news-events/queries.server'
import { loadInformationPage } from '#app/features/pages/information-page.server'
import { snapshotInput } from '#app/features/pages/page-revisions'
import { getPage, listPages, type StoredPage } from '#app/features/pages/pages-store.server'
import { loadHelp } from '#app/features/help/help.server'
import { loadPrograms } from '#app/features/programs/programs-page.server'
import { getPending } from '#app/features/review/pending.server'
import { scheduleState } from '#app/features/scheduling/schedule'
import { getSettings } from '#app/features/settings/queries.server'
import { localeFromPath, type Locale } from '#app/i18n/locales'
import { nowIso } from '#app/platform/clock.server'
import { previewTypes, type PreviewType } from './preview-types'

/**
 * Staff previews (decision 030): an item drawn exactly as its public page would draw it — a
 * draft, or a published item with its changes kept aside (decision 029) — at
 * `/preview/<type>/<id>` and `/fr/preview/<type>/<id>`. Signed-in staff only; anyone else gets
 * the site's plain 404, so the address tells nothing. Never cached, never indexed.
 */

/** What the banner says the preview shows. */
export type PreviewState = 'draft' | 'published' | 'scheduled' | 'changes'

function stateOf(
	row: { status: string; publish_at: string | null; unpublish_at: string | null },
	changes: boolean,
): PreviewState {
	if (changes) return 'changes'
	const state = scheduleState(
		{ status: row.status, publishAt: row.publish_at, unpublishAt: row.unpublish_at },
		nowIso(),
	)
	return state.state === 'scheduled'
		? 'scheduled'
		: state.state === 'published'
			? 'published'
			: 'draft'
}

/** A page's stored state with its changes kept aside laid over it. */
function withPageChanges(page: StoredPage, content: unknown): StoredPage {
	const input = snapshotInput(content)
	if (!input) return page
	return {
		...page,
		...input.content,
		path: input.pathEn,
		pathFr: input.pathFr,
		group: input.group,
	}
}

async function previewContent(
	request: Request,
	url: URL,
	type: PreviewType,
	id: number,
	locale: Locale,
) {
	const db = getDb()
	const pending = await getPending(db, type, id)
	const changes = (pending?.content ?? null) as Record<string, unknown> | null
	if (type === 'page') {
		const stored = await getPage(db, id)
		if (!stored) return null
		const page = changes ? withPageChanges(stored, changes) : stored
		const shown = await loadInformationPage(request, url, page)
		if (!shown) return null
		const row = {
			status: stored.status,
			publish_at: stored.publishAt,
			unpublish_at: stored.unpublishAt,
		}
		return {
			kind: 'page' as const,
			page: shown,
			state: stateOf(row, Boolean(changes)),
			title: page.title[locale] || page.title.en,
			edit: `${ADMIN_BASE}/pages/edit?id=${id}`,
		}
	}
	if (type === 'news' || type === 'events')
		return previewArticle(request, url, type, id, locale, changes)
	if (type === 'bids' || type === 'jobs')
		return previewOwnPage(request, url, type, id, locale, changes)
	return previewListed(request, url, type, id, changes)
}

/**
 * The stored item a preview shows, its state (with changes not yet public or not) and the
 * address of its form: what every kind of preview starts from.
 */
async function storedItem(
	type: 'news' | 'events' | 'bids' | 'jobs' | 'programs' | 'faqs' | 'businesses',
	id: number,
	changes: unknown,
) {
	const stored = await getDb().selectFrom(type).selectAll().where('id', '=', id).executeTakeFirst()
	if (!stored) return null
	return {
		stored,
		state: stateOf(stored, Boolean(changes)),
		edit: `${resources[type].path}?edit=${id}`,
	}
}

/** A news article or an event, on its own page. */
async function previewArticle(
	request: Request,
	url: URL,
	type: 'news' | 'events',
	id: number,
	locale: Locale,
	changes: unknown,
) {
	const item = await storedItem(type, id, changes)
	if (!item) return null
	const { stored, state, edit } = item
	const settings = await getSettings(getDb())
	const row = { ...stored, ...((changes ?? {}) as object) }
	if (type === 'news') {
		const article = newsArticleOf(row as NewsRow, locale)
		return {
			kind: 'news' as const,
			article: articlePageData(url, article, settings, locale),
			state,
			title: article.title.text,
			edit,
		}
	}
	const event = publicEventOf(row as EventRow, locale)
	return {
		kind: 'events' as const,
		event: eventPageData(url, event, settings, locale),
		state,
		title: event.title.text,
		edit,
	}
}

/** A tender or a job vacancy, on its own page (decision 034). */
async function previewOwnPage(
	request: Request,
	url: URL,
	type: 'bids' | 'jobs',
	id: number,
	locale: Locale,
	changes: unknown,
) {
	const db = getDb()
	const item = await storedItem(type, id, changes)
	if (!item) return null
	const { stored, ...common } = item
	const settings = await getSettings(db)
	const row = { ...stored, ...((changes ?? {}) as object) }
	if (type === 'bids') {
		const tender = tenderOf(row as BidRow, locale)
		return {
			kind: 'tender' as const,
			tender: await tenderPageData(url, db, tender, settings, locale),
			title: tender.title.text,
			...common,
		}
	}
	const job = jobOf(row as JobRow, locale)
	return {
		kind: 'job' as const,
		job: await jobPageData(url, db, job, settings, locale),
		title: job.title.text,
		...common,
	}
}

/** The block of an information page that lists the directory's entries. */
const listingBlock = { businesses: 'businessSearch' } as const

/**
 * A programme, a question or a directory entry has no page of its own: it is previewed on the
 * list page that shows it, listed there whatever its state, with its changes laid over it.
 */
async function previewListed(
	request: Request,
	url: URL,
	type: 'programs' | 'faqs' | 'businesses',
	id: number,
	changes: Record<string, unknown> | null,
) {
	const db = getDb()
	const item = await storedItem(type, id, changes)
	if (!item) return null
	const { stored, ...common } = item
	const shown = { id, changes }
	if (type === 'programs') {
		const programType = (changes?.type ?? (stored as { type: string }).type) as 'agenda' | 'project'
		return {
			kind: 'programs' as const,
			programs: await loadPrograms(request, url, programType, shown),
			...common,
		}
	}
	if (type === 'faqs')
		return { kind: 'faqs' as const, help: await loadHelp(request, url, shown), ...common }
	const blockKind = listingBlock[type]
	const pages = await listPages(db)
	const host =
		pages.find((p) => p.status === 'published' && p.blocks.some((b) => b.kind === blockKind)) ??
		pages.find((p) => p.blocks.some((b) => b.kind === blockKind))
	if (!host) return null
	const page = await loadInformationPage(request, url, host, { table: type, ...shown })
	if (!page) return null
	return { kind: 'page' as const, page, ...common }
}

export async function previewLoader(
	request: Request,
	url: URL,
	params: { type?: string; id?: string },
) {
	const notFound = () => data(null, { status: 404, headers: { 'Cache-Control': 'no-store' } })
	// No session: the same answer as an address that does not exist.
	if (!(await getStaffSession(request))) throw notFound()
	const locale = localeFromPath(url.pathname)
	const type = previewTypes.find((t) => t === params.type)
	const id = parseId(params.id)
	if (!type || !id) throw notFound()
	const content = await previewContent(request, url, type, id, locale)
	if (!content) throw notFound()
	const self = (lang: Locale, view?: 'phone' | 'embed') =>
		`${lang === 'fr' ? '/fr' : ''}/preview/${type}/${id}${view === 'phone' ? '?view=phone' : view === 'embed' ? '?embed=1' : ''}`
	const view =
		url.searchParams.get('view') === 'phone'
			? 'phone'
			: url.searchParams.get('embed') === '1'
				? 'embed'
				: 'desktop'
	return {
		...content,
		view,
		links: {
			desktop: self(locale),
			phone: self(locale, 'phone'),
			frame: self(locale, 'embed'),
			otherLanguage: self(locale === 'fr' ? 'en' : 'fr', view === 'phone' ? 'phone' : undefined),
		},
	}
}

export type PreviewData = Awaited<ReturnType<typeof previewLoader>>

/** Every answer of a preview: private, never stored by a browser or a proxy, never indexed. */
export const previewHeaders = {
	'Cache-Control': 'no-store, private',
	'X-Robots-Tag': 'noindex, nofollow',
}
