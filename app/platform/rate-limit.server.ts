/**
 * A fixed-window counter per key (a client address), kept in this instance's memory. It holds at
 * most `maxKeys` keys: past that, the oldest windows are forgotten first, so a client rotating
 * addresses costs bounded memory (and at worst gets a fresh window). Each instance counts on its
 * own; that is enough for what it guards (see docs/decisions/017-request-limits.md).
 */
export function windowLimiter({
	limit,
	windowMs,
	maxKeys = 10_000,
}: {
	limit: number
	windowMs: number
	maxKeys?: number
}) {
	const windows = new Map<string, { start: number; count: number }>()
	return {
		/** Counts one request for `key`; false when the key has used up its window. */
		take(key: string, now = Date.now()) {
			let entry = windows.get(key)
			if (!entry || now - entry.start >= windowMs) {
				// A new window goes to the end of the map's order, so the first keys are the oldest.
				windows.delete(key)
				entry = { start: now, count: 0 }
				windows.set(key, entry)
				while (windows.size > maxKeys) windows.delete(windows.keys().next().value!)
			}
			if (entry.count >= limit) return false
			entry.count++
			return true
		},
		/** Seconds until `key` may send again. */
		retryAfter(key: string, now = Date.now()) {
			const entry = windows.get(key)
			return entry ? Math.max(1, Math.ceil((entry.start + windowMs - now) / 1000)) : 0
		},
		get size() {
			return windows.size
		},
		clear() {
			windows.clear()
		},
	}
}
