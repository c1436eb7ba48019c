import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { HelpPage } from '#app/features/help/help-page'
import { loadHelp } from '#app/features/help/help.server'

/** The help questions as a page (see features/help/help.server.ts). */
export function loader({ request, url }: LoaderFunctionArgs) {
	return loadHelp(request, url)
}

export default function HelpRoute() {
	return <HelpPage {...useLoaderData<typeof loader>()} />
}
