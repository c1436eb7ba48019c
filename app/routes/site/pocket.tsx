import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { PocketGuide } from '#app/features/pocket/pocket-guide'
import { loadPocketGuide } from '#app/features/pocket/pocket.server'
import { WEB_MANIFEST_HANDLE } from '#app/features/site-frame/site-icons'

/** The guide is what a reader keeps on the phone's home screen: its page links the manifest. */
export const handle = WEB_MANIFEST_HANDLE

/** The pocket guide (issue 35): see features/pocket/pocket.server.ts. */
export function loader({ url, context }: LoaderFunctionArgs) {
	return loadPocketGuide(url, context)
}

export default function PocketRoute() {
	return <PocketGuide {...useLoaderData<typeof loader>()} />
}
