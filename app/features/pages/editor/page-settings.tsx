import { useT } from '#app/i18n/hooks'
import { pageGroups } from '../types'
import type { FieldErrors } from './editor.server'
import { Bilingual, Control } from './editor-fields'
import type { FormValues } from './form-state'

/** The page's place: its group, state, schedule, addresses and place in the menu. */
export function PlaceFields({ values, errors }: { values: FormValues; errors: FieldErrors }) {
	const t = useT()
	return (
		<>
			<div className="grid grid-cols-1 gap-3 md:grid-cols-2">
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
			<div className="grid grid-cols-1 gap-3 md:grid-cols-2">
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
			<div className="grid grid-cols-1 gap-3 md:grid-cols-2">
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

/** The page's heading texts: its title, description and introduction in both languages. */
export function PageTexts({ values, errors }: { values: FormValues; errors: FieldErrors }) {
	return (
		<>
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
		</>
	)
}
