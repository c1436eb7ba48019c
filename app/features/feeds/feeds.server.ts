import { isLive } from '#app/features/scheduling/live.server'
import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import { contentTypes } from '#app/features/content-types.server'
import type { Database } from '#app/db/schema'
import { contentPagePaths, publicPages } from '#app/route-table'
import { listPages } from '#app/features/pages/pages-store.server'
import { buildSitemap, indexablePaths, newest, type SitemapEntry } from './sitemap'

export { publicOrigin } from './public-origin.server'

/**
 * Every indexable page of the route table, every published information page, and each content
 * type's published items that have a page of their own. A page gets a date when it follows from
 * stored content (its own last change, or a list's newest item); otherwise none, rather than a
 * made-up one.
 */
async function sitemapEntries(db: Kysely<Database>): Promise<SitemapEntry[]> {
	const [pages, parts] = await Promise.all([
		listPages(db),
		Promise.all(contentTypes.map((type) => type.sitemap?.(db))),
	])
	const published = new Map(pages.filter((p) => isLive(p)).map((p) => [p.path, p.updatedAt]))
	const frenchPaths = new Map(pages.map((p) => [p.path, p.pathFr]))
	const standard = new Set<string>(contentPagePaths)
	// A list page (the home page too) dates from the newest item any type shows there.
	const listDates: Record<string, string | undefined> = {}
	for (const part of parts) {
		for (const [path, date] of Object.entries(part?.lists ?? {})) {
			listDates[path] = newest(listDates[path], date)
		}
	}
	return [
		// Information pages at their route-table place (when published), then those staff added.
		...indexablePaths(publicPages)
			.filter((path) => !standard.has(path) || published.has(path))
			.map((path) => ({
				path,
				pathFr: frenchPaths.get(path),
				lastmod: listDates[path] ?? newest(published.get(path)),
			})),
		...[...published]
			.filter(([path]) => !standard.has(path))
			.map(([path, updatedAt]) => ({
				path,
				pathFr: frenchPaths.get(path),
				lastmod: newest(updatedAt),
			})),
		...parts.flatMap((part) => part?.entries ?? []),
	]
}

export async function sitemapXml(db: Kysely<Database>, origin: string) {
	return buildSitemap(origin, await sitemapEntries(db))
}

/**
 * A feed, sitemap or calendar as an HTTP response: its type, a short public cache and a validator,
 * so a feed reader polling every few minutes gets a bodiless 304 while nothing changed.
 */
export function feedResponse(
	request: Request,
	body: string,
	options: { type: string; maxAge?: number; filename?: string },
) {
	const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`
	const headers = new Headers({
		'Content-Type': options.type,
		'Cache-Control': `public, max-age=${options.maxAge ?? 900}`,
		ETag: etag,
	})
	if (options.filename) headers.set('Content-Disposition', `inline; filename="${options.filename}"`)
	const known = request.headers.get('If-None-Match')
	if (known?.split(',').some((tag) => [etag, '*'].includes(tag.trim()))) {
		return new Response(null, { status: 304, headers })
	}
	return new Response(body, { headers })
}

/** These addresses only answer GET and HEAD. */
export function methodNotAllowed() {
	return new Response('Method Not Allowed\n', {
		status: 405,
		headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' },
	})
}
