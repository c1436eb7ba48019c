import { useLocation } from 'react-router'
import { ResourceScreen } from '#app/features/cms/resource-screen'
import { resourceFor } from '#app/features/content-types'
import { resourceAction, resourceLoader } from '#app/features/cms/resource.server'
import { contentType } from '#app/features/content-types.server'
import type { AdminHandle } from './layout'
import type { Route } from './+types/resource'

/**
 * Every list-of-items screen of the staff area (news, events, programmes, quick links and the
 * pages' data) is this one module, registered once per address in the route table; the address
 * says which content type it shows.
 */
export const handle: AdminHandle = {
	crumbs: (pathname) => {
		const def = resourceFor(pathname)
		return def ? [def.parent, { label: def.navLabel }] : []
	},
}

function definition(url: URL) {
	const def = resourceFor(url.pathname)
	if (!def) throw new Response('Not Found', { status: 404 })
	return def
}

export async function loader({ request, url }: Route.LoaderArgs) {
	const def = definition(url)
	return {
		...(await resourceLoader(def, request, url)),
		// The edit form links to the item's preview where its content type has one (decision 030).
		previewable: Boolean(contentType(def.key)?.preview),
	}
}

export async function action({ request, url, context }: Route.ActionArgs) {
	return resourceAction(definition(url), request, context, url)
}

export default function ResourceRoute({ loaderData, actionData }: Route.ComponentProps) {
	const { pathname } = useLocation()
	const def = resourceFor(pathname)
	return def ? (
		<ResourceScreen key={def.key} def={def} data={loaderData} actionData={actionData} />
	) : null
}
