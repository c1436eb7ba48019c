import { useId } from 'react'
import { useT } from '#app/i18n/hooks'

/*
 * Stand-in for the shared anti-abuse fields the lead is building on `main` (same contract);
 * replaced by main's file at the merge.
 */
export function FormGuardFields({ started }: { started: string }) {
	const t = useT()
	const id = useId()
	return (
		<>
			{/* Off screen and out of the tab order: people never fill it, form-filling robots do. */}
			<div className="sr-only" aria-hidden="true">
				<label htmlFor={`${id}-website`}>{t('feedback.honeypot')}</label>
				<input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
			</div>
			<input type="hidden" name="form_started" value={started} />
		</>
	)
}
