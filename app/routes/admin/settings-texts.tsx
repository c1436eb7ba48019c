import { CsrfInput } from '#app/auth/csrf-input'
import { Form, Link, useNavigation } from 'react-router'
import { AdminPageHeader } from '#app/features/staff-frame/admin-page'
import { Button } from '#app/components/ui/button'
import { ADMIN_BASE } from '#app/config'
import { FieldError, Hint, Input, Label, Textarea } from '#app/components/ui/field'
import {
	siteTextsAction,
	siteTextsLoader,
	type SiteTextsActionData,
} from '#app/features/cms/site-texts.server'
import {
	MAX_TEXT_LENGTH,
	placeholdersOf,
	textFieldName,
	textLabel,
	textSections,
	type EditableTextKey,
	type TextSection,
} from '#app/features/settings/editable-texts'
import { useLocale, useT } from '#app/i18n/hooks'
import { localizePath } from '#app/i18n/locales'
import type { AdminHandle } from './layout'
import type { Route } from './+types/settings-texts'

/**
 * "Site texts": the council's wording of the home page, footer and help texts, in both languages
 * (docs/decisions/022-site-texts.md). Each section is its own plain form, so it works without
 * JavaScript and a save sends only that section.
 */
export const handle: AdminHandle = {
	crumbs: [
		{ label: 'admin.nav.settings', href: `${ADMIN_BASE}/settings` },
		{ label: 'admin.texts.title' },
	],
}

export async function loader({ request }: Route.LoaderArgs) {
	return siteTextsLoader(request)
}

export async function action({ request, context }: Route.ActionArgs) {
	return siteTextsAction(request, context)
}

const languages = ['en', 'fr'] as const
const languageLabel = { en: 'admin.texts.english', fr: 'admin.texts.french' } as const

/** The id of a text's field: `hero.title:fr` → `text-hero-title-fr`. */
const fieldId = (key: EditableTextKey, locale: 'en' | 'fr') =>
	`text-${key.replaceAll('.', '-')}-${locale}`

type Defaults = Route.ComponentProps['loaderData']['defaults']

function TextField({
	textKey,
	defaults,
	values,
	errors,
}: {
	textKey: EditableTextKey
	defaults: Defaults
	values: Record<string, string>
	errors: SiteTextsActionData['errors']
}) {
	const t = useT()
	const wording = defaults[textKey]
	const allowed = [...new Set([...placeholdersOf(wording.en), ...placeholdersOf(wording.fr)])]
	const hintId = `${fieldId(textKey, 'en').slice(0, -3)}-placeholders`
	// Long texts get a text area; titles and button labels a one-line field.
	const multiline = Math.max(wording.en.length, wording.fr.length) > 80
	return (
		<fieldset className="border-t border-slate-200 pt-4 first-of-type:border-t-0 first-of-type:pt-0">
			<legend className="font-semibold text-slate-900">{t(textLabel(textKey))}</legend>
			{allowed.length ? (
				<Hint id={hintId}>
					{t('admin.texts.placeholdersHint', {
						list: allowed.map((name) => `{${name}}`).join(', '),
					})}
				</Hint>
			) : null}
			<div className="mt-2 grid grid-cols-1 gap-4 md:grid-cols-2">
				{languages.map((l) => {
					const name = textFieldName(textKey, l)
					const id = fieldId(textKey, l)
					const error = errors[name]
					const describedBy = [
						`${id}-default`,
						allowed.length ? hintId : null,
						error ? `${id}-error` : null,
					]
						.filter(Boolean)
						.join(' ')
					const common = {
						id,
						name,
						lang: l,
						defaultValue: values[name] ?? '',
						maxLength: MAX_TEXT_LENGTH,
						'aria-describedby': describedBy,
						'aria-invalid': error ? true : undefined,
						className: 'mt-1',
					}
					// The parts rather than a Field: the text's placeholders hint, above both languages,
					// describes each of them too.
					return (
						<div key={l}>
							<Label htmlFor={id} className="text-sm">
								{t(languageLabel[l])}
							</Label>
							<Hint id={`${id}-default`}>
								{t('admin.texts.default')} <span lang={l}>{wording[l]}</span>
							</Hint>
							{multiline ? <Textarea {...common} rows={3} /> : <Input {...common} type="text" />}
							<FieldError id={`${id}-error`}>
								{error ? t(error.message, error.vars) : null}
							</FieldError>
						</div>
					)
				})}
			</div>
		</fieldset>
	)
}

function SectionForm({
	section,
	defaults,
	values,
	result,
}: {
	section: TextSection
	defaults: Defaults
	values: Record<string, string>
	/** The refused save of this section, if that is what was just sent. */
	result: SiteTextsActionData | undefined
}) {
	const t = useT()
	const navigation = useNavigation()
	const busy =
		navigation.state === 'submitting' && navigation.formData?.get('section') === section.key
	const errors = result?.errors ?? {}
	const invalid = Object.keys(errors)
	const headingId = `texts-${section.key}-title`
	return (
		<Form method="post" id={`texts-${section.key}`} aria-labelledby={headingId}>
			<CsrfInput />
			<input type="hidden" name="section" value={section.key} />
			{result && (invalid.length || result.refused || result.failed) ? (
				<div role="alert" className="mb-4 rounded-md border-l-4 border-danger bg-red-50 p-4">
					<p className="font-semibold">{t('admin.form.errorSummary')}</p>
					{result.refused ? <p>{t(result.refused.message, result.refused.vars)}</p> : null}
					{result.failed ? <p>{t('admin.toast.saveFailed')}</p> : null}
					{invalid.length ? (
						<>
							<p>{t('admin.texts.errors')}</p>
							<ul className="mt-2 list-disc pl-6">
								{section.texts.flatMap((key) =>
									languages
										.filter((l) => errors[textFieldName(key, l)])
										.map((l) => (
											<li key={`${key}:${l}`}>
												<a href={`#${fieldId(key, l)}`} className="underline">
													{t(textLabel(key))} ({t(languageLabel[l])})
												</a>
											</li>
										)),
								)}
							</ul>
						</>
					) : null}
				</div>
			) : null}
			<fieldset
				disabled={busy}
				className="space-y-4 rounded-xl border border-slate-200 bg-white p-5"
			>
				<legend className="px-1">
					<h2 id={headingId} className="text-lg font-semibold text-slate-900">
						{t(section.legend)}
					</h2>
				</legend>
				{section.texts.map((key) => (
					<TextField
						key={key}
						textKey={key}
						defaults={defaults}
						values={result ? { ...values, ...result.values } : values}
						errors={errors}
					/>
				))}
				<Button type="submit" wrap>
					{busy
						? t('admin.form.saving')
						: t('admin.texts.saveSection', { section: t(section.legend) })}
				</Button>
			</fieldset>
		</Form>
	)
}

export default function SiteTexts({ loaderData, actionData }: Route.ComponentProps) {
	const t = useT()
	const locale = useLocale()
	const { values, defaults } = loaderData
	return (
		<>
			<AdminPageHeader title="admin.texts.title" intro="admin.texts.intro">
				<Link
					to={localizePath('/', locale)}
					className="text-primary-dark underline underline-offset-2"
				>
					{t('admin.viewOnSite')}
				</Link>
			</AdminPageHeader>
			<div className="max-w-5xl space-y-8">
				{actionData && !actionData.section && actionData.refused ? (
					<p role="alert" className="font-semibold text-danger">
						{t(actionData.refused.message, actionData.refused.vars)}
					</p>
				) : null}
				{textSections.map((section) => (
					<SectionForm
						key={section.key}
						section={section}
						defaults={defaults}
						values={values}
						result={actionData?.section === section.key ? actionData : undefined}
					/>
				))}
			</div>
		</>
	)
}
