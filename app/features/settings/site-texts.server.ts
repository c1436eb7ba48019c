import type { AdminMessageKey } from '#app/i18n/messages/admin.en'
import { catalogs } from '#app/i18n/catalogs.server'
import type { Locale } from '#app/i18n/locales'
import type { Messages } from '#app/i18n/messages/en'
import {
	editableTextKeys,
	isEditableText,
	MAX_TEXT_LENGTH,
	placeholdersOf,
	textFieldName,
	type EditableTextKey,
	type SiteTexts,
	type TextSection,
} from './editable-texts'

const languages = ['en', 'fr'] as const

/**
 * The placeholders a text may use: those of its catalog wording (in either language; the catalog
 * test keeps both the same). `t()` fills only what the component passes, so any other name would
 * show on the page as `{name}`.
 */
export function allowedPlaceholders(key: EditableTextKey): string[] {
	return [...new Set(languages.flatMap((l) => placeholdersOf(catalogs[l][key])))]
}

/** The placeholders of `text` that `key` does not allow. */
function unknownPlaceholders(key: EditableTextKey, text: string) {
	const allowed = allowedPlaceholders(key)
	return placeholdersOf(text).filter((name) => !allowed.includes(name))
}

/**
 * The council's wording of this language's texts: each allow-listed key with a non-empty override
 * in this language. Whatever the screen would refuse (a key outside the allow-list, an unknown
 * placeholder) is left out here too, so a stored value can never break a page. Public pages send
 * the browser these only (their catalog travels with the layout's JavaScript: decision 008).
 */
export function siteOverrides(locale: Locale, texts: SiteTexts): Partial<Messages> {
	const overrides: Partial<Messages> = {}
	for (const [key, wording] of Object.entries(texts)) {
		const text = wording?.[locale]?.trim()
		if (!text || !isEditableText(key) || unknownPlaceholders(key, text).length) continue
		overrides[key] = text
	}
	return overrides
}

/** A page's catalog with the council's wording (`siteOverrides`). */
export function siteMessages(locale: Locale, texts: SiteTexts): Messages {
	const overrides = siteOverrides(locale, texts)
	return Object.keys(overrides).length ? { ...catalogs[locale], ...overrides } : catalogs[locale]
}

/** The catalog wording of every editable text, shown as a hint on the staff screen. */
export function defaultTexts(): Record<EditableTextKey, { en: string; fr: string }> {
	return Object.fromEntries(
		editableTextKeys.map((key) => [key, { en: catalogs.en[key], fr: catalogs.fr[key] }]),
	) as Record<EditableTextKey, { en: string; fr: string }>
}

/** The screen's fields (`hero.title:en` → text) filled from the stored overrides. */
export function textFormValues(texts: SiteTexts): Record<string, string> {
	const values: Record<string, string> = {}
	for (const key of editableTextKeys) {
		for (const l of languages) values[textFieldName(key, l)] = texts[key]?.[l] ?? ''
	}
	return values
}

/** A message in the staff member's language, with what fills its placeholders. */
export interface TextError {
	message: AdminMessageKey
	vars?: Record<string, string | number>
}

export type TextsFormResult =
	| {
			ok: true
			/** This section's wording only. */ texts: SiteTexts
			values: Record<string, string>
	  }
	| {
			ok: false
			/** A field or key the screen does not offer: the whole form is refused. */
			refused?: TextError
			errors: Record<string, TextError>
			values: Record<string, string>
	  }

/** The fields every staff form carries besides its own. */
const FORM_FIELDS = new Set(['csrf', 'section'])

const braces = (names: string[]) => names.map((n) => `{${n}}`).join(', ')

/**
 * Reads one section's form: each text's two fields, trimmed. A text over the length limit or using
 * a placeholder its catalog wording does not have gets a message naming the allowed ones; a field
 * that is not one of this section's texts refuses the form. On success, `texts` holds the
 * section's wording (a text left empty in both languages is left out: it has the default wording).
 */
export function readTextsForm(form: FormData, section: TextSection): TextsFormResult {
	const offered = new Set<string>(
		section.texts.flatMap((key) => languages.map((l) => textFieldName(key, l))),
	)
	const values: Record<string, string> = {}
	const errors: Record<string, TextError> = {}
	for (const name of new Set(form.keys())) {
		if (FORM_FIELDS.has(name) || offered.has(name)) continue
		return {
			ok: false,
			refused: { message: 'admin.texts.unknownText', vars: { name: name.slice(0, 80) } },
			errors,
			values,
		}
	}
	const texts: SiteTexts = {}
	for (const key of section.texts) {
		const wording = { en: '', fr: '' }
		for (const l of languages) {
			const name = textFieldName(key, l)
			const raw = form.get(name)
			// NUL characters mean nothing in a text, and PostgreSQL refuses them.
			const text = (typeof raw === 'string' ? raw : '').replaceAll('\u0000', '').trim()
			values[name] = text
			wording[l] = text
			if (text.length > MAX_TEXT_LENGTH) {
				errors[name] = { message: 'admin.validation.tooLong', vars: { max: MAX_TEXT_LENGTH } }
				continue
			}
			const unknown = unknownPlaceholders(key, text)
			if (unknown.length) {
				const allowed = allowedPlaceholders(key)
				errors[name] = allowed.length
					? {
							message: 'admin.texts.placeholders',
							vars: { found: braces(unknown), allowed: braces(allowed) },
						}
					: { message: 'admin.texts.noPlaceholders', vars: { found: braces(unknown) } }
			}
		}
		if (wording.en || wording.fr) texts[key] = wording
	}
	if (Object.keys(errors).length) return { ok: false, errors, values }
	return { ok: true, texts, values }
}

/** The stored wording with one section's replaced by what was just saved for it. */
export function replaceSection(
	current: SiteTexts,
	section: TextSection,
	saved: SiteTexts,
): SiteTexts {
	const texts: SiteTexts = { ...current }
	for (const key of section.texts) {
		if (saved[key]) texts[key] = saved[key]
		else delete texts[key]
	}
	return texts
}
