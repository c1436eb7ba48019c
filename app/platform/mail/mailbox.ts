import { sql, type SqlBool } from 'kysely'

/** Mail services that ignore dots in the name before the @ (one mailbox, many spellings). */
const DOTLESS_DOMAINS = new Map([
	['gmail.com', 'gmail.com'],
	['googlemail.com', 'gmail.com'],
])

/**
 * The mailbox an address delivers to, as far as the site can tell: in lower case, without a
 * `+tag` (most services deliver `name+anything@` to `name@`), and without dots where the service
 * ignores them. Limits on mail per address count per mailbox, so that `victim+1@…`,
 * `victim+2@…` and `v.i.ctim@gmail.com` share one allowance (decision 046). Addresses are still
 * stored and written to as the person typed them.
 */
export function mailboxOf(email: string) {
	const address = email.trim().toLowerCase()
	const at = address.lastIndexOf('@')
	if (at < 1) return address
	let local = address.slice(0, at)
	let domain = address.slice(at + 1)
	const plus = local.indexOf('+')
	if (plus > 0) local = local.slice(0, plus)
	const dotless = DOTLESS_DOMAINS.get(domain)
	if (dotless) {
		local = local.replaceAll('.', '')
		domain = dotless
	}
	return `${local}@${domain}`
}

/** The domains whose addresses can reach `email`'s mailbox (gmail.com's also by googlemail.com). */
function domainsOf(email: string) {
	const typed = email.trim().toLowerCase()
	const mailbox = mailboxOf(typed)
	const domain = mailbox.slice(mailbox.lastIndexOf('@') + 1)
	const aliases = [...DOTLESS_DOMAINS].filter(([, to]) => to === domain).map(([from]) => from)
	return [...new Set([typed.slice(typed.lastIndexOf('@') + 1), domain, ...aliases])]
}

/**
 * A condition on an `email` column: the address is at one of the domains that reach `email`'s
 * mailbox, in any case. Rows it selects are then compared with `mailboxOf` (a scan of one
 * domain's addresses, not of the table).
 */
export function atMailboxDomains(email: string) {
	const escape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)
	const conditions = domainsOf(email).map(
		(domain) => sql`lower(email) like ${`%@${escape(domain)}`} escape '\\'`,
	)
	return sql<SqlBool>`(${sql.join(conditions, sql` or `)})`
}
