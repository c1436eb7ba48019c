import { getEnv } from '#app/platform/env.server'

/**
 * How much the public form accepts, and how long what it stored is kept (decision 039). The
 * limits per address and per email are counted in the database, so they hold across every
 * instance; the daily ceilings bound what a flood can store in a day, and the clean-up bounds
 * what is kept in all.
 */
export const REQUEST_CEILINGS = {
	/** Requests one client address may send (stored ones), per hour and per 24 hours. */
	perAddressHour: 5,
	perAddressDay: 20,
	/** Requests giving the same email address, per hour and per 24 hours. */
	perEmailHour: 3,
	perEmailDay: 10,
	/**
	 * Requests from one network (its /24 or /64) per hour and per 24 hours: past them a request
	 * is still accepted, but held for staff and no mail is sent (issue 32). Generous: many
	 * residents on a mobile network share a few addresses.
	 */
	perNetworkHour: 20,
	perNetworkDay: 60,
	/**
	 * Every request of the last 24 hours, from anyone, that was not held: past it requests are
	 * held, not refused, so a flood cannot close the form to residents.
	 */
	perDay: 200,
	/** Held requests of the last 24 hours: past it the form asks people to call (the disk's bound). */
	heldPerDay: 2000,
	/** Of which with a photo. */
	photosPerDay: 30,
	/** The longest side of a stored photo, in pixels (one WebP, about 100–250 KB). */
	photoMaxSide: 1280,
	/** Status look-ups one client address may make per 10 minutes. */
	lookupsPer10Min: 30,
} as const

/**
 * Retention (decision 039). The form says it in plain words with these figures.
 * - the sender's network address: erased after ADDRESS_HOURS (it only serves the limits above);
 * - a request marked as spam: deleted SPAM_DAYS after it was marked;
 * - a resolved or closed request: name, email, phone and photo erased REQUEST_RETENTION_MONTHS
 *   (default 12) after it was resolved or closed; the description, place and replies are kept
 *   as the council's record of the problem.
 * No other request is deleted: one nobody on the staff touched is escalated to the administrators
 * (decision 050), never deleted, and its contact details are kept until it is resolved or closed.
 */
export const ADDRESS_HOURS = 48
export const SPAM_DAYS = 7

export function retentionMonths(): number {
	return getEnv().REQUEST_RETENTION_MONTHS
}
