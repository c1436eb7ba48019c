import { FormGuardFields } from '#app/components/site/form-guard-fields'
import { Button } from '#app/components/ui/button'
import { Field, Fieldset, FileInput, Input, Select, Textarea } from '#app/components/ui/field'
import { formatNumber, type SiteMessageKey } from '#app/i18n/i18n'
import { useLocale, useT } from '#app/i18n/hooks'
import { localizePath } from '#app/i18n/locales'
import { UPLOAD_IMAGE_ACCEPT } from '#app/config'
import { replyError, replyErrors, replyValue, type FormReply } from '#app/utils/form-reply'
import { islandProps } from '#app/platform/islands/island'
import { MapPicker } from './map-picker'
import { CONTACT_PATH, REQUEST_LIMITS, STATUS_PATH } from './request-rules'

/** The fields that can carry a message (request-schema.ts, and the photo), in the form's order. */
const FIELDS = ['category', 'description', 'location', 'photo', 'name', 'email', 'phone'] as const

export interface ContactFormProps {
	categories: { slug: string; name: string }[]
	started: string
	retention: { months: number; hours: number; spamDays: number }
	/** The server's answer to a refused form: its messages and what was typed. */
	reply?: FormReply
	/** The council's phone, for the messages that suggest calling instead. */
	phone: string
	/** Whether this site sends email at all. */
	mail: boolean
}

/**
 * The public request form (decision 039): a plain multipart POST, with or without JavaScript. With
 * it, the form's island (contact-form.island.ts) adds a point on the drawn map (MapPicker) and
 * says "Sending…" on its button while the page loads, taking no second press. The server checks it
 * with its schema (request-schema.ts, decision 045) and answers a refusal with the messages and
 * everything typed (a browser cannot refill a file field: the form says so). No validation code
 * runs here: the browser's own checks of the fields' attributes, then the server's.
 */
export function ContactForm({
	categories,
	started,
	retention,
	reply,
	phone,
	mail,
}: ContactFormProps) {
	const t = useT()
	const locale = useLocale()
	const L = REQUEST_LIMITS
	const message = replyError(reply) as SiteMessageKey | undefined
	const errors = replyErrors(reply, FIELDS)
	const failed = FIELDS.filter((field) => errors[field])
	// The limits the "too long" messages state, as the reader writes numbers.
	const maxOf: Partial<Record<(typeof FIELDS)[number], number>> = {
		location: L.location,
		name: L.name,
	}
	const said = (field: (typeof FIELDS)[number]) => {
		const key = errors[field] as SiteMessageKey | undefined
		if (!key) return undefined
		const max = maxOf[field]
		return t(key, max === undefined ? undefined : { max: formatNumber(max, locale) })
	}
	const typed = (name: string) => replyValue(reply, name)
	return (
		<form
			method="post"
			action={localizePath(CONTACT_PATH, locale)}
			encType="multipart/form-data"
			className="max-w-2xl space-y-6"
			aria-describedby={message || failed.length ? 'contact-problems' : undefined}
			{...islandProps('contact-form')}
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
											{said(field)}
										</a>
									</li>
								))}
							</ul>
						</>
					) : null}
					{reply ? <p className="mt-2">{t('contact.photoAgain')}</p> : null}
				</div>
			) : null}
			<FormGuardFields started={started} />

			<Field
				id="contact-category"
				label={
					<>
						{t('contact.category')} <span className="font-normal">{t('contact.required')}</span>
					</>
				}
				error={said('category')}
				errorSize="base"
			>
				{(control) => (
					<Select
						{...control}
						name="category"
						required
						data-missing={t('requests.error.category')}
						defaultValue={typed('category')}
					>
						<option value="">{t('contact.categoryChoose')}</option>
						{categories.map((c) => (
							<option key={c.slug} value={c.slug}>
								{c.name}
							</option>
						))}
					</Select>
				)}
			</Field>

			<Field
				id="contact-description"
				label={
					<>
						{t('contact.description')} <span className="font-normal">{t('contact.required')}</span>
					</>
				}
				hint={t('contact.descriptionHint', { min: L.description.min })}
				error={said('description')}
				errorSize="base"
			>
				{(control) => (
					<Textarea
						{...control}
						name="description"
						required
						data-missing={t('requests.error.descriptionShort')}
						data-short={t('requests.error.descriptionShort')}
						rows={6}
						minLength={L.description.min}
						maxLength={L.description.max}
						defaultValue={typed('description')}
					/>
				)}
			</Field>

			<Field
				id="contact-location"
				label={t('contact.location')}
				hint={t('contact.locationHint')}
				error={said('location')}
				errorSize="base"
			>
				{(control) => (
					<Input
						{...control}
						name="location"
						type="text"
						maxLength={L.location}
						defaultValue={typed('location')}
					/>
				)}
			</Field>

			<MapPicker initial={reply ? { x: typed('map_x'), y: typed('map_y') } : undefined} />

			<Field
				id="contact-photo"
				label={t('contact.photo')}
				hint={t('contact.photoHint')}
				error={said('photo')}
				errorSize="base"
			>
				{(control) => <FileInput {...control} name="photo" accept={UPLOAD_IMAGE_ACCEPT} />}
			</Field>

			<Fieldset
				legend={t('contact.answerLegend')}
				hint={t(mail ? 'contact.answerHint' : 'contact.answerHintNoMail')}
				hintId="contact-answer-hint"
				frame="boxed"
			>
				{(
					[
						['name', 'text', 'name', L.name],
						['email', 'email', 'email', L.email],
						['phone', 'tel', 'tel', L.phone],
					] as const
				).map(([field, type, autoComplete, max]) => (
					<Field
						key={field}
						id={`contact-${field}`}
						label={t(`contact.${field}`)}
						error={said(field)}
						errorSize="base"
						className="mt-4"
					>
						{(control) => (
							<Input
								{...control}
								name={field}
								type={type}
								data-mismatch={type === 'email' ? t('requests.error.email') : undefined}
								autoComplete={autoComplete}
								maxLength={max}
								defaultValue={typed(field)}
							/>
						)}
					</Field>
				))}
			</Fieldset>

			<section aria-labelledby="contact-privacy" className="rounded-md bg-slate-100 p-4">
				<h2 id="contact-privacy" className="font-semibold text-slate-900">
					{t('contact.privacyTitle')}
				</h2>
				<p className="mt-2 text-slate-800">{t('contact.privacy')}</p>
				<p className="mt-2 text-slate-800">{t('contact.retention', retention)}</p>
			</section>

			<div className="flex flex-wrap items-center gap-4">
				<Button type="submit" size="lg" className="h-11" data-sending={t('contact.sending')}>
					{t('contact.submit')}
				</Button>
				<a
					href={localizePath(STATUS_PATH, locale)}
					className="font-semibold text-primary-dark underline underline-offset-2"
				>
					{t('contact.statusLink')}
				</a>
			</div>
		</form>
	)
}
