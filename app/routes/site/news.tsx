import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { NewsList } from '#app/features/news-events/news-list'
import { Pager } from '#app/components/ui/pager'
import { SubscribeLink } from '#app/features/feeds/subscribe-link'
import { PageMeta } from '#app/features/feeds/page-meta'
import { PageHeader } from '#app/features/pages/page-header'
import { getDb } from '#app/db/client.server'
import { getNewsPage } from '#app/features/news-events/queries.server'
import { createT } from '#app/i18n/catalogs.server'
import { localeFromPath, localizePath } from '#app/i18n/locales'
import { pageCrumbs } from '#app/features/pages/page.server'
import { useLocale, useT } from '#app/i18n/hooks'

const PER_PAGE = 9

/** `?page=` as a whole number from 1; anything else reads as page 1. */
function pageNumber(value: string | null) {
	const n = Number(value)
	return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1
}

export async function loader({ url }: LoaderFunctionArgs) {
	const locale = localeFromPath(url.pathname)
	const page = pageNumber(url.searchParams.get('page'))
	const { items, total } = await getNewsPage(getDb(), locale, page, PER_PAGE)
	const pages = Math.max(1, Math.ceil(total / PER_PAGE))
	// A page past the last is no page (issue 32): a 404, never stored, so `?page=N` for any N cannot
	// fill the page cache with copies of the last page.
	if (page > pages) throw data(null, { status: 404 })
	const t = createT(locale)
	return {
		items,
		page,
		pages,
		crumbs: pageCrumbs(url, t('news.pageTitle')),
	}
}

export default function Newsroom() {
	const t = useT()
	const locale = useLocale()
	const { items, page, pages, crumbs } = useLoaderData<typeof loader>()
	const base = localizePath('/news', locale)
	const feed = localizePath('/news/feed.xml', locale)
	const title =
		pages > 1
			? `${t('news.pageTitle')} (${t('news.pageOf', { page, pages })})`
			: t('news.pageTitle')
	return (
		<>
			<PageMeta
				title={t('meta.pageTitle', { title })}
				description={
					pages > 1 && page > 1
						? `${t('news.pageDescription')} (${t('news.pageOf', { page, pages })})`
						: t('news.pageDescription')
				}
				share="news"
			/>
			<link rel="alternate" type="application/rss+xml" title={t('feeds.newsTitle')} href={feed} />
			<PageHeader title={t('news.pageTitle')} intro={t('news.pageIntro')} crumbs={crumbs} />
			<div className="mx-auto max-w-5xl px-4 py-10">
				<NewsList items={items} headingLevel={2} firstInView />
				<Pager
					label={t('news.pagination')}
					page={page}
					pages={pages}
					href={(n) => (n === 1 ? base : `${base}?page=${n}`)}
					previous={t('news.newer')}
					next={t('news.older')}
					status={t('news.pageOf', { page, pages })}
					className="mt-10"
				/>
				<SubscribeLink kind="feed" href={feed} label={t('feeds.rss')} className="mt-10" />
				<SubscribeLink
					kind="email"
					href={localizePath('/subscribe', locale)}
					label={t('subscribe.link')}
					className="mt-4"
				/>
			</div>
		</>
	)
}
