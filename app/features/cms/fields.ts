// The largest picture (checked here in the browser, and again by the server) is MAX_UPLOAD_BYTES.
import { MAX_UPLOAD_BYTES, UPLOAD_IMAGE_FORMATS } from '#app/config'
import { z } from 'zod'
import type { AdminMessageKey } from '#app/i18n/messages/admin.en'
import type { Locale } from '#app/i18n/locales'
import type { ItemTable } from '#app/db/content-tables'
import { councilTimeToIso, TIME_OF_DAY } from '#app/features/scheduling/schedule'

/**
 * The fields of the staff area's forms, described once: the form is drawn from this description
 * and the same Zod schema checks it in the browser (Conform) and again on the server.
 * Error messages are catalog keys, so they show in the interface language.
 */
export type FieldKind =
	| 'text'
	| 'textarea'
	| 'date'
	| 'select'
	| 'number'
	| 'link'
	| 'url'
	| 'tel'
	| 'email'
	| 'image'
	/** A picture's description in one language (`<image>_alt_en`, `<image>_alt_fr`). */
	| 'alt'
	/** A yes/no box, stored as 1 or 0 (a picture marked decorative: `<image>_decorative`). */
	| 'checkbox'
	/** A date and time of day in the council's time zone, stored as an ISO instant (decision 028). */
	| 'datetime'
	/** A time of day ("HH:MM", council time), stored as typed (a tender's closing time). */
	| 'time'
	/** A document file (PDF or office format), checked and stored by the server (decision 033). */
	| 'document'
	/** One item of another list staff edit (a document's category), by its slug. */
	| 'choice'

/**
 * The list a `choice` field picks from: the items of another content type's table (ordered by
 * staff), the column stored (`slug`) and the text shown for each, in both languages (`name` for
 * `name_en` and `name_fr`).
 */
export interface ChoiceSource {
	table: ItemTable
	value: string
	label: string
}

export interface FieldDef<Name extends string = string, Kind extends FieldKind = FieldKind> {
	/** Form field name, and the table column for content types. */
	name: Name
	kind: Kind
	label: AdminMessageKey
	hint?: AdminMessageKey
	/** The language of the text, for `lang` on the input and the one-language rule. */
	lang?: Locale
	/** Upper bound on length (characters) or value (number). */
	max: number
	/** Lower bound on length, checked when the field's language is written (or always if required). */
	min?: number
	minMessage?: AdminMessageKey
	/** Must be filled in (fields without a language), or filled in for each written language. */
	required?: boolean
	options?: readonly { value: string; label: AdminMessageKey }[]
	/** Stored value of an empty field: null (default for texts in one language) or ''. */
	empty?: null | ''
	/** Height of a textarea, in lines. */
	rows?: number
	/** A number that may have decimals (an area in km²). */
	decimal?: boolean
	/**
	 * A text in the formatting language (bold, italic, links, lists, headings; decision 026): the
	 * form shows how to write it and can preview it.
	 */
	format?: 'markdown'
	/** The list a `choice` field picks from. */
	from?: ChoiceSource
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

function isRealDate(value: string) {
	if (!ISO_DATE.test(value)) return false
	const d = new Date(`${value}T00:00:00Z`)
	return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value
}

/** A site path (`/residents/directions`, optionally with #anchor) or an http(s) address. */
export function isSafeLink(value: string) {
	if (/^\/(?!\/)[A-Za-z0-9\-._~/#?=&%]*$/.test(value)) return true
	try {
		const url = new URL(value)
		return (url.protocol === 'https:' || url.protocol === 'http:') && Boolean(url.hostname)
	} catch {
		return false
	}
}

const IMAGE_TYPES = new Set<string>(Object.values(UPLOAD_IMAGE_FORMATS).flat())

const isFile = (v: unknown): v is File =>
	typeof File !== 'undefined' && v instanceof File && v.size > 0

function fieldSchema(field: FieldDef) {
	if (field.kind === 'image') {
		// The server decodes the file anyway; these checks only answer early in the browser.
		return z
			.unknown()
			.optional()
			.refine((v) => !isFile(v) || IMAGE_TYPES.has(v.type) || v.type === '', {
				message: 'admin.validation.imageType',
			})
			.refine((v) => !isFile(v) || v.size <= MAX_UPLOAD_BYTES, {
				message: 'admin.validation.imageSize',
			})
	}
	if (field.kind === 'document') {
		// What the file is and how large it may be is the server's to say (decision 033).
		return z.unknown().optional()
	}
	if (field.kind === 'checkbox') {
		// A checked box sends 'on'; an unchecked one sends nothing.
		return z.preprocess((v) => (v === 'on' || v === '1' || v === 1 ? 1 : 0), z.number())
	}
	if (field.kind === 'number') {
		const number = z
			.number({ message: 'admin.validation.number' })
			.min(0, { message: 'admin.validation.number' })
			.max(field.max, { message: 'admin.validation.number' })
		// Digits only, as a person types a number (and, where decimals are allowed, one decimal
		// point or comma): `Number()` alone would take 0x10, 1e3, Infinity or " 12 " as numbers.
		// An empty field is 0 unless it is required.
		const pattern = field.decimal ? /^\d{1,12}(?:[.,]\d{1,6})?$/ : /^\d{1,12}$/
		return z.preprocess(
			(v) => {
				if (typeof v === 'number') return v
				if (v === '' || v == null) return field.required ? undefined : 0
				const text = String(v)
				return pattern.test(text) ? Number(text.replace(',', '.')) : Number.NaN
			},
			field.decimal ? number : number.int({ message: 'admin.validation.number' }),
		)
	}
	// Conform turns an empty field into `undefined`; it is stored as an empty text.
	let out = z
		.string()
		.trim()
		.max(field.max, { message: 'admin.validation.tooLong' })
		.optional()
		// NUL characters mean nothing in a text, and PostgreSQL refuses them.
		.transform((v) => (v ?? '').replaceAll('\u0000', '').trim())
	if (field.required && !field.lang) {
		out = out.refine((v) => v.length > 0, { message: 'admin.validation.required' })
	}
	const when = (test: (v: string) => boolean, message: AdminMessageKey) =>
		out.refine((v) => v === '' || test(v), { message })
	switch (field.kind) {
		case 'date':
			return when(isRealDate, 'admin.validation.date')
		case 'datetime':
			return when((v) => councilTimeToIso(v) !== null, 'admin.validation.dateTime')
		case 'time':
			return when((v) => TIME_OF_DAY.test(v), 'admin.validation.time')
		case 'choice':
			// The server checks that the item exists; here, only that it looks like one.
			return when((v) => /^[a-z0-9-]{1,80}$/.test(v), 'admin.validation.choose')
		case 'select': {
			const values = (field.options ?? []).map((o) => o.value)
			return when((v) => values.includes(v), 'admin.validation.choose')
		}
		case 'link':
		case 'url':
			return when(isSafeLink, 'admin.validation.link')
		case 'email':
			return when((v) => z.email().safeParse(v).success, 'admin.validation.email')
		case 'tel':
			return when((v) => /^[0-9+() .-]{2,25}$/.test(v), 'admin.validation.phone')
		default:
			return out
	}
}

/** A form's values once its schema accepted them, by field name. */
export type FormValues<Name extends string = string> = Record<Name, string | number | undefined>

/** The fields describing a picture, named after its image field. */
export const descriptionNames = (image: string) =>
	({
		en: `${image}_alt_en`,
		fr: `${image}_alt_fr`,
		decorative: `${image}_decorative`,
		/** Hidden: says the item already has a picture (the server sets it from what is stored). */
		current: `${image}_current`,
		/** The "remove the picture" box. */
		remove: `${image}_remove`,
	}) as const

/** The texts in two languages that decide which languages an item is written in. */
const languageFields = (fields: readonly FieldDef[]) =>
	fields.filter((f) => f.lang && f.kind !== 'image' && f.kind !== 'alt' && f.kind !== 'document')

const isFilled = (v: unknown) => typeof v === 'string' && v.trim() !== ''

/**
 * The languages an item must be complete in: every language (`allLanguages`), else those written
 * (a language counts as written when any of its fields is filled in), else English.
 */
export function requiredLanguages(
	fields: readonly FieldDef[],
	value: Record<string, unknown>,
	allLanguages = false,
): readonly Locale[] {
	if (allLanguages) return ['en', 'fr']
	const bilingual = languageFields(fields)
	const written = (['en', 'fr'] as const).filter((l) =>
		bilingual.some((f) => f.lang === l && isFilled(value[f.name])),
	)
	return written.length ? written : ['en']
}

/**
 * The description fields a form or a stored item lacks: a picture that is there and not marked
 * decorative needs its description in each language the item is written in (decision 027).
 */
export function missingDescriptions(
	fields: readonly FieldDef[],
	value: Record<string, unknown>,
	hasPicture: (image: FieldDef) => boolean,
	allLanguages = false,
): string[] {
	const missing: string[] = []
	for (const image of fields) {
		if (image.kind !== 'image') continue
		const names = descriptionNames(image.name)
		if (!fields.some((f) => f.name === names.en)) continue
		if (Number(value[names.decorative]) === 1 || !hasPicture(image)) continue
		for (const lang of requiredLanguages(fields, value, allLanguages)) {
			if (!isFilled(value[names[lang]])) missing.push(names[lang])
		}
	}
	return missing
}

/**
 * The schema of a form. Texts that come in two languages follow one rule: at least one language
 * is written (a language counts as written when any of its fields is filled in), and each written
 * language meets its fields' minimums. With nothing written the English fields carry the messages.
 * A picture with description fields needs them in the same languages unless marked decorative.
 */
export function formSchema<Name extends string>(
	fields: readonly FieldDef<Name>[],
	/** Every language must be written (the council's identity texts), not just one. */
	options: { allLanguages?: boolean } = {},
) {
	const shape: Record<string, z.ZodType> = {}
	for (const field of fields) {
		shape[field.name] = fieldSchema(field)
		if (field.kind === 'image') {
			const names = descriptionNames(field.name)
			shape[names.current] = z.string().optional()
			shape[names.remove] = z.string().optional()
		}
	}
	const bilingual = languageFields(fields)
	return z.object(shape).superRefine((raw, ctx) => {
		const value = raw as Record<string, unknown>
		// A new file chosen, or the stored picture kept.
		const hasPicture = (image: FieldDef) => {
			const names = descriptionNames(image.name)
			return (
				isFile(value[image.name]) ||
				(isFilled(value[names.current]) && value[names.remove] !== 'on')
			)
		}
		for (const name of missingDescriptions(fields, value, hasPicture, options.allLanguages)) {
			ctx.addIssue({ code: 'custom', path: [name], message: 'admin.validation.altRequired' })
		}
		const ends = scheduleOrder(value)
		if (ends) ctx.addIssue({ code: 'custom', path: ['unpublish_at'], message: ends })
		if (!bilingual.length) return
		const check = requiredLanguages(fields, value, options.allLanguages)
		for (const field of bilingual as readonly FieldDef[]) {
			if (!field.lang || !check.includes(field.lang)) continue
			const length = String(value[field.name] ?? '').length
			if (field.min && length < field.min) {
				ctx.addIssue({
					code: 'custom',
					path: [field.name],
					message: field.minMessage ?? 'admin.validation.required',
				})
			} else if (field.required && length === 0) {
				ctx.addIssue({ code: 'custom', path: [field.name], message: 'admin.validation.required' })
			}
		}
	}) as unknown as z.ZodType<FormValues<Name>>
}

/*
 * The field helpers of every staff-area form, content types and settings screens alike. Each
 * keeps its field's name as a literal type, so a content type's fields are checked against its
 * table's columns (see `resources.ts`).
 */

/**
 * What a helper lets a caller add to the field it makes. The helpers keep the exact type of what
 * they make (not just `FieldDef`), so a content type's field is checked as written.
 */
type FieldExtra = Omit<Partial<FieldDef>, 'name' | 'kind' | 'label' | 'lang'>
/**
 * What a helper makes. `Extra` is what the call passed, and only that: NoInfer keeps the compiler
 * from guessing it from where the field goes (it would "find" an `empty: ''` never passed).
 */
type Made<Name extends string, Kind extends FieldKind, Extra> = {
	name: Name
	kind: Kind
	label: AdminMessageKey
	max: number
} & NoInfer<Extra>

/** The same text in English and French: `<base>_en` and `<base>_fr`. */
export function bilingual<
	Base extends string,
	Kind extends 'text' | 'textarea',
	Extra extends FieldExtra = object,
>(
	base: Base,
	kind: Kind,
	labels: readonly [en: AdminMessageKey, fr: AdminMessageKey],
	max: number,
	extra: Extra = {} as Extra,
): readonly [
	Made<`${Base}_en`, Kind, Extra> & { lang: 'en' },
	Made<`${Base}_fr`, Kind, Extra> & { lang: 'fr' },
] {
	return [
		{ name: `${base}_en` as const, kind, label: labels[0], lang: 'en' as const, max, ...extra },
		{ name: `${base}_fr` as const, kind, label: labels[1], lang: 'fr' as const, max, ...extra },
	] as const
}

/** A phone number. */
export const tel = <Name extends string, Extra extends FieldExtra = object>(
	name: Name,
	label: AdminMessageKey,
	extra: Extra = {} as Extra,
): Made<Name, 'tel', Extra> => ({ name, kind: 'tel', label, max: 25, ...extra })

/** A web address (http or https, or a site path). */
export const web = <Name extends string, Extra extends FieldExtra = object>(
	name: Name,
	label: AdminMessageKey,
	extra: Extra = {} as Extra,
): Made<Name, 'url', Extra> => ({ name, kind: 'url', label, max: 300, ...extra })

/** The position of an item in a list that staff order themselves. */
export const sortOrder = {
	name: 'sort_order',
	kind: 'number',
	label: 'admin.field.sortOrder',
	hint: 'admin.field.sortOrderHint',
	max: 9999,
} as const satisfies FieldDef

/** A picture, uploaded and re-encoded by the server. */
export const image = <Name extends string, Extra extends FieldExtra = object>(
	name: Name,
	label: AdminMessageKey,
	extra: Extra = {} as Extra,
): Made<Name, 'image', Extra> & { hint: AdminMessageKey } => ({
	name,
	kind: 'image',
	label,
	hint: 'admin.form.imageHint',
	max: 0,
	...extra,
})

/** When an item goes public and when it stops being public, both optional (decision 028). */
export const schedule = [
	{
		name: 'publish_at',
		kind: 'datetime',
		label: 'admin.field.publishAt',
		hint: 'admin.field.publishAtHint',
		max: 16,
	},
	{
		name: 'unpublish_at',
		kind: 'datetime',
		label: 'admin.field.unpublishAt',
		hint: 'admin.field.unpublishAtHint',
		max: 16,
	},
] as const satisfies readonly FieldDef[]

/** The end of a schedule must come after its start: the message when it does not. */
function scheduleOrder(value: Record<string, unknown>): AdminMessageKey | null {
	const start = councilTimeToIso(String(value.publish_at ?? ''))
	const end = councilTimeToIso(String(value.unpublish_at ?? ''))
	return start && end && end <= start ? 'admin.validation.endBeforeStart' : null
}

/** Longest picture description: a sentence or two; a longer story belongs in the text. */
export const ALT_MAX = 250

/**
 * A picture with its description: the image field, its alternative text in English and French
 * (`<name>_alt_en`, `<name>_alt_fr`) and the "decorative" box (`<name>_decorative`).
 */
export function picture<Name extends string, Extra extends FieldExtra = object>(
	name: Name,
	label: AdminMessageKey,
	extra: Extra = {} as Extra,
) {
	return [
		image(name, label, extra),
		{
			name: `${name}_alt_en` as const,
			kind: 'alt' as const,
			label: 'admin.form.altEn' as const,
			hint: 'admin.form.altHint' as const,
			lang: 'en' as const,
			max: ALT_MAX,
		},
		{
			name: `${name}_alt_fr` as const,
			kind: 'alt' as const,
			label: 'admin.form.altFr' as const,
			hint: 'admin.form.altHint' as const,
			lang: 'fr' as const,
			max: ALT_MAX,
		},
		{
			name: `${name}_decorative` as const,
			kind: 'checkbox' as const,
			label: 'admin.form.decorative' as const,
			hint: 'admin.form.decorativeHint' as const,
			max: 1,
		},
	] as const
}

/** A document file: checked by its bytes and stored by the server (decision 033). */
export const documentFile = <Name extends string, Extra extends FieldExtra = object>(
	name: Name,
	label: AdminMessageKey,
	extra: Extra = {} as Extra,
): Made<Name, 'document', Extra> & { hint: AdminMessageKey } => ({
	name,
	kind: 'document',
	label,
	hint: 'admin.field.fileHint',
	max: 0,
	...extra,
})
