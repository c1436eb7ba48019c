import crypto from 'node:crypto'

/**
 * The private part of a resident's link to their request (issue 32): 128 random bits. References
 * are numbered in order, so anyone can guess one; the council's replies, which may name the
 * resident, their phone or their street, are shown only with the key.
 */
export function newRequestKey() {
	return crypto.randomBytes(16).toString('base64url')
}

const KEY = /^[A-Za-z0-9_-]{22}$/

/** The key as a link carries it, or '' (a bare reference). */
export function keyFromUrl(url: URL) {
	const key = url.searchParams.get('key') ?? ''
	return KEY.test(key) ? key : ''
}

/** Whether a link's key is the request's, compared in constant time. */
export function keyMatches(given: string, stored: string | null) {
	if (!given || !stored || given.length !== stored.length) return false
	return crypto.timingSafeEqual(Buffer.from(given), Buffer.from(stored))
}
