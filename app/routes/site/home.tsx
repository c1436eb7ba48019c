import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { getDb } from '#app/db/client.server'
import { getLatestNews, getPartners, getUpcomingEvents } from '#app/db/queries/content.server'
import { getSettings } from '#app/db/queries/settings.server'
import { councilToday, localeFromPath } from '#app/i18n/locales'
import { imagePreload } from '#app/components/site/picture'
import { PageMeta } from '#app/components/site/page-meta'
import { StructuredData } from '#app/components/site/structured-data'
import { useT } from '#app/utils/i18n'
import {
	governmentOrganization,
	jsonLdAddress,
	serializeJsonLd,
} from '#app/utils/structured-data.server'
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
	const [news, events, partners, settings] = await Promise.all([
		getLatestNews(db, locale, 3),
		getUpcomingEvents(db, locale, councilToday(), 2),
		getPartners(db),
		getSettings(db),
	])
	const { origin } = jsonLdAddress(request)
	const jsonLd = serializeJsonLd(governmentOrganization(settings, locale, origin))
	return { news, events, partners, jsonLd }
}

export const links = () => [imagePreload('hero', HERO_SIZES)]

export default function Home() {
	const t = useT()
	const { news, events, partners, jsonLd } = useLoaderData<typeof loader>()
	return (
		<>
			<PageMeta title={t('meta.homeTitle')} description={t('meta.siteDescription')} share="home" />
			<StructuredData json={jsonLd} />
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
