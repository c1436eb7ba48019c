import { data, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { InformationPage } from '#app/features/pages/information-page'
import { loadInformationPage } from '#app/features/pages/information-page.server'
import { PageMeta } from '#app/features/feeds/page-meta'
import { buttonVariants } from '#app/components/ui/button'
import { GoBackButton } from '#app/components/site/go-back-button'
import { localeFromPath, localizePath } from '#app/i18n/locales'
import { useLocale, useT } from '#app/i18n/hooks'

/**
 * Every other address: an information page staff created (its content is data, so it has no
 * route of its own), or else the 404 page, with HTTP status 404.
 */
export async function loader({ request }: LoaderFunctionArgs) {
	const page = await loadInformationPage(request)
	if (page) return { page }
	return data(
		{ page: null, locale: localeFromPath(new URL(request.url).pathname) },
		{ status: 404 },
	)
}

export default function NotFoundRoute() {
	const { page } = useLoaderData<typeof loader>()
	return page ? <InformationPage {...page} /> : <NotFound />
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
				<Link to={localizePath('/', locale)} className={buttonVariants()}>
					{t('notFound.home')}
				</Link>
				<GoBackButton label={t('notFound.back')} />
			</div>
		</div>
	)
}
