/** The address a change came from, for the activity log. */
export function clientAddress(context: { clientIp?: string | null } | undefined) {
	return context?.clientIp ?? null
}
