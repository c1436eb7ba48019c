import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { DocumentPage } from '#app/features/documents/document-page'
import { documentPageData } from '#app/features/documents/documents-page.server'

export async function loader({ request, url, params }: LoaderFunctionArgs) {
	return documentPageData(request, url, params.slug ?? '')
}

export default function DocumentRoute() {
	return <DocumentPage {...useLoaderData<typeof loader>()} />
}
