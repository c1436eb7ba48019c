import { PageMeta } from '#app/features/feeds/page-meta'
import { PageHeader } from '#app/features/pages/page-header'
import { buttonVariants } from '#app/components/ui/button'
import { localizePath } from '#app/i18n/locales'
import { useLocale, useT } from '#app/i18n/hooks'
import { SavedPages } from './on-this-phone'
import { EmergencySection } from './pocket-guide'
import type { PocketOfflineData } from './pocket.server'

/**
 * What the service worker shows, without a connection, for a page this phone has not stored
 * (issue 35): that it will open once the connection is back, the way to the pocket guide, the
 * emergency numbers and the pages saved on this phone. Kept out of search engines.
 */
export function OfflinePage({ crumbs }: PocketOfflineData) {
	const t = useT()
	const locale = useLocale()
	return (
		<>
			<PageMeta
				title={t('meta.pageTitle', { title: t('pocket.offline.title') })}
				description={t('pocket.offline.text')}
				noIndex
			/>
			<PageHeader
				title={t('pocket.offline.title')}
				intro={t('pocket.offline.text')}
				crumbs={crumbs}
			>
				<a
					href={localizePath('/pocket', locale)}
					className={buttonVariants({ size: 'lg', wrap: true, className: 'mt-6' })}
				>
					{t('pocket.offline.guide')}
				</a>
			</PageHeader>
			{/* At least a screen tall: the list of saved pages, drawn by its island after the first
			    paint, then moves nothing in view (the help button and the footer start below). */}
			<div className="mx-auto min-h-screen max-w-5xl px-4">
				<EmergencySection />
				<SavedPages />
			</div>
		</>
	)
}
