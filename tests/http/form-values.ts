/**
 * What a browser would send for a form of a server-rendered page: its inputs (checkboxes only when
 * checked), textareas and selected options, by name, entities decoded. No buttons: the test adds
 * the one it presses. For tests that post a whole form back as a person would after changing a
 * few fields (tests/http), without a browser.
 */
export type FormFields = Record<string, string>

const ENTITIES: Record<string, string> = {
	amp: '&',
	lt: '<',
	gt: '>',
	quot: '"',
	apos: "'",
	nbsp: '\u00a0',
}

/** HTML text or attribute value → the characters it stands for. */
export function unescapeHtml(text: string) {
	return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
		if (name[0] === '#') {
			const code =
				name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
			return String.fromCodePoint(code)
		}
		return ENTITIES[name.toLowerCase()] ?? whole
	})
}

/** A tag's attributes (`<input name="a" checked>` → { name: 'a', checked: '' }), decoded. */
export function attributes(tag: string): Record<string, string> {
	const out: Record<string, string> = {}
	const inner = tag.replace(/^<[a-z0-9]+/i, '').replace(/\/?>$/, '')
	for (const m of inner.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
		out[m[1]!.toLowerCase()] = unescapeHtml(m[2] ?? m[3] ?? m[4] ?? '')
	}
	return out
}

/** The forms of a page, as HTML (forms do not nest). */
export function formsOf(html: string): string[] {
	return [...html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/gi)].map((m) => m[0])
}

/** The one form of the page holding this text (e.g. `value="save"`): fails unless exactly one. */
export function formWith(html: string, marker: string): string {
	const found = formsOf(html).filter((f) => f.includes(marker))
	if (found.length !== 1) throw new Error(`${found.length} forms hold ${marker}`)
	return found[0]!
}

/** The fields of one form's HTML, as the browser would send them (buttons left out). */
export function formValues(form: string): FormFields {
	const values: FormFields = {}
	const controls =
		/<input\b[^>]*>|<textarea\b([^>]*)>([\s\S]*?)<\/textarea>|<select\b[^>]*>([\s\S]*?)<\/select>/gi
	for (const m of form.matchAll(controls)) {
		const whole = m[0]
		const attrs = attributes(/^<[^>]*>/.exec(whole)![0])
		const name = attrs.name
		if (!name || 'disabled' in attrs) continue
		if (/^<input/i.test(whole)) {
			const type = (attrs.type ?? 'text').toLowerCase()
			if (['submit', 'button', 'reset', 'image', 'file'].includes(type)) continue
			if ((type === 'checkbox' || type === 'radio') && !('checked' in attrs)) continue
			values[name] = attrs.value ?? (type === 'checkbox' || type === 'radio' ? 'on' : '')
		} else if (/^<textarea/i.test(whole)) {
			// As the HTML parser reads it: one newline right after the start tag is dropped.
			values[name] = unescapeHtml(m[2]!).replace(/^\r?\n/, '')
		} else {
			const options = [...m[3]!.matchAll(/<option\b[^>]*>([\s\S]*?)<\/option>/gi)].map((o) => {
				const a = attributes(/^<[^>]*>/.exec(o[0])![0])
				return { value: a.value ?? unescapeHtml(o[1]!.trim()), selected: 'selected' in a }
			})
			const chosen = options.find((o) => o.selected) ?? options[0]
			if (chosen) values[name] = chosen.value
		}
	}
	return values
}
