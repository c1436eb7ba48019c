import { MenuEditor } from '#app/features/pages/editor/menu-editor'
import { menuAction, menuLoader } from '#app/features/pages/editor/menu-editor.server'
import type { AdminHandle } from './layout'
import type { Route } from './+types/menu'

/** `/admin-dtima/menu`: the main menu's groups and pages (features/pages/editor). */
export const handle: AdminHandle = { crumbs: [{ label: 'admin.siteMenu.title' }] }

export async function loader({ request }: Route.LoaderArgs) {
	return menuLoader(request)
}

export async function action({ request, context }: Route.ActionArgs) {
	return menuAction(request, context)
}

export default function MenuRoute({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<MenuEditor
			key={actionData ? 'typed' : 'stored'}
			groups={loaderData.groups}
			values={actionData?.values ?? loaderData.values}
			errors={actionData?.errors ?? {}}
		/>
	)
}
