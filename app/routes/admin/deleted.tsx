import { DeletedScreen } from '#app/features/revisions/deleted-screen'
import { deletedAction, deletedLoader } from '#app/features/revisions/deleted.server'
import type { AdminHandle } from './layout'
import type { Route } from './+types/deleted'

/** `/admin-dtima/deleted`: pages and items deleted in the last 30 days, to restore. */
export const handle: AdminHandle = {
	crumbs: [{ label: 'admin.deleted.title' }],
}

export async function loader({ request }: Route.LoaderArgs) {
	return deletedLoader(request)
}

export async function action({ request, context }: Route.ActionArgs) {
	return deletedAction(request, context)
}

export default function DeletedRoute({ loaderData }: Route.ComponentProps) {
	return <DeletedScreen data={loaderData} />
}
