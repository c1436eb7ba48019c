import { Input, Label } from '#app/components/ui/field'
import { useT } from '#app/i18n/hooks'

/**
 * A public form's anti-abuse fields (decision 037; checked by app/platform/form-guard.server.ts):
 * an input people never see, which a program filling every field fills, and the signed moment the
 * form was made. The input is off screen and hidden from assistive technology, out of the tab
 * order, and never autofilled.
 */
export function FormGuardFields({ started }: { started: string }) {
	const t = useT()
	return (
		<>
			<div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
				<Label weight="normal">
					{t('formGuard.honeypot')}
					<Input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
				</Label>
			</div>
			<input type="hidden" name="form_started" value={started} />
		</>
	)
}
