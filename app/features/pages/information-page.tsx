import { PageMeta } from '#app/features/feeds/page-meta'
import { useT } from '#app/i18n/hooks'
import { ContentBlocks } from './content-blocks'
import type { InformationPageData } from './information-page.server'
import { PageHeader } from './page-header'

/** An information page: its heading and intro, then its blocks. */
export function InformationPage({ page, data, crumbs }: InformationPageData) {
	const t = useT()
	return (
		<>
			<PageMeta title={t('meta.pageTitle', { title: page.title })} description={page.description} />
			<PageHeader title={page.title} intro={page.intro} crumbs={crumbs} />
			<ContentBlocks blocks={page.blocks} data={data} />
		</>
	)
}
