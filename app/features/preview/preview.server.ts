import { data } from 'react-router'
import { getStaffSession } from '#app/auth/auth.server'
import { getDb } from '#app/db/client.server'
import type { Previewed } from '#app/features/cms/content-type'
import { parseId } from '#app/features/cms/resource.server'
import { contentType } from '#app/features/content-types.server'
import { getPending } from '#app/features/review/pending.server'
import { scheduleState } from '#app/features/scheduling/schedule'
import { localeFromPath, type Locale } from '#app/i18n/locales'
import { nowIso } from '#app/platform/clock.server'
import type { PreviewViewName } from './preview-views'

/**
 * Staff previews (decision 030): an item drawn exactly as its public page would draw it — a
 * draft, or a published item with its changes kept aside (decision 029) — at
 * `/preview/<type>/<id>` and `/fr/preview/<type>/<id>`. Signed-in staff only; anyone else gets
 * the site's plain 404, so the address tells nothing. Never cached, never indexed. What can be
 * previewed, and how, each content type says (its `preview`); an alert, a band on every page
 * drawn by the site layout, has none.
 */

/** What the banner says the preview shows. */
export type PreviewState = 'draft' | 'published' | 'scheduled' | 'changes'

function stateOf(item: Previewed['state'], changes: boolean): PreviewState {
	if (changes) return 'changes'
	const state = scheduleState(item, nowIso())
	return state.state === 'scheduled'
		? 'scheduled'
		: state.state === 'published'
			? 'published'
			: 'draft'
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
	const type = contentType(params.type)
	const id = parseId(params.id)
	if (!type?.preview || !id) throw notFound()
	const db = getDb()
	const pending = await getPending(db, type.key, id)
	const changes = (pending?.content ?? null) as Record<string, unknown> | null
	const shown = await type.preview({ db, request, url, id, locale, changes })
	if (!shown) throw notFound()
	const self = (lang: Locale, view?: 'phone' | 'embed') =>
		`${lang === 'fr' ? '/fr' : ''}/preview/${type.key}/${id}${view === 'phone' ? '?view=phone' : view === 'embed' ? '?embed=1' : ''}`
	const view =
		url.searchParams.get('view') === 'phone'
			? 'phone'
			: url.searchParams.get('embed') === '1'
				? 'embed'
				: 'desktop'
	return {
		// The public page that draws the item, and what it draws it from.
		page: { view: shown.view as PreviewViewName, props: shown.props },
		state: stateOf(shown.state, Boolean(changes)),
		title: shown.title,
		edit: type.editPath(id),
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
