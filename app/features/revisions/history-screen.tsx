import { Form, Link } from 'react-router'
import { CsrfInput } from '#app/auth/csrf-input'
import { AdminPageHeader } from '#app/features/staff-frame/admin-page'
import { Button, buttonVariants } from '#app/components/ui/button'
import { DataCell, DataTable, RowHeader } from '#app/components/ui/data-table'
import { Field, Select } from '#app/components/ui/field'
import { usePageFieldName } from '#app/features/pages/editor/field-name'
import { useLocale, useT } from '#app/i18n/hooks'
import type { MessageKey } from '#app/i18n/i18n'
import type { AdminMessageKey } from '#app/i18n/messages/admin.en'
import { ChangesTables, formatWhen } from './diff-view'
import type { HistoryData } from './history.server'
import type { FlatState } from './types'

/** A field's name as its form labels it (pages: as the page editor names it). */
function useFieldLabel(data: HistoryData, values: FlatState) {
	const t = useT()
	const pageName = usePageFieldName(values)
	return (name: string) => {
		if (data.editorFieldNames) return pageName(name) ?? name
		const key: AdminMessageKey | undefined = data.fieldLabels[name]
		return key ? t(key) : name
	}
}

function actionLabel(action: string): MessageKey {
	return `admin.history.action.${action}` as MessageKey
}

function Summary({ data, row }: { data: HistoryData; row: HistoryData['revisions'][number] }) {
	const t = useT()
	const label = useFieldLabel(data, row.kinds)
	if (row.action === 'before') return <>{t('admin.history.beforeNote')}</>
	if (row.changed.length === 0) return <>{t('admin.history.noTextChange')}</>
	const fields = row.changed.map(label).join(', ')
	return (
		<>
			{t('admin.history.changed', { fields })}
			{row.more ? ` ${t('admin.history.andMore', { count: row.more })}` : null}
		</>
	)
}

/**
 * An item's history: its saved versions, newest first (who, when, what changed), a form to
 * compare any two side by side, and a restore button for each (with a confirmation first). All
 * links and plain forms: it works the same without JavaScript.
 */
type Revision = HistoryData['revisions'][number]

/** One end of the comparison: a choice of the item's versions. */
function VersionPicker({
	name,
	label,
	revisions,
	selected,
	versionName,
}: {
	name: 'from' | 'to'
	label: string
	revisions: Revision[]
	selected: number | undefined
	versionName: (revision: Revision) => string
}) {
	return (
		<Field id={`compare-${name}`} label={label}>
			{(control) => (
				<Select {...control} name={name} width="auto" defaultValue={selected}>
					{revisions.map((r) => (
						<option key={r.version} value={r.version}>
							{versionName(r)}
						</option>
					))}
				</Select>
			)}
		</Field>
	)
}

export function HistoryScreen({ data }: { data: HistoryData }) {
	const t = useT()
	const locale = useLocale()
	const { revisions, compare, restoring } = data
	const who = (actor: string) => actor || t('admin.history.unknownPerson')
	const versionName = (v: { version: number; createdAt: string; actor: string }) =>
		t('admin.diff.versionAt', {
			n: v.version,
			when: formatWhen(v.createdAt, locale),
			who: who(v.actor),
		})
	const compareLabel = useFieldLabel(data, compare?.labelValues ?? {})
	return (
		<>
			<AdminPageHeader title="admin.history.title">
				{data.exists ? (
					<Link to={data.editHref} className="text-primary-dark underline">
						{t('admin.history.backToEditor')}
					</Link>
				) : (
					<Link to="../deleted" relative="path" className="text-primary-dark underline">
						{t('admin.nav.deleted')}
					</Link>
				)}
			</AdminPageHeader>
			<p className="mb-6 text-slate-800">
				{t('admin.history.intro', { kind: t(data.kindLabel), title: data.title })}
			</p>
			{data.exists ? null : (
				<p className="mb-6 rounded-md bg-amber-50 p-3">{t('admin.history.deletedNote')}</p>
			)}

			{restoring ? (
				<section
					role="alertdialog"
					aria-labelledby="restore-title"
					aria-describedby="restore-text"
					className="mb-6 max-w-3xl rounded-xl border-2 border-primary bg-white p-5"
				>
					<h2 id="restore-title" className="text-lg font-bold">
						{t('admin.history.restoreQuestion', { version: versionName(restoring) })}
					</h2>
					<p id="restore-text" className="mt-1 text-slate-700">
						{t(
							restoring.forReview
								? 'admin.history.restoreEffectReview'
								: 'admin.history.restoreEffect',
						)}
					</p>
					<Form method="post" className="mt-4 flex flex-wrap gap-3">
						<CsrfInput />
						<input type="hidden" name="version" value={restoring.version} />
						<Button type="submit" name="intent" value="restore">
							{t('admin.history.restoreConfirm')}
						</Button>
						<Link to={data.historyHref} className={buttonVariants({ variant: 'outline' })}>
							{t('admin.history.restoreCancel')}
						</Link>
					</Form>
				</section>
			) : null}

			{revisions.length > 1 ? (
				<Form
					method="get"
					className="mb-6 flex flex-wrap items-end gap-4 rounded-xl border border-slate-200 bg-white p-4"
				>
					<input type="hidden" name="type" value={data.type} />
					<input type="hidden" name="id" value={data.id} />
					<VersionPicker
						name="from"
						label={t('admin.history.compareFrom')}
						revisions={revisions}
						selected={compare?.from.version ?? revisions[1]?.version}
						versionName={versionName}
					/>
					<VersionPicker
						name="to"
						label={t('admin.history.compareTo')}
						revisions={revisions}
						selected={compare?.to.version ?? revisions[0]?.version}
						versionName={versionName}
					/>
					<Button type="submit">{t('admin.history.compare')}</Button>
				</Form>
			) : null}

			{compare ? (
				<section aria-labelledby="compare-title" className="mb-8">
					<h2 id="compare-title" tabIndex={-1} className="mb-3 text-xl font-bold">
						{t('admin.history.compareTitle', {
							from: compare.from.version,
							to: compare.to.version,
						})}
					</h2>
					<ChangesTables
						changes={compare.changes}
						fieldLabel={compareLabel}
						beforeTitle={versionName(compare.from)}
						afterTitle={versionName(compare.to)}
					/>
				</section>
			) : null}

			{revisions.length === 0 ? (
				<p>{t('admin.history.empty')}</p>
			) : (
				<DataTable
					stack="phone"
					id="versions"
					caption={t('admin.history.versions')}
					captionStyle="shown"
					bodyClassName="align-top"
					columns={[
						t('admin.history.col.version'),
						t('admin.history.col.when'),
						t('admin.history.col.who'),
						t('admin.history.col.what'),
						t('admin.col.actions'),
					]}
				>
					{revisions.map((row, i) => {
						const older = revisions[i + 1]
						return (
							<tr key={row.version} data-version={row.version}>
								<RowHeader className="whitespace-nowrap">
									{t('admin.history.versionN', { n: row.version })}
									<br />
									<span className="font-normal">{t(actionLabel(row.action))}</span>
								</RowHeader>
								<DataCell className="whitespace-nowrap">
									<time dateTime={row.createdAt}>{formatWhen(row.createdAt, locale)}</time>
								</DataCell>
								<DataCell>{who(row.actor)}</DataCell>
								<DataCell>
									<Summary data={data} row={row} />
								</DataCell>
								<DataCell>
									<div className="flex flex-wrap gap-2">
										{older ? (
											<Link
												to={`${data.historyHref}&from=${older.version}&to=${row.version}#compare-title`}
												aria-label={t('admin.history.compareWithPreviousN', { n: row.version })}
												className={buttonVariants({ variant: 'outline', size: 'sm' })}
											>
												{t('admin.history.compareWithPrevious')}
											</Link>
										) : null}
										{data.exists && i > 0 && row.action !== 'deleted' ? (
											<Link
												to={`${data.historyHref}&restore=${row.version}`}
												aria-label={t('admin.history.restoreN', { n: row.version })}
												className={buttonVariants({ variant: 'outline', size: 'sm' })}
											>
												{t('admin.history.restore')}
											</Link>
										) : null}
									</div>
								</DataCell>
							</tr>
						)
					})}
				</DataTable>
			)}
		</>
	)
}

/** The history's address without an item: where each item's history is found. */
export function HistoryHelp() {
	const t = useT()
	return (
		<>
			<AdminPageHeader title="admin.history.title" />
			<p>{t('admin.history.where')}</p>
		</>
	)
}
