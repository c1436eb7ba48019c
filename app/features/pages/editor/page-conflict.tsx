import { Button } from '#app/components/ui/button'
import { ConflictNotice } from '#app/features/revisions/diff-view'
import type { EditConflict } from '#app/features/revisions/types'
import { useT } from '#app/i18n/hooks'
import { usePageFieldName } from './field-name'
import type { FormValues } from './form-state'

/**
 * Inside the editor's form, when its save was held back because someone else saved the page
 * since: what they changed (named as the editor names its fields), and "Save mine anyway", which
 * sends what was typed over the version they saved.
 */
export function PageConflict({
	conflict,
	values,
	action,
}: {
	conflict: EditConflict
	values: FormValues
	action: string
}) {
	const t = useT()
	const fieldName = usePageFieldName(values)
	return (
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
	)
}
