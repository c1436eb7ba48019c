import { UPLOAD_IMAGE_ACCEPT } from '#app/config'
import { CsrfInput } from '#app/auth/csrf-input'
import {
	getFormProps,
	getInputProps,
	getSelectProps,
	getTextareaProps,
	useForm,
	type FieldMetadata,
	type SubmissionResult,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { X } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { Picture } from '#app/features/media/picture'
import { Button, buttonVariants } from '#app/components/ui/button'
import {
	Checkbox,
	CheckboxField,
	Field,
	Fieldset,
	FileInput,
	Input,
	Label,
	Select,
	Textarea,
	type ControlWiring,
} from '#app/components/ui/field'
import type { MessageKey } from '#app/i18n/i18n'
import { descriptionNames, type FieldDef, type FieldKind } from '#app/features/cms/fields'
import { resourceSchema, submitButton, type ResourceDef } from '#app/features/cms/resources'
import type { FormReply, ResourceItem } from '#app/features/cms/resource.server'
import { ConflictNotice } from '#app/features/revisions/diff-view'
import { ADMIN_BASE } from '#app/config'
import { useLocale, useT } from '#app/i18n/hooks'
import { cn } from '#app/utils/misc'
import { RichText, type RichBlock } from '#app/features/formatting/rich-text'
import { isoToCouncilTime } from '#app/features/scheduling/schedule'
import { PendingNotice } from '#app/features/review/pending-notice'
import type { AdminMessageKey } from '#app/i18n/messages/admin.en'
import { DOCUMENT_ACCEPT, fileInfo, formatSize } from '#app/features/documents/format'
import type { ResourceLoaderData } from '#app/features/cms/resource.server'
import { pickLocalized } from '#app/utils/localized'

/** What a form's special fields need from the loader (choices, documents, limits). */
export type FormExtras = Pick<ResourceLoaderData, 'choices' | 'attachable' | 'documentLimit'>

/** The input type of each kind of field drawn as an `<input>` (any other is a text input). */
const inputTypes: Partial<
	Record<FieldKind, 'number' | 'date' | 'datetime-local' | 'time' | 'url' | 'email' | 'tel'>
> = {
	number: 'number',
	date: 'date',
	datetime: 'datetime-local',
	time: 'time',
	url: 'url',
	email: 'email',
	tel: 'tel',
}

/**
 * One form control drawn from its description: label, hint, the control, and its error, linked
 * with aria-describedby. Texts carry their language so screen readers and spell checkers follow.
 */
export function FormField({
	field,
	meta,
	current,
	preview,
	extras,
	file,
}: {
	field: FieldDef
	meta: FieldMetadata<string | number | undefined>
	/** The stored value of an image field, to preview it. */
	current?: string | null
	/** Choices and limits from the loader, for `choice` and `document` fields. */
	extras?: FormExtras
	/** The stored file of a document field. */
	file?: ResourceItem['file']
	/** A formatted text as the public page will draw it ("Preview formatting"). */
	preview?: RichBlock[]
}) {
	const t = useT()
	const locale = useLocale()
	const errors = meta.errors
	// A document's size limit, as people read it ("20 MB").
	const size = extras?.documentLimit ? formatSize(extras.documentLimit, locale, t) : ''
	const message = errors?.length ? t(errors[0] as MessageKey, { max: field.max, size }) : null
	if (field.kind === 'checkbox') {
		// The box sits before its label; the hint and any message follow, linked to it.
		const { key, id: _id, ...props } = getInputProps(meta, { type: 'checkbox' })
		return (
			<CheckboxField
				id={meta.id}
				errorId={meta.errorId}
				label={t(field.label)}
				hint={field.hint ? t(field.hint) : undefined}
				error={message}
			>
				{(wiring) => {
					const { type: _type, ...rest } = props
					return <Checkbox key={key} {...rest} {...wiring} />
				}}
			</CheckboxField>
		)
	}
	const control = (wiring: ControlWiring): React.ReactNode => {
		if (field.kind === 'textarea') {
			const { key, id: _id, ...props } = getTextareaProps(meta)
			return (
				<Textarea
					key={key}
					{...props}
					{...wiring}
					lang={field.lang}
					maxLength={field.max}
					rows={field.rows ?? 4}
				/>
			)
		}
		if (field.kind === 'select') {
			const { key, id: _id, ...props } = getSelectProps(meta)
			return (
				<Select key={key} {...props} {...wiring}>
					{field.options?.map((o) => (
						<option key={o.value} value={o.value}>
							{t(o.label)}
						</option>
					))}
				</Select>
			)
		}
		if (field.kind === 'choice') {
			const { key, id: _id, ...props } = getSelectProps(meta)
			return (
				<Select key={key} {...props} {...wiring}>
					{extras?.choices[field.name]?.map((o) => {
						const name = pickLocalized({ en: o.en, fr: o.fr }, locale)
						return (
							<option key={o.value} value={o.value} lang={name.fallback ? name.lang : undefined}>
								{name.text}
							</option>
						)
					})}
				</Select>
			)
		}
		if (field.kind === 'document') {
			return (
				<>
					{file ? (
						<p className="text-sm text-slate-800">
							{t('admin.field.fileCurrent', {
								name: file.name,
								info: fileInfo(file, locale, t),
							})}
						</p>
					) : null}
					<FileInput {...wiring} name={meta.name} accept={DOCUMENT_ACCEPT} className="mt-2" />
				</>
			)
		}
		if (field.kind === 'image') {
			return (
				<>
					{current ? (
						<div className="mt-2 flex items-center gap-4">
							{/* Tells the browser's check that a picture is there (the server knows it anyway). */}
							<input type="hidden" name={descriptionNames(field.name).current} value="1" />
							<Picture
								name={current}
								alt=""
								sizes="8rem"
								className="h-20 w-32 rounded object-cover"
							/>
							<Label weight="normal" className="flex items-center gap-2 text-sm">
								<Checkbox name={`${field.name}_remove`} />
								{t('admin.form.removeImage')}
							</Label>
						</div>
					) : null}
					<FileInput {...wiring} name={meta.name} accept={UPLOAD_IMAGE_ACCEPT} className="mt-2" />
				</>
			)
		}
		const {
			key,
			id: _id,
			...props
		} = getInputProps(meta, {
			type: inputTypes[field.kind] ?? 'text',
		})
		return (
			<Input
				key={key}
				{...props}
				{...wiring}
				lang={field.lang}
				maxLength={field.kind === 'number' ? undefined : field.max}
				max={field.kind === 'number' ? field.max : undefined}
				step={field.decimal ? 'any' : undefined}
				min={field.kind === 'number' ? 0 : undefined}
			/>
		)
	}
	return (
		<Field
			id={meta.id}
			errorId={meta.errorId}
			label={t(field.label)}
			hint={[
				field.hint ? t(field.hint, { size }) : null,
				field.format ? t('admin.form.formattingHint') : null,
			]}
			error={message}
			after={
				preview ? (
					<div className="mt-2 rounded-md border border-dashed border-slate-400 bg-slate-50 p-3">
						<p className="text-sm font-semibold text-slate-700">
							{t('admin.form.previewOf', { field: t(field.label) })}
						</p>
						<div lang={field.lang} className="mt-2 space-y-3 text-slate-800">
							<RichText blocks={preview} heading={3} />
						</div>
					</div>
				) : null
			}
		>
			{control}
		</Field>
	)
}

/**
 * The buttons at the bottom of a form, with the label of the one being sent changed while busy.
 * Someone whose work is reviewed submits instead of publishing; changes to a published item can be
 * kept aside as a draft (decision 029).
 */
function SubmitButtons({
	def,
	editing,
	busyState,
	live,
	review,
}: {
	def: ResourceDef
	editing: boolean
	busyState: string | null
	/** The item being edited is published. */
	live: boolean
	review: boolean
}) {
	const t = useT()
	const busyOr = (state: string, label: AdminMessageKey, busy: AdminMessageKey) =>
		t(busyState === state ? busy : label)
	if (def.publishable && (review || live)) {
		return (
			<>
				{review ? (
					<Button type="submit" name="state" value="review">
						{busyOr('review', 'admin.review.submit', 'admin.review.submitting')}
					</Button>
				) : (
					<Button type="submit" name="state" value="published">
						{busyOr('published', 'admin.review.publishChanges', 'admin.form.publishing')}
					</Button>
				)}
				<Button type="submit" name="state" value="draft" variant="outline">
					{busyOr(
						'draft',
						live ? 'admin.review.saveChanges' : 'admin.action.saveDraft',
						'admin.form.saving',
					)}
				</Button>
			</>
		)
	}
	if (def.buttons === 'draftOrPublish') {
		return (
			<>
				<Button type="submit" name="state" value="published">
					{busyState === 'published' ? t('admin.form.publishing') : t('admin.action.publish')}
				</Button>
				<Button type="submit" name="state" value="draft" variant="outline">
					{busyState === 'draft' ? t('admin.form.saving') : t('admin.action.saveDraft')}
				</Button>
			</>
		)
	}
	const { label, busy } = submitButton(def, editing)
	return <Button type="submit">{t(busyState !== null ? busy : label)}</Button>
}

/**
 * The create/edit panel of a content screen. It is part of the page (opened by `?new` or
 * `?edit=ID`), so it works without JavaScript; with JavaScript it validates as you type and, while
 * saving, disables every field and button and says what it is doing ('Creating...').
 */
export function ResourceFormPanel({
	def,
	closeHref,
	lastResult,
	failed,
	item,
	token,
	preview,
	conflict,
	review,
	extras,
	previewable = false,
}: {
	def: ResourceDef
	/** Choices, attachable documents and limits from the loader. */
	extras?: FormExtras
	closeHref: string
	lastResult?: SubmissionResult<string[]> | null
	failed?: boolean
	/** Formatted texts drawn by "Preview formatting", by field name. */
	preview?: Record<string, RichBlock[]>
	item?: Pick<
		ResourceItem,
		'id' | 'values' | 'version' | 'status' | 'pending' | 'file' | 'attachments'
	> | null
	token: string
	/** Someone else saved the item since this form was opened: nothing was saved. */
	conflict?: FormReply['conflict']
	/** Publishing is an administrator's: this person submits for review. */
	review: boolean
	/** The item can be previewed as its public page will show it (decision 030). */
	previewable?: boolean
}) {
	const t = useT()
	const locale = useLocale()
	const navigation = useNavigation()
	const editing = Boolean(item)
	const intent = editing ? 'update' : 'create'
	const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
	const previewing = busy && Boolean(navigation.formData?.has('preview'))
	const busyState = busy && !previewing ? String(navigation.formData?.get('state') ?? '') : null
	const headingRef = useRef<HTMLHeadingElement>(null)
	const schema = resourceSchema(def)
	const defaults: Record<string, string> = {}
	for (const field of def.fields) {
		const value = item?.values[field.name]
		if (field.kind === 'checkbox') {
			if (Number(value) === 1) defaults[field.name] = 'on'
		} else if (field.kind === 'datetime') {
			// Stored as an instant; typed and shown in council time.
			defaults[field.name] = isoToCouncilTime(value == null ? null : String(value))
		} else if (field.kind !== 'image' && value != null) defaults[field.name] = String(value)
	}
	if (!editing) {
		for (const field of def.fields) {
			if (field.kind === 'select' && field.options?.[0])
				defaults[field.name] = field.options[0].value
		}
	}
	const formId = editing ? `${def.key}-edit-${item?.id}` : `${def.key}-create`
	const [form, fields] = useForm({
		id: formId,
		lastResult,
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		defaultValue: defaults,
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
	})
	const hasImage = def.fields.some((f) => f.kind === 'image' || f.kind === 'document')

	useEffect(() => {
		headingRef.current?.focus()
	}, [])

	return (
		<section
			aria-labelledby="panel-title"
			className="fixed inset-y-0 right-0 z-40 w-full max-w-xl overflow-y-auto border-l border-slate-200 bg-white p-6 shadow-2xl"
			onKeyDown={(e) => {
				if (e.key === 'Escape')
					(document.getElementById('panel-close') as HTMLAnchorElement | null)?.click()
			}}
		>
			<div className="flex items-start justify-between gap-4">
				<h2
					id="panel-title"
					ref={headingRef}
					tabIndex={-1}
					className="text-xl font-bold text-slate-900 outline-none"
				>
					{t(editing ? def.text.editTitle : def.text.createTitle)}
				</h2>
				{editing && item ? (
					<span className="ml-auto flex gap-3 self-center text-sm">
						{previewable ? (
							// The item as its public page will show it (decision 030).
							<a
								href={`/${locale === 'fr' ? 'fr/' : ''}preview/${def.key}/${item.id}`}
								className="text-primary-dark underline"
							>
								{t('admin.preview.link')}
							</a>
						) : null}
						<Link
							to={`${ADMIN_BASE}/history?type=${def.key}&id=${item.id}`}
							className="text-primary-dark underline"
						>
							{t('admin.history.link')}
						</Link>
					</span>
				) : null}
				<Link
					id="panel-close"
					to={closeHref}
					aria-label={t('admin.action.close')}
					className={buttonVariants({ variant: 'ghost', size: 'icon' })}
				>
					<X aria-hidden="true" className="size-5" />
				</Link>
			</div>
			{failed ? (
				<div role="alert" className="mt-4 rounded-md border-l-4 border-danger bg-red-50 p-4">
					<p className="font-semibold">{t('admin.toast.errorTitle')}</p>
					<p>{t(def.text.failed)}</p>
				</div>
			) : null}
			{item?.pending ? <PendingNotice pending={item.pending} id={item.id} /> : null}
			<Form
				method="post"
				encType={hasImage ? 'multipart/form-data' : undefined}
				{...getFormProps(form)}
				className="mt-6"
			>
				<fieldset disabled={busy} className="space-y-5">
					<input type="hidden" name="intent" value={intent} />
					<CsrfInput />
					{editing ? <input type="hidden" name="id" value={item?.id} /> : null}
					{editing && item?.version !== undefined ? (
						// The version this form started from: kept through a conflict, so that only
						// "Save mine anyway" overwrites.
						<input type="hidden" name="version" value={conflict?.started ?? item.version} />
					) : null}
					{conflict && item ? (
						<ConflictNotice
							conflict={conflict}
							fieldLabel={(name) => {
								if (name === 'status') return t('admin.col.status')
								const field = def.fields.find((f) => f.name === name)
								return field ? t(field.label) : name
							}}
							startAgainHref={`${closeHref}?edit=${item.id}`}
							overwrite={
								<>
									<input type="hidden" name="conflictState" value={conflict.state} />
									<Button type="submit" name="overwrite" value={conflict.current} variant="danger">
										{t('admin.conflict.overwrite')}
									</Button>
								</>
							}
						/>
					) : null}
					{editing ? null : <input type="hidden" name="token" value={token} />}
					{def.fields.some((f) => f.lang) ? (
						<p className="text-sm text-slate-700">{t('admin.form.languagesHint')}</p>
					) : null}
					{def.fields.map((field) => (
						<FormField
							key={field.name}
							field={field}
							meta={fields[field.name] as FieldMetadata<string | number | undefined>}
							current={
								field.kind === 'image' ? (item?.values[field.name] as string | null) : undefined
							}
							preview={preview?.[field.name]}
							extras={extras}
							file={field.kind === 'document' ? item?.file : undefined}
						/>
					))}
					{def.attachments && extras?.attachable ? (
						<AttachmentsField
							documents={extras.attachable}
							// After a refusal, what was ticked; else what is attached.
							checked={
								lastResult?.initialValue
									? [lastResult.initialValue.attachments ?? []].flat().map(String)
									: (item?.attachments ?? []).map(String)
							}
						/>
					) : null}
					{/* Kept in view at the bottom of the screen while the form scrolls past (issue 33). */}
					<div className="sticky bottom-0 z-10 flex flex-wrap gap-3 border-t border-slate-200 bg-white/95 py-2">
						<SubmitButtons
							def={def}
							editing={editing}
							busyState={busyState}
							live={item?.status === 'published'}
							review={review}
						/>
						{def.fields.some((f) => f.format) ? (
							// Draws the formatted texts under their fields; saves nothing.
							<Button type="submit" name="preview" value="1" variant="outline" formNoValidate>
								{t(previewing ? 'admin.form.previewing' : 'admin.form.preview')}
							</Button>
						) : null}
						<Link
							to={closeHref}
							aria-disabled={busy}
							className={cn(
								buttonVariants({ variant: 'outline' }),
								busy && 'pointer-events-none opacity-60',
							)}
						>
							{t('admin.action.cancel')}
						</Link>
					</div>
				</fieldset>
			</Form>
		</section>
	)
}

/**
 * The documents of the library to tick under an item (decision 033). A hidden field says the
 * list was shown, so a form without it (or with nothing ticked) is told apart.
 */
function AttachmentsField({
	documents,
	checked,
}: {
	documents: NonNullable<FormExtras['attachable']>
	checked: string[]
}) {
	const t = useT()
	const locale = useLocale()
	return (
		<Fieldset
			legend={t('admin.field.attachments')}
			hint={t('admin.field.attachmentsHint')}
			hintId="attachments-hint"
		>
			<input type="hidden" name="attachments_shown" value="1" />
			{documents.length === 0 ? (
				<p className="text-sm text-slate-700">{t('admin.field.attachmentsNone')}</p>
			) : (
				<ul className="max-h-64 space-y-1 overflow-y-auto rounded-md border border-slate-300 p-2">
					{documents.map((doc) => {
						const title = pickLocalized(doc.title, locale)
						const id = `attach-${doc.id}`
						return (
							<li key={doc.id} className="flex items-center gap-3">
								<Checkbox
									id={id}
									name="attachments"
									value={doc.id}
									defaultChecked={checked.includes(String(doc.id))}
								/>
								<Label htmlFor={id} weight="normal" className="text-sm">
									<span lang={title.fallback ? title.lang : undefined}>{title.text}</span>{' '}
									<span className="text-slate-700">({doc.date})</span>
								</Label>
							</li>
						)
					})}
				</ul>
			)}
		</Fieldset>
	)
}
