import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'
import { adminLoginPage, adminPages, INFORMATION_PAGE_FILE, publicPages } from './route-table'
import { ADMIN_BASE } from '#app/config'

/**
 * One table, two languages: every public page is registered at its English path and again under
 * `/fr`, with distinct route ids. Pages read their language from the URL.
 */
function sitePages(prefix: '' | 'fr') {
	const id = (name: string) => (prefix ? `${prefix}/${name}` : name)
	// Information pages have no route each: the catch-all below finds them (route-table.ts).
	const children = publicPages
		.filter((page) => page.file !== INFORMATION_PAGE_FILE)
		.map((page) =>
			page.path === '/'
				? index(page.file, { id: id(page.id) })
				: route(page.path.slice(1), page.file, { id: id(page.id) }),
		)
	// Page feedback (decision 038): where the foot of every page posts; no page to list,
	// crawl or index, so not in the route table.
	children.push(route('feedback', 'routes/site/feedback.tsx', { id: id('feedback') }))
	children.push(route('*', INFORMATION_PAGE_FILE, { id: id('not-found') }))
	return prefix
		? route('fr', 'routes/site/layout.fr.tsx', { id: 'fr/layout' }, children)
		: layout('routes/site/layout.tsx', { id: 'layout' }, children)
}

/** The staff area: one layout (sidebar, header) around every screen. */
function adminArea() {
	const children = adminPages.map((page) =>
		page.path === ADMIN_BASE
			? index(page.file, { id: page.id })
			: route(page.path.slice(`${ADMIN_BASE}/`.length), page.file, { id: page.id }),
	)
	return route(ADMIN_BASE.slice(1), 'routes/admin/layout.tsx', { id: 'admin' }, children)
}

export default [
	sitePages(''),
	sitePages('fr'),
	adminArea(),
	route(adminLoginPage.path.slice(1), adminLoginPage.file, { id: adminLoginPage.id }),
	// The help assistant's anonymous "a question was read" beacon (no page).
	route('help/asked', 'routes/site/help-asked.ts', { id: 'help-asked' }),
	// Files for machines (no page): crawlers, feed readers, calendar apps.
	route('sitemap.xml', 'routes/resources/sitemap.ts', { id: 'sitemap' }),
	route('robots.txt', 'routes/resources/robots.ts', { id: 'robots' }),
	...(['', 'fr/'] as const).flatMap((prefix) => [
		// Page feedback sent from the foot of a page with JavaScript, answered in JSON (decision 038).
		route(`${prefix}feedback/answer`, 'routes/resources/feedback-answer.ts', {
			id: `${prefix}feedback-answer`,
		}),
		route(`${prefix}news/feed.xml`, 'routes/resources/news-feed.ts', {
			id: `${prefix}news-feed`,
		}),
		route(`${prefix}alerts/feed.xml`, 'routes/resources/alerts-feed.ts', {
			id: `${prefix}alerts-feed`,
		}),
		route(`${prefix}jobs/feed.xml`, 'routes/resources/jobs-feed.ts', {
			id: `${prefix}jobs-feed`,
		}),
		// The web manifest: the council's name in the language, its emblem's icons (decision 055).
		route(`${prefix}manifest.webmanifest`, 'routes/resources/web-manifest.ts', {
			id: `${prefix}web-manifest`,
		}),
		// The help panel's questions (help.island.ts), as JSON in the address's language.
		route(`${prefix}help/questions`, 'routes/site/help-questions.ts', {
			id: `${prefix}help-questions`,
		}),
		route(`${prefix}events/calendar.ics`, 'routes/resources/events-calendar.ts', {
			id: `${prefix}events-calendar`,
		}),
		route(`${prefix}events/:id/calendar.ics`, 'routes/resources/events-calendar.ts', {
			id: `${prefix}event-calendar`,
		}),
		// The search field's suggestions, as one types (JSON for its island).
		route(`${prefix}search/suggest`, 'routes/resources/search-suggest.ts', {
			id: `${prefix}search-suggest`,
		}),
	]),
] satisfies RouteConfig
