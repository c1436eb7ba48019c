/**
 * The public pages, by English path. `app/routes.ts` registers each twice (English and `/fr`);
 * the sitemap and tests walk the same list.
 */
export interface PublicPage {
	id: string
	path: string
	file: string
}

export const publicPages: PublicPage[] = [{ id: 'home', path: '/', file: 'routes/site/home.tsx' }]
