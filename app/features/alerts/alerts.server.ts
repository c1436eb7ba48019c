import type { Kysely } from 'kysely'
import type { AlertLevel, Database } from '#app/db/schema'
import { buildRss } from '#app/features/feeds/feeds'
import { liveAt } from '#app/features/scheduling/live.server'
import { getSettings } from '#app/features/settings/queries.server'
import { settingsVars } from '#app/i18n/hooks'
import { createT } from '#app/i18n/catalogs.server'
import { localizePath, type Locale } from '#app/i18n/locales'
import { pickLocalized } from '#app/utils/localized'
import type { SiteAlert } from './alert-banner'
import { whatsappHref } from '#app/features/subscriptions/whatsapp.server'

/**
 * Site-wide alerts (decision 031). The live ones are read at every request, like every public
 * query (features/scheduling/live.server.ts), so an alert shows on every instance as soon as it is
 * published or its start time comes, and goes when it is unpublished or its end time passes.
 */

const severity: Record<AlertLevel, number> = { emergency: 0, warning: 1, information: 2 }
/** More than this many alerts at once is a mistake, not a message: the most urgent are shown. */
const MAX_SHOWN = 5

/**
 * The live alerts in one language: the most urgent first, then the newest. Given the site's
 * public origin, each carries its "Share on WhatsApp" link (to its own link, or the home page).
 */
export async function getLiveAlerts(
	db: Kysely<Database>,
	locale: Locale,
	origin?: string,
): Promise<SiteAlert[]> {
	const rows = await db
		.selectFrom('alerts')
		.selectAll()
		.where(liveAt())
		.orderBy('updated_at', 'desc')
		.orderBy('id', 'desc')
		.limit(50)
		.execute()
	const product = origin && rows.length ? (await getSettings(db)).name : undefined
	const shareOf = (row: (typeof rows)[number]) => {
		if (!origin || !product) return undefined
		const link = linkIn(row.link, locale)
		return whatsappHref({
			title: { en: row.title_en, fr: row.title_fr },
			url: link
				? link.startsWith('/')
					? `${origin}${link}`
					: link
				: `${origin}${localizePath('/', locale)}`,
			locale,
			product,
		})
	}
	return rows
		.sort((a, b) => severity[a.level] - severity[b.level])
		.slice(0, MAX_SHOWN)
		.map((row) => ({
			id: row.id,
			level: row.level,
			title: pickLocalized({ en: row.title_en, fr: row.title_fr }, locale),
			body: pickLocalized({ en: row.body_en, fr: row.body_fr }, locale),
			link: linkIn(row.link, locale),
			since: row.publish_at ?? row.updated_at,
			// Changes when the alert is edited: a reader who closed it sees it again.
			version: row.updated_at,
			share: shareOf(row),
		}))
}

/** A site path is read in the page's language (a French reader reads `/fr/...`). */
function linkIn(link: string, locale: Locale) {
	if (!link) return null
	if (!link.startsWith('/') || link.startsWith('//')) return link
	return link === '/fr' || link.startsWith('/fr/') ? link : localizePath(link, locale)
}

/** The live alerts as RSS 2.0, in one language: what a feed reader or a relay polls. */
export async function alertsFeedXml(db: Kysely<Database>, origin: string, locale: Locale) {
	const [settings, alerts] = await Promise.all([getSettings(db), getLiveAlerts(db, locale)])
	const t = createT(locale, settingsVars(settings, locale))
	const home = `${origin}${localizePath('/', locale)}`
	const newest = alerts
		.map((a) => a.version)
		.sort()
		.at(-1)
	return buildRss({
		title: t('alerts.feedTitle'),
		link: home,
		description: t('alerts.feedDescription'),
		language: locale,
		selfUrl: `${origin}${localizePath('/alerts/feed.xml', locale)}`,
		lastBuildDate: newest ? new Date(newest) : undefined,
		items: alerts.map((a) => ({
			title: `${t('alert.labelled', { level: t(`alert.level.${a.level}`) })} ${a.title.text}`,
			link: a.link ? (a.link.startsWith('/') ? `${origin}${a.link}` : a.link) : home,
			// Each version of an alert is an item of its own: an edited alert reaches readers again.
			guid: `alert-${a.id}-${a.version}`,
			description: a.body.text,
			pubDate: new Date(a.since),
		})),
	})
}
