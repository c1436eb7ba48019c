import { useT } from '#app/i18n/hooks'
import { cn } from '#app/utils/misc'
import type { FieldErrors } from './editor.server'
import { usePageFieldName } from './field-name'
import type { FormValues } from './form-state'
import { fieldId, focusTarget } from './targets'

/** Where an error's link leads: the field, or the block / the add-block control it is about. */
const errorTarget = (name: string) =>
	name.startsWith('block-') || name === 'add-block' || name === 'form' ? name : fieldId(name)

/** Above the form after a refused save: each problem, named as its field, linked to it. */
export function ErrorSummary({ errors, values }: { errors: FieldErrors; values: FormValues }) {
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
