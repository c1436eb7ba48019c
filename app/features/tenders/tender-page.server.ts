import type { Kysely } from 'kysely'
import type { Database } from '#app/db/schema'
import type { CouncilSettings } from '#app/features/settings/settings-schema'
import type { Locale } from '#app/i18n/locales'
import { createT } from '#app/i18n/catalogs.server'
import { localizePath } from '#app/i18n/locales'
import { jsonLdAddress, serializeJsonLd, webPage } from '#app/features/feeds/structured-data.server'
import { pageCrumbs } from '#app/features/pages/page.server'
import { listingPage } from '#app/features/pages/listing-page.server'
import { excerpt } from '#app/utils/text'
import { formatText, plainText } from '#app/features/formatting/markdown.server'
import { getAttachedDocuments } from '#app/features/documents/queries.server'
import type { Tender } from './queries.server'

/** Where the tenders are listed when no published page shows them (the standard address). */
export const BIDS_PATH = '/business/bids'

/**
 * What a tender's page shows, from the tender (published, or any state in a preview): its
 * breadcrumb back to the tenders list, its description and award notice formatted on the server,
 * its attached documents and its structured data.
 */
export async function tenderPageData(
	address: URL,
	db: Kysely<Database>,
	tender: Tender,
	settings: CouncilSettings,
	locale: Locale,
) {
	const t = createT(locale)
	const list = (await listingPage(db, 'bids', locale)) ?? {
		href: localizePath(BIDS_PATH, locale),
		title: t('tender.allTenders'),
	}
	const title = `${tender.reference} · ${tender.title.text}`
	const words = plainText(tender.description.text)
	const description = excerpt(words || tender.title.text, 155)
	const { origin, url } = jsonLdAddress(address)
	const jsonLd = serializeJsonLd(
		webPage(
			{ url, name: title, description, dateModified: tender.updatedAt, inLanguage: locale },
			settings,
			locale,
			origin,
		),
	)
	const { description: text, award, ...rest } = tender
	return {
		// Texts travel once, as their formatted trees (the Markdown stays on the server).
		tender: {
			...rest,
			description: { ...text, text: '' },
			award: award ? { ...award, text: { ...award.text, text: '' } } : null,
		},
		details: text.text ? formatText(text.text, { locale }) : null,
		awardText: award?.text.text ? formatText(award.text.text, { locale }) : null,
		documents: await getAttachedDocuments(db, locale, 'bids', tender.id),
		list,
		title,
		description,
		crumbs: pageCrumbs(address, tender.reference, { label: list.title, href: list.href }),
		jsonLd,
	}
}

export type TenderPageData = Awaited<ReturnType<typeof tenderPageData>>
