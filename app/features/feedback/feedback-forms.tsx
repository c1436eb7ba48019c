import { FormGuardFields } from '#app/components/site/form-guard-fields'
import { Button } from '#app/components/ui/button'
import { formatNumber } from '#app/i18n/i18n'
import { localeFromPath, type Locale } from '#app/i18n/locales'
import { useLocale, useT } from '#app/i18n/hooks'
import { FEEDBACK_REASONS, MAX_FEEDBACK_COMMENT } from './feedback-rules'

/**
 * The fields of page feedback's two forms (decision 038), shared by the foot of every page and the
 * feedback page. They are plain form fields: each form works without JavaScript.
 */

/** Which page the feedback is about, and the anti-abuse values. */
export function FeedbackHiddenFields({
	page,
	intent,
	started,
}: {
	page: string
	intent: 'vote' | 'problem'
	started: string
}) {
	return (
		<>
			<input type="hidden" name="intent" value={intent} />
			<input type="hidden" name="page" value={page} />
			<input type="hidden" name="lang" value={localeFromPath(page)} />
			<FormGuardFields started={started} />
		</>
	)
}

/** The two answers to "Was this page useful?", as the form's submit buttons. */
export function VoteButtons({ disabled }: { disabled?: boolean }) {
	const t = useT()
	return (
		<span className="flex gap-3">
			<Button type="submit" name="vote" value="yes" variant="outline" disabled={disabled}>
				{t('feedback.yes')}
			</Button>
			<Button type="submit" name="vote" value="no" variant="outline" disabled={disabled}>
				{t('feedback.no')}
			</Button>
		</span>
	)
}

export interface ProblemFieldErrors {
	reason?: 'required'
	comment?: 'tooLong'
}

/** "What was wrong?" and the optional text, with their errors in the reader's language. */
export function ProblemFields({
	idPrefix,
	values,
	errors = {},
	disabled,
}: {
	idPrefix: string
	values?: { reason: string; comment: string }
	errors?: ProblemFieldErrors
	disabled?: boolean
}) {
	const t = useT()
	const locale: Locale = useLocale()
	const reasonError = `${idPrefix}-reason-error`
	const commentHint = `${idPrefix}-comment-hint`
	const commentError = `${idPrefix}-comment-error`
	return (
		<>
			<fieldset
				className="mt-3"
				aria-describedby={errors.reason ? reasonError : undefined}
				aria-invalid={errors.reason ? true : undefined}
			>
				<legend className="font-semibold">{t('feedback.reasonLegend')}</legend>
				{errors.reason ? (
					<p id={reasonError} className="mt-1 font-semibold text-danger">
						{t('feedback.error.reason')}
					</p>
				) : null}
				<ul className="mt-2 space-y-1">
					{FEEDBACK_REASONS.map((reason) => (
						<li key={reason}>
							<label className="flex min-h-11 items-center gap-3">
								<input
									type="radio"
									name="reason"
									value={reason}
									required
									defaultChecked={values?.reason === reason}
									className="size-5 shrink-0 accent-primary"
								/>
								{t(`feedback.reason.${reason}`)}
							</label>
						</li>
					))}
				</ul>
			</fieldset>
			<label htmlFor={`${idPrefix}-comment`} className="mt-3 block font-semibold">
				{t('feedback.comment')}
			</label>
			<p id={commentHint} className="text-sm text-slate-700">
				{t('feedback.commentHint', { max: formatNumber(MAX_FEEDBACK_COMMENT, locale) })}
			</p>
			{errors.comment ? (
				<p id={commentError} className="mt-1 font-semibold text-danger">
					{t('feedback.error.commentTooLong', {
						count: formatNumber(values?.comment.length ?? 0, locale),
						max: formatNumber(MAX_FEEDBACK_COMMENT, locale),
					})}
				</p>
			) : null}
			<textarea
				id={`${idPrefix}-comment`}
				name="comment"
				rows={4}
				// Not `maxLength` once it is too long: the browser would refuse to show it whole.
				maxLength={errors.comment ? undefined : MAX_FEEDBACK_COMMENT}
				defaultValue={values?.comment}
				aria-describedby={errors.comment ? `${commentError} ${commentHint}` : commentHint}
				aria-invalid={errors.comment ? true : undefined}
				className="mt-2 block w-full rounded-md border border-slate-400 bg-white p-2 text-base text-slate-900"
			/>
			<Button type="submit" className="mt-3" disabled={disabled}>
				{t('feedback.send')}
			</Button>
		</>
	)
}
