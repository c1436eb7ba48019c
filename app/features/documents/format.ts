import type { DocumentFileType, DocumentLanguage } from '#app/db/schema'
import type { Locale } from '#app/i18n/locales'
import type { SiteMessageKey } from '#app/i18n/messages/en'
import { numberFormat } from '#app/utils/intl'

/**
 * A file's size as people read it before they spend data on it: "820 KB", "1.2 MB" (« 1,2 Mo »).
 * Binary multiples, one decimal under 10 MB, none above; never less than 1 KB.
 */
export function sizeParts(bytes: number): { key: SiteMessageKey; n: number; digits: number } {
	if (bytes < 1024 * 1024)
		return { key: 'size.kb', n: Math.max(1, Math.round(bytes / 1024)), digits: 0 }
	const mb = bytes / (1024 * 1024)
	return { key: 'size.mb', n: mb, digits: mb < 10 ? 1 : 0 }
}

type Translate = (key: SiteMessageKey, values?: Record<string, string | number>) => string

/** "1.2 MB" in the page's language. */
export function formatSize(bytes: number, locale: Locale, t: Translate) {
	const { key, n, digits } = sizeParts(bytes)
	const number = numberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
		maximumFractionDigits: digits,
		minimumFractionDigits: 0,
	}).format(n)
	return t(key, { n: number })
}

/** "PDF, 1.2 MB": what a download is before anyone starts it. */
export function fileInfo(
	file: { type: DocumentFileType; size: number },
	locale: Locale,
	t: Translate,
) {
	return t('documents.fileInfo', {
		type: t(`documents.type.${file.type}`),
		size: formatSize(file.size, locale, t),
	})
}

export const languageKey = (lang: DocumentLanguage): SiteMessageKey => `documents.lang.${lang}`

/** The extension each kind of document is saved with. */
export const DOCUMENT_EXTENSIONS: Record<DocumentFileType, string> = {
	pdf: 'pdf',
	docx: 'docx',
	xlsx: 'xlsx',
	odt: 'odt',
	ods: 'ods',
}

/** The media type each kind of document is served with. */
export const DOCUMENT_MEDIA_TYPES: Record<DocumentFileType, string> = {
	pdf: 'application/pdf',
	docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
	xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
	odt: 'application/vnd.oasis.opendocument.text',
	ods: 'application/vnd.oasis.opendocument.spreadsheet',
}

/** The file picker's `accept`: what the library takes, by extension and by type. */
export const DOCUMENT_ACCEPT = [
	...Object.keys(DOCUMENT_EXTENSIONS).map((ext) => `.${ext}`),
	...Object.values(DOCUMENT_MEDIA_TYPES),
].join(',')
