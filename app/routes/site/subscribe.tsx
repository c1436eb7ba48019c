import {
	useActionData,
	useLoaderData,
	type ActionFunctionArgs,
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

export function headers() {
	return { 'Cache-Control': 'no-store' }
}

export default function SubscribeRoute() {
	const loaded = useLoaderData<typeof loader>()
	const answered = useActionData<typeof action>()
	return <SubscribePage {...(answered ?? loaded)} />
}
