import { readFileSync } from 'node:fs'

/**
 * The server's clock. Everything that decides what is public at a moment (scheduled publishing,
 * upcoming events) asks it rather than `Date.now()`, so that tests can move time forward instead
 * of sleeping: with `TEST_CLOCK_FILE` set, the file holds a number of milliseconds added to the
 * real time (several server processes can share one file, so they agree on the moment). Without
 * it — every real install — this is the system clock.
 */
const clockFile = process.env.TEST_CLOCK_FILE || ''

function shift(): number {
	if (!clockFile) return 0
	try {
		const ms = Number(readFileSync(clockFile, 'utf8').trim())
		return Number.isFinite(ms) ? ms : 0
	} catch {
		return 0
	}
}

/** Milliseconds since the epoch, now. */
export function nowMs(): number {
	return Date.now() + shift()
}

/** Now, as a Date. */
export function now(): Date {
	return new Date(nowMs())
}

/** Now, as an ISO instant (UTC): how scheduled times are stored and compared. */
export function nowIso(): string {
	return now().toISOString()
}

/**
 * Milliseconds from `since` to `now` (both from this clock), for "is it time to look again?"
 * checks: a clock that went back counts as a long time, so the check is made rather than skipped
 * until the clock catches up.
 */
export function elapsed(since: number, now = nowMs()): number {
	return now >= since ? now - since : Number.POSITIVE_INFINITY
}
