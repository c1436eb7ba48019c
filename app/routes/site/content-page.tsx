import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { InformationPage } from '#app/features/pages/information-page'
import { loadInformationPage, missingPage } from '#app/features/pages/information-page.server'
import { PageGone } from '#app/features/pages/page-gone'

/**
 * The standard information pages (government, residents, visitors, business, "I want to",
 * services), at the addresses of the route table. Their content is data: see
 * features/pages/information-page.server.ts. A page staff added later is served by the
 * not-found route, which looks for a page at any other address. A page moved elsewhere answers
 * 301; a deleted one, 410.
 */
export async function loader({ request }: LoaderFunctionArgs) {
	const page = await loadInformationPage(request)
	if (page) return { page, alternatePaths: page.alternatePaths }
	if ((await missingPage(request)) === 'gone') return data({ page: null }, { status: 410 })
	throw data(null, { status: 404 })
}

export default function ContentPageRoute() {
	const { page } = useLoaderData<typeof loader>()
	return page ? <InformationPage {...page} /> : <PageGone />
}
