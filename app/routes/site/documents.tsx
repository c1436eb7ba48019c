import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { DocumentsPage } from '#app/features/documents/documents-page'
import { documentsPageData } from '#app/features/documents/documents-page.server'

export async function loader({ request, url }: LoaderFunctionArgs) {
	return documentsPageData(request, url)
}

export default function DocumentsRoute() {
	return <DocumentsPage {...useLoaderData<typeof loader>()} />
}
