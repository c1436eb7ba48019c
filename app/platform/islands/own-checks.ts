/**
 * The browser's own checks of a form (`required`, `type="email"`, `minlength`) speak the phone's
 * language, not the page's: on a French page read on a phone set to English, "Please fill out this
 * field." (found on a phone). With JavaScript, a control that names its message in the page's
 * language, drawn by the server from the catalog, says that instead:
 * `data-missing` (nothing given), `data-mismatch` (not an email address), `data-short` (under
 * `minlength`). The browser still shows it where it shows its own, at once, before anything is
 * sent; without JavaScript its own words remain, and the server's answer is in the page's language.
 * Bundled into each island that owns a form (no shared chunk, decision 058).
 */
export function checksInPageLanguage(form: HTMLFormElement) {
	form.addEventListener(
		'invalid',
		(event) => {
			const control = event.target as HTMLInputElement
			const { validity, dataset } = control
			const message = validity.valueMissing
				? dataset.missing
				: validity.typeMismatch
					? dataset.mismatch
					: validity.tooShort
						? dataset.short
						: undefined
			if (message) control.setCustomValidity(message)
		},
		true,
	)
	// Changed, the control is judged again by the browser's rules (a radio's whole group).
	const again = (event: Event) => {
		const control = event.target as HTMLInputElement
		if (typeof control.setCustomValidity !== 'function') return
		control.setCustomValidity('')
		if (control.type === 'radio')
			for (const radio of form.querySelectorAll<HTMLInputElement>('input[type="radio"]'))
				if (radio.name === control.name) radio.setCustomValidity('')
	}
	form.addEventListener('input', again)
	form.addEventListener('change', again)
}
