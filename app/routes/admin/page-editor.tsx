import { useLocation } from 'react-router'
import { DeletePageConfirm, PageEditor } from '#app/features/pages/editor/page-editor'
import { pageEditorAction, pageEditorLoader } from '#app/features/pages/editor/editor.server'
import type { AdminHandle } from './layout'
import type { Route } from './+types/page-editor'
import { ADMIN_BASE } from '#app/config'

/** `/admin-dtima/pages/edit`: one information page's editor (features/pages/editor). */
export const handle: AdminHandle = {
	crumbs: [
		{ label: 'admin.nav.pages', href: `${ADMIN_BASE}/pages` },
		{ label: 'admin.pageEditor.crumb' },
	],
}

export async function loader({ request, url }: Route.LoaderArgs) {
	return pageEditorLoader(request, url)
}

export async function action({ request, url, context }: Route.ActionArgs) {
	return pageEditorAction(request, context, url)
}

export default function PageEditorRoute({ loaderData, actionData }: Route.ComponentProps) {
	const { pathname } = useLocation()
	const { page } = loaderData
	const action = page ? `${pathname}?id=${page.id}` : pathname
	if (loaderData.confirmDelete && page) return <DeletePageConfirm page={page} action={action} />
	return (
		<PageEditor
			page={page}
			values={actionData?.values ?? loaderData.values}
			errors={actionData?.errors ?? {}}
			focus={actionData?.focus ?? null}
			revision={actionData?.revision ?? 'stored'}
			action={action}
			previews={actionData?.previews}
			version={actionData?.version ?? loaderData.version}
			conflict={actionData?.conflict ?? null}
			pending={loaderData.pending}
			review={loaderData.review}
			choices={actionData?.choices ?? loaderData.choices}
		/>
	)
}
