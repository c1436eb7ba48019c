import { lazy, Suspense, useEffect, useState } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { FormGuardFields } from '#app/components/site/form-guard-fields'
import { Button } from '#app/components/ui/button'
import type { SiteMessageKey } from '#app/i18n/i18n'
import { useLocale, useT } from '#app/i18n/hooks'
import { localizePath } from '#app/i18n/locales'
import { UPLOAD_IMAGE_ACCEPT } from '#app/config'
import { cn } from '#app/utils/misc'
import { CONTACT_PATH, REQUEST_LIMITS, STATUS_PATH } from './request-rules'

// The map point is an extra for people with JavaScript: its code is loaded only on this page,
// after the form is on screen, so no other page (and no reader without JavaScript) pays for it.
const MapPicker = lazy(() => import('./map-picker'))

export interface ContactFormValues {
	category: string
	description: string
	location: string
	map_x: string
	map_y: string
	name: string
	email: string
	phone: string
}
type Field = keyof ContactFormValues | 'photo'

export interface ContactFormProps {
	categories: { slug: string; name: string }[]
	started: string
	retention: { months: number; hours: number; spamDays: number; untouchedDays: number }
	values?: ContactFormValues
	errors?: Partial<Record<Field, SiteMessageKey>>
	message?: SiteMessageKey
	/** The council's phone, for the messages that suggest calling instead. */
	phone: string
	/** Whether this site sends email at all. */
	mail: boolean
}

const input =
	'mt-1 block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 aria-invalid:border-danger'
const labelClass = 'block font-semibold text-slate-900'
const hintClass = 'mt-1 text-sm text-slate-700'

function FieldError({ id, error }: { id: string; error?: SiteMessageKey }) {
	const t = useT()
	return error ? (
		<p id={`${id}-error`} className="mt-1 font-semibold text-danger">
			{t(error)}
		</p>
	) : null
}

/** Which ids describe a field: its hint, and its error when there is one. */
const describedBy = (id: string, hint: boolean, error?: string) =>
	[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined

/**
 * The public request form (decision 039): a plain multipart POST that works without JavaScript;
 * with it, the same POST without a page load, and a point on the drawn map. Errors come back with
 * everything typed (a browser cannot refill a file field: the form says so).
 */
export function ContactForm({
	categories,
	started,
	retention,
	values,
	errors = {},
	message,
	phone,
	mail,
}: ContactFormProps) {
	const t = useT()
	const locale = useLocale()
	const navigation = useNavigation()
	const busy = navigation.state === 'submitting'
	const [enhanced, setEnhanced] = useState(false)
	useEffect(() => setEnhanced(true), [])
	const failed = Object.keys(errors) as Field[]
	const v = values
	const L = REQUEST_LIMITS
	return (
		<Form
			method="post"
			action={localizePath(CONTACT_PATH, locale)}
			encType="multipart/form-data"
			className="max-w-2xl space-y-6"
			aria-describedby={message || failed.length ? 'contact-problems' : undefined}
		>
			{message || failed.length ? (
				<div
					id="contact-problems"
					role="alert"
					className="rounded-md border-l-4 border-danger bg-red-50 p-4 text-slate-900"
				>
					{message ? <p className="font-semibold">{t(message, { phone })}</p> : null}
					{failed.length ? (
						<>
							<p className="font-semibold">{t('contact.errorSummary')}</p>
							<ul className="mt-2 list-disc pl-6">
								{failed.map((field) => (
									<li key={field}>
										<a href={`#contact-${field}`} className="underline">
											{t(errors[field]!)}
										</a>
									</li>
								))}
							</ul>
						</>
					) : null}
					{v ? <p className="mt-2">{t('contact.photoAgain')}</p> : null}
				</div>
			) : null}
			<FormGuardFields started={started} />

			<div>
				<label htmlFor="contact-category" className={labelClass}>
					{t('contact.category')} <span className="font-normal">{t('contact.required')}</span>
				</label>
				<select
					id="contact-category"
					name="category"
					required
					defaultValue={v?.category ?? ''}
					aria-invalid={errors.category ? true : undefined}
					aria-describedby={describedBy('contact-category', false, errors.category)}
					className={input}
				>
					<option value="">{t('contact.categoryChoose')}</option>
					{categories.map((c) => (
						<option key={c.slug} value={c.slug}>
							{c.name}
						</option>
					))}
				</select>
				<FieldError id="contact-category" error={errors.category} />
			</div>

			<div>
				<label htmlFor="contact-description" className={labelClass}>
					{t('contact.description')} <span className="font-normal">{t('contact.required')}</span>
				</label>
				<p id="contact-description-hint" className={hintClass}>
					{t('contact.descriptionHint', { min: L.description.min })}
				</p>
				<textarea
					id="contact-description"
					name="description"
					required
					rows={6}
					minLength={L.description.min}
					maxLength={L.description.max}
					defaultValue={v?.description}
					aria-invalid={errors.description ? true : undefined}
					aria-describedby={describedBy('contact-description', true, errors.description)}
					className={input}
				/>
				<FieldError id="contact-description" error={errors.description} />
			</div>

			<div>
				<label htmlFor="contact-location" className={labelClass}>
					{t('contact.location')}
				</label>
				<p id="contact-location-hint" className={hintClass}>
					{t('contact.locationHint')}
				</p>
				<input
					id="contact-location"
					name="location"
					type="text"
					maxLength={L.location}
					defaultValue={v?.location}
					aria-invalid={errors.location ? true : undefined}
					aria-describedby={describedBy('contact-location', true, errors.location)}
					className={input}
				/>
				<FieldError id="contact-location" error={errors.location} />
			</div>

			{enhanced ? (
				<Suspense fallback={null}>
					<MapPicker initial={v ? { x: v.map_x, y: v.map_y } : undefined} />
				</Suspense>
			) : null}

			<div>
				<label htmlFor="contact-photo" className={labelClass}>
					{t('contact.photo')}
				</label>
				<p id="contact-photo-hint" className={hintClass}>
					{t('contact.photoHint')}
				</p>
				<input
					id="contact-photo"
					name="photo"
					type="file"
					accept={UPLOAD_IMAGE_ACCEPT}
					aria-invalid={errors.photo ? true : undefined}
					aria-describedby={describedBy('contact-photo', true, errors.photo)}
					className="mt-1 block w-full text-base text-slate-900"
				/>
				<FieldError id="contact-photo" error={errors.photo} />
			</div>

			<fieldset className="rounded-md border border-slate-300 p-4">
				<legend className="px-1 font-semibold text-slate-900">{t('contact.answerLegend')}</legend>
				<p id="contact-answer-hint" className={hintClass}>
					{t(mail ? 'contact.answerHint' : 'contact.answerHintNoMail')}
				</p>
				{(
					[
						['name', 'text', 'name', L.name],
						['email', 'email', 'email', L.email],
						['phone', 'tel', 'tel', L.phone],
					] as const
				).map(([field, type, autoComplete, max]) => (
					<div key={field} className="mt-4">
						<label htmlFor={`contact-${field}`} className={labelClass}>
							{t(`contact.${field}`)}
						</label>
						<input
							id={`contact-${field}`}
							name={field}
							type={type}
							autoComplete={autoComplete}
							maxLength={max}
							defaultValue={v?.[field]}
							aria-invalid={errors[field] ? true : undefined}
							aria-describedby={describedBy(`contact-${field}`, false, errors[field])}
							className={input}
						/>
						<FieldError id={`contact-${field}`} error={errors[field]} />
					</div>
				))}
			</fieldset>

			<section aria-labelledby="contact-privacy" className="rounded-md bg-slate-100 p-4">
				<h2 id="contact-privacy" className="font-semibold text-slate-900">
					{t('contact.privacyTitle')}
				</h2>
				<p className="mt-2 text-slate-800">{t('contact.privacy')}</p>
				<p className="mt-2 text-slate-800">{t('contact.retention', retention)}</p>
			</section>

			<div className="flex flex-wrap items-center gap-4">
				<Button type="submit" size="lg" className="h-11" disabled={busy}>
					{busy ? t('contact.sending') : t('contact.submit')}
				</Button>
				<Link
					to={localizePath(STATUS_PATH, locale)}
					className={cn('font-semibold text-primary-dark underline underline-offset-2')}
				>
					{t('contact.statusLink')}
				</Link>
			</div>
		</Form>
	)
}
