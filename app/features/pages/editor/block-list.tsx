import { Plus } from 'lucide-react'
import { Field, FieldError, Select } from '#app/components/ui/field'
import type { RichInline } from '#app/features/formatting/rich-text'
import { useT } from '#app/i18n/hooks'
import { cn } from '#app/utils/misc'
import { BlockFields } from './block-fields'
import { blockKinds } from './block-specs'
import type { FieldErrors, FieldMessage } from './editor.server'
import { blockNumbers, type FormValues } from './form-state'
import { OpButton } from './op-button'
import type { DocumentChoices } from './media.server'
import { fieldTarget, focusTarget } from './targets'

/** The page's blocks in order, each with its fields, then the control that adds one. */
export function BlockList({
	values,
	errors,
	action,
	previews,
	choices,
}: {
	values: FormValues
	errors: FieldErrors
	action: string
	previews?: Record<string, RichInline[][]>
	choices?: DocumentChoices
}) {
	const t = useT()
	const blocks = blockNumbers(values)
	return (
		<>
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
					choices={choices}
				/>
			))}
			<AddBlock action={action} count={blocks.length} error={errors['add-block']} />
		</>
	)
}

function AddBlock({
	action,
	count,
	error,
}: {
	action: string
	count: number
	error?: FieldMessage
}) {
	const t = useT()
	return (
		<div
			id="add-block"
			tabIndex={-1}
			className={cn(
				'flex flex-wrap items-end gap-3 rounded-xl border border-dashed border-slate-400 p-4 [&>*]:max-w-full [&>*]:min-w-0',
				focusTarget,
			)}
		>
			<Field id="f-addKind" label={t('admin.pageEditor.addKind')}>
				{(control) => (
					<Select
						{...control}
						name="addKind"
						width="auto"
						defaultValue="prose"
						className={cn('max-w-full', fieldTarget)}
					>
						{blockKinds.map((kind) => (
							<option key={kind} value={kind}>
								{t(`admin.pageEditor.kind.${kind}`)}
							</option>
						))}
					</Select>
				)}
			</Field>
			<OpButton
				op="add-block"
				target={`block-${count}`}
				action={action}
				label={t('admin.pageEditor.addBlock')}
				icon={<Plus aria-hidden="true" />}
			/>
			<FieldError id="add-block-error">{error ? t(error.key, error.vars) : null}</FieldError>
		</div>
	)
}
