import type { Submission, SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'
import { HONEYPOT_FIELD, STARTED_FIELD } from './form-guard.server'

/**
 * The server half of a public form (decision 045): its schema parsed with Conform, as the staff
 * forms do, and the submission's reply sent back to the page, which draws the messages (message
 * keys) and what the person typed. Public pages carry no validation code: the round trip is the
 * validation, so the page is the same with or without JavaScript.
 */

/**
 * Conform's own field names. Our public forms never send them (no `useForm` on public pages), and
 * Conform reads them as JSON: a crafted post holding one must be an ordinary refusal, not a 500.
 */
const CONFORM_FIELDS = ['__intent__', '__state__']

export type PublicSubmission<Schema extends z.ZodType> = Submission<
	z.input<Schema>,
	string[],
	z.output<Schema>
>

/** Parses a posted form (or a GET form's query) with its schema. */
export function parsePublicForm<Schema extends z.ZodType>(
	form: FormData | URLSearchParams,
	schema: Schema,
): PublicSubmission<Schema> {
	const payload = form instanceof URLSearchParams ? new URLSearchParams(form) : form
	for (const name of CONFORM_FIELDS) payload.delete(name)
	return parseWithZod(payload, { schema }) as PublicSubmission<Schema>
}

/**
 * Never sent back: the anti-abuse fields (the page makes a fresh start value; a filled honeypot
 * is not echoed to anyone), and fields the caller names (a file cannot travel back in data).
 */
const hidden = (hide: string[] = []) => [HONEYPOT_FIELD, STARTED_FIELD, ...hide]

/**
 * The answer to a form that was read: its messages (the schema's, plus any the server found
 * after it: a photo refused) and everything typed.
 */
export function publicReply(
	submission: Submission<unknown, string[], unknown>,
	{ fieldErrors, hide }: { fieldErrors?: Record<string, string[]>; hide?: string[] } = {},
): SubmissionResult<string[]> {
	return submission.reply({ fieldErrors, hideFields: hidden(hide) })
}

/**
 * The answer to a form refused as a whole before its fields mattered (sent too fast, a limit
 * reached): one message for the form, everything typed, and no message on any field (as before
 * this form had a schema: the person is asked to send again, not to correct).
 */
export function publicRefusal(
	submission: Submission<unknown, string[], unknown>,
	message: string,
	{ hide }: { hide?: string[] } = {},
): SubmissionResult<string[]> {
	return {
		...submission.reply({ hideFields: hidden(hide) }),
		status: 'error',
		error: { '': [message] },
	}
}
