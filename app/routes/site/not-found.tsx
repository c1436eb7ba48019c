import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { SiteLink } from '#app/components/site/site-link'
import { InformationPage } from '#app/features/pages/information-page'
import { loadInformationPage, missingPage } from '#app/features/pages/information-page.server'
import { PageGone } from '#app/features/pages/page-gone'
import { PageMeta } from '#app/features/feeds/page-meta'
import { buttonVariants } from '#app/components/ui/button'
import { GoBackButton } from '#app/components/site/go-back-button'
import { localeFromPath, localizePath } from '#app/i18n/locales'
import { useLocale, useT } from '#app/i18n/hooks'

/**
 * Every address no other route answers: an information page, standard or added by staff (their
 * content is data, so they have no route each: route-table.ts), an address a page has left (301 to
 * it), a deleted page's address (410 and a page saying so), or else the 404 page.
 */
export async function loader({ request, url, context }: LoaderFunctionArgs) {
	const page = await loadInformationPage(request, url, undefined, undefined, context)
	if (page) return { page, gone: false, alternatePaths: page.alternatePaths }
	const gone = (await missingPage(url)) === 'gone'
	return data(
		{ page: null, gone, locale: localeFromPath(url.pathname) },
		{ status: gone ? 410 : 404 },
	)
}

export default function NotFoundRoute() {
	const { page, gone } = useLoaderData<typeof loader>()
	if (page) return <InformationPage {...page} />
	return gone ? <PageGone /> : <NotFound />
}

function NotFound() {
	const t = useT()
	const locale = useLocale()
	return (
		<div className="mx-auto max-w-3xl px-4 py-20 text-center">
			<PageMeta title={t('notFound.metaTitle')} description={t('notFound.text')} noIndex />
			<p className="text-6xl font-black text-primary" aria-hidden="true">
				404
			</p>
			<h1 className="mt-4 text-3xl font-bold">{t('notFound.title')}</h1>
			<p className="mx-auto mt-4 max-w-xl text-lg text-slate-700">{t('notFound.text')}</p>
			<div className="mt-8 flex flex-wrap justify-center gap-3">
				<SiteLink to={localizePath('/', locale)} className={buttonVariants()}>
					{t('notFound.home')}
				</SiteLink>
				<GoBackButton label={t('notFound.back')} />
			</div>
		</div>
	)
}
