import { FormGuardFields } from '#app/components/site/form-guard-fields'
import { Button } from '#app/components/ui/button'
import { Field, FieldError, Fieldset, Label, Radio, Textarea } from '#app/components/ui/field'
import { formatNumber } from '#app/i18n/i18n'
import { localeFromPath, type Locale } from '#app/i18n/locales'
import { useLocale, useT } from '#app/i18n/hooks'
import { replyValue, type FormReply } from '#app/utils/form-reply'
import { FEEDBACK_REASONS, MAX_FEEDBACK_COMMENT, problemErrors } from './feedback-rules'

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
export function VoteButtons() {
	const t = useT()
	return (
		<span className="flex gap-3">
			<Button type="submit" name="vote" value="yes" variant="outline">
				{t('feedback.yes')}
			</Button>
			<Button type="submit" name="vote" value="no" variant="outline">
				{t('feedback.no')}
			</Button>
		</span>
	)
}

/**
 * "What was wrong?" and the optional text, with the server's messages (feedback-schema.ts) in the
 * reader's language. The form is checked only by the server: nothing here validates.
 */
export function ProblemFields({
	idPrefix,
	reply,
}: {
	idPrefix: string
	/** The server's answer to a report it did not take: its messages and what was typed. */
	reply?: FormReply
}) {
	const t = useT()
	const locale: Locale = useLocale()
	const values = reply
		? { reason: replyValue(reply, 'reason'), comment: replyValue(reply, 'comment') }
		: undefined
	const errors = problemErrors(t, locale, reply)
	const reasonError = `${idPrefix}-reason-error`
	const max = formatNumber(MAX_FEEDBACK_COMMENT, locale)
	return (
		<>
			<Fieldset
				legend={t('feedback.reasonLegend')}
				className="mt-3"
				aria-describedby={errors.reason ? reasonError : undefined}
				aria-invalid={errors.reason ? true : undefined}
			>
				<FieldError id={reasonError} size="base">
					{errors.reason}
				</FieldError>
				<ul className="space-y-1">
					{FEEDBACK_REASONS.map((reason, index) => (
						<li key={reason}>
							<Label weight="normal" display="inline" className="flex min-h-11 items-center gap-3">
								<Radio
									name="reason"
									value={reason}
									required
									// The browser's message for the group is the first radio's (own-checks.ts).
									data-missing={index === 0 ? t('feedback.error.reason') : undefined}
									defaultChecked={values?.reason === reason}
									tone="brand"
								/>
								{t(`feedback.reason.${reason}`)}
							</Label>
						</li>
					))}
				</ul>
			</Fieldset>
			<Field
				id={`${idPrefix}-comment`}
				label={t('feedback.comment')}
				hint={t('feedback.commentHint', { max })}
				error={errors.comment}
				errorSize="base"
				className="mt-3"
			>
				{(control) => (
					<Textarea
						{...control}
						name="comment"
						rows={4}
						// Not `maxLength` once it is too long: the browser would refuse to show it whole.
						maxLength={errors.comment ? undefined : MAX_FEEDBACK_COMMENT}
						defaultValue={values?.comment}
					/>
				)}
			</Field>
			<Button type="submit" className="mt-3">
				{t('feedback.send')}
			</Button>
		</>
	)
}
