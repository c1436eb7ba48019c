import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import {
	isRouteErrorResponse,
	ServerRouter,
	type AppLoadContext,
	type EntryContext,
} from 'react-router'
// Registers the staff area's catalogs (both languages) for the server's renders.
import './i18n/catalogs.server'
import { NonceProvider } from './platform/nonce'
import { RequestIdProvider } from './platform/request-id'
import { InlineCssProvider, readInlineCss } from './platform/inline-css.server'
import { documentSink } from './platform/defer-hydration.server'
import { isAdminPath } from './i18n/locales'
import { documentResponse } from './platform/document-response.server'
import { databaseFault, type DatabaseFault } from './platform/db-faults.server'
import { noteDiskFull } from './platform/disk-full.server'
import { pageAddress } from './platform/page-address.server'
import { refusalFromErrors, refusalHeaders, refusalPage } from './platform/refusal-page.server'
export const streamTimeout = 5_000

declare module 'react-router' {
	interface AppLoadContext {
		cspNonce: string
		requestId: string
		/** The client's address as Express sees it (for the activity log). */
		clientIp: string | null
		/** Folder of the client build, to read the stylesheet that is inlined into documents. */
		clientDir?: string
		/** Set by handleError when a loader or action met a fault of the database (decision 049). */
		fault?: DatabaseFault
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
	const fault = databaseFault(error)
	if (fault && context) {
		// Said once per request in a line, not a stack per loader: the page tells the visitor.
		if (!context.fault)
			console.error(
				`[error] ${context.requestId} ${request.method} ${new URL(request.url).pathname}: database ${fault === 'full' ? 'disk full' : 'away'}: ${error instanceof Error ? error.message : String(error)}`,
			)
		context.fault = fault
		if (fault === 'full') noteDiskFull()
		return
	}
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
	// The database is away or its disk full: a page that says so, in the reader's language, rather
	// than an error screen drawn without the data it needs (decision 049).
	if (loadContext?.fault && responseStatusCode >= 500) return faultPage(request, loadContext)
	// Public pages differ for browsers saving data (issue 34): caches keep the two apart.
	responseHeaders.append('Vary', 'Save-Data')
	const publicPage = !isAdminPath(new URL(request.url).pathname)
	const nonce = loadContext?.cspNonce ?? ''
	// A public page's CSS is added once it is drawn: only what it uses (public-document.server.ts).
	const css = publicPage ? '' : readInlineCss(loadContext?.clientDir)
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
							// Public pages: no framework in the browser, only their widgets' islands (058).
							publicPage: publicPage ? { clientDir: loadContext?.clientDir, nonce } : undefined,
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

/**
 * A page's data asked by the browser (a link followed inside the site) when the database was away
 * or its disk full: the browser is told to load the page itself, whose answer is the page that says
 * so in the reader's language, with the reference to quote (`faultPage`), rather than draw an
 * error panel of its own from a bare "Unexpected Server Error" (issue 32). Only for reading: a
 * form sent keeps its screen, and what was typed, and says it was not saved.
 */
export function handleDataRequest(
	response: Response,
	{ request, context }: { request: Request; context?: AppLoadContext },
) {
	if (!context?.fault || request.method !== 'GET') return response
	const page = pageAddress(request)
	return new Response(null, {
		status: 302,
		headers: { Location: page.pathname + page.search, 'X-Remix-Reload-Document': 'true' },
	})
}

/** The page for a request that met a fault of the database: 503, to try again in a minute. */
function faultPage(request: Request, context: AppLoadContext) {
	const { status, body } = refusalPage(context.fault === 'full' ? 'diskFull' : 'databaseAway', {
		pathname: pageAddress(request).pathname,
		cookie: request.headers.get('Cookie'),
		sent: request.method !== 'GET' && request.method !== 'HEAD',
		reference: context.requestId,
	})
	return new Response(body, {
		status,
		headers: { ...refusalHeaders, 'Retry-After': context.fault === 'full' ? '300' : '30' },
	})
}
