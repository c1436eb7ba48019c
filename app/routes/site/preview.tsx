import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { PreviewPage } from '#app/features/preview/preview-page'
import { previewHeaders, previewLoader } from '#app/features/preview/preview.server'

/** `/preview/<type>/<id>`: a staff preview of an item (features/preview, decision 030). */
export async function loader({ request, url, params }: LoaderFunctionArgs) {
	return previewLoader(request, url, params)
}

export function headers() {
	return previewHeaders
}

export default function PreviewRoute() {
	return <PreviewPage {...useLoaderData<typeof loader>()} />
}
