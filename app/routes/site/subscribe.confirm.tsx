import {
	useActionData,
	useLoaderData,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
} from 'react-router'
import { ConfirmPage } from '#app/features/subscriptions/subscribe-pages'
import { confirmAction, confirmPageData } from '#app/features/subscriptions/pages.server'

/** A confirmation link's page: a GET shows the button, only its POST confirms (decision 040). */
export function loader({ request }: LoaderFunctionArgs) {
	return confirmPageData(request)
}

export function action({ request }: ActionFunctionArgs) {
	return confirmAction(request)
}

export function headers() {
	return { 'Cache-Control': 'no-store' }
}

export default function ConfirmRoute() {
	const loaded = useLoaderData<typeof loader>()
	const answered = useActionData<typeof action>()
	return <ConfirmPage {...(answered ?? loaded)} />
}
