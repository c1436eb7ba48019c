import { Search } from 'lucide-react'
import { UPLOAD_IMAGE_ACCEPT } from '#app/config'
import {
	Checkbox,
	Field,
	FieldError,
	Fieldset,
	FileInput,
	Hint,
	Input,
	Label,
} from '#app/components/ui/field'
import { Picture } from '#app/features/media/picture'
import { useLocale, useT } from '#app/i18n/hooks'
import { pickLocalized } from '#app/utils/localized'
import { cn } from '#app/utils/misc'
import type { FieldSpec } from './block-specs'
import type { FieldErrors } from './editor.server'
import { hintText } from './hint-text'
import type { FormValues } from './form-state'
import type { DocumentChoice, DocumentOptions } from './media.server'
import { NEWEST_SHOWN } from './media-limits'
import { OpButton } from './op-button'
import { fieldId, fieldTarget, focusTarget } from './targets'

/**
 * The page editor's picture and documents fields (decision 054): plain form controls, so both
 * work without JavaScript; the form is sent as multipart whatever the button.
 */
export function MediaField({
	n,
	prefix,
	field,
	values,
	errors,
	action,
	options,
}: {
	n: number
	prefix: string
	field: FieldSpec
	values: FormValues
	errors: FieldErrors
	action: string
	options?: DocumentOptions
}) {
	return field.shape === 'picture' ? (
		<PictureField prefix={prefix} field={field} values={values} errors={errors} />
	) : (
		<DocumentsField
			n={n}
			prefix={prefix}
			field={field}
			errors={errors}
			action={action}
			options={options}
		/>
	)
}

/**
 * The picture now in the block (its reference travels in a hidden field, so a picture stored by an
 * earlier press of any button is kept) and a file to put in its place.
 */
function PictureField({
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
	const name = `${prefix}${field.name}`
	const current = values[name] ?? ''
	const error = errors[name]
	return (
		<div className="grid gap-2">
			<input type="hidden" name={name} value={current} />
			{current ? (
				<div className="grid gap-1">
					<p className="text-sm text-slate-700">{t('admin.pageEditor.picture.chosen')}</p>
					{/* Its description is in the fields below: here it is only a reminder. */}
					<Picture
						name={current}
						alt=""
						sizes="16rem"
						className="h-auto w-64 max-w-full rounded-md border border-slate-200"
					/>
				</div>
			) : (
				<p className="text-sm text-slate-700">{t('admin.pageEditor.picture.none')}</p>
			)}
			<Field
				id={fieldId(name)}
				label={t(field.label)}
				hint={field.hint ? hintText(t, field.hint) : undefined}
				error={error ? t(error.key, error.vars) : undefined}
			>
				{(wiring) => (
					<FileInput
						{...wiring}
						name={`${prefix}file`}
						accept={UPLOAD_IMAGE_ACCEPT}
						className={fieldTarget}
					/>
				)}
			</Field>
		</div>
	)
}

/** A document's title in the staff member's language (or the other one, marked). */
function DocumentTitle({ doc }: { doc: DocumentChoice }) {
	const t = useT()
	const locale = useLocale()
	const title = pickLocalized(doc.title, locale)
	return (
		<>
			<span lang={title.fallback ? title.lang : undefined}>{title.text}</span>{' '}
			<span className="text-slate-700">
				({doc.date}
				{doc.status === 'published' ? '' : `, ${t('admin.pageEditor.documents.draft')}`})
			</span>
		</>
	)
}

/**
 * Boxes to tick, one per document: those ticked first (in their order on the page), then the
 * newest others, or those a search found. "Find" sends the whole form, like every button.
 */
function DocumentsField({
	n,
	prefix,
	field,
	errors,
	action,
	options,
}: {
	n: number
	prefix: string
	field: FieldSpec
	errors: FieldErrors
	action: string
	options?: DocumentOptions
}) {
	const t = useT()
	const name = `${prefix}${field.name}`
	const id = fieldId(name)
	const error = errors[name]
	const chosen = options?.chosen ?? []
	const others = options?.others ?? []
	const query = options?.query ?? ''
	const all = [...chosen, ...others]
	return (
		<Fieldset
			id={id}
			legend={
				<span id={`block-${n}-documents`} tabIndex={-1} className={cn(focusTarget)}>
					{t(field.label)}
				</span>
			}
			hint={field.hint ? hintText(t, field.hint) : undefined}
			hintId={`${id}-hint`}
			aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
			frame="boxed"
		>
			<FieldError id={`${id}-error`}>{error ? t(error.key, error.vars) : null}</FieldError>
			<div className="flex flex-wrap items-end gap-2 [&>*]:max-w-full [&>*]:min-w-0">
				<Field id={fieldId(`${prefix}find`)} label={t('admin.pageEditor.documents.find')}>
					{(wiring) => (
						<Input
							{...wiring}
							type="search"
							name={`${prefix}find`}
							defaultValue={query}
							width="medium"
							// Enter here looks for documents, as the button beside it does: a form's Enter
							// presses its first button, which is Save (with JavaScript; without it, the
							// button beside the field is the way).
							onKeyDown={(event) => {
								if (event.key !== 'Enter' || event.nativeEvent.isComposing) return
								event.preventDefault()
								const form = event.currentTarget.form
								const find = form?.querySelector<HTMLButtonElement>(
									`button[name="op"][value="find-documents:${n}"]`,
								)
								if (find) form?.requestSubmit(find)
							}}
						/>
					)}
				</Field>
				<OpButton
					op={`find-documents:${n}`}
					target={`block-${n}-documents`}
					action={action}
					label={t('admin.pageEditor.documents.findButton')}
					icon={<Search aria-hidden="true" />}
				/>
			</div>
			<Hint>
				{query
					? t('admin.pageEditor.documents.found')
					: t('admin.pageEditor.documents.newest', { count: NEWEST_SHOWN })}
			</Hint>
			{all.length === 0 ? (
				<p className="text-sm text-slate-700">
					{query ? t('admin.pageEditor.documents.noMatch') : t('admin.pageEditor.documents.empty')}
				</p>
			) : (
				<ul className="grid gap-1">
					{all.map((doc, i) => {
						const box = `${id}-${doc.id}`
						return (
							<li key={doc.id} className="flex min-h-11 items-center gap-3">
								<Checkbox
									id={box}
									name={name}
									value={doc.id}
									defaultChecked={i < chosen.length}
									className={fieldTarget}
								/>
								<Label htmlFor={box} weight="normal" className="text-sm">
									<DocumentTitle doc={doc} />
								</Label>
							</li>
						)
					})}
				</ul>
			)}
			{query && others.length === 0 && all.length > 0 ? (
				<p className="text-sm text-slate-700">{t('admin.pageEditor.documents.noMatch')}</p>
			) : null}
		</Fieldset>
	)
}
