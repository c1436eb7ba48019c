import { now } from '#app/platform/clock.server'
import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { getDb } from '#app/db/client.server'
import {
	getLatestNews,
	getPartners,
	getUpcomingEvents,
} from '#app/features/news-events/queries.server'
import { settingsFor } from '#app/features/settings/queries.server'
import { keptForContent } from '#app/features/scheduling/content-state.server'
import { councilToday, localeFromPath } from '#app/i18n/locales'
import { PageMeta } from '#app/features/feeds/page-meta'
import { StructuredData } from '#app/components/site/structured-data'
import { useT } from '#app/i18n/hooks'
import {
	governmentOrganization,
	jsonLdAddress,
	serializeJsonLd,
} from '#app/features/feeds/structured-data.server'
import { Hero } from '#app/features/home/hero'
import { ServiceTiles } from '#app/features/home/service-tiles'
import { ProgramsSection } from '#app/features/home/programs'
import { LatestNews } from '#app/features/home/latest-news'
import { UpcomingEvents } from '#app/features/home/upcoming-events'
import { MayorMessage } from '#app/features/home/mayor-message'
import { Partners } from '#app/features/home/partners'

// The hero's picture is preloaded by the hero itself: it is the council's own when it gave one.
// On phones the hero is a dimmed background cropped to a tall box; the 640 px file is sharp enough
// behind the overlay and half the bytes of the 1024 px one a 1.75x screen would otherwise pick.
const HERO_SIZES = '(max-width: 40rem) 360px, 100vw'

export async function loader({ url, context }: LoaderFunctionArgs) {
	const locale = localeFromPath(url.pathname)
	const db = getDb()
	// The latest news and the partners change only with the content (a scheduled article is a
	// change too): kept while it is unchanged; upcoming events, for the day as well.
	const today = councilToday(now())
	const [news, events, partners, settings] = await Promise.all([
		keptForContent(db, context, `homeNews:${locale}`, () => getLatestNews(db, locale, 3)),
		keptForContent(db, context, `homeEvents:${locale}:${today}`, () =>
			getUpcomingEvents(db, locale, today, 2),
		),
		keptForContent(db, context, 'partners', () => getPartners(db)),
		settingsFor(db, context),
	])
	const { origin } = jsonLdAddress(url)
	const jsonLd = await keptForContent(db, context, `homeJsonLd:${locale}:${origin}`, async () =>
		serializeJsonLd(governmentOrganization(settings, locale, origin)),
	)
	return { news, events, partners, jsonLd }
}

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
