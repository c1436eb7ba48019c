import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { PocketGuide } from '#app/features/pocket/pocket-guide'
import { loadPocketGuide } from '#app/features/pocket/pocket.server'

/** The pocket guide (issue 35): see features/pocket/pocket.server.ts. */
export function loader({ url, context }: LoaderFunctionArgs) {
	return loadPocketGuide(url, context)
}

export default function PocketRoute() {
	return <PocketGuide {...useLoaderData<typeof loader>()} />
}
