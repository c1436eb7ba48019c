import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { AdminPageHeader } from '#app/features/staff-frame/admin-page'
import { DataCell, DataTable, RowHeader } from '#app/components/ui/data-table'
import { Field, Input, Select } from '#app/components/ui/field'
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
				<Field id="f-kind" label={t('admin.activityLog.kind')}>
					{(control) => (
						<Select {...control} name="kind" defaultValue={filters.kind}>
							<option value="">{t('admin.activityLog.all')}</option>
							{kinds.map((k) => (
								<option key={k} value={k}>
									{t(`admin.activity.kind.${k}`)}
								</option>
							))}
						</Select>
					)}
				</Field>
				<Field id="f-action" label={t('admin.activityLog.action')}>
					{(control) => (
						<Select {...control} name="action" defaultValue={filters.action}>
							<option value="">{t('admin.activityLog.all')}</option>
							{actions.map((a) => (
								<option key={a} value={a}>
									{label('admin.activity.action', a)}
								</option>
							))}
						</Select>
					)}
				</Field>
				<Field id="f-actor" label={t('admin.activityLog.actor')}>
					{(control) => (
						<Input {...control} name="actor" defaultValue={filters.actor} maxLength={100} />
					)}
				</Field>
				<Field id="f-from" label={t('admin.activityLog.from')}>
					{(control) => <Input {...control} name="from" type="date" defaultValue={filters.from} />}
				</Field>
				<Field id="f-to" label={t('admin.activityLog.to')}>
					{(control) => <Input {...control} name="to" type="date" defaultValue={filters.to} />}
				</Field>
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
			<DataTable
				stack="phone"
				id="activity"
				caption={t('admin.activityLog.title')}
				minWidth="xl"
				columns={[
					t('admin.activityLog.when'),
					t('admin.activityLog.actor'),
					t('admin.activityLog.action'),
					t('admin.activityLog.item'),
					t('admin.activityLog.kind'),
					t('admin.activityLog.address'),
				]}
			>
				{rows.map((r) => (
					<tr key={r.id} data-activity={r.action}>
						<DataCell className="whitespace-nowrap">
							<time dateTime={r.created_at}>{when.format(new Date(r.created_at))}</time>
						</DataCell>
						<RowHeader>{r.actor || t('admin.activity.unknownAccount')}</RowHeader>
						<DataCell>{label('admin.activity.action', r.action)}</DataCell>
						<DataCell>
							{label('admin.activity.item', r.item_type)}
							{r.item_title ? ` — ${r.item_title}` : ''}
						</DataCell>
						<DataCell>{t(`admin.activity.kind.${r.kind}`)}</DataCell>
						<DataCell className="font-mono">{r.ip ?? ''}</DataCell>
					</tr>
				))}
			</DataTable>
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
