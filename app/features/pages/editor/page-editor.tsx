import { ArrowDown, ArrowUp, Eye, Plus, Trash2 } from 'lucide-react'
import { StatusBadge } from '#app/features/scheduling/schedule-badge'
import { PendingNotice, type PendingView } from '#app/features/review/pending-notice'
import { RichInlineText, type RichInline } from '#app/features/formatting/rich-text'
import { useEffect, type ReactNode } from 'react'
import { Form, Link } from 'react-router'
import { CsrfInput } from '#app/auth/csrf-input'
import { Button, buttonVariants } from '#app/components/ui/button'
import { AdminPageHeader } from '#app/features/staff-frame/admin-page'
import { useLocale, useT } from '#app/i18n/hooks'
import { formatDate } from '#app/i18n/i18n'
import { councilToday, localizePath } from '#app/i18n/locales'
import type { AdminMessageKey } from '#app/i18n/messages/admin.en'
import { cn } from '#app/utils/misc'
import { blockData } from '../data-screens'
import { pageGroups } from '../types'
import {
	blockKinds,
	commonFields,
	isBilingualShape,
	specOf,
	type BlockKind,
	type FieldSpec,
} from './block-specs'
import type { EditedPage, EditorReply, FieldErrors } from './editor.server'
import { ConflictNotice } from '#app/features/revisions/diff-view'
import type { EditConflict } from '#app/features/revisions/types'
import { ADMIN_BASE } from '#app/config'
import { blockKind, blockNumbers, rowNumbers, type FormValues } from './form-state'
import { usePageFieldName } from './field-name'

const inputClass = 'mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2'

/**
 * What the focus or an address's fragment brings into view (a moved section, the error summary)
 * stops below the staff area's header where it stays on screen (wide screens; on a phone it
 * scrolls away): otherwise the focused heading would sit hidden under it.
 */
const focusTarget = 'scroll-mt-4 lg:scroll-mt-40 xl:scroll-mt-24'
/** The same for a field reached from the error summary, with room for its label and hint. */
const fieldTarget = 'scroll-mt-4 lg:scroll-mt-52 xl:scroll-mt-36'

/** The element id of a form field (`b.2.title.en` → `f-b-2-title-en`). */
const fieldId = (name: string) => `f-${name.replaceAll('.', '-')}`

interface EditorProps {
	page: EditedPage | null
	values: FormValues
	errors: FieldErrors
	focus: string | null
	revision: number | string
	action: string
	/** Text blocks' paragraphs drawn by "Preview formatting", by field name. */
	previews?: Record<string, RichInline[][]>
	/** The version the form started from (sent back with every save). */
	version: number
	/** Someone else saved the page since: their changes, and the ways on. */
	conflict: EditConflict | null
	/** Changes kept aside or waiting for review (decision 029). */
	pending: PendingView | null
	/** This person submits for review instead of publishing. */
	review: boolean
}

/**
 * The page editor: the page's place and addresses, its heading texts, then its blocks, every text
 * in English and French side by side (stacked on a phone). One plain form: each button (save, add
 * a block, move or remove a block or a row) sends everything typed, and the server answers with
 * the form as typed, changed or with its errors. Without JavaScript that is a page load; with it,
 * the same request without one, and the block that changed gets the focus.
 */
export function PageEditor({
	page,
	values,
	errors,
	focus,
	revision,
	action,
	previews,
	version,
	conflict,
	pending,
	review,
}: EditorProps) {
	const t = useT()
	const fieldName = usePageFieldName(values)
	const blocks = blockNumbers(values)
	useEffect(() => {
		if (!focus) return
		document.getElementById(focus)?.focus()
	}, [focus, revision])
	const errorList = Object.entries(errors)
	const title = page ? 'admin.pageEditor.editTitle' : 'admin.pageEditor.newTitle'
	return (
		<>
			<AdminPageHeader title={title}>
				<Link to="../pages" relative="path" className="text-primary-dark underline">
					{t('admin.pageEditor.backToList')}
				</Link>
			</AdminPageHeader>
			{page ? <PageSummary page={page} /> : null}
			{page && pending ? (
				<PendingNotice
					pending={pending}
					discard={{ name: 'op', value: 'discard' }}
					action={action}
				/>
			) : null}
			{errorList.length ? <ErrorSummary errors={errors} values={values} /> : null}
			<Form method="post" action={action} key={revision} className="grid gap-8" noValidate>
				<CsrfInput />
				<input type="hidden" name="version" value={version} />
				{conflict && page ? (
					<ConflictNotice
						conflict={conflict}
						fieldLabel={(name) => fieldName(name) ?? name}
						startAgainHref={action}
						overwrite={
							<>
								<input type="hidden" name="overwriteVersion" value={conflict.current} />
								<Button type="submit" name="op" value="overwrite" variant="danger">
									{t('admin.conflict.overwrite')}
								</Button>
							</>
						}
					/>
				) : null}
				{/* First in the form: Enter in a text field saves, it never moves or removes a block. */}
				<div className="flex flex-wrap items-center gap-3">
					<SaveButtons live={page?.status === 'published'} review={review} />
					<p className="text-sm text-slate-700">{t('admin.pageEditor.saveHint')}</p>
				</div>
				<Section id="page-place" title="admin.pageEditor.placeTitle">
					<PlaceFields values={values} errors={errors} />
				</Section>
				<Section id="page-texts" title="admin.pageEditor.textsTitle">
					<Bilingual
						name="title"
						label="admin.pageEditor.field.pageTitle"
						shape="text"
						values={values}
						errors={errors}
					/>
					<Bilingual
						name="description"
						label="admin.pageEditor.field.description"
						hint="admin.pageEditor.hint.description"
						shape="textarea"
						values={values}
						errors={errors}
					/>
					<Bilingual
						name="intro"
						label="admin.pageEditor.field.intro"
						shape="textarea"
						values={values}
						errors={errors}
					/>
				</Section>
				<Section id="page-blocks" title="admin.pageEditor.blocksTitle">
					<p className="text-slate-700">{t('admin.pageEditor.blocksIntro')}</p>
					{blocks.length === 0 ? <p>{t('admin.pageEditor.noBlocks')}</p> : null}
					{blocks.map((n, i) => (
						<BlockFields
							key={n}
							n={n}
							position={i}
							count={blocks.length}
							values={values}
							errors={errors}
							action={action}
							previews={previews}
						/>
					))}
					<AddBlock action={action} count={blocks.length} error={errors['add-block']} />
				</Section>
				<div className="flex flex-wrap items-center gap-3">
					<SaveButtons live={page?.status === 'published'} review={review} />
				</div>
			</Form>
			{page ? <DeleteOrKeep page={page} action={action} /> : null}
		</>
	)
}

function PageSummary({ page }: { page: EditedPage }) {
	const t = useT()
	const locale = useLocale()
	const on = councilToday(new Date(page.updatedAt))
	return (
		<div className="mb-6 rounded-xl border border-slate-200 bg-white p-4 text-sm">
			<p>
				<StatusBadge
					status={page.status}
					publishAt={page.publishAt}
					unpublishAt={page.unpublishAt}
					now={page.now}
				/>
				{' · '}
				{t('admin.pageEditor.lastChange')} <time dateTime={on}>{formatDate(on, locale)}</time>
				{' · '}
				<Link
					to={`${ADMIN_BASE}/history?type=page&id=${page.id}`}
					className="text-primary-dark underline"
				>
					{t('admin.history.link')}
				</Link>
				{' · '}
				<a
					href={`/${locale === 'fr' ? 'fr/' : ''}preview/page/${page.id}`}
					className="text-primary-dark underline"
				>
					{t('admin.preview.link')}
				</a>
			</p>
			{page.status === 'published' ? (
				<ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
					<li>
						<a href={localizePath(page.pathEn, 'en')} className="text-primary-dark underline">
							{t('admin.pageEditor.viewEn')}
						</a>
					</li>
					<li>
						<a href={localizePath(page.pathFr, 'fr')} className="text-primary-dark underline">
							{t('admin.pageEditor.viewFr')}
						</a>
					</li>
				</ul>
			) : null}
		</div>
	)
}

function ErrorSummary({ errors, values }: { errors: FieldErrors; values: FormValues }) {
	const t = useT()
	const where = usePageFieldName(values)
	return (
		<div
			id="errors"
			tabIndex={-1}
			role="alert"
			className={cn('mb-6 rounded-xl border-2 border-danger bg-white p-4', focusTarget)}
		>
			<h2 className="text-lg font-bold text-danger">{t('admin.pageEditor.errorsTitle')}</h2>
			<ul className="mt-2 list-disc pl-5">
				{Object.entries(errors).map(([name, message]) => (
					<li key={name}>
						<a href={`#${errorTarget(name)}`} className="text-danger underline">
							{[where(name), t(message.key, message.vars)].filter(Boolean).join(' — ')}
						</a>
					</li>
				))}
			</ul>
		</div>
	)
}

/** Where an error's link leads: the field, or the block / the add-block control it is about. */
const errorTarget = (name: string) =>
	name.startsWith('block-') || name === 'add-block' || name === 'form' ? name : fieldId(name)

function Section({
	id,
	title,
	children,
}: {
	id: string
	title: AdminMessageKey
	children: ReactNode
}) {
	const t = useT()
	return (
		<section aria-labelledby={`${id}-title`} className="grid gap-4">
			<h2 id={`${id}-title`} className={cn('text-xl font-semibold text-slate-900', focusTarget)}>
				{t(title)}
			</h2>
			{children}
		</section>
	)
}

function FieldError({
	id,
	message,
}: {
	id: string
	message?: { key: AdminMessageKey; vars?: Record<string, string | number> }
}) {
	const t = useT()
	if (!message) return null
	return (
		<p id={id} className="mt-1 text-sm font-medium text-danger">
			{t(message.key, message.vars)}
		</p>
	)
}

/** One control with its label, hint and error, linked for screen readers. */
function Control({
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
	const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
		.filter(Boolean)
		.join(' ')
	const common = {
		id,
		name,
		defaultValue: values[name] ?? '',
		'aria-describedby': describedBy || undefined,
		'aria-invalid': error ? true : undefined,
		lang,
		className: cn(inputClass, fieldTarget, error && 'border-danger'),
	}
	if (shape === 'checkbox') {
		return (
			<div>
				<label className="flex items-center gap-2">
					<input
						type="checkbox"
						id={id}
						name={name}
						defaultChecked={Boolean(values[name])}
						aria-describedby={describedBy || undefined}
						className={cn('size-5', fieldTarget)}
					/>
					{label}
				</label>
				{hint ? (
					<p id={`${id}-hint`} className="text-sm text-slate-700">
						{hint}
					</p>
				) : null}
			</div>
		)
	}
	let control: ReactNode
	if (shape === 'textarea' || shape === 'paragraphs' || shape === 'lines') {
		control = <textarea {...common} rows={shape === 'paragraphs' ? 8 : shape === 'lines' ? 5 : 3} />
	} else if (options) {
		control = (
			<select {...common}>
				{shape === 'select' ? <option value="">{t('admin.pageEditor.default')}</option> : null}
				{options.map((o) => (
					<option key={o} value={o}>
						{optionLabel ? optionLabel(o) : o}
					</option>
				))}
			</select>
		)
	} else if (shape === 'datetime') {
		control = <input {...common} type="datetime-local" />
	} else {
		control = (
			<input
				{...common}
				type="text"
				inputMode={shape === 'number' ? 'numeric' : undefined}
				spellCheck={shape === 'href' || shape === 'plain' ? false : undefined}
			/>
		)
	}
	return (
		<div>
			<label htmlFor={id} className="font-medium">
				{label}
			</label>
			{hint ? (
				<p id={`${id}-hint`} className="text-sm text-slate-700">
					{hint}
				</p>
			) : null}
			{control}
			<FieldError id={`${id}-error`} message={error} />
		</div>
	)
}

/** A text in both languages, side by side on wide screens. */
function Bilingual({
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
		<div className="grid gap-3 md:grid-cols-2">
			{(['en', 'fr'] as const).map((l) => (
				<Control
					key={l}
					name={`${name}.${l}`}
					label={t(l === 'en' ? 'admin.pageEditor.inEnglish' : 'admin.pageEditor.inFrench', {
						field: t(label),
					})}
					hint={hint ? t(hint) : undefined}
					shape={shape}
					lang={l}
					values={values}
					errors={errors}
				/>
			))}
		</div>
	)
}

function SpecField({
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
			hint={field.hint ? t(field.hint) : undefined}
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

function PlaceFields({ values, errors }: { values: FormValues; errors: FieldErrors }) {
	const t = useT()
	return (
		<>
			<div className="grid gap-3 md:grid-cols-2">
				<Control
					name="group"
					label={t('admin.pageEditor.field.group')}
					shape="group"
					values={values}
					errors={errors}
					options={pageGroups}
					optionLabel={(g) => t(`admin.pageEditor.group.${g as (typeof pageGroups)[number]}`)}
				/>
				<Control
					name="status"
					label={t('admin.col.status')}
					hint={t('admin.pageEditor.hint.status')}
					shape="status"
					values={values}
					errors={errors}
					options={['draft', 'published']}
					optionLabel={(s) => t(`admin.status.${s as 'draft' | 'published'}`)}
				/>
			</div>
			<div className="grid gap-3 md:grid-cols-2">
				<Control
					name="publishAt"
					label={t('admin.field.publishAt')}
					hint={t('admin.field.publishAtHint')}
					shape="datetime"
					values={values}
					errors={errors}
				/>
				<Control
					name="unpublishAt"
					label={t('admin.field.unpublishAt')}
					hint={t('admin.field.unpublishAtHint')}
					shape="datetime"
					values={values}
					errors={errors}
				/>
			</div>
			<div className="grid gap-3 md:grid-cols-2">
				<Control
					name="pathEn"
					label={t('admin.pages.english')}
					hint={t('admin.pageEditor.hint.address')}
					shape="plain"
					values={values}
					errors={errors}
				/>
				<Control
					name="pathFr"
					label={t('admin.pages.french')}
					hint={t('admin.pageEditor.hint.addressFr')}
					shape="plain"
					values={values}
					errors={errors}
				/>
			</div>
			<Control
				name="inMenu"
				label={t('admin.pageEditor.field.inMenu')}
				hint={t('admin.pageEditor.hint.inMenu')}
				shape="checkbox"
				values={values}
				errors={errors}
			/>
			<Bilingual
				name="menuLabel"
				label="admin.pageEditor.field.menuLabel"
				hint="admin.pageEditor.hint.menuLabel"
				shape="text"
				values={values}
				errors={errors}
			/>
		</>
	)
}

/** A button that changes the form's structure; the address's fragment brings the result into view. */
function OpButton({
	op,
	target,
	action,
	label,
	icon,
	variant = 'outline',
}: {
	op: string
	target: string
	action: string
	label: string
	icon: ReactNode
	variant?: 'outline' | 'dangerGhost'
}) {
	return (
		<Button
			type="submit"
			name="op"
			value={op}
			formAction={`${action}#${target}`}
			variant={variant}
			size="sm"
		>
			{icon}
			<span>{label}</span>
		</Button>
	)
}

function BlockFields({
	n,
	position,
	count,
	values,
	errors,
	action,
	previews,
}: {
	n: number
	position: number
	count: number
	values: FormValues
	errors: FieldErrors
	action: string
	previews?: Record<string, RichInline[][]>
}) {
	const t = useT()
	const kind = blockKind(values, n)
	if (!kind) return null
	const spec = specOf(kind)
	const prefix = `b.${n}.`
	const kindLabel = t(`admin.pageEditor.kind.${kind}`)
	const number = position + 1
	const data = blockData[kind]
	const blockError = errors[`block-${n}`]
	return (
		<fieldset
			className="grid gap-4 rounded-xl border border-slate-300 bg-white p-4"
			aria-describedby={blockError ? `block-${n}-error` : undefined}
		>
			<legend className="px-1">
				<h3 id={`block-${n}`} tabIndex={-1} className={cn('text-lg font-semibold', focusTarget)}>
					{t('admin.pageEditor.blockLegend', { number, count, kind: kindLabel })}
				</h3>
			</legend>
			<input type="hidden" name={`${prefix}kind`} value={kind} />
			<FieldError id={`block-${n}-error`} message={blockError} />
			<div className="flex flex-wrap gap-2">
				{position > 0 ? (
					<OpButton
						op={`up-block:${n}`}
						target={`block-${n - 1}`}
						action={action}
						label={t('admin.pageEditor.moveUp', {
							item: t('admin.pageEditor.blockNumber', { number }),
						})}
						icon={<ArrowUp aria-hidden="true" />}
					/>
				) : null}
				{position < count - 1 ? (
					<OpButton
						op={`down-block:${n}`}
						target={`block-${n + 1}`}
						action={action}
						label={t('admin.pageEditor.moveDown', {
							item: t('admin.pageEditor.blockNumber', { number }),
						})}
						icon={<ArrowDown aria-hidden="true" />}
					/>
				) : null}
				<OpButton
					op={`remove-block:${n}`}
					target={n > 0 ? `block-${n - 1}` : 'page-blocks-title'}
					action={action}
					label={t('admin.pageEditor.remove', {
						item: t('admin.pageEditor.blockNumber', { number }),
					})}
					icon={<Trash2 aria-hidden="true" />}
					variant="dangerGhost"
				/>
			</div>
			{data ? (
				<p className="rounded-md bg-slate-100 p-3 text-sm">
					{t('admin.pageEditor.liveBlock')}{' '}
					<Link to={data.href} className="text-primary-dark underline">
						{t(data.label)}
					</Link>
				</p>
			) : null}
			{[...commonFields, ...spec.fields].map((field) => (
				<SpecField key={field.name} prefix={prefix} field={field} values={values} errors={errors} />
			))}
			{kind === 'prose' ? <ParagraphsPreview n={n} action={action} previews={previews} /> : null}
			{spec.rows ? (
				<Rows n={n} kind={kind} values={values} errors={errors} action={action} />
			) : null}
		</fieldset>
	)
}

/**
 * "Preview formatting" for a text block: the server sends the form back as typed (nothing saved)
 * with the paragraphs drawn as the public page will draw them, under the fields.
 */
function ParagraphsPreview({
	n,
	action,
	previews,
}: {
	n: number
	action: string
	previews?: Record<string, RichInline[][]>
}) {
	const t = useT()
	const shown = (['en', 'fr'] as const)
		.map((l) => ({ l, paragraphs: previews?.[`b.${n}.paragraphs.${l}`] }))
		.filter((p) => p.paragraphs?.length)
	return (
		<div className="grid gap-3">
			<div>
				<OpButton
					op={`preview:${n}`}
					target={`block-${n}-preview`}
					action={action}
					label={t('admin.form.preview')}
					icon={<Eye aria-hidden="true" />}
				/>
			</div>
			{shown.length ? (
				<div
					id={`block-${n}-preview`}
					tabIndex={-1}
					className={cn('grid gap-3 outline-none md:grid-cols-2', focusTarget)}
				>
					{shown.map(({ l, paragraphs }) => (
						<div
							key={l}
							className="rounded-md border border-dashed border-slate-400 bg-slate-50 p-3 md:col-span-1"
						>
							<p className="text-sm font-semibold text-slate-700">
								{t('admin.form.previewOf', {
									field: t(
										l === 'en' ? 'admin.pageEditor.inEnglish' : 'admin.pageEditor.inFrench',
										{
											field: t('admin.pageEditor.field.paragraphs'),
										},
									),
								})}
							</p>
							<div lang={l} className="mt-2 space-y-3 text-slate-800">
								{paragraphs!.map((p, i) => (
									<p key={i}>
										<RichInlineText nodes={p} />
									</p>
								))}
							</div>
						</div>
					))}
				</div>
			) : null}
		</div>
	)
}

function Rows({
	n,
	kind,
	values,
	errors,
	action,
}: {
	n: number
	kind: BlockKind
	values: FormValues
	errors: FieldErrors
	action: string
}) {
	const t = useT()
	const rows = specOf(kind).rows!
	const numbers = rowNumbers(values, n, rows.name)
	return (
		<div className="grid gap-3">
			{numbers.map((m, i) => {
				const item = t('admin.pageEditor.rowNumber', { row: t(rows.label), number: i + 1 })
				return (
					<fieldset
						key={m}
						className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
					>
						<legend className="px-1">
							<span
								id={`block-${n}-row-${m}`}
								tabIndex={-1}
								className={cn('inline-block font-semibold', focusTarget)}
							>
								{item}
							</span>
						</legend>
						{rows.fields.map((field) => (
							<SpecField
								key={field.name}
								prefix={`b.${n}.${rows.name}.${m}.`}
								field={field}
								values={values}
								errors={errors}
							/>
						))}
						<div className="flex flex-wrap gap-2">
							{i > 0 ? (
								<OpButton
									op={`up-row:${n}:${m}`}
									target={`block-${n}-row-${m - 1}`}
									action={action}
									label={t('admin.pageEditor.moveUp', { item })}
									icon={<ArrowUp aria-hidden="true" />}
								/>
							) : null}
							{i < numbers.length - 1 ? (
								<OpButton
									op={`down-row:${n}:${m}`}
									target={`block-${n}-row-${m + 1}`}
									action={action}
									label={t('admin.pageEditor.moveDown', { item })}
									icon={<ArrowDown aria-hidden="true" />}
								/>
							) : null}
							<OpButton
								op={`remove-row:${n}:${m}`}
								target={`block-${n}`}
								action={action}
								label={t('admin.pageEditor.remove', { item })}
								icon={<Trash2 aria-hidden="true" />}
								variant="dangerGhost"
							/>
						</div>
					</fieldset>
				)
			})}
			<div>
				<OpButton
					op={`add-row:${n}`}
					target={`block-${n}-row-${numbers.length}`}
					action={action}
					label={t('admin.pageEditor.addRow', { row: t(rows.label) })}
					icon={<Plus aria-hidden="true" />}
				/>
			</div>
		</div>
	)
}

function AddBlock({
	action,
	count,
	error,
}: {
	action: string
	count: number
	error?: { key: AdminMessageKey; vars?: Record<string, string | number> }
}) {
	const t = useT()
	return (
		<div
			id="add-block"
			tabIndex={-1}
			className={cn(
				'flex flex-wrap items-end gap-3 rounded-xl border border-dashed border-slate-400 p-4',
				focusTarget,
			)}
		>
			<div>
				<label htmlFor="f-addKind" className="font-medium">
					{t('admin.pageEditor.addKind')}
				</label>
				<select
					id="f-addKind"
					name="addKind"
					className={cn(inputClass, fieldTarget)}
					defaultValue="prose"
				>
					{blockKinds.map((kind) => (
						<option key={kind} value={kind}>
							{t(`admin.pageEditor.kind.${kind}`)}
						</option>
					))}
				</select>
			</div>
			<OpButton
				op="add-block"
				target={`block-${count}`}
				action={action}
				label={t('admin.pageEditor.addBlock')}
				icon={<Plus aria-hidden="true" />}
			/>
			<FieldError id="add-block-error" message={error} />
		</div>
	)
}

/** Deleting is for pages the council added; the standard pages can only be unpublished. */
function DeleteOrKeep({ page, action }: { page: EditedPage; action: string }) {
	const t = useT()
	if (page.standard) {
		return (
			<p className="mt-8 rounded-md bg-slate-100 p-3 text-sm text-slate-800">
				{t('admin.pageEditor.standardNote')}
			</p>
		)
	}
	return (
		<p className="mt-8">
			<Link to={`${action}&delete`} className={buttonVariants({ variant: 'dangerGhost' })}>
				<Trash2 aria-hidden="true" />
				<span>{t('admin.pageEditor.delete')}</span>
			</Link>
		</p>
	)
}

/** The confirmation page before a page is deleted, saying what its addresses will answer. */
export function DeletePageConfirm({ page, action }: { page: EditedPage; action: string }) {
	const t = useT()
	return (
		<>
			<AdminPageHeader title="admin.pageEditor.deleteTitle" />
			<div className="max-w-2xl rounded-xl border-2 border-danger bg-white p-6">
				<p className="text-lg font-semibold">
					{t('admin.pageEditor.deleteQuestion', { title: page.title })}
				</p>
				<p className="mt-3">{t('admin.pageEditor.deleteEffect')}</p>
				<ul className="mt-2 list-disc pl-5">
					<li>{localizePath(page.pathEn, 'en')}</li>
					<li>{localizePath(page.pathFr, 'fr')}</li>
				</ul>
				<Form method="post" action={action} className="mt-6 flex flex-wrap gap-3">
					<CsrfInput />
					<Button type="submit" name="op" value="delete" variant="danger">
						{t('admin.pageEditor.deleteConfirm')}
					</Button>
					<Link to={action} className={buttonVariants({ variant: 'outline' })}>
						{t('admin.pageEditor.deleteCancel')}
					</Link>
				</Form>
			</div>
		</>
	)
}

export type { EditorReply }

/**
 * The editor's save buttons: Save (a submission for review for someone whose work is reviewed),
 * and for a published page, "Save changes as draft", which keeps the public version (decision 029).
 */
function SaveButtons({ live, review }: { live: boolean; review: boolean }) {
	const t = useT()
	return (
		<>
			<Button type="submit" name="op" value={review ? 'submit' : 'save'}>
				{t(review ? 'admin.review.submit' : 'admin.pageEditor.save')}
			</Button>
			{live ? (
				<Button type="submit" name="op" value="draft" variant="outline">
					{t('admin.review.saveChanges')}
				</Button>
			) : null}
		</>
	)
}
