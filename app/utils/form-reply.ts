import type { SubmissionResult } from '@conform-to/react'

/**
 * Reading a public form's answer (a Conform submission's reply, decision 045) in the page that
 * draws it, without Conform's client: its messages (message keys, translated by the page) and
 * what the person typed. Types only from Conform: nothing here adds to a page's JavaScript.
 *
 * Conform hands back a field's single value or message as a plain string and several as a list,
 * so both are read here.
 */
export type FormReply = SubmissionResult<string[]>

const first = (value: unknown): string | undefined => {
	const one = Array.isArray(value) ? value[0] : value
	return typeof one === 'string' && one !== '' ? one : undefined
}

/** The message of a field (`''`: the form's own message), if it has one. */
export function replyError(reply: FormReply | null | undefined, name = ''): string | undefined {
	return first(reply?.error?.[name])
}

/** The message of each field that has one, in the order given. */
export function replyErrors<Name extends string>(
	reply: FormReply | null | undefined,
	names: readonly Name[],
): Partial<Record<Name, string>> {
	const errors: Partial<Record<Name, string>> = {}
	for (const name of names) {
		const message = replyError(reply, name)
		if (message) errors[name] = message
	}
	return errors
}

/** What was typed in a field ('' when nothing, or not text). */
export function replyValue(reply: FormReply | null | undefined, name: string): string {
	return first(reply?.initialValue?.[name]) ?? ''
}

/** The values of a field sent several times (boxes ticked). */
export function replyValues(reply: FormReply | null | undefined, name: string): string[] {
	const value = reply?.initialValue?.[name]
	const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]
	return list.filter((v): v is string => typeof v === 'string')
}
