import type { SubscriptionLanguages } from '#app/db/schema'

/** What a resident may subscribe to (decision 040); the resource keys of the content announced. */
export const TOPICS = ['news', 'events', 'alerts', 'documents', 'jobs', 'bids'] as const
export type Topic = (typeof TOPICS)[number]

export const LANGUAGE_CHOICES = ['en', 'fr', 'both'] as const satisfies SubscriptionLanguages[]

/** An address longer than this is not an address (RFC 5321 allows 254 characters in a path). */
export const MAX_EMAIL_LENGTH = 254

const isTopic = (value: unknown): value is Topic => TOPICS.includes(value as Topic)
export const isLanguages = (value: unknown): value is SubscriptionLanguages =>
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

/** Stored as a comma-separated list, in the order of TOPICS. */
export const topicsText = (topics: readonly Topic[]) =>
	TOPICS.filter((t) => topics.includes(t)).join(',')
export const topicsOf = (text: string | null | undefined): Topic[] =>
	(text ?? '').split(',').filter(isTopic)
