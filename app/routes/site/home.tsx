import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { getDb } from '#app/db/client.server'
import { getLatestNews, getPartners, getUpcomingEvents } from '#app/db/queries/content.server'
import { councilToday, localeFromPath } from '#app/i18n/locales'
import { imagePreload } from '#app/components/site/picture'
import { PageMeta } from '#app/components/site/page-meta'
import { StructuredData } from '#app/components/site/structured-data'
import { useLocale, useRootData, useSettings, useT } from '#app/utils/i18n'
import { governmentOrganization } from '#app/utils/structured-data'
import { Hero } from '#app/components/site/home/hero'
import { ServiceTiles } from '#app/components/site/home/service-tiles'
import { ProgramsSection } from '#app/components/site/home/programs'
import { LatestNews } from '#app/components/site/home/latest-news'
import { UpcomingEvents } from '#app/components/site/home/upcoming-events'
import { MayorMessage } from '#app/components/site/home/mayor-message'
import { Partners } from '#app/components/site/home/partners'

// On phones the hero is a dimmed background cropped to a tall box; the 640 px file is sharp enough
// behind the overlay and half the bytes of the 1024 px one a 1.75x screen would otherwise pick.
export const HERO_SIZES = '(max-width: 40rem) 360px, 100vw'

export async function loader({ request }: LoaderFunctionArgs) {
	const locale = localeFromPath(new URL(request.url).pathname)
	const db = getDb()
	const [news, events, partners] = await Promise.all([
		getLatestNews(db, locale, 3),
		getUpcomingEvents(db, locale, councilToday(), 2),
		getPartners(db),
	])
	return { news, events, partners }
}

export const links = () => [imagePreload('hero', HERO_SIZES)]

export default function Home() {
	const t = useT()
	const locale = useLocale()
	const settings = useSettings()
	const origin = useRootData()?.origin ?? ''
	const { news, events, partners } = useLoaderData<typeof loader>()
	return (
		<>
			<PageMeta title={t('meta.homeTitle')} description={t('meta.siteDescription')} share="home" />
			<StructuredData data={governmentOrganization(settings, locale, origin)} />
			<Hero sizes={HERO_SIZES} />
			<ServiceTiles />
			<ProgramsSection />
			<LatestNews items={news} />
			<UpcomingEvents items={events} />
			<MayorMessage />
			<Partners items={partners} />
		</>
	)
}
