import {
	useActionData,
	useLoaderData,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
} from 'react-router'
import { ManagePage } from '#app/features/subscriptions/subscribe-pages'
import { manageAction, managePageData } from '#app/features/subscriptions/pages.server'

/** A subscriber's choices, from the link in every message (decision 040). */
export function loader({ request }: LoaderFunctionArgs) {
	return managePageData(request)
}

export function action({ request }: ActionFunctionArgs) {
	return manageAction(request)
}

export function headers() {
	return { 'Cache-Control': 'no-store' }
}

export default function ManageRoute() {
	const loaded = useLoaderData<typeof loader>()
	const answered = useActionData<typeof action>()
	return <ManagePage {...(answered ?? loaded)} />
}
