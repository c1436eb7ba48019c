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
		'rounded-md border bg-white text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-60 aria-invalid:border-2 aria-invalid:border-danger',
		{
			variants: {
				/**
				 * `line`: one line of text or a select; `box`: a textarea; `search`: the site's search
				 * box, a little taller and roomier, its example text dark enough to read (7:1).
				 */
				shape: {
					line: 'h-11 px-3',
					box: 'px-3 py-2',
					search: 'h-12 px-4 placeholder:text-slate-600',
				},
				/** How wide the control is in its container. */
				width: {
					full: 'block w-full',
					/** Up to 28rem: an e-mail address, a name, a search. */
					medium: 'block w-full max-w-md',
					/** As wide as its content: a number, a date, a role beside a button. */
					auto: 'inline-block',
				},
				/** `onColour`: on the hero's dark picture, where a slate edge would not show. */
				tone: {
					plain: 'border-slate-500',
					onColour: 'border-white/60',
				},
				/** Shown in capitals as typed (a reference); what is sent is what was typed. */
				capitals: { true: 'uppercase', false: '' },
			},
			defaultVariants: { shape: 'line', width: 'full', tone: 'plain', capitals: false },
		},
	),
)

type ControlVariants = Omit<VariantProps<typeof controlVariants>, 'shape'>

export function Input({
	className,
	width,
	tone,
	capitals,
	shape = 'line',
	...props
}: ComponentProps<'input'> & ControlVariants & { shape?: 'line' | 'search' }) {
	return (
		<input
			{...props}
			className={cn(controlVariants({ shape, width, tone, capitals }), className)}
		/>
	)
}

export function Select({
	className,
	width,
	tone,
	...props
}: ComponentProps<'select'> & Omit<ControlVariants, 'capitals'>) {
	return (
		<select {...props} className={cn(controlVariants({ shape: 'line', width, tone }), className)} />
	)
}

export function Textarea({
	className,
	width,
	tone,
	...props
}: ComponentProps<'textarea'> & Omit<ControlVariants, 'capitals'>) {
	return (
		<textarea
			{...props}
			className={cn(controlVariants({ shape: 'box', width, tone }), className)}
		/>
	)
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

const choiceVariants = keptVariants(
	cva('size-5 shrink-0', {
		variants: {
			/** `brand`: ticked in the council's colour rather than the browser's. */
			tone: { plain: '', brand: 'accent-primary' },
		},
		defaultVariants: { tone: 'plain' },
	}),
)
type ChoiceProps = Omit<ComponentProps<'input'>, 'type'> & VariantProps<typeof choiceVariants>

/** A box to tick or a round button to choose: 20 px, inside a label or beside one. */
export function Checkbox({ className, tone, ...props }: ChoiceProps) {
	return <input {...props} type="checkbox" className={cn(choiceVariants({ tone }), className)} />
}

export function Radio({ className, tone, ...props }: ChoiceProps) {
	return <input {...props} type="radio" className={cn(choiceVariants({ tone }), className)} />
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

/**
 * How large a field's hint or message is: `sm` beside staff forms' dense controls; `base`, the
 * size of the text around it, on the public site's forms, read on phones.
 */
const messageVariants = keptVariants(
	cva('', {
		variants: { size: { sm: 'text-sm', base: 'text-base' } },
		defaultVariants: { size: 'sm' },
	}),
)
export type MessageSize = NonNullable<VariantProps<typeof messageVariants>['size']>

/** A field's explanation, read with it through aria-describedby. */
export function Hint({
	className,
	size,
	...props
}: ComponentProps<'p'> & VariantProps<typeof messageVariants>) {
	return <p {...props} className={cn(messageVariants({ size }), 'text-slate-700', className)} />
}

/** What is wrong with a field, in words; nothing when nothing is. */
export function FieldError({
	id,
	children,
	className,
	role,
	size,
}: {
	id: string
	children?: ReactNode
	className?: string
	/** `alert`: announced as it appears (a search that found nothing, with no summary above). */
	role?: 'alert'
	size?: MessageSize
}) {
	if (children === undefined || children === null || children === false || children === '')
		return null
	return (
		<p
			id={id}
			role={role}
			className={cn(messageVariants({ size }), 'font-semibold text-danger', className)}
		>
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
	hintSize,
	errorSize,
	children,
}: {
	id: string
	label: ReactNode
	/** One explanation or several, each its own paragraph, all read with the control. */
	hint?: ReactNode | ReactNode[]
	hintSize?: MessageSize
	errorSize?: MessageSize
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
				<Hint key={ids.hintIds[i]} id={ids.hintIds[i]} size={hintSize}>
					{h}
				</Hint>
			))}
			{children({
				id,
				'aria-describedby': ids.describedBy,
				'aria-invalid': failed ? true : undefined,
			})}
			<FieldError id={ids.errorId} size={errorSize}>
				{failed ? error : null}
			</FieldError>
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

const fieldsetVariants = keptVariants(
	cva('space-y-2', {
		variants: {
			/** `boxed`: a light frame around a group of fields that belong together. */
			frame: { none: '', boxed: 'rounded-md border border-slate-300 p-4' },
		},
		defaultVariants: { frame: 'none' },
	}),
)

/** A group of controls under one question (radio buttons, several boxes to tick). */
export function Fieldset({
	legend,
	hint,
	hintId,
	className,
	frame,
	children,
	...props
}: Omit<ComponentProps<'fieldset'>, 'children'> &
	VariantProps<typeof fieldsetVariants> & {
		legend: ReactNode
		hint?: ReactNode
		hintId?: string
		children: ReactNode
	}) {
	return (
		<fieldset
			{...props}
			aria-describedby={hint && hintId ? hintId : props['aria-describedby']}
			className={cn(fieldsetVariants({ frame }), className)}
		>
			<legend className={cn('font-semibold text-slate-900', frame === 'boxed' && 'px-1')}>
				{legend}
			</legend>
			{hint ? <Hint id={hintId}>{hint}</Hint> : null}
			{children}
		</fieldset>
	)
}
