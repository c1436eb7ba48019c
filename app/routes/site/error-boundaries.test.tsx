import { renderToString } from 'react-dom/server'
import {
	createStaticHandler,
	createStaticRouter,
	Outlet,
	StaticRouterProvider,
	type RouteObject,
} from 'react-router'
import { describe, expect, test } from 'vitest'
import { ErrorBoundary as RootErrorBoundary } from '#app/root'
import { sampleSettings } from '#app/seed/seed.server'
import { RequestIdProvider } from '#app/platform/request-id'
import SiteLayout, { ErrorBoundary as SiteErrorBoundary } from './layout'
// The French layout route registers the French catalog, as it does when the server starts.
import './layout.fr'

/**
 * Renders routes on the server exactly as a request would (static handler → HTML), with loaders that
 * fail, to check the error screens and the HTTP status they come with.
 */
async function render(
	url: string,
	fail: 'page' | 'page-without-message' | 'root',
	requestId?: string,
) {
	const prefix = new URL(url).pathname.startsWith('/fr') ? '/fr' : '/'
	const routes: RouteObject[] = [
		{
			id: 'root',
			path: prefix,
			loader: () => {
				if (fail === 'root') throw new Error('settings table is missing')
				const locale = prefix === '/fr' ? 'fr' : 'en'
				return {
					locale,
					messageOverrides: {},
					settings: sampleSettings,
					origin: 'http://x',
				}
			},
			Component: Outlet,
			ErrorBoundary: RootErrorBoundary,
			children: [
				{
					id: 'layout',
					Component: SiteLayout,
					ErrorBoundary: SiteErrorBoundary,
					children: [
						{
							index: true,
							loader: () => {
								if (fail === 'page') throw new Error('Database exploded')
								// A thrown non-Error, as buggy code may do.
								throw { code: 42 }
							},
							Component: () => null,
						},
					],
				},
			],
		},
	]
	const handler = createStaticHandler(routes)
	const context = await handler.query(new Request(url))
	if (context instanceof Response) throw new Error('unexpected redirect')
	const router = createStaticRouter(handler.dataRoutes, context)
	return {
		status: context.statusCode,
		html: renderToString(
			<RequestIdProvider value={requestId}>
				<StaticRouterProvider router={router} context={context} />
			</RequestIdProvider>,
		),
	}
}

describe('error screens', () => {
	test('a failing page shows "Something went wrong" and its message inside the site frame, with 500', async () => {
		const { status, html } = await render('http://x/', 'page')
		expect(status).toBe(500)
		expect(html).toContain('role="alert"')
		expect(html).toContain('Something went wrong')
		expect(html).toContain('Database exploded')
		expect(html).toContain('Mbonge Council') // top bar and footer still render
	})

	test('an error without a message says "An unexpected error occurred"', async () => {
		const { status, html } = await render('http://x/', 'page-without-message')
		expect(status).toBe(500)
		expect(html).toContain('An unexpected error occurred')
	})

	test('in French', async () => {
		const { html } = await render('http://x/fr', 'page')
		expect(html).toContain('Une erreur s&#x27;est produite')
		const bare = await render('http://x/fr', 'page-without-message')
		expect(bare.html).toContain('Une erreur inattendue s&#x27;est produite')
	})

	test('when even the layout cannot load: "Unexpected Application Error!", with 500', async () => {
		const { status, html } = await render('http://x/', 'root')
		expect(status).toBe(500)
		expect(html).toContain('Unexpected Application Error!')
		expect(html).toContain('settings table is missing')
		const fr = await render('http://x/fr', 'root')
		expect(fr.html).toContain('Erreur inattendue de l&#x27;application !')
	})

	test('the request id is given as a reference to quote, in the page’s language', async () => {
		const id = '0d6c2f4e-1f7b-4c7e-9d59-3b1f0e8a1c22'
		const { html } = await render('http://x/', 'page', id)
		expect(html).toContain(`Reference to quote if you contact the council: ${id}`)
		const fr = await render('http://x/fr', 'root', id)
		expect(fr.html).toContain(`Référence à donner si vous contactez la commune : ${id}`)
		// Without an id (an error met while browsing), no empty reference line.
		expect((await render('http://x/', 'page')).html).not.toContain('data-request-id')
	})

	test('no stack trace is ever rendered', async () => {
		const { html } = await render('http://x/', 'page')
		expect(html).not.toMatch(/at \w+ \(|\.tsx?:\d+/)
	})
})
