import { describe, expect, it } from 'vitest'
import { createT } from '#app/i18n/catalogs.server'
import { hintText } from './hint-text'

describe('page editor hints', () => {
	// The staff area's t() fills {phone} and {email} from the settings: the paragraph hint showed
	// the council's real number where it teaches the placeholder.
	it.each(['en', 'fr'] as const)('show the placeholders literally (%s)', (locale) => {
		const t = createT(locale, {
			product: 'Sample Council',
			phone: '+237 600 000 000',
			email: 'contact@sample.example',
		})
		const hint = hintText(t, 'admin.pageEditor.hint.paragraphs')
		for (const name of ['phone', 'email', 'address', 'officeHours']) {
			expect(hint).toContain(`{${name}}`)
		}
		expect(hint).not.toContain('+237 600 000 000')
		expect(hint).not.toContain('contact@sample.example')
	})
})
