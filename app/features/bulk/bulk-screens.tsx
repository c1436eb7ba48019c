import { Form, Link } from 'react-router'
import { CsrfInput } from '#app/auth/csrf-input'
import { ADMIN_BASE } from '#app/config'
import { Button, buttonVariants } from '#app/components/ui/button'
import { Checkbox, Field, Select } from '#app/components/ui/field'
import { useT } from '#app/i18n/hooks'
import { cn } from '#app/utils/misc'
import {
	BULK_ACTIONS,
	type BulkAction,
	type BulkChoice,
	type BulkReport,
	type BulkResult,
} from './bulk'

/**
 * The screens of a bulk action (decision 053): the bar above a list, a box on each row, the
 * confirmation and the results. Without JavaScript the boxes belong to the bar's form by its id
 * (`form=`), since each row has forms of its own; "Select all on this page" sends the page's ids
 * along and the server takes them all. With JavaScript it also ticks the boxes.
 */

/** The bar above a list: select all, the action, and on to the confirmation. */
export function BulkBar({
	formId,
	path,
	back,
	shown,
	actions = BULK_ACTIONS,
}: {
	formId: string
	/** The list's address: the confirmation is this address with `?bulk=…`. */
	path: string
	/** The list as it is now (filters, page), to come back to. */
	back: string
	/** The ids of the items on this page of the list. */
	shown: number[]
	actions?: readonly BulkAction[]
}) {
	const t = useT()
	const tickAll = (checked: boolean) => {
		for (const box of document.querySelectorAll<HTMLInputElement>(
			`input[type="checkbox"][name="id"][form="${formId}"]`,
		))
			box.checked = checked
	}
	return (
		<Form
			id={formId}
			method="get"
			action={path}
			aria-label={t('admin.bulk.legend')}
			className="mb-3 flex flex-wrap items-end gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white p-3"
			data-bulk-bar
		>
			<input type="hidden" name="back" value={back} />
			{shown.map((id) => (
				<input key={id} type="hidden" name="shown" value={id} />
			))}
			<label className="inline-flex min-h-11 items-center gap-3 font-semibold">
				<Checkbox
					name="all"
					value="1"
					tone="brand"
					className="size-6"
					onChange={(event) => tickAll(event.currentTarget.checked)}
				/>
				{t('admin.bulk.selectAll')}
			</label>
			<Field id={`${formId}-action`} label={t('admin.bulk.action')}>
				{(control) => (
					<Select {...control} name="bulk" defaultValue="">
						<option value="">{t('admin.bulk.choose')}</option>
						{actions.map((action) => (
							<option key={action} value={action}>
								{t(`admin.action.${action}`)}
							</option>
						))}
					</Select>
				)}
			</Field>
			<Button type="submit" variant="outline">
				{t('admin.bulk.apply')}
			</Button>
		</Form>
	)
}

/** A row's box, named by the item, part of the bar's form; a 44 px target on a phone. */
export function SelectBox({ formId, id, title }: { formId: string; id: number; title: string }) {
	const t = useT()
	return (
		<label className="-m-2.5 inline-flex size-11 shrink-0 items-center justify-center md:m-0 md:size-auto">
			<Checkbox
				name="id"
				value={id}
				form={formId}
				tone="brand"
				className="size-6"
				aria-label={t('admin.bulk.selectItem', { title })}
				data-select={id}
			/>
		</label>
	)
}

/** The chosen items and the action, to confirm or cancel. */
export function BulkConfirm({ choice, review }: { choice: BulkChoice; review?: boolean }) {
	const t = useT()
	const { action, items, back } = choice
	if (!action || items.length === 0) {
		return (
			<section
				aria-labelledby="bulk-title"
				className="rounded-xl border border-slate-200 bg-white p-5"
			>
				<h2 id="bulk-title" className="text-lg font-bold">
					{t(action ? 'admin.bulk.confirm.none' : 'admin.bulk.confirm.noAction')}
				</h2>
				<Link to={back} className={cn(buttonVariants({ variant: 'outline' }), 'mt-4')}>
					{t('admin.bulk.back')}
				</Link>
			</section>
		)
	}
	return (
		<section
			aria-labelledby="bulk-title"
			className={cn(
				'rounded-xl border-2 bg-white p-5',
				action === 'delete' ? 'border-danger' : 'border-primary',
			)}
			data-bulk-confirm={action}
		>
			<h2 id="bulk-title" className="text-lg font-bold">
				{t(`admin.bulk.confirm.${action}`)}
			</h2>
			<p className="mt-1 text-slate-700">
				{t('admin.bulk.confirm.count', { count: items.length })}
			</p>
			<ul className="mt-3 list-disc space-y-1 pl-6">
				{items.map((item) => (
					<li key={item.id} data-bulk-item={item.id}>
						{item.title || t('admin.bulk.unknownItem', { id: item.id })}
					</li>
				))}
			</ul>
			{action === 'delete' ? (
				<p className="mt-3 text-slate-700">{t('admin.bulk.confirm.deleteNote')}</p>
			) : null}
			{action === 'publish' && review ? (
				<p className="mt-3 text-slate-700">{t('admin.bulk.confirm.reviewNote')}</p>
			) : null}
			<Form method="post" className="mt-4 flex flex-wrap gap-3">
				<CsrfInput />
				<input type="hidden" name="bulk" value={action} />
				<input type="hidden" name="back" value={back} />
				{items.map((item) => (
					<input key={item.id} type="hidden" name="id" value={item.id} />
				))}
				<Button
					type="submit"
					name="intent"
					value="bulk"
					variant={action === 'delete' ? 'danger' : 'primary'}
				>
					{t(`admin.bulk.confirm.yes.${action}`)}
				</Button>
				<Link to={back} className={buttonVariants({ variant: 'outline' })}>
					{t('admin.action.cancel')}
				</Link>
			</Form>
		</section>
	)
}

function Outcome({ action, result }: { action: BulkAction; result: BulkResult }) {
	const t = useT()
	switch (result.outcome) {
		case 'done':
			return <>{t(`admin.bulk.outcome.done.${action}`)}</>
		case 'scheduled':
			return <>{t('admin.bulk.outcome.scheduled')}</>
		case 'submitted':
			return <>{t('admin.bulk.outcome.submitted')}</>
		case 'unchanged':
			return (
				<>
					{result.reason
						? t(result.reason)
						: t(
								action === 'publish'
									? 'admin.bulk.outcome.unchanged.publish'
									: 'admin.bulk.outcome.unchanged.unpublish',
							)}
				</>
			)
		case 'refused':
			return (
				<>
					{t('admin.bulk.outcome.refused')} {result.reason ? t(result.reason) : null}
				</>
			)
	}
}

/** What happened to each item, in the staff member's language. */
export function BulkResults({ report }: { report: BulkReport }) {
	const t = useT()
	const { action, results, back } = report
	const done = results.filter((r) => r.outcome !== 'refused').length
	const deleted = action === 'delete' && results.some((r) => r.outcome === 'done')
	return (
		<section
			aria-labelledby="bulk-results-title"
			className="rounded-xl border border-slate-200 bg-white p-5"
			data-bulk-results={action}
		>
			<h2 id="bulk-results-title" className="text-lg font-bold">
				{t('admin.bulk.results.title')}
			</h2>
			<p role="status" className="mt-1 text-slate-700">
				{t('admin.bulk.results.summary', { done, refused: results.length - done })}
			</p>
			<ul className="mt-3 divide-y divide-slate-200">
				{results.map((result) => (
					<li
						key={result.id}
						className="py-2"
						data-bulk-result={result.id}
						data-outcome={result.outcome}
					>
						<span className="font-semibold">
							{result.title || t('admin.bulk.unknownItem', { id: result.id })}
						</span>
						{' — '}
						<span className={result.outcome === 'refused' ? 'text-danger' : 'text-slate-800'}>
							<Outcome action={action} result={result} />
						</span>
					</li>
				))}
			</ul>
			<div className="mt-4 flex flex-wrap gap-3">
				<Link to={back} className={buttonVariants()}>
					{t('admin.bulk.back')}
				</Link>
				{deleted ? (
					<Link to={`${ADMIN_BASE}/deleted`} className={buttonVariants({ variant: 'outline' })}>
						{t('admin.bulk.deletedLink')}
					</Link>
				) : null}
			</div>
		</section>
	)
}
