/**
 * Intl formatters, made once per locale and options and reused: making one costs far more than
 * using it (a page lists dozens of dates; decision 035 found them among a render's largest costs).
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>()
const numberFormats = new Map<string, Intl.NumberFormat>()

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions) {
	const key = `${locale}\n${JSON.stringify(options)}`
	let format = dateFormats.get(key)
	if (!format) {
		format = new Intl.DateTimeFormat(locale, options)
		dateFormats.set(key, format)
	}
	return format
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}) {
	const key = `${locale}\n${JSON.stringify(options)}`
	let format = numberFormats.get(key)
	if (!format) {
		format = new Intl.NumberFormat(locale, options)
		numberFormats.set(key, format)
	}
	return format
}
