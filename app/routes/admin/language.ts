import { requireStaff, staffForm } from '#app/utils/auth.server'
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router'
import { isAdminPath, isLocale } from '#app/i18n/locales'
import { adminLocaleCookie } from '#app/utils/admin-locale.server'
import { secureCookies } from '#app/utils/session.server'

/** The admin header's en/fr toggle: keeps the choice in a cookie and returns to the same screen. */
export async function action({ request }: ActionFunctionArgs) {
	const { form } = await staffForm(request)
	const locale = form.get('locale')
	const back = String(form.get('redirectTo') ?? '')
	// Only back into the staff area, by path: never to another site.
	const target =
		back.startsWith('/') && !back.startsWith('//') && isAdminPath(back.split('?')[0]!)
			? back
			: '/admin-dtima'
	if (!isLocale(locale)) return redirect(target)
	return redirect(target, {
		headers: { 'Set-Cookie': adminLocaleCookie(locale, secureCookies(request)) },
	})
}

export async function loader({ request }: LoaderFunctionArgs) {
	await requireStaff(request)
	return redirect('/admin-dtima')
}
