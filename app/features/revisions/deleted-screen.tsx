import { Form, Link } from 'react-router'
import { CsrfInput } from '#app/auth/csrf-input'
import { AdminPageHeader } from '#app/features/staff-frame/admin-page'
import { Button, buttonVariants } from '#app/components/ui/button'
import { useLocale, useT } from '#app/i18n/hooks'
import { formatWhen } from './diff-view'
import type { DeletedData } from './deleted.server'

/**
 * "Recently deleted": what was deleted in the last 30 days, by whom and until when it can come
 * back; one Restore button (a plain form) per item.
 */
export function DeletedScreen({ data }: { data: DeletedData }) {
	const t = useT()
	const locale = useLocale()
	return (
		<>
			<AdminPageHeader title="admin.deleted.title" intro="admin.deleted.intro" />
			{data.items.length === 0 ? (
				<p>{t('admin.deleted.empty')}</p>
			) : (
				<div
					className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
					role="region"
					aria-labelledby="deleted-caption"
					tabIndex={0}
				>
					<table className="w-full min-w-[44rem] text-left text-sm">
						<caption id="deleted-caption" className="sr-only">
							{t('admin.deleted.title')}
						</caption>
						<thead className="bg-slate-100 text-slate-900">
							<tr>
								<th scope="col" className="p-3">
									{t('admin.deleted.col.item')}
								</th>
								<th scope="col" className="p-3">
									{t('admin.deleted.col.kind')}
								</th>
								<th scope="col" className="p-3">
									{t('admin.deleted.col.deleted')}
								</th>
								<th scope="col" className="p-3">
									{t('admin.deleted.col.until')}
								</th>
								<th scope="col" className="p-3">
									{t('admin.col.actions')}
								</th>
							</tr>
						</thead>
						<tbody className="divide-y divide-slate-200 align-top">
							{data.items.map((item) => (
								<tr key={`${item.type}-${item.id}`} data-deleted={`${item.type}-${item.id}`}>
									<th scope="row" className="p-3 font-semibold">
										{item.title || t('admin.deleted.untitled')}
									</th>
									<td className="p-3">{t(item.kindLabel)}</td>
									<td className="p-3">
										{t('admin.deleted.by', {
											when: formatWhen(item.deletedAt, locale),
											who: item.actor || t('admin.history.unknownPerson'),
										})}
									</td>
									<td className="p-3 whitespace-nowrap">{formatWhen(item.until, locale)}</td>
									<td className="p-3">
										<Form method="post" className="flex flex-wrap gap-2">
											<CsrfInput />
											<input type="hidden" name="type" value={item.type} />
											<input type="hidden" name="id" value={item.id} />
											<Button
												type="submit"
												name="intent"
												value="restore"
												size="sm"
												aria-label={t('admin.deleted.restoreLabel', { title: item.title })}
											>
												{t('admin.deleted.restore')}
											</Button>
											<Link
												to={item.historyHref}
												className={buttonVariants({ variant: 'outline', size: 'sm' })}
											>
												{t('admin.history.title')}
											</Link>
										</Form>
									</td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
			)}
		</>
	)
}
