import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { requireStaff } from '#app/auth/auth.server'
import { AdminPageHeader } from '#app/features/staff-frame/admin-page'
import { DataCell, DataTable } from '#app/components/ui/data-table'
import { getDb } from '#app/db/client.server'
import { linkReport, type LinkProblem } from '#app/features/formatting/link-report.server'
import { useT } from '#app/i18n/hooks'
import type { AdminHandle } from './layout'

export const handle: AdminHandle = { crumbs: [{ label: 'admin.nav.links' }] }

/** `/admin-dtima/links`: the links in published content to correct (decision 026). */
export async function loader({ request }: LoaderFunctionArgs) {
	await requireStaff(request)
	return { problems: await linkReport(getDb()) }
}

function Problem({ problem }: { problem: LinkProblem }) {
	const t = useT()
	if (problem.problem === 'moved') {
		return <>{t('admin.links.problem.moved', { path: problem.movedTo ?? '' })}</>
	}
	return <>{t(`admin.links.problem.${problem.problem}`)}</>
}

export default function LinkReport() {
	const t = useT()
	const { problems } = useLoaderData<typeof loader>()
	return (
		<>
			<AdminPageHeader title="admin.links.title" intro="admin.links.intro" />
			{problems.length === 0 ? (
				<p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-800">
					{t('admin.links.none')}
				</p>
			) : (
				<DataTable
					id="links"
					caption={t('admin.links.caption')}
					minWidth="none"
					head="quiet"
					columns={[
						t('admin.links.col.where'),
						t('admin.links.col.target'),
						t('admin.links.col.problem'),
					]}
				>
					{problems.map((p, i) => (
						<tr key={i} data-link-problem={p.problem}>
							<DataCell className="align-top">
								<span className="block text-xs text-slate-600">
									{t(`admin.links.kind.${p.kind}`)} · {t(`admin.links.lang.${p.lang}`)}
								</span>
								<Link to={p.editHref} className="font-medium text-primary-dark underline">
									<span className="sr-only">{t('admin.action.edit')}: </span>
									{p.title}
								</Link>
							</DataCell>
							<DataCell className="align-top break-all">
								<code>{p.target}</code>
							</DataCell>
							<DataCell className="align-top">
								<Problem problem={p} />
							</DataCell>
						</tr>
					))}
				</DataTable>
			)}
		</>
	)
}
