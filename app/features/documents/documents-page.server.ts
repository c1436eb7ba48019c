import { data } from 'react-router'
import { getDb } from '#app/db/client.server'
import { createT } from '#app/i18n/catalogs.server'
import { localeFromPath, localizePath } from '#app/i18n/locales'
import { pageCrumbs } from '#app/features/pages/page.server'
import { getSettings } from '#app/features/settings/queries.server'
import { jsonLdAddress, serializeJsonLd } from '#app/features/feeds/structured-data.server'
import { absoluteUrl } from '#app/features/feeds/seo'
import { excerpt } from '#app/utils/text'
import { DOCUMENT_MEDIA_TYPES } from './format'
import { getCategories, getDocument, getDocumentsPage, getDocumentYears } from './queries.server'
import { whatsappHref } from '#app/features/subscriptions/whatsapp.server'

export const DOCUMENTS_PER_PAGE = 20

/** `?page=` as a whole number from 1; anything else reads as page 1. */
function pageNumber(value: string | null) {
	const n = Number(value)
	return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1
}

/**
 * The library's list: filtered by category and year from a plain GET form (no JavaScript), one
 * page at a time. A category or year that does not exist is ignored rather than refused.
 */
export async function documentsPageData(request: Request, url: URL) {
	const locale = localeFromPath(url.pathname)
	const db = getDb()
	const [categories, years] = await Promise.all([getCategories(db, locale), getDocumentYears(db)])
	const askedCategory = url.searchParams.get('category') ?? ''
	const askedYear = url.searchParams.get('year') ?? ''
	const category = categories.some((c) => c.slug === askedCategory) ? askedCategory : ''
	const year = /^\d{4}$/.test(askedYear) ? askedYear : ''
	const requested = pageNumber(url.searchParams.get('page'))
	const first = await getDocumentsPage(
		db,
		locale,
		{ category, year },
		requested,
		DOCUMENTS_PER_PAGE,
	)
	const pages = Math.max(1, Math.ceil(first.total / DOCUMENTS_PER_PAGE))
	// A page past the last is no page (issue 32): a 404, never stored.
	if (requested > pages) throw data(null, { status: 404 })
	const page = requested
	const { items, total } = first
	const t = createT(locale)
	return {
		items,
		total,
		categories,
		years: year && !years.includes(year) ? [...years, year] : years,
		filter: { category, year },
		page,
		pages,
		crumbs: pageCrumbs(url, t('documents.pageTitle')),
	}
}

export type DocumentsPageData = Awaited<ReturnType<typeof documentsPageData>>

/** One document's page: its texts, facts and download link; 404 when it is not public. */
export async function documentPageData(request: Request, url: URL, slug: string) {
	const locale = localeFromPath(url.pathname)
	const db = getDb()
	const [doc, settings] = await Promise.all([getDocument(db, locale, slug), getSettings(db)])
	if (!doc) throw data(null, { status: 404 })
	const t = createT(locale)
	const crumbs = pageCrumbs(url, doc.title.text, {
		label: t('documents.pageTitle'),
		href: localizePath('/documents', locale),
	})
	const { origin, url: address } = jsonLdAddress(url)
	const description = excerpt(doc.summary.text || doc.title.text, 155)
	const jsonLd = serializeJsonLd({
		'@context': 'https://schema.org',
		'@type': 'DigitalDocument',
		name: doc.title.text,
		description,
		datePublished: doc.date,
		inLanguage: doc.language === 'both' ? ['en', 'fr'] : doc.language,
		encodingFormat: DOCUMENT_MEDIA_TYPES[doc.type],
		contentSize: `${doc.size} B`,
		url: address,
		publisher: { '@type': 'GovernmentOrganization', name: settings.name[locale], url: origin },
		associatedMedia: {
			'@type': 'MediaObject',
			contentUrl: absoluteUrl(origin, localizePath(`/documents/${doc.slug}/download`, locale)),
			encodingFormat: DOCUMENT_MEDIA_TYPES[doc.type],
		},
	})
	// The storage key and the original file name stay on the server.
	const { file: _file, fileName: _name, ...shown } = doc
	const titles = await db
		.selectFrom('documents')
		.select(['title_en', 'title_fr'])
		.where('slug', '=', slug)
		.executeTakeFirst()
	const whatsapp = whatsappHref({
		title: { en: titles?.title_en ?? null, fr: titles?.title_fr ?? null },
		url: address,
		locale,
		product: settings.name,
	})
	return { doc: shown, description, crumbs, jsonLd, whatsapp }
}

export type DocumentPageData = Awaited<ReturnType<typeof documentPageData>>
