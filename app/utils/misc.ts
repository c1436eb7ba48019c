import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names. Deliberately without tailwind-merge (about 8 KiB of JavaScript for every
 * reader): components offer variants instead of letting callers override conflicting utilities.
 */
export function cn(...inputs: ClassValue[]) {
	return clsx(inputs)
}

export { telHref } from './phone-numbers'
