import { CsrfInput } from '#app/auth/csrf-input'
import { getFormProps, useForm, type FieldMetadata } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect } from 'react'
import { Form, Link, useLocation, useNavigation } from 'react-router'
import { AdminPageHeader } from '#app/features/staff-frame/admin-page'
import { FormField } from '#app/features/cms/resource-form'
import { Button } from '#app/components/ui/button'
import { showToast } from '#app/components/ui/toast'
import { localizePath } from '#app/i18n/locales'
import {
	screenFields,
	settingsSchema,
	settingsScreenFor,
	type SettingsScreen,
} from '#app/features/cms/settings-screens'
import { settingsAction, settingsLoader } from '#app/features/cms/settings.server'
import { useLocale, useT } from '#app/i18n/hooks'
import type { AdminHandle } from './layout'
import type { Route } from './+types/settings-screen'

/**
 * The screens that edit the council's settings (Mayor Updates, Emergency Numbers, Settings): one
 * module registered at each address; the address says which screen it is.
 */
export const handle: AdminHandle = {
	crumbs: (pathname) => {
		const screen = settingsScreenFor(pathname)
		if (!screen) return []
		return screen.parent
			? [screen.parent, { label: screen.navLabel }]
			: [{ label: screen.navLabel }]
	},
}

function screenOf(url: URL) {
	const screen = settingsScreenFor(url.pathname)
	if (!screen) throw new Response('Not Found', { status: 404 })
	return screen
}

export async function loader({ request, url }: Route.LoaderArgs) {
	return settingsLoader(screenOf(url), request)
}

export async function action({ request, url, context }: Route.ActionArgs) {
	return settingsAction(screenOf(url), request, context)
}

function SettingsForm({
	screen,
	loaderData: { values },
	actionData,
}: { screen: SettingsScreen } & Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
	const t = useT()
	const locale = useLocale()
	const navigation = useNavigation()
	const busy = navigation.state === 'submitting'
	const schema = settingsSchema(screen)
	const fields = screenFields(screen)
	const defaults: Record<string, string> = {}
	for (const field of fields) {
		if (field.kind === 'checkbox') {
			if (Number(values[field.name]) === 1) defaults[field.name] = 'on'
		} else if (field.kind !== 'image' && values[field.name] != null) {
			defaults[field.name] = String(values[field.name])
		}
	}
	const [form, meta] = useForm({
		id: `settings-${screen.key}`,
		lastResult: actionData?.result ?? null,
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		defaultValue: defaults,
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
	})
	const failed = Boolean(actionData?.failed)
	useEffect(() => {
		if (failed) void showToast('error', t('admin.toast.errorTitle'), t('admin.toast.saveFailed'))
	}, [actionData, failed, t])
	const hasImage = fields.some((f) => f.kind === 'image')

	return (
		<>
			<AdminPageHeader title={screen.title} intro={screen.intro}>
				<Link
					to={localizePath(screen.publicPath, locale)}
					className="text-primary-dark underline underline-offset-2"
				>
					{t('admin.viewOnSite')}
				</Link>
			</AdminPageHeader>
			{failed ? (
				<div role="alert" className="mb-4 rounded-md border-l-4 border-danger bg-red-50 p-4">
					<p className="font-semibold">{t('admin.toast.errorTitle')}</p>
					<p>{t('admin.toast.saveFailed')}</p>
				</div>
			) : null}
			<Form
				method="post"
				encType={hasImage ? 'multipart/form-data' : undefined}
				{...getFormProps(form)}
				className="max-w-3xl"
			>
				<CsrfInput />
				<fieldset disabled={busy} className="space-y-6">
					{screen.groups.map((group) => (
						<fieldset
							key={group.legend}
							className="space-y-4 rounded-xl border border-slate-200 bg-white p-5"
						>
							<legend className="px-1 text-lg font-semibold text-slate-900">
								{t(group.legend)}
							</legend>
							{group.intro ? <p className="text-slate-700">{t(group.intro)}</p> : null}
							<div className="grid gap-4 sm:grid-cols-2">
								{group.fields.map((field) => (
									<div
										key={field.name}
										className={
											['textarea', 'image', 'checkbox'].includes(field.kind) ? 'sm:col-span-2' : ''
										}
									>
										<FormField
											field={field}
											meta={meta[field.name] as FieldMetadata<string | number | undefined>}
											current={
												field.kind === 'image' ? String(values[field.name] ?? '') : undefined
											}
										/>
									</div>
								))}
							</div>
						</fieldset>
					))}
					{/* Kept in view at the bottom of the screen while the form scrolls past (issue 33). */}
					<div className="sticky bottom-0 z-10 border-t border-slate-200 bg-slate-50/95 py-2">
						<Button type="submit">{busy ? t('admin.form.saving') : t('admin.action.save')}</Button>
					</div>
				</fieldset>
			</Form>
		</>
	)
}

export default function SettingsScreenRoute({ loaderData, actionData }: Route.ComponentProps) {
	const { pathname } = useLocation()
	const screen = settingsScreenFor(pathname)
	return screen ? (
		<SettingsForm
			key={screen.key}
			screen={screen}
			loaderData={loaderData}
			actionData={actionData}
		/>
	) : null
}
