import { resourceList } from './features/content-types'
import { SITE_TEXTS_PATH, settingsScreenList } from './features/cms/settings-screens'
import { ADMIN_BASE } from '#app/config'

/**
 * The public pages, by English path. `app/routes.ts` registers each twice (English and `/fr`);
 * the tests (crawl, accessibility), the bench and later the sitemap walk the same list.
 * A path with `:param` is a template: crawlers reach its pages through the links of its list page.
 */
export interface PublicPage {
	id: string
	path: string
	file: string
	/** Staff area: only administrators (editors get 403). */
	role?: 'admin'
	/** A public page search engines should not list (e.g. search results): left out of the sitemap. */
	noindex?: true
}

/**
 * The route module of every information page: the standard ones below and those staff add. They
 * are data, so they need no route each: the site's catch-all route (`app/routes.ts`) looks for a
 * stored page at any address no other route answers. Registering each at its own address made
 * React Router match every request against 52 more routes (a third of the table, measured in
 * decision 035), for nothing.
 */
export const INFORMATION_PAGE_FILE = 'routes/site/not-found.tsx'

/**
 * The standard information pages: stored in the database (decision 021) and drawn by the catch-all
 * route module above; the sample council's text is in `app/seed/pages/`.
 */
export const contentPagePaths = [
	'/government/meet-mayor',
	'/government/cabinet',
	'/residents/arts-culture',
	'/residents/public-safety',
	'/residents/parks-recreation',
	'/residents/directions',
	'/visitors/getting-around',
	'/visitors/history',
	'/visitors/things-to-do',
	'/business/licenses',
	'/business/suppliers',
	'/business/grants',
	'/business/zoning',
	'/business/bids',
	'/business/start',
	'/jobs',
	'/i-want-to/ceremonial',
	'/i-want-to/find-business',
	'/i-want-to/business-license',
	'/i-want-to/events-permit',
	'/services/licenses',
	'/services/administrative',
	'/services/technical',
	'/services/birth-certificate',
	'/services/social-affairs',
	'/services/tax',
] as const

const idOf = (path: string) => path.slice(1).replaceAll('/', '.').replaceAll(':', '$')

export const publicPages: PublicPage[] = [
	{ id: 'home', path: '/', file: 'routes/site/home.tsx' },
	...contentPagePaths.map((path) => ({ id: idOf(path), path, file: INFORMATION_PAGE_FILE })),
	{ id: 'help', path: '/help', file: 'routes/site/help.tsx' },
	{ id: 'news', path: '/news', file: 'routes/site/news.tsx' },
	{ id: 'news.$slug', path: '/news/:slug', file: 'routes/site/news.$slug.tsx' },
	{ id: 'events', path: '/events', file: 'routes/site/events.tsx' },
	{ id: 'events.$id', path: '/events/:id', file: 'routes/site/events.$id.tsx' },
	// A tender's and a job vacancy's own pages (decision 034); their lists are information pages.
	{
		id: 'business.bids.$slug',
		path: '/business/bids/:slug',
		file: 'routes/site/business.bids.$slug.tsx',
	},
	{ id: 'jobs.$slug', path: '/jobs/:slug', file: 'routes/site/jobs.$slug.tsx' },
	{ id: 'documents', path: '/documents', file: 'routes/site/documents.tsx' },
	{ id: 'documents.$slug', path: '/documents/:slug', file: 'routes/site/documents.$slug.tsx' },
	// The council in your pocket (issue 35): the guide a phone keeps, and what its service worker
	// shows offline for a page it has not stored (kept out of search engines and the sitemap).
	{ id: 'pocket', path: '/pocket', file: 'routes/site/pocket.tsx' },
	{
		id: 'pocket.offline',
		path: '/pocket/offline',
		file: 'routes/site/pocket.offline.tsx',
		noindex: true,
	},
	{ id: 'programs.agenda', path: '/programs/agenda', file: 'routes/site/programs.tsx' },
	{ id: 'programs.projects', path: '/programs/projects', file: 'routes/site/programs.tsx' },
	{ id: 'search', path: '/search', file: 'routes/site/search.tsx', noindex: true },
	// A staff preview of an item (signed-in staff only; 404 for anyone else): decision 030.
	{ id: 'preview', path: '/preview/:type/:id', file: 'routes/site/preview.tsx', noindex: true },
	// Requests and reports to the council (decision 039). Made per visitor, never cached.
	{ id: 'contact', path: '/contact', file: 'routes/site/contact.tsx' },
	{
		id: 'contact.status',
		path: '/contact/status',
		file: 'routes/site/contact.status.tsx',
		noindex: true,
	},
	// Subscriptions by email (decision 040): per-person pages, never cached or listed.
	{ id: 'subscribe', path: '/subscribe', file: 'routes/site/subscribe.tsx', noindex: true },
	{
		id: 'subscribe.confirm',
		path: '/subscribe/confirm',
		file: 'routes/site/subscribe.tsx',
		noindex: true,
	},
	{
		id: 'subscribe.manage',
		path: '/subscribe/manage',
		file: 'routes/site/subscribe.tsx',
		noindex: true,
	},
	{
		id: 'subscribe.unsubscribe',
		path: '/subscribe/unsubscribe',
		file: 'routes/site/subscribe.tsx',
		noindex: true,
	},
]

/**
 * The staff area (`/admin-dtima`), one address per screen in both languages. The access-control
 * tests walk this list; every entry is a screen or an action a guard must protect.
 */
export const adminPages: PublicPage[] = [
	{ id: 'admin.dashboard', path: ADMIN_BASE, file: 'routes/admin/dashboard.tsx' },
	{ id: 'admin.language', path: `${ADMIN_BASE}/language`, file: 'routes/admin/language.ts' },
	{ id: 'admin.content', path: `${ADMIN_BASE}/content`, file: 'routes/admin/content.tsx' },
	{ id: 'admin.pages', path: `${ADMIN_BASE}/pages`, file: 'routes/admin/pages.tsx' },
	// Without `?id=` a new page; with it, that page (and `&delete`, the confirmation).
	{
		id: 'admin.pageEditor',
		path: `${ADMIN_BASE}/pages/edit`,
		file: 'routes/admin/page-editor.tsx',
	},
	{ id: 'admin.menu', path: `${ADMIN_BASE}/menu`, file: 'routes/admin/menu.tsx' },
	// One item's saved versions (`?type=page&id=N`): compare and restore (decision 025).
	{ id: 'admin.history', path: `${ADMIN_BASE}/history`, file: 'routes/admin/history.tsx' },
	{ id: 'admin.deleted', path: `${ADMIN_BASE}/deleted`, file: 'routes/admin/deleted.tsx' },
	// What editors submitted, for an administrator to publish or send back (decision 029).
	{ id: 'admin.review', path: `${ADMIN_BASE}/review`, file: 'routes/admin/review.tsx' },
	{
		id: 'admin.notifications',
		path: `${ADMIN_BASE}/notifications`,
		file: 'routes/admin/notifications.tsx',
	},
	{ id: 'admin.search', path: `${ADMIN_BASE}/search`, file: 'routes/admin/search.tsx' },
	// Links in published content that lead nowhere, to an old address or to plain http:.
	{ id: 'admin.links', path: `${ADMIN_BASE}/links`, file: 'routes/admin/links.tsx' },
	// Page feedback from the foot of public pages (decision 038): every member of staff.
	{ id: 'admin.feedback', path: `${ADMIN_BASE}/feedback`, file: 'routes/admin/feedback.tsx' },
	{ id: 'admin.account', path: `${ADMIN_BASE}/account`, file: 'routes/admin/account.tsx' },
	{ id: 'admin.logout', path: `${ADMIN_BASE}/logout`, file: 'routes/admin/logout.ts' },
	{ id: 'admin.users', path: `${ADMIN_BASE}/users`, file: 'routes/admin/users.tsx', role: 'admin' },
	{
		id: 'admin.activity',
		path: `${ADMIN_BASE}/activity`,
		file: 'routes/admin/activity.tsx',
		role: 'admin',
	},
	// The inbox of requests to the council (decision 039): the list, one request
	// (`?id=N`), and its photo (staff only, never from the public uploads path).
	{ id: 'admin.requests', path: `${ADMIN_BASE}/requests`, file: 'routes/admin/requests.tsx' },
	{
		id: 'admin.requests.view',
		path: `${ADMIN_BASE}/requests/view`,
		file: 'routes/admin/request.tsx',
	},
	{
		id: 'admin.requests.photo',
		path: `${ADMIN_BASE}/requests/photo`,
		file: 'routes/admin/request-photo.ts',
	},
	// Who handles each category, and the escalation delay (decision 050): administrators only.
	{
		id: 'admin.requests.routing',
		path: `${ADMIN_BASE}/requests/routing`,
		file: 'routes/admin/request-routing.tsx',
		role: 'admin',
	},
	// One module serves every list-of-items screen (see routes/admin/resource.tsx).
	...resourceList.flatMap((def) =>
		[def.path, ...(def.aliases ?? [])].map((path, i) => ({
			id: i === 0 ? `admin.${def.key}` : `admin.${def.key}.${i}`,
			path,
			file: 'routes/admin/resource.tsx',
		})),
	),
	// And one serves every settings screen (routes/admin/settings-screen.tsx).
	...settingsScreenList.map((screen) => ({
		id: `admin.settings.${screen.key}`,
		path: screen.path,
		file: 'routes/admin/settings-screen.tsx',
		role: screen.role,
	})), // The council's wording of the site's interface texts.
	{
		id: 'admin.settings.texts',
		path: SITE_TEXTS_PATH,
		file: 'routes/admin/settings-texts.tsx',
		role: 'admin',
	},
]

/** The one staff-area page open to everyone: signing in (outside the staff layout). */
export const adminLoginPage: PublicPage = {
	id: 'admin.login',
	path: `${ADMIN_BASE}/login`,
	file: 'routes/admin/login.tsx',
}
