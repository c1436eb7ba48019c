import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { getDb } from '#app/db/client.server'
import { getNewsArticle } from '#app/features/news-events/queries.server'
import { getSettings } from '#app/features/settings/queries.server'
import { localeFromPath } from '#app/i18n/locales'
import { ArticlePage } from '#app/features/news-events/article-page'
import { articlePageData } from '#app/features/news-events/article-page.server'
import { getAttachedDocuments } from '#app/features/documents/queries.server'
import { whatsappForPage } from '#app/features/subscriptions/whatsapp.server'

export async function loader({ url, params }: LoaderFunctionArgs) {
	const locale = localeFromPath(url.pathname)
	const db = getDb()
	const [article, settings] = await Promise.all([
		getNewsArticle(db, locale, params.slug ?? ''),
		getSettings(db),
	])
	if (!article) throw data(null, { status: 404 })
	return {
		...articlePageData(url, article, settings, locale),
		attachments: await getAttachedDocuments(db, locale, 'news', article.id),
		whatsapp: await whatsappForPage(db, url, { table: 'news', id: article.id, locale }),
	}
}

export default function NewsArticleRoute() {
	return <ArticlePage {...useLoaderData<typeof loader>()} />
}
