import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { UnsubscribePage } from '#app/features/subscriptions/subscribe-pages'
import { unsubscribePageData } from '#app/features/subscriptions/pages.server'

/**
 * The unsubscribe link's page. Its POST (the button, and mail clients' one-click request) is
 * answered before React Router: see features/subscriptions/one-click.server.ts.
 */
export function loader({ request }: LoaderFunctionArgs) {
	return unsubscribePageData(request)
}

export function headers() {
	return { 'Cache-Control': 'no-store' }
}

export default function UnsubscribeRoute() {
	return <UnsubscribePage {...useLoaderData<typeof loader>()} />
}
