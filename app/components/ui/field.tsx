import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps, ReactNode } from 'react'
import { keptVariants } from '#app/utils/kept-variants'
import { cn } from '#app/utils/misc'

/**
 * Form controls, their labels, hints and errors: one look and one way of wiring them for
 * assistive technology, for the staff area and the public site alike (decision 044).
 *
 * As with the Button (decision 019), everything about a control's look is a variant; callers pass
 * only layout classes (margins, flex and grid placement). Borders are slate-500 (4.8:1 on white):
 * a field's edge must reach 3:1 to be seen (WCAG 1.4.11), which the slate-400 some screens used
 * did not.
 */
export const controlVariants = keptVariants(
	cva(
		'rounded-md border border-slate-500 bg-white text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-60 aria-invalid:border-2 aria-invalid:border-danger',
		{
			variants: {
				/** `line`: one line of text or a select; `box`: a textarea. */
				shape: {
					line: 'h-11 px-3',
					box: 'px-3 py-2',
				},
				/** How wide the control is in its container. */
				width: {
					full: 'block w-full',
					/** Up to 28rem: an e-mail address, a name, a search. */
					medium: 'block w-full max-w-md',
					/** As wide as its content: a number, a date, a role beside a button. */
					auto: 'inline-block',
				},
			},
			defaultVariants: { shape: 'line', width: 'full' },
		},
	),
)

type ControlVariants = Omit<VariantProps<typeof controlVariants>, 'shape'>

export function Input({ className, width, ...props }: ComponentProps<'input'> & ControlVariants) {
	return <input {...props} className={cn(controlVariants({ shape: 'line', width }), className)} />
}

export function Select({ className, width, ...props }: ComponentProps<'select'> & ControlVariants) {
	return <select {...props} className={cn(controlVariants({ shape: 'line', width }), className)} />
}

export function Textarea({
	className,
	width,
	...props
}: ComponentProps<'textarea'> & ControlVariants) {
	return <textarea {...props} className={cn(controlVariants({ shape: 'box', width }), className)} />
}

/** A file chooser whose button looks like the other controls and is a full touch target. */
export function FileInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
	return (
		<input
			{...props}
			type="file"
			className={cn(
				'block w-full text-base text-slate-900 file:mr-3 file:min-h-11 file:rounded-md file:border file:border-slate-500 file:bg-white file:px-3 file:font-semibold aria-invalid:text-danger',
				className,
			)}
		/>
	)
}

/** A box to tick or a round button to choose: 20 px, inside a label or beside one. */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
	return <input {...props} type="checkbox" className={cn('size-5 shrink-0', className)} />
}

export function Radio({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
	return <input {...props} type="radio" className={cn('size-5 shrink-0', className)} />
}

export const labelVariants = keptVariants(
	cva('text-slate-900', {
		variants: {
			/** `heading`: a label that is also its form's title (a form of one field). */
			weight: { strong: 'font-semibold', normal: 'font-normal', heading: 'text-lg font-bold' },
			display: { block: 'block', inline: '' },
		},
		defaultVariants: { weight: 'strong', display: 'block' },
	}),
)

export function Label({
	className,
	weight,
	display,
	...props
}: ComponentProps<'label'> & VariantProps<typeof labelVariants>) {
	return <label {...props} className={cn(labelVariants({ weight, display }), className)} />
}

/** A field's explanation, read with it through aria-describedby. */
export function Hint({ className, ...props }: ComponentProps<'p'>) {
	return <p {...props} className={cn('text-sm text-slate-700', className)} />
}

/** What is wrong with a field, in words; nothing when nothing is. */
export function FieldError({
	id,
	children,
	className,
	role,
}: {
	id: string
	children?: ReactNode
	className?: string
	/** `alert`: announced as it appears (a search that found nothing, with no summary above). */
	role?: 'alert'
}) {
	if (children === undefined || children === null || children === false || children === '')
		return null
	return (
		<p id={id} role={role} className={cn('text-sm font-semibold text-danger', className)}>
			{children}
		</p>
	)
}

/** What a control needs to be tied to its label, hints and error. */
export interface ControlWiring {
	id: string
	'aria-describedby'?: string
	'aria-invalid'?: true
}

/** The ids of a field's hints (the first is `<id>-hint`, then `-hint-2`…) and of its error. */
export function fieldIds(id: string, hints: number, error: boolean, errorId = `${id}-error`) {
	const hintIds = Array.from({ length: hints }, (_, i) =>
		i === 0 ? `${id}-hint` : `${id}-hint-${i + 1}`,
	)
	const describedBy = [...hintIds, ...(error ? [errorId] : [])].join(' ') || undefined
	return { hintIds, errorId, describedBy }
}

/**
 * One field: its label, its hints, the control and its error, wired together. The control is drawn
 * by `children`, which receives the id and ARIA attributes to spread on it, so any control (an
 * Input, a Select, a Conform-managed textarea) gets the same labelling:
 *
 *   <Field id="contact-location" label={t('contact.location')} hint={t('contact.locationHint')}
 *     error={errors.location && t(errors.location)}>
 *     {(control) => <Input {...control} name="location" />}
 *   </Field>
 */
export function Field({
	id,
	label,
	hint,
	error,
	errorId,
	className,
	after,
	children,
}: {
	id: string
	label: ReactNode
	/** One explanation or several, each its own paragraph, all read with the control. */
	hint?: ReactNode | ReactNode[]
	/** The message to show, already in the reader's language; nothing when the field is right. */
	error?: ReactNode
	/** Where the error is drawn (Conform names it); `<id>-error` otherwise. */
	errorId?: string
	className?: string
	/** Drawn under the error (a preview, a link to more). */
	after?: ReactNode
	children: (control: ControlWiring) => ReactNode
}) {
	const hints = (Array.isArray(hint) ? hint : [hint]).filter(
		(h) => h !== undefined && h !== null && h !== false && h !== '',
	)
	const failed = error !== undefined && error !== null && error !== false && error !== ''
	const ids = fieldIds(id, hints.length, failed, errorId)
	return (
		<div className={cn('space-y-1', className)}>
			<Label htmlFor={id}>{label}</Label>
			{hints.map((h, i) => (
				<Hint key={ids.hintIds[i]} id={ids.hintIds[i]}>
					{h}
				</Hint>
			))}
			{children({
				id,
				'aria-describedby': ids.describedBy,
				'aria-invalid': failed ? true : undefined,
			})}
			<FieldError id={ids.errorId}>{failed ? error : null}</FieldError>
			{after}
		</div>
	)
}

/**
 * A box to tick with its label after it, and its hint and error under both (the order people
 * expect for "Remember me" or "Also send by e-mail").
 */
export function CheckboxField({
	id,
	label,
	hint,
	error,
	errorId,
	className,
	children,
}: {
	id: string
	label: ReactNode
	hint?: ReactNode
	error?: ReactNode
	errorId?: string
	className?: string
	children: (control: ControlWiring) => ReactNode
}) {
	const failed = error !== undefined && error !== null && error !== false && error !== ''
	const ids = fieldIds(id, hint ? 1 : 0, failed, errorId)
	return (
		<div className={className}>
			<div className="flex items-center gap-3">
				{children({
					id,
					'aria-describedby': ids.describedBy,
					'aria-invalid': failed ? true : undefined,
				})}
				<Label htmlFor={id}>{label}</Label>
			</div>
			{hint ? <Hint id={ids.hintIds[0]}>{hint}</Hint> : null}
			<FieldError id={ids.errorId} className="mt-1">
				{failed ? error : null}
			</FieldError>
		</div>
	)
}

/** A group of controls under one question (radio buttons, several boxes to tick). */
export function Fieldset({
	legend,
	hint,
	hintId,
	className,
	children,
	...props
}: Omit<ComponentProps<'fieldset'>, 'children'> & {
	legend: ReactNode
	hint?: ReactNode
	hintId?: string
	children: ReactNode
}) {
	return (
		<fieldset
			{...props}
			aria-describedby={hint && hintId ? hintId : props['aria-describedby']}
			className={cn('space-y-2', className)}
		>
			<legend className="font-semibold text-slate-900">{legend}</legend>
			{hint ? <Hint id={hintId}>{hint}</Hint> : null}
			{children}
		</fieldset>
	)
}
