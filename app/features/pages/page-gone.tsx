import { Link } from 'react-router'
import { PageMeta } from '#app/features/feeds/page-meta'
import { buttonVariants } from '#app/components/ui/button'
import { SearchForm } from '#app/features/site-frame/top-bar'
import { localizePath } from '#app/i18n/locales'
import { useLocale, useT } from '#app/i18n/hooks'
import { useSettings } from '#app/root-data'

/**
 * What a deleted page's address shows (HTTP 410): that the page was removed on purpose, not
 * mistyped, with the site search, the home page and the council's phone as ways on.
 */
export function PageGone() {
	const t = useT()
	const locale = useLocale()
	const { phone } = useSettings()
	return (
		<div className="mx-auto max-w-3xl px-4 py-16">
			<PageMeta title={t('gone.metaTitle')} description={t('gone.text')} noIndex />
			<h1 className="text-3xl font-bold">{t('gone.title')}</h1>
			<p className="mt-4 text-lg text-slate-700">{t('gone.text')}</p>
			<div className="mt-8">
				<SearchForm idPrefix="gone" />
			</div>
			<p className="mt-8">
				<Link to={localizePath('/', locale)} className={buttonVariants({ variant: 'outline' })}>
					{t('gone.home')}
				</Link>
			</p>
			{phone ? <p className="mt-6 text-slate-700">{t('gone.call', { phone })}</p> : null}
		</div>
	)
}
