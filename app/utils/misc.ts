import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names. Deliberately without tailwind-merge (about 8 KiB of JavaScript for every
 * reader): components offer variants instead of letting callers override conflicting utilities.
 */
export function cn(...inputs: ClassValue[]) {
	return clsx(inputs)
}

/** `tel:` form of a phone number as people write it ("+237 600 000 000" → "tel:+237600000000"). */
export function telHref(phone: string) {
	return `tel:${phone.replace(/[^\d+]/g, '')}`
}
