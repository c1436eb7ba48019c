import { ArrowRight } from 'lucide-react'
import { SiteLink } from '#app/components/site/site-link'
import { localizePath } from '#app/i18n/locales'
import { NewsList } from '#app/features/news-events/news-list'
import { buttonVariants } from '#app/components/ui/button'
import type { NewsSummary } from '#app/utils/localized'
import { useLocale, useT } from '#app/i18n/hooks'
import { Section } from './section'

export function LatestNews({ items }: { items: NewsSummary[] }) {
	const t = useT()
	const locale = useLocale()
	return (
		<Section id="news" title={t('news.title')}>
			<NewsList items={items} />
			<SiteLink
				to={localizePath('/news', locale)}
				className={buttonVariants({ variant: 'outline', className: 'mt-8' })}
			>
				{t('news.visitNewsroom')}
				<ArrowRight aria-hidden="true" />
			</SiteLink>
		</Section>
	)
}
