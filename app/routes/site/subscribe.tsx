import {
	data,
	useActionData,
	useLoaderData,
	type ActionFunctionArgs,
	type HeadersFunction,
	type LoaderFunctionArgs,
} from 'react-router'
import { clientAddress } from '#app/features/cms/client-address.server'
import { SubscriptionPage } from '#app/features/subscriptions/subscribe-pages'
import {
	confirmAction,
	confirmPageData,
	manageAction,
	managePageData,
	subscribeAction,
	subscribePageData,
	unsubscribePageData,
} from '#app/features/subscriptions/pages.server'

/**
 * Subscriptions by email (decision 040): `/subscribe` and its `confirm`, `manage` and
 * `unsubscribe` pages. One route module for the four addresses, so that their page code is one
 * file that only these pages load (shared by several route modules, it would go into the file
 * every public page loads: vite.config.ts). The unsubscribe POST is answered before React Router
 * (features/subscriptions/one-click.server.ts).
 */
function pageOf(url: URL) {
	const last = url.pathname.split('/').pop()
	return last === 'confirm' || last === 'manage' || last === 'unsubscribe' ? last : 'subscribe'
}

export async function loader({ request, url }: LoaderFunctionArgs) {
	const page = pageOf(url)
	if (page === 'confirm') return confirmPageData(request, url)
	if (page === 'manage') return managePageData(request, url)
	if (page === 'unsubscribe') return unsubscribePageData(request, url)
	return subscribePageData(request, url)
}

export async function action({ request, url, context }: ActionFunctionArgs) {
	const page = pageOf(url)
	if (page === 'confirm') return confirmAction(request, url)
	if (page === 'manage') return manageAction(request, url)
	if (page === 'subscribe') return subscribeAction(request, url, clientAddress(context))
	throw data(null, { status: 405, headers: { Allow: 'GET' } })
}

/** Never stored anywhere; a refusal's Retry-After goes out with its page. */
export const headers: HeadersFunction = ({ actionHeaders }) => {
	const headers = new Headers({ 'Cache-Control': 'no-store' })
	const retry = actionHeaders.get('Retry-After')
	if (retry) headers.set('Retry-After', retry)
	return headers
}

export default function SubscribeRoute() {
	const loaded = useLoaderData<typeof loader>()
	const answered = useActionData<typeof action>()
	return <SubscriptionPage {...(answered ?? loaded)} />
}
