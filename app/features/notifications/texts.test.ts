import { describe, expect, it } from 'vitest'
import { notificationsEn } from '#app/i18n/messages/notifications.en'
import { notificationsFr } from '#app/i18n/messages/notifications.fr'
import { NOTICE_KINDS } from './kinds'

// The notifications' texts (decision 050): both languages say the same things with the same
// values, every kind has its label, title and text, and every count has its plural forms.
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('notification texts', () => {
	it('French fills the same values as English, key by key', () => {
		for (const [key, en] of Object.entries(notificationsEn))
			expect(placeholders(notificationsFr[key as keyof typeof notificationsEn]), key).toEqual(
				placeholders(en),
			)
	})

	it('every kind has a label on My account, a title and a text (with plural forms for counts)', () => {
		const keys = Object.keys(notificationsEn)
		for (const kind of Object.keys(NOTICE_KINDS)) {
			expect(keys).toContain(`notice.kind.${kind}`)
			const title = keys.filter((k) => k.startsWith(`notice.${kind}.title`))
			const body = keys.filter((k) => k.startsWith(`notice.${kind}.body`))
			for (const found of [title, body])
				expect(found.length === 1 || found.every((k) => /\.(one|other)$/.test(k)), kind).toBe(true)
		}
	})

	it('French puts a space before a colon and uses French quotation marks', () => {
		for (const [key, text] of Object.entries(notificationsFr)) {
			expect(text, key).not.toMatch(/\S:(\s|$)/)
			expect(text, key).not.toMatch(/[“”"]/)
		}
	})
})
