import { z } from 'zod'
import type { AdminMessageKey } from '#app/i18n/messages/admin.en'
import type { SiteMessageKey } from '#app/i18n/i18n'

/**
 * The interface texts council staff may reword (the "Site texts" screen), by section. Each is a key
 * of the site's catalogs: the stored wording overrides the catalog's for that key, in each language
 * (docs/decisions/022-site-texts.md). Only keys whose text is shown by components through `t()`
 * belong here. Keys that also name other pages (the programme pages' titles, the help page's title,
 * the services group in breadcrumbs) stay out: the server reads them from the catalog for titles,
 * breadcrumbs and the search index, so an override would show in one place and not the other.
 */
const sections = {
	home: [
		'hero.title',
		'hero.subtitle',
		'hero.imageAlt',
		'services.intro',
		'services.licenses.title',
		'services.licenses.text',
		'services.administrative.title',
		'services.administrative.text',
		'services.technical.title',
		'services.technical.text',
		'services.birthCertificate.title',
		'services.birthCertificate.text',
		'services.socialAffairs.title',
		'services.socialAffairs.text',
		'services.tax.title',
		'services.tax.text',
		'programs.intro',
		'programs.agenda.text',
		'programs.agenda.action',
		'programs.projects.text',
		'programs.projects.action',
		'news.title',
		'news.visitNewsroom',
		'events.title',
		'events.viewAll',
		'mayor.sectionTitle',
		'mayor.learnMore',
		'partners.title',
	],
	footer: [
		'footer.contactTitle',
		'footer.quickLinks',
		'footer.aboutTitle',
		'footer.established',
		'footer.population',
		'footer.area',
		'footer.hours',
		'footer.followUs',
		'footer.socialSoon',
		'footer.fraudTitle',
		'footer.fraudText',
		'footer.credits',
		'footer.rights',
	],
	help: [
		'help.open',
		'help.title',
		'help.placeholder',
		'help.group',
		'help.empty',
		'help.back',
		'help.close',
		'help.loading',
		'help.loadError',
		'help.pageIntro',
		'help.searchLabel',
		'help.searchSubmit',
		'help.resultsFor',
		'help.showAll',
		'help.stillNeedHelp',
		'help.contactText',
		'help.directions',
	],
} as const satisfies Record<string, readonly SiteMessageKey[]>

export type TextSectionKey = keyof typeof sections
export type EditableTextKey = (typeof sections)[TextSectionKey][number]

/** Longest wording accepted for one text, in one language. */
export const MAX_TEXT_LENGTH = 1000

export interface TextSection {
	key: TextSectionKey
	legend: AdminMessageKey
	texts: readonly EditableTextKey[]
}

/** The sections in screen order, each with its heading. */
export const textSections: readonly TextSection[] = (Object.keys(sections) as TextSectionKey[]).map(
	(key) => ({ key, legend: `admin.texts.section.${key}`, texts: sections[key] }),
)

export const editableTextKeys: readonly EditableTextKey[] = textSections.flatMap((s) => s.texts)

const editable = new Set<string>(editableTextKeys)
export function isEditableText(key: string): key is EditableTextKey {
	return editable.has(key)
}

/** What staff call the text on the screen (every key has one, checked by the compiler). */
export function textLabel(key: EditableTextKey): AdminMessageKey {
	return `admin.texts.label.${key}`
}

/** The form field of one text in one language: `hero.title:fr`. */
export function textFieldName(key: EditableTextKey, locale: 'en' | 'fr') {
	return `${key}:${locale}` as const
}

/** `{product}`, `{phone}`… as `t()` fills them (the same pattern as `translate`). */
export function placeholdersOf(text: string): string[] {
	return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))]
}

const wording = z.object({
	en: z.string().max(MAX_TEXT_LENGTH),
	fr: z.string().max(MAX_TEXT_LENGTH),
})
export type TextOverride = z.infer<typeof wording>
export type SiteTexts = Partial<Record<EditableTextKey, TextOverride>>

/**
 * The stored `texts` setting: key → wording in each language, an empty language meaning the
 * catalog's. A key no longer in the allow-list (a later version dropped it) is left out when read,
 * so the others still apply; the staff screen refuses such keys before anything is saved.
 */
export const siteTextsSchema = z
	.record(z.string(), wording)
	.transform((all): SiteTexts =>
		Object.fromEntries(Object.entries(all).filter(([key]) => isEditableText(key))),
	)
