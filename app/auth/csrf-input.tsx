import { useRouteLoaderData } from 'react-router'

/**
 * This session's anti-forgery token, as a hidden field: every form that changes something in the
 * staff area carries it, and the server refuses a change without it (403).
 */
export function CsrfInput() {
	const data = useRouteLoaderData('admin') as { csrf?: string } | undefined
	return data?.csrf ? <input type="hidden" name="csrf" value={data.csrf} /> : null
}
