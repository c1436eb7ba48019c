import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { AdminPageHeader } from '#app/features/staff-frame/admin-page'
import { Pager } from '#app/components/ui/pager'
import { getDb } from '#app/db/client.server'
import type { MessageKey } from '#app/i18n/i18n'
import { intlLocale } from '#app/i18n/locales'
import { requireStaff } from '#app/auth/auth.server'
import { useLocale, useT } from '#app/i18n/hooks'
import type { AdminHandle } from './layout'
import { ADMIN_BASE, COUNCIL_TIME_ZONE } from '#app/config'

export const handle: AdminHandle = { crumbs: [{ label: 'admin.activityLog.title' }] }

const PER_PAGE = 50
const kinds = ['user', 'content', 'event'] as const
const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * The activity log (administrators only): every sign-in, failed sign-in, change and setting,
 * newest first, filtered by kind, action, person and dates (a GET form: works without
 * JavaScript, and a filtered view can be bookmarked). Read-only: the log cannot be edited here
 * or anywhere else in the interface.
 */
export async function loader({ request, url }: LoaderFunctionArgs) {
	await requireStaff(request, { role: 'admin' })
	const param = (name: string, max = 100) => (url.searchParams.get(name) ?? '').trim().slice(0, max)
	const kind = param('kind')
	const action = param('action', 40)
	const actor = param('actor')
	const from = DAY.test(param('from')) ? param('from') : ''
	const to = DAY.test(param('to')) ? param('to') : ''
	const page = Math.max(1, Math.min(10_000, Number.parseInt(param('page', 6), 10) || 1))
	const db = getDb()
	let query = db.selectFrom('activity_log')
	if ((kinds as readonly string[]).includes(kind)) {
		query = query.where('kind', '=', kind as (typeof kinds)[number])
	}
	if (action) query = query.where('action', '=', action)
	if (actor) query = query.where('actor', '=', actor)
	if (from) query = query.where('created_at', '>=', `${from}T00:00:00.000Z`)
	if (to) query = query.where('created_at', '<=', `${to}T23:59:59.999Z`)
	const [{ n }, rows, actions] = await Promise.all([
		query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
		query
			.selectAll()
			.orderBy('created_at', 'desc')
			.orderBy('id', 'desc')
			.limit(PER_PAGE)
			.offset((page - 1) * PER_PAGE)
			.execute(),
		db.selectFrom('activity_log').select('action').distinct().orderBy('action').execute(),
	])
	const total = Number(n)
	return {
		filters: { kind, action, actor, from, to },
		rows,
		actions: actions.map((a) => a.action),
		page,
		pages: Math.max(1, Math.ceil(total / PER_PAGE)),
		total,
	}
}

export default function Activity() {
	const t = useT()
	const locale = useLocale()
	const { filters, rows, actions, page, pages, total } = useLoaderData<typeof loader>()
	const when = new Intl.DateTimeFormat(intlLocale[locale], {
		dateStyle: 'medium',
		timeStyle: 'medium',
		timeZone: COUNCIL_TIME_ZONE,
	})
	const label = (prefix: string, value: string) => {
		const key = `${prefix}.${value}` as MessageKey
		const text = t(key)
		return text === key ? value : text
	}
	const input = 'mt-1 h-11 w-full rounded-md border border-slate-400 bg-white px-3'
	const link = (p: number) => {
		const params = new URLSearchParams({ ...filters, page: String(p) })
		for (const [k, v] of [...params]) if (!v) params.delete(k)
		return `?${params}`
	}
	return (
		<>
			<AdminPageHeader title="admin.activityLog.title" intro="admin.activityLog.intro" />
			<form
				method="get"
				className="mb-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-2 lg:grid-cols-5"
			>
				<div>
					<label htmlFor="f-kind" className="block font-semibold">
						{t('admin.activityLog.kind')}
					</label>
					<select id="f-kind" name="kind" defaultValue={filters.kind} className={input}>
						<option value="">{t('admin.activityLog.all')}</option>
						{kinds.map((k) => (
							<option key={k} value={k}>
								{t(`admin.activity.kind.${k}`)}
							</option>
						))}
					</select>
				</div>
				<div>
					<label htmlFor="f-action" className="block font-semibold">
						{t('admin.activityLog.action')}
					</label>
					<select id="f-action" name="action" defaultValue={filters.action} className={input}>
						<option value="">{t('admin.activityLog.all')}</option>
						{actions.map((a) => (
							<option key={a} value={a}>
								{label('admin.activity.action', a)}
							</option>
						))}
					</select>
				</div>
				<div>
					<label htmlFor="f-actor" className="block font-semibold">
						{t('admin.activityLog.actor')}
					</label>
					<input
						id="f-actor"
						name="actor"
						defaultValue={filters.actor}
						maxLength={100}
						className={input}
					/>
				</div>
				<div>
					<label htmlFor="f-from" className="block font-semibold">
						{t('admin.activityLog.from')}
					</label>
					<input
						id="f-from"
						name="from"
						type="date"
						defaultValue={filters.from}
						className={input}
					/>
				</div>
				<div>
					<label htmlFor="f-to" className="block font-semibold">
						{t('admin.activityLog.to')}
					</label>
					<input id="f-to" name="to" type="date" defaultValue={filters.to} className={input} />
				</div>
				<div className="flex gap-3 sm:col-span-2 lg:col-span-5">
					<button
						type="submit"
						className="h-11 rounded-md bg-primary px-4 font-semibold text-white hover:bg-primary-dark"
					>
						{t('admin.activityLog.filter')}
					</button>
					<Link
						to={`${ADMIN_BASE}/activity`}
						className="inline-flex h-11 items-center rounded-md border border-slate-400 px-4 font-semibold"
					>
						{t('admin.activityLog.reset')}
					</Link>
				</div>
			</form>
			<p role="status" className="mb-3">
				{t('admin.activityLog.count', { count: total })}
			</p>
			<div
				className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
				role="region"
				aria-labelledby="activity-caption"
				tabIndex={0}
			>
				<table className="w-full min-w-[56rem] text-left text-sm">
					<caption id="activity-caption" className="sr-only">
						{t('admin.activityLog.title')}
					</caption>
					<thead className="bg-slate-100">
						<tr>
							<th scope="col" className="p-3">
								{t('admin.activityLog.when')}
							</th>
							<th scope="col" className="p-3">
								{t('admin.activityLog.actor')}
							</th>
							<th scope="col" className="p-3">
								{t('admin.activityLog.action')}
							</th>
							<th scope="col" className="p-3">
								{t('admin.activityLog.item')}
							</th>
							<th scope="col" className="p-3">
								{t('admin.activityLog.kind')}
							</th>
							<th scope="col" className="p-3">
								{t('admin.activityLog.address')}
							</th>
						</tr>
					</thead>
					<tbody className="divide-y divide-slate-200">
						{rows.map((r) => (
							<tr key={r.id} data-activity={r.action}>
								<td className="p-3 whitespace-nowrap">
									<time dateTime={r.created_at}>{when.format(new Date(r.created_at))}</time>
								</td>
								<th scope="row" className="p-3 font-semibold">
									{r.actor || t('admin.activity.unknownAccount')}
								</th>
								<td className="p-3">{label('admin.activity.action', r.action)}</td>
								<td className="p-3">
									{label('admin.activity.item', r.item_type)}
									{r.item_title ? ` — ${r.item_title}` : ''}
								</td>
								<td className="p-3">{t(`admin.activity.kind.${r.kind}`)}</td>
								<td className="p-3 font-mono">{r.ip ?? ''}</td>
							</tr>
						))}
					</tbody>
				</table>
			</div>
			<Pager
				label={t('admin.pagination')}
				page={page}
				pages={pages}
				href={link}
				previous={t('admin.pagination.previous')}
				next={t('admin.pagination.next')}
				status={t('admin.pagination.status', { page, pages })}
				className="mt-4"
			/>
		</>
	)
}
