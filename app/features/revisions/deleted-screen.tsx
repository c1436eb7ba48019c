import { Form, Link } from 'react-router'
import { CsrfInput } from '#app/auth/csrf-input'
import { AdminPageHeader } from '#app/features/staff-frame/admin-page'
import { Button, buttonVariants } from '#app/components/ui/button'
import { DataCell, DataTable, RowHeader } from '#app/components/ui/data-table'
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
				<DataTable
					stack="phone"
					id="deleted"
					caption={t('admin.deleted.title')}
					bodyClassName="align-top"
					columns={[
						t('admin.deleted.col.item'),
						t('admin.deleted.col.kind'),
						t('admin.deleted.col.deleted'),
						t('admin.deleted.col.until'),
						t('admin.col.actions'),
					]}
				>
					{data.items.map((item) => (
						<tr key={`${item.type}-${item.id}`} data-deleted={`${item.type}-${item.id}`}>
							<RowHeader>{item.title || t('admin.deleted.untitled')}</RowHeader>
							<DataCell>{t(item.kindLabel)}</DataCell>
							<DataCell>
								{t('admin.deleted.by', {
									when: formatWhen(item.deletedAt, locale),
									who: item.actor || t('admin.history.unknownPerson'),
								})}
							</DataCell>
							<DataCell className="whitespace-nowrap">{formatWhen(item.until, locale)}</DataCell>
							<DataCell>
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
							</DataCell>
						</tr>
					))}
				</DataTable>
			)}
		</>
	)
}
