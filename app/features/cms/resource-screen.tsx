import { COUNCIL_TIME_ZONE } from '#app/config'
import { CsrfInput } from '#app/auth/csrf-input'
import { Plus } from 'lucide-react'
import { useEffect } from 'react'
import { Form, Link, useLocation } from 'react-router'
import { AdminPageHeader } from '#app/features/staff-frame/admin-page'
import { ResourceFormPanel } from '#app/features/cms/resource-form'
import { Button, buttonVariants } from '#app/components/ui/button'
import { DataCell, DataTable, RowHeader } from '#app/components/ui/data-table'
import { Pager } from '#app/components/ui/pager'
import { showToast } from '#app/components/ui/toast'
import { intlLocale, type Locale } from '#app/i18n/locales'
import type { ListColumn, ResourceDef } from '#app/features/cms/resources'
import type {
	ResourceActionData,
	ResourceItem,
	ResourceLoaderData,
} from '#app/features/cms/resource.server'
import { useLocale, useT } from '#app/i18n/hooks'
import { StatusBadge } from '#app/features/scheduling/schedule-badge'
import { PendingBadge } from '#app/features/review/pending-notice'
import { BulkBar, BulkConfirm, BulkResults, SelectBox } from '#app/features/bulk/bulk-screens'

type Values = ResourceItem['values']

/** What the screen receives from its route: the loader's data and the action's answer. */
export interface ResourceScreenProps {
	def: ResourceDef
	/** With whether an item can be previewed (its content type says so; decision 030). */
	data: ResourceLoaderData & { previewable?: boolean }
	actionData: ResourceActionData | undefined
}

/** A text in the interface language, or in the other one when it is the only one written. */
export function pickText(values: Values, base: string, locale: Locale) {
	const en = values[`${base}_en`]
	const fr = values[`${base}_fr`]
	if (en === undefined && fr === undefined) return String(values[base] ?? '')
	return String((locale === 'fr' ? fr || en : en || fr) ?? '')
}

function Cell({
	def,
	column,
	item,
	now,
}: {
	def: ResourceDef
	column: ListColumn
	item: ResourceItem
	now: string
}) {
	const t = useT()
	const locale = useLocale()
	switch (column.kind) {
		case 'status':
			return (
				<>
					<StatusBadge
						status={item.status}
						publishAt={item.publishAt}
						unpublishAt={item.unpublishAt}
						now={now}
					/>
					{item.pending ? <PendingBadge pending={item.pending} /> : null}
				</>
			)
		case 'updated':
			return item.updated_at ? (
				<time dateTime={item.updated_at} className="whitespace-nowrap">
					{new Intl.DateTimeFormat(intlLocale[locale], {
						dateStyle: 'medium',
						timeZone: COUNCIL_TIME_ZONE,
					}).format(new Date(item.updated_at))}
				</time>
			) : null
		case 'date': {
			const value = String(item.values[column.field] ?? '')
			if (!value) return null
			return (
				<time dateTime={value} className="whitespace-nowrap">
					{new Intl.DateTimeFormat(intlLocale[locale], {
						dateStyle: 'medium',
						timeZone: 'UTC',
					}).format(new Date(`${value}T00:00:00Z`))}
				</time>
			)
		}
		case 'option': {
			const field = def.fields.find((f) => f.name === column.field)
			const option = field?.options?.find((o) => o.value === item.values[column.field])
			return option ? <>{t(option.label)}</> : null
		}
		case 'link':
			return <span className="break-all">{String(item.values[column.field] ?? '')}</span>
		default:
			return <>{pickText(item.values, column.field, locale)}</>
	}
}

function DeleteConfirmation({ def, item }: { def: ResourceDef; item: ResourceItem }) {
	const t = useT()
	const locale = useLocale()
	return (
		<section
			role="alertdialog"
			aria-labelledby="delete-title"
			aria-describedby="delete-text"
			className="mb-6 rounded-xl border-2 border-danger bg-white p-5"
		>
			<h2 id="delete-title" className="text-lg font-bold">
				{t('admin.confirmDelete.title', { title: pickText(item.values, def.titleField, locale) })}
			</h2>
			<p id="delete-text" className="mt-1 text-slate-700">
				{t('admin.confirmDelete.text')}
			</p>
			<Form method="post" className="mt-4 flex gap-3">
				<CsrfInput />
				<input type="hidden" name="id" value={item.id} />
				<Button type="submit" name="intent" value="delete" variant="danger">
					{t('admin.action.confirmDelete')}
				</Button>
				<Link to={def.path} className={buttonVariants({ variant: 'outline' })}>
					{t('admin.action.cancel')}
				</Link>
			</Form>
		</section>
	)
}

/**
 * A content screen: the list (title, state, changes), row actions (edit, publish or unpublish,
 * delete with confirmation), and the create/edit panel. Everything is a link or a form post, so it
 * all works without JavaScript.
 */
export function ResourceScreen({ def, data, actionData: reply }: ResourceScreenProps) {
	const t = useT()
	// A bulk action answers with its results; every other post with the form's messages.
	const actionData = reply && 'bulk' in reply ? undefined : reply
	const { pathname, search } = useLocation()
	const { creating, editing, deleting, token } = data
	// The same screen answers at its alias (menu's top-level Events, Quick Links): stay there.
	const base = pathname.replace(/\/+$/, '')
	const failed = Boolean(actionData?.failed)

	useEffect(() => {
		if (failed) void showToast('error', t('admin.toast.errorTitle'), t(def.text.failed))
	}, [actionData, failed, def, t])

	return (
		<>
			<AdminPageHeader title={def.text.title} intro={def.text.intro}>
				<Link to={`${base}?new`} className={buttonVariants()}>
					<Plus aria-hidden="true" />
					{t(def.text.create)}
				</Link>
			</AdminPageHeader>

			{reply && 'bulk' in reply ? (
				<BulkResults report={reply.bulk} />
			) : data.bulk ? (
				<BulkConfirm choice={data.bulk} review={data.review} />
			) : (
				<>
					{deleting ? <DeleteConfirmation def={def} item={deleting} /> : null}
					<ResourceList def={def} data={data} base={base} back={`${pathname}${search}`} />
				</>
			)}

			{creating || editing ? (
				<ResourceFormPanel
					// Drawn afresh after a conflict, and again on "Start again from the current version".
					key={
						editing
							? `edit-${editing.id}-${actionData?.conflict ? 'conflict' : 'stored'}`
							: 'create'
					}
					def={def}
					extras={data}
					closeHref={base}
					lastResult={actionData?.result ?? null}
					failed={failed}
					preview={actionData?.preview}
					item={editing}
					token={token}
					conflict={actionData?.conflict}
					review={data.review}
					previewable={data.previewable ?? false}
				/>
			) : null}
		</>
	)
}

const BULK_FORM = 'items-bulk'

/** The list of items, one page of it, with the bulk bar above it and a box on each row. */
function ResourceList({
	def,
	data,
	base,
	back,
}: {
	def: ResourceDef
	data: ResourceScreenProps['data']
	/** The list's address (a content type may answer at an alias). */
	base: string
	/** The list as it is now, to come back to after a bulk action. */
	back: string
}) {
	const t = useT()
	const locale = useLocale()
	const { items, page, pages } = data
	return (
		<>
			{items.length ? (
				<BulkBar
					formId={BULK_FORM}
					path={base}
					back={back}
					shown={items.map((item) => item.id)}
					actions={def.publishable ? undefined : ['delete']}
				/>
			) : null}
			{items.length ? (
				<DataTable
					stack="phone"
					id={`${def.key}-table`}
					caption={t(def.text.title)}
					minWidth="lg"
					columns={[...def.columns.map((column) => t(column.label)), t('admin.col.actions')]}
				>
					{items.map((item) => {
						const published = item.status === 'published'
						return (
							<tr key={item.id} data-item-row={item.id}>
								{def.columns.map((column, i) =>
									i === 0 ? (
										<RowHeader key={column.field}>
											<span className="flex items-start gap-2">
												<SelectBox
													formId={BULK_FORM}
													id={item.id}
													title={pickText(item.values, def.titleField, locale)}
												/>
												<span>
													<Cell def={def} column={column} item={item} now={data.now} />
													{item.undescribed ? (
														<span className="ml-2 inline-block rounded-full border border-amber-700 bg-amber-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900">
															{t('admin.list.noDescription')}
														</span>
													) : null}
												</span>
											</span>
										</RowHeader>
									) : (
										<DataCell key={column.field} className="text-slate-700">
											<Cell def={def} column={column} item={item} now={data.now} />
										</DataCell>
									),
								)}
								<DataCell>
									<Form method="post" className="flex flex-wrap gap-2">
										<CsrfInput />
										<input type="hidden" name="id" value={item.id} />
										<Link
											to={`${base}?edit=${item.id}`}
											aria-label={t('admin.action.editItem', {
												title: pickText(item.values, def.titleField, locale),
											})}
											className={buttonVariants({ variant: 'outline', size: 'sm' })}
										>
											{t('admin.action.edit')}
										</Link>
										{def.publishable && (published || !data.review) ? (
											<Button
												type="submit"
												name="intent"
												value={published ? 'unpublish' : 'publish'}
												variant="outline"
												size="sm"
											>
												{t(published ? 'admin.action.unpublish' : 'admin.action.publish')}
											</Button>
										) : null}
										<Link
											to={`${base}?delete=${item.id}`}
											className={buttonVariants({ variant: 'dangerGhost', size: 'sm' })}
										>
											{t('admin.action.delete')}
										</Link>
									</Form>
								</DataCell>
							</tr>
						)
					})}
				</DataTable>
			) : (
				<p className="text-slate-700">{t(def.text.empty)}</p>
			)}
			<Pager
				label={t('admin.pagination')}
				page={page}
				pages={pages}
				href={(n) => `${base}?page=${n}`}
				previous={t('admin.pagination.previous')}
				next={t('admin.pagination.next')}
				status={t('admin.pagination.status', { page, pages })}
				className="mt-4"
			/>
		</>
	)
}
