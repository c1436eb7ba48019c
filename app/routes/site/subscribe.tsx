import {
	useActionData,
	useLoaderData,
	type ActionFunctionArgs,
	type HeadersFunction,
	type LoaderFunctionArgs,
} from 'react-router'
import { clientAddress } from '#app/features/cms/client-address.server'
import { SubscribePage } from '#app/features/subscriptions/subscribe-pages'
import { subscribeAction, subscribePageData } from '#app/features/subscriptions/pages.server'

/** Subscriptions by email: the sign-up (decision 040). */
export function loader({ request }: LoaderFunctionArgs) {
	return subscribePageData(request)
}

export function action({ request, context }: ActionFunctionArgs) {
	return subscribeAction(request, clientAddress(context))
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
	return <SubscribePage {...(answered ?? loaded)} />
}
