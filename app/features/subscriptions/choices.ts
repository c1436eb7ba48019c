import type { SubscriptionLanguages } from '#app/db/schema'

/** What a resident may subscribe to (decision 040); the resource keys of the content announced. */
export const TOPICS = ['news', 'events', 'alerts', 'documents'] as const
export type Topic = (typeof TOPICS)[number]

export const LANGUAGE_CHOICES = ['en', 'fr', 'both'] as const satisfies SubscriptionLanguages[]

/** An address longer than this is not an address (RFC 5321 allows 254 characters in a path). */
export const MAX_EMAIL_LENGTH = 254

export interface Choices {
	topics: Topic[]
	languages: SubscriptionLanguages
}

export type ChoiceError = 'email' | 'topics' | 'languages'

/** The form's values as typed (kept when the form comes back with a message). */
export interface SubscribeInput {
	email: string
	topics: Topic[]
	languages: SubscriptionLanguages | ''
}

const isTopic = (value: unknown): value is Topic => TOPICS.includes(value as Topic)
const isLanguages = (value: unknown): value is SubscriptionLanguages =>
	LANGUAGE_CHOICES.includes(value as SubscriptionLanguages)

/**
 * A plain check of the shape of an address: something, an @, a domain with a dot, no spaces or
 * angle brackets (so it can never break a mail header). Whether it receives mail is what the
 * confirmation proves.
 */
export function isEmailAddress(value: string) {
	return (
		value.length <= MAX_EMAIL_LENGTH &&
		/^[^\s@<>()",;:\\[\]]+@[^\s@<>()",;:\\[\]]+\.[^\s@<>()",;:\\[\]]{2,}$/.test(value)
	)
}

/** The topics and languages of a form (the subscribe form and the manage form). */
export function readChoices(form: FormData): { input: Omit<SubscribeInput, 'email'> } {
	const topics = TOPICS.filter((t) => form.getAll('topics').includes(t))
	const languages = String(form.get('languages') ?? '')
	return { input: { topics, languages: isLanguages(languages) ? languages : '' } }
}

export function readSubscribeForm(form: FormData): {
	input: SubscribeInput
	errors: ChoiceError[]
	choices?: Choices & { email: string }
} {
	const email = String(form.get('email') ?? '')
		.slice(0, MAX_EMAIL_LENGTH + 1)
		.trim()
	const { input } = readChoices(form)
	const errors: ChoiceError[] = []
	if (!isEmailAddress(email)) errors.push('email')
	if (!input.topics.length) errors.push('topics')
	if (!input.languages) errors.push('languages')
	const all = { email, ...input }
	if (errors.length || !input.languages) return { input: all, errors }
	return {
		input: all,
		errors,
		choices: { email: email.toLowerCase(), topics: input.topics, languages: input.languages },
	}
}

/** Stored as a comma-separated list, in the order of TOPICS. */
export const topicsText = (topics: readonly Topic[]) =>
	TOPICS.filter((t) => topics.includes(t)).join(',')
export const topicsOf = (text: string | null | undefined): Topic[] =>
	(text ?? '').split(',').filter(isTopic)
