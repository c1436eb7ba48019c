import { useT } from '#app/i18n/hooks'
import type { AdminMessageKey } from '#app/i18n/messages/admin.en'
import { commonFields, isBilingualShape, specOf, type FieldSpec } from './block-specs'
import { blockKind, blockNumbers, rowNumbers, type FormValues } from './form-state'

/**
 * The name a clerk reads for a form field in the error summary, as its label says it (and, in a
 * section, which section and row): "Section 4 of 9: Notice › Message (English)". Several fields
 * can have the same error ("This field is required"): without it, the list does not say which.
 */
export function usePageFieldName(values: FormValues) {
	const t = useT()
	const blocks = blockNumbers(values)
	const inLang = (label: string, lang: string | undefined) =>
		lang === 'en' || lang === 'fr'
			? t(lang === 'en' ? 'admin.pageEditor.inEnglish' : 'admin.pageEditor.inFrench', {
					field: label,
				})
			: label
	const pageFields: Record<string, AdminMessageKey> = {
		group: 'admin.pageEditor.field.group',
		status: 'admin.col.status',
		pathEn: 'admin.pages.english',
		pathFr: 'admin.pages.french',
		title: 'admin.pageEditor.field.pageTitle',
		description: 'admin.pageEditor.field.description',
		intro: 'admin.pageEditor.field.intro',
		menuLabel: 'admin.pageEditor.field.menuLabel',
		inMenu: 'admin.pageEditor.field.inMenu',
		publishAt: 'admin.field.publishAt',
		unpublishAt: 'admin.field.unpublishAt',
		'add-block': 'admin.pageEditor.addKind',
	}
	/** A field of a spec, by its name after the prefix (`action.href`, `title.en`). */
	const specField = (fields: FieldSpec[], rest: string) => {
		for (const field of fields) {
			if (rest === field.name) return t(field.label)
			if (rest.startsWith(`${field.name}.`) && isBilingualShape(field.shape)) {
				return inLang(t(field.label), rest.slice(field.name.length + 1))
			}
		}
		return null
	}
	return (name: string): string | null => {
		const [base, lang] = name.split('.')
		if (base && pageFields[base]) return inLang(t(pageFields[base]), lang)
		const block = /^(?:b\.|block-)(\d+)(?:\.(.*))?$/.exec(name)
		if (!block) return null
		const n = Number(block[1])
		const kind = blockKind(values, n)
		if (!kind) return null
		const legend = t('admin.pageEditor.blockLegend', {
			number: blocks.indexOf(n) + 1,
			count: blocks.length,
			kind: t(`admin.pageEditor.kind.${kind}`),
		})
		const rest = block[2]
		if (!rest) return legend
		const spec = specOf(kind)
		const rows = spec.rows
		const row = rows ? new RegExp(`^${rows.name}\\.(\\d+)\\.(.*)$`).exec(rest) : null
		if (rows && row) {
			const number = rowNumbers(values, n, rows.name).indexOf(Number(row[1])) + 1
			const item = t('admin.pageEditor.rowNumber', { row: t(rows.label), number })
			return [legend, item, specField(rows.fields, row[2]!)].filter(Boolean).join(' › ')
		}
		return [legend, specField([...commonFields, ...spec.fields], rest)].filter(Boolean).join(' › ')
	}
}
