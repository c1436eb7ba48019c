import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

export function cn(...inputs: ClassValue[]) {
	return twMerge(clsx(inputs))
}

/** `tel:` form of a phone number as people write it ("+237 600 000 000" → "tel:+237600000000"). */
export function telHref(phone: string) {
	return `tel:${phone.replace(/[^\d+]/g, '')}`
}
