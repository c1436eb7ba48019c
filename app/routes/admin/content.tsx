import { requireStaff } from '#app/auth/auth.server'
import type { LoaderFunctionArgs } from 'react-router'
import { Link } from 'react-router'
import { AdminPageHeader } from '#app/features/staff-frame/admin-page'
import { adminMenu } from '#app/features/staff-frame/admin-nav'
import { useT } from '#app/i18n/hooks'
import type { AdminHandle } from './layout'

export const handle: AdminHandle = { crumbs: [{ label: 'admin.nav.content' }] }

export async function loader({ request }: LoaderFunctionArgs) {
	await requireStaff(request)
	return null
}

/** `/admin-dtima/content`: the menu entry only expands; typed in directly, it lists the content types. */
export default function ContentIndex() {
	const t = useT()
	const content = adminMenu.find((item) => item.subItems)?.subItems ?? []
	return (
		<>
			<AdminPageHeader title="admin.nav.content" />
			<ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
				{content.map((item) => (
					<li key={item.href}>
						<Link
							to={item.href}
							className="block rounded-xl border border-slate-200 bg-white p-5 font-semibold text-primary-dark shadow-sm hover:border-primary"
						>
							{t(item.label)}
						</Link>
					</li>
				))}
			</ul>
		</>
	)
}
