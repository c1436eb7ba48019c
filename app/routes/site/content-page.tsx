import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { PageMeta } from '#app/features/feeds/page-meta'
import { ContentBlocks } from '#app/features/pages/content-blocks'
import { PageHeader } from '#app/features/pages/page-header'
import { loadPageData } from '#app/features/pages/page-data.server'
import { findContentPage, resolvePage } from '#app/features/pages/content/index'
import { getDb } from '#app/db/client.server'
import { getSettings } from '#app/features/settings/queries.server'
import { localeFromPath, stripLocale } from '#app/i18n/locales'
import { pageCrumbs, pageVars } from '#app/features/pages/page.server'
import { useT } from '#app/i18n/hooks'

/**
 * Every information page (government, residents, visitors, business, "I want to", services):
 * its text comes from `app/features/pages/content`, its live parts (events, cabinet, bids, directory)
 * from the database. Only the page's own language is sent to the browser.
 */
export async function loader({ request }: LoaderFunctionArgs) {
	const url = new URL(request.url)
	const locale = localeFromPath(url.pathname)
	const source = findContentPage(stripLocale(url.pathname))
	if (!source) throw data(null, { status: 404 })
	const db = getDb()
	const settings = await getSettings(db)
	const page = resolvePage(source, locale, pageVars(settings, locale))
	const pageData = await loadPageData(db, page.blocks, locale, url.searchParams)
	return { page, data: pageData, crumbs: pageCrumbs(request, page.title, page.group) }
}

export default function ContentPageRoute() {
	const t = useT()
	const { page, data: pageData, crumbs } = useLoaderData<typeof loader>()
	return (
		<>
			<PageMeta title={t('meta.pageTitle', { title: page.title })} description={page.description} />
			<PageHeader title={page.title} intro={page.intro} crumbs={crumbs} />
			<ContentBlocks blocks={page.blocks} data={pageData} />
		</>
	)
}
