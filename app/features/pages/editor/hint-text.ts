import type { TFunction } from '#app/i18n/i18n'
import type { AdminMessageKey } from '#app/i18n/messages/admin.en'

/**
 * The placeholders a clerk may type in a page's texts, each mapped to itself. `t()` fills `{phone}`,
 * `{email}` and `{product}` from the settings everywhere; a hint that teaches the placeholders must
 * show them as typed, or clerks copy today's number into pages and it goes stale.
 */
export const literalPlaceholders = Object.fromEntries(
	['product', 'phone', 'email', 'address', 'officeHours'].map((name) => [name, `{${name}}`]),
)

/** A page editor hint, with any placeholder it names shown literally. */
export function hintText(t: TFunction, key: AdminMessageKey) {
	return t(key, literalPlaceholders)
}
