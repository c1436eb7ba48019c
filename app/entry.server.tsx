import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import {
	isRouteErrorResponse,
	ServerRouter,
	type AppLoadContext,
	type EntryContext,
} from 'react-router'
import { NonceProvider } from './platform/nonce'
import { RequestIdProvider } from './platform/request-id'
import { InlineCssProvider, readInlineCss } from './platform/inline-css.server'
import { documentSink } from './platform/defer-hydration.server'
import { documentResponse } from './platform/document-response.server'
import { refusalFromErrors } from './platform/refusal-page.server'
// Page feedback (decision 038): the footer's block is drawn from this on the server only.
import { drawFeedbackOnServer } from './features/feedback/feedback-block'
import { FeedbackForms } from './features/feedback/feedback-live'

drawFeedbackOnServer(FeedbackForms)

export const streamTimeout = 5_000

declare module 'react-router' {
	interface AppLoadContext {
		cspNonce: string
		requestId: string
		/** The client's address as Express sees it (for the activity log). */
		clientIp: string | null
		/** Folder of the client build, to read the stylesheet that is inlined into documents. */
		clientDir?: string
	}
}

/**
 * Errors thrown by loaders and actions: logged once, with the request id the visitor sees, so a
 * report can be matched with the log. The visitor never sees the error itself (React Router
 * sends "Unexpected Server Error" in production), nor a stack trace or SQL.
 */
export function handleError(
	error: unknown,
	{ request, context }: { request: Request; context?: AppLoadContext },
) {
	// A refusal (404, 405…) is an answer, not a fault.
	if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return
	console.error(
		`[error] ${context?.requestId ?? ''} ${request.method} ${new URL(request.url).pathname}`,
		error,
	)
}

export default function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
	loadContext: AppLoadContext,
) {
	// A form refused before the action ran (too large, wrong encoding…) gets its own small page.
	const refusal = refusalFromErrors(routerContext.staticHandlerContext.errors, responseHeaders)
	if (refusal) return refusal
	const nonce = loadContext?.cspNonce ?? ''
	const css = readInlineCss(loadContext?.clientDir)
	// Crawlers get every part of the document in place; for browsers, React may put a part that
	// finished late after the rest, as in a stream (the document is sent whole either way).
	const waitForAll = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode

	return new Promise<Response>((resolve, reject) => {
		let shellRendered = false
		const { pipe, abort } = renderToPipeableStream(
			<NonceProvider value={nonce}>
				<RequestIdProvider value={loadContext?.requestId}>
					<InlineCssProvider value={css}>
						<ServerRouter context={routerContext} url={request.url} nonce={nonce} />
					</InlineCssProvider>
				</RequestIdProvider>
			</NonceProvider>,
			{
				nonce,
				[waitForAll ? 'onAllReady' : 'onShellReady']() {
					shellRendered = true
					// The status is the shell's: an error in a later part is drawn by the browser.
					const status = responseStatusCode
					responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
					pipe(
						documentSink({
							rewrite: import.meta.env.PROD,
							done: (html) => resolve(documentResponse(html, { headers: responseHeaders, status })),
							failed: reject,
						}),
					)
				},
				onShellError(error: unknown) {
					reject(error)
				},
				onError(error: unknown) {
					responseStatusCode = 500
					// Errors after the shell are logged; before it, onShellError handles them.
					if (shellRendered) console.error(`[render] ${loadContext?.requestId ?? ''}`, error)
				},
			},
		)
		setTimeout(abort, streamTimeout + 1_000)
	})
}
