import { isRouteErrorResponse } from 'react-router'
import { AlertTriangle } from 'lucide-react'
import { useState } from 'react'
import { useRequestId } from '#app/platform/request-id'

/**
 * The error alert: a title and the error's message. A page rendered on the server also
 * gives the request's reference, to quote to the council: the same id is in the server log.
 */
export function ErrorPanel({
	title,
	message,
	reference,
}: {
	title: string
	message: string
	/** "Reference: {id}" in the page's language. */
	reference?: (id: string) => string
}) {
	const id = useRequestId()
	// Only the server knows the id; in the browser the server's text is read back, so hydration
	// matches (and an error met while browsing shows none).
	const [line] = useState(() =>
		id && reference
			? reference(id)
			: typeof document === 'undefined'
				? ''
				: (document.querySelector('[data-request-id]')?.textContent ?? ''),
	)
	return (
		<div
			role="alert"
			className="flex gap-3 rounded-lg border border-danger/40 bg-red-50 p-5 text-red-900"
		>
			<AlertTriangle aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
			<div>
				<h1 className="text-xl font-bold">{title}</h1>
				<p className="mt-2 break-words">{message}</p>
				{line ? (
					<p className="mt-2 font-mono text-sm" data-request-id>
						{line}
					</p>
				) : null}
			</div>
		</div>
	)
}

/** The message of an error, or the fallback text when it has none (never a stack trace). */
export function errorMessage(error: unknown, fallback: string) {
	if (isRouteErrorResponse(error)) return error.statusText || fallback
	if (error instanceof Error && error.message) return error.message
	return fallback
}
