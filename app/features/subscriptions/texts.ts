import { translate, type Vars } from '#app/i18n/i18n'
import type { Locale } from '#app/i18n/locales'
import { subscriptionsEn, type SubscriptionMessageKey } from '#app/i18n/messages/subscriptions.en'
import { subscriptionsFr } from '#app/i18n/messages/subscriptions.fr'

export type SubscriptionTexts = Readonly<Record<SubscriptionMessageKey, string>>
export type SubT = (key: SubscriptionMessageKey, vars?: Vars) => string

/** The catalog of subscriptions by email in one language (a page's loader sends it to the page). */
export const subscriptionTexts: Record<Locale, SubscriptionTexts> = {
	en: subscriptionsEn,
	fr: subscriptionsFr,
}

/** `t()` over a subscription catalog, with the council's name as `{product}`. */
export function subT(texts: SubscriptionTexts, product: string): SubT {
	return (key, vars) => translate(texts, key, { product, ...vars })
}
