import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { InformationPage } from '#app/features/pages/information-page'
import { loadInformationPage } from '#app/features/pages/information-page.server'

/**
 * The standard information pages (government, residents, visitors, business, "I want to",
 * services), at the addresses of the route table. Their content is data: see
 * features/pages/information-page.server.ts. A page staff added later is served by the
 * not-found route, which looks for a page at any other address.
 */
export async function loader({ request }: LoaderFunctionArgs) {
	const page = await loadInformationPage(request)
	if (!page) throw data(null, { status: 404 })
	return page
}

export default function ContentPageRoute() {
	return <InformationPage {...useLoaderData<typeof loader>()} />
}
