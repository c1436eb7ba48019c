import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react'
import { Link } from 'react-router'
import { FieldError } from '#app/components/ui/field'
import type { RichInline } from '#app/features/formatting/rich-text'
import { useT } from '#app/i18n/hooks'
import { cn } from '#app/utils/misc'
import { blockData } from '../data-screens'
import { commonFields, specOf, type BlockKind } from './block-specs'
import type { FieldErrors } from './editor.server'
import { SpecField } from './editor-fields'
import { MediaField } from './media-fields'
import type { DocumentChoices } from './media.server'
import { blockKind, rowNumbers, type FormValues } from './form-state'
import { OpButton } from './op-button'
import { ParagraphsPreview } from './paragraphs-preview'
import { focusTarget } from './targets'

/** One block of the page: its heading, the buttons that move or remove it, and its fields. */
export function BlockFields({
	n,
	position,
	count,
	values,
	errors,
	action,
	previews,
	choices,
}: {
	n: number
	position: number
	count: number
	values: FormValues
	errors: FieldErrors
	action: string
	previews?: Record<string, RichInline[][]>
	/** The documents a documents block offers to tick, by block number. */
	choices?: DocumentChoices
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
			<FieldError id={`block-${n}-error`}>
				{blockError ? t(blockError.key, blockError.vars) : null}
			</FieldError>
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
			{[...commonFields, ...spec.fields].map((field) =>
				field.shape === 'picture' || field.shape === 'documents' ? (
					<MediaField
						key={field.name}
						n={n}
						prefix={prefix}
						field={field}
						values={values}
						errors={errors}
						action={action}
						options={choices?.[String(n)]}
					/>
				) : (
					<SpecField
						key={field.name}
						prefix={prefix}
						field={field}
						values={values}
						errors={errors}
					/>
				),
			)}
			{kind === 'prose' ? <ParagraphsPreview n={n} action={action} previews={previews} /> : null}
			{spec.rows ? (
				<Rows n={n} kind={kind} values={values} errors={errors} action={action} />
			) : null}
		</fieldset>
	)
}

/** A block's repeated rows (cards, fees, facts, steps, buttons), each with its own buttons. */
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
