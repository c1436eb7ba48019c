import { z } from 'zod'
import type { SubscriptionMessageKey } from '#app/i18n/messages/subscriptions.en'
import { isEmailAddress, LANGUAGE_CHOICES, MAX_EMAIL_LENGTH, TOPICS } from './choices'

/**
 * What the subscription forms accept (decisions 040 and 045): the sign-up (an address, at least
 * one topic, a language choice) and the manage form (the same choices; its hidden token names the
 * subscription, and the database judges it). The server parses them with Conform; each message
 * is a key of the subscription catalog, translated by the page. Pages import types at most: Zod
 * never reaches their JavaScript.
 */

const message = (key: SubscriptionMessageKey) => key

/** The boxes ticked, in the order of TOPICS; a value that is no topic is left out, not refused. */
const topics = z
	.array(z.unknown())
	.optional()
	.transform((ticked) => TOPICS.filter((topic) => (ticked ?? []).includes(topic)))
	.refine((chosen) => chosen.length > 0, message('sub.error.topics'))

const languages = z.enum(LANGUAGE_CHOICES, { error: message('sub.error.languages') })

export const manageSchema = z.object({ topics, languages })

export const subscribeSchema = z.object({
	// Compared and stored in lower case; whether it receives mail is what the confirmation proves.
	email: z
		.string({ error: message('sub.error.email') })
		.transform((typed) => typed.slice(0, MAX_EMAIL_LENGTH + 1).trim())
		.refine(isEmailAddress, message('sub.error.email'))
		.transform((address) => address.toLowerCase()),
	topics,
	languages,
})
