import { useLoaderData, type HeadersFunction, type LoaderFunctionArgs } from 'react-router'
import { clientAddress } from '#app/features/cms/client-address.server'
import { StatusPage } from '#app/features/requests/status-view'
import { statusPageData } from '#app/features/requests/status-page.server'

export async function loader({ request, url, context }: LoaderFunctionArgs) {
	return statusPageData(request, url, clientAddress(context))
}

/** Shows a request by its reference: never kept by a browser's or a proxy's cache. */
export const headers: HeadersFunction = ({ loaderHeaders }) => {
	const headers = new Headers({ 'Cache-Control': 'private, no-store' })
	const retry = loaderHeaders.get('Retry-After')
	if (retry) headers.set('Retry-After', retry)
	return headers
}

export default function ContactStatusRoute() {
	return <StatusPage {...useLoaderData<typeof loader>()} />
}
