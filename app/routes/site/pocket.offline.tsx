import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { OfflinePage } from '#app/features/pocket/offline-page'
import { loadPocketOffline } from '#app/features/pocket/pocket.server'

/** The page the service worker shows offline for a page it has not stored (issue 35). */
export function loader({ url }: LoaderFunctionArgs) {
	return loadPocketOffline(url)
}

export default function PocketOfflineRoute() {
	return <OfflinePage {...useLoaderData<typeof loader>()} />
}
