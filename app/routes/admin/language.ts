import { requireStaff, safeReturnPath, staffForm } from '#app/auth/auth.server'
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router'
import { isLocale } from '#app/i18n/locales'
import { adminLocaleCookie } from '#app/features/cms/admin-locale.server'
import { secureCookies } from '#app/auth/session.server'
import { ADMIN_BASE } from '#app/config'

/** The admin header's en/fr toggle: keeps the choice in a cookie and returns to the same screen. */
export async function action({ request }: ActionFunctionArgs) {
	const { form } = await staffForm(request)
	const locale = form.get('locale')
	// Back to the same screen: a path inside the staff area, safe to send as a Location header
	// (never another site, never CR/LF or a character a header cannot carry).
	const target = safeReturnPath(form.get('redirectTo'))
	if (!isLocale(locale)) return redirect(target)
	return redirect(target, {
		headers: { 'Set-Cookie': adminLocaleCookie(locale, secureCookies(request)) },
	})
}

export async function loader({ request }: LoaderFunctionArgs) {
	await requireStaff(request)
	return redirect(ADMIN_BASE)
}
