import { PageMeta } from '#app/components/site/page-meta'
import { useT } from '#app/utils/i18n'

// Placeholder replaced by the search page (issue 6) in this session.
export default function SearchPage() {
	const t = useT()
	return (
		<div className="mx-auto max-w-3xl px-4 py-8">
			<PageMeta title={t('search.label')} noIndex />
			<h1 className="text-2xl font-bold">{t('search.label')}</h1>
		</div>
	)
}
