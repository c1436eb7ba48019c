import {
	Checkbox,
	CheckboxField,
	Field,
	Input,
	Select,
	Textarea,
	type ControlWiring,
} from '#app/components/ui/field'
import { useT } from '#app/i18n/hooks'
import type { AdminMessageKey } from '#app/i18n/messages/admin.en'
import { isBilingualShape, type FieldSpec } from './block-specs'
import type { FieldErrors } from './editor.server'
import { hintText } from './hint-text'
import type { FormValues } from './form-state'
import { fieldId, fieldTarget } from './targets'

/** One control with its label, hint and error, linked for screen readers. */
export function Control({
	name,
	label,
	hint,
	shape,
	lang,
	values,
	errors,
	options,
	optionLabel,
}: {
	name: string
	label: string
	hint?: string
	shape: FieldSpec['shape'] | 'group' | 'status' | 'datetime'
	lang?: 'en' | 'fr'
	values: FormValues
	errors: FieldErrors
	options?: readonly string[]
	optionLabel?: (value: string) => string
}) {
	const t = useT()
	const id = fieldId(name)
	const error = errors[name]
	const message = error ? t(error.key, error.vars) : undefined
	if (shape === 'checkbox') {
		return (
			<CheckboxField id={id} label={label} hint={hint} error={message}>
				{(wiring) => (
					<Checkbox
						{...wiring}
						name={name}
						defaultChecked={Boolean(values[name])}
						className={fieldTarget}
					/>
				)}
			</CheckboxField>
		)
	}
	const control = (wiring: ControlWiring) => {
		const common = {
			...wiring,
			name,
			defaultValue: values[name] ?? '',
			lang,
			className: fieldTarget,
		}
		if (shape === 'textarea' || shape === 'paragraphs' || shape === 'lines') {
			return <Textarea {...common} rows={shape === 'paragraphs' ? 8 : shape === 'lines' ? 5 : 3} />
		}
		if (options) {
			return (
				<Select {...common}>
					{shape === 'select' ? <option value="">{t('admin.pageEditor.default')}</option> : null}
					{options.map((o) => (
						<option key={o} value={o}>
							{optionLabel ? optionLabel(o) : o}
						</option>
					))}
				</Select>
			)
		}
		if (shape === 'datetime') return <Input {...common} type="datetime-local" />
		return (
			<Input
				{...common}
				type="text"
				inputMode={shape === 'number' ? 'numeric' : undefined}
				spellCheck={shape === 'href' || shape === 'plain' ? false : undefined}
			/>
		)
	}
	return (
		<Field id={id} label={label} hint={hint} error={message}>
			{control}
		</Field>
	)
}

/** A text in both languages, side by side on wide screens. */
export function Bilingual({
	name,
	label,
	hint,
	shape,
	values,
	errors,
}: {
	name: string
	label: AdminMessageKey
	hint?: AdminMessageKey
	shape: FieldSpec['shape']
	values: FormValues
	errors: FieldErrors
}) {
	const t = useT()
	return (
		<div className="grid grid-cols-1 gap-3 md:grid-cols-2">
			{(['en', 'fr'] as const).map((l) => (
				<Control
					key={l}
					name={`${name}.${l}`}
					label={t(l === 'en' ? 'admin.pageEditor.inEnglish' : 'admin.pageEditor.inFrench', {
						field: t(label),
					})}
					hint={hint ? hintText(t, hint) : undefined}
					shape={shape}
					lang={l}
					values={values}
					errors={errors}
				/>
			))}
		</div>
	)
}

/** A field of a block or of a block's row, as its kind describes it. */
export function SpecField({
	prefix,
	field,
	values,
	errors,
}: {
	prefix: string
	field: FieldSpec
	values: FormValues
	errors: FieldErrors
}) {
	const t = useT()
	if (isBilingualShape(field.shape)) {
		return (
			<Bilingual
				name={`${prefix}${field.name}`}
				label={field.label}
				hint={field.hint}
				shape={field.shape}
				values={values}
				errors={errors}
			/>
		)
	}
	return (
		<Control
			name={`${prefix}${field.name}`}
			label={t(field.label)}
			hint={field.hint ? hintText(t, field.hint) : undefined}
			shape={field.shape}
			values={values}
			errors={errors}
			options={field.options}
			optionLabel={
				field.name === 'tone'
					? (o) => t(`admin.pageEditor.tone.${o as 'info' | 'warning'}`)
					: undefined
			}
		/>
	)
}
