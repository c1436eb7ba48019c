import { HistoryHelp, HistoryScreen } from '#app/features/revisions/history-screen'
import { historyAction, historyLoader } from '#app/features/revisions/history.server'
import type { AdminHandle } from './layout'
import type { Route } from './+types/history'

/** `/admin-dtima/history?type=…&id=…`: one page's or item's saved versions (compare, restore). */
export const handle: AdminHandle = {
	crumbs: [{ label: 'admin.history.title' }],
}

export async function loader({ request, url }: Route.LoaderArgs) {
	return historyLoader(request, url)
}

export async function action({ request, url, context }: Route.ActionArgs) {
	return historyAction(request, url, context)
}

export default function HistoryRoute({ loaderData }: Route.ComponentProps) {
	return loaderData ? <HistoryScreen data={loaderData} /> : <HistoryHelp />
}
