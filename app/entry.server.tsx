import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
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
import { DeferHydrationStream } from './platform/defer-hydration.server'
import { refusalFromErrors } from './platform/refusal-page.server'
// Page feedback (issue 18, decision 038): the footer's block is drawn from this on the server only.
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
	// Crawlers and no-JS readers get the whole document at once; browsers get it streamed.
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
					const body = import.meta.env.PROD ? new DeferHydrationStream() : new PassThrough()
					responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
					resolve(
						new Response(createReadableStreamFromReadable(body), {
							headers: responseHeaders,
							status: responseStatusCode,
						}),
					)
					pipe(body)
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
