import { logActivity } from '#app/db/activity.server'
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router'
import { getDb } from '#app/db/client.server'
import { clientAddress } from '#app/features/cms/client-address.server'
import { LOGIN_PATH, requireStaff, staffForm } from '#app/auth/auth.server'
import { destroySession } from '#app/auth/session.server'
import { ADMIN_BASE } from '#app/config'

/** Sign out: the session ends on the server (everywhere this cookie was), the cookie is cleared. */
export async function action({ request, context }: ActionFunctionArgs) {
	const { session } = await staffForm(request)
	const db = getDb()
	const cookie = await destroySession(db, request)
	await logActivity(db, {
		action: 'signed-out',
		itemType: 'account',
		itemId: session.user.id,
		itemTitle: session.user.name,
		actor: session.user.name,
		kind: 'user',
		ip: clientAddress(context),
	})
	return redirect(`${LOGIN_PATH}?signedOut`, { headers: { 'Set-Cookie': cookie } })
}

export async function loader({ request }: LoaderFunctionArgs) {
	await requireStaff(request)
	return redirect(ADMIN_BASE)
}
