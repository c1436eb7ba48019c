import { Plus } from 'lucide-react'
import { useEffect } from 'react'
import {
	Form,
	Link,
	useActionData,
	useLoaderData,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
} from 'react-router'
import { AdminPageHeader } from '#app/components/admin/admin-page'
import { NewsFormPanel } from '#app/components/admin/news-form'
import { Button, buttonVariants } from '#app/components/ui/button'
import { showToast } from '#app/components/ui/toast'
import { getDb } from '#app/db/client.server'
import { listAllNews } from '#app/db/queries/admin.server'
import { excerpt } from '#app/db/queries/content.server'
import { intlLocale } from '#app/i18n/locales'
import { useLocale, useT } from '#app/utils/i18n'
import { cn } from '#app/utils/misc'
import type { AdminHandle } from './layout'
import { newsAction } from './news.server'

export const handle: AdminHandle = {
	crumbs: [
		{ label: 'admin.nav.content', href: '/admin-dtima/content' },
		{ label: 'admin.nav.news' },
	],
}

const LIST = '/admin-dtima/content/news'

export async function loader({ request }: LoaderFunctionArgs) {
	const url = new URL(request.url)
	const rows = await listAllNews(getDb())
	const items = rows.map((r) => ({
		id: r.id,
		slug: r.slug,
		title_en: r.title_en,
		title_fr: r.title_fr,
		content_en: r.content_en,
		content_fr: r.content_fr,
		excerpt: { en: excerpt(r.content_en ?? '', 90), fr: excerpt(r.content_fr ?? '', 90) },
		status: r.status,
		updatedAt: r.updated_at,
	}))
	const editId = Number(url.searchParams.get('edit'))
	const deleteId = Number(url.searchParams.get('delete'))
	return {
		items,
		creating: url.searchParams.has('new'),
		editing: items.find((i) => i.id === editId) ?? null,
		deleting: items.find((i) => i.id === deleteId) ?? null,
	}
}

export async function action({ request, context }: ActionFunctionArgs) {
	return newsAction(request, context)
}

export default function NewsManagement() {
	const t = useT()
	const locale = useLocale()
	const { items, creating, editing, deleting } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const date = new Intl.DateTimeFormat(intlLocale[locale], {
		dateStyle: 'medium',
		timeZone: 'Africa/Douala',
	})
	const pick = (en: string | null, fr: string | null) =>
		(locale === 'fr' ? fr || en : en || fr) ?? ''

	useEffect(() => {
		if (actionData && 'failed' in actionData && actionData.failed) {
			void showToast('error', t('admin.toast.errorTitle'), t('admin.toast.newsFailed'))
		}
	}, [actionData, t])

	return (
		<>
			<AdminPageHeader title="admin.news.title" intro="admin.news.intro">
				<Link to={`${LIST}?new`} className={buttonVariants()}>
					<Plus aria-hidden="true" />
					{t('admin.news.create')}
				</Link>
			</AdminPageHeader>

			{deleting ? (
				<section
					role="alertdialog"
					aria-labelledby="delete-title"
					aria-describedby="delete-text"
					className="mb-6 rounded-xl border-2 border-danger bg-white p-5"
				>
					<h2 id="delete-title" className="text-lg font-bold">
						{t('admin.confirmDelete.title', { title: pick(deleting.title_en, deleting.title_fr) })}
					</h2>
					<p id="delete-text" className="mt-1 text-slate-700">
						{t('admin.confirmDelete.text')}
					</p>
					<Form method="post" className="mt-4 flex gap-3">
						<input type="hidden" name="id" value={deleting.id} />
						<Button
							type="submit"
							name="intent"
							value="delete"
							className="bg-danger hover:bg-red-800"
						>
							{t('admin.action.confirmDelete')}
						</Button>
						<Link to={LIST} className={buttonVariants({ variant: 'outline' })}>
							{t('admin.action.cancel')}
						</Link>
					</Form>
				</section>
			) : null}

			{items.length ? (
				<div
					className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
					role="region"
					aria-labelledby="news-table-caption"
					tabIndex={0}
				>
					<table className="w-full min-w-[48rem] text-left text-sm">
						<caption id="news-table-caption" className="sr-only">
							{t('admin.news.title')}
						</caption>
						<thead className="bg-slate-100 text-slate-900">
							<tr>
								<th scope="col" className="p-3">
									{t('admin.col.title')}
								</th>
								<th scope="col" className="p-3">
									{t('admin.col.content')}
								</th>
								<th scope="col" className="p-3">
									{t('admin.col.status')}
								</th>
								<th scope="col" className="p-3">
									{t('admin.col.lastModified')}
								</th>
								<th scope="col" className="p-3">
									{t('admin.col.actions')}
								</th>
							</tr>
						</thead>
						<tbody className="divide-y divide-slate-200">
							{items.map((item) => {
								const published = item.status === 'published'
								return (
									<tr key={item.id} data-news-row={item.id}>
										<th scope="row" className="p-3 font-semibold">
											{pick(item.title_en, item.title_fr)}
										</th>
										<td className="p-3 text-slate-700">
											{pick(item.excerpt.en || null, item.excerpt.fr || null)}
										</td>
										<td className="p-3">
											<span
												className={cn(
													'rounded-full px-2.5 py-0.5 text-xs font-semibold',
													published
														? 'bg-primary-light text-primary-dark'
														: 'bg-amber-100 text-amber-900',
												)}
											>
												{t(published ? 'admin.status.published' : 'admin.status.draft')}
											</span>
										</td>
										<td className="p-3 whitespace-nowrap">
											<time dateTime={item.updatedAt}>{date.format(new Date(item.updatedAt))}</time>
										</td>
										<td className="p-3">
											<Form method="post" className="flex flex-wrap gap-2">
												<input type="hidden" name="id" value={item.id} />
												<Link
													to={`${LIST}?edit=${item.id}`}
													className={buttonVariants({ variant: 'outline', size: 'sm' })}
												>
													{t('admin.action.edit')}
												</Link>
												<Button
													type="submit"
													name="intent"
													value={published ? 'unpublish' : 'publish'}
													variant="outline"
													size="sm"
												>
													{t(published ? 'admin.action.unpublish' : 'admin.action.publish')}
												</Button>
												<Link
													to={`${LIST}?delete=${item.id}`}
													className={buttonVariants({
														variant: 'ghost',
														size: 'sm',
														className: 'text-danger',
													})}
												>
													{t('admin.action.delete')}
												</Link>
											</Form>
										</td>
									</tr>
								)
							})}
						</tbody>
					</table>
				</div>
			) : (
				<p className="text-slate-700">{t('admin.news.empty')}</p>
			)}

			{creating || editing ? (
				<NewsFormPanel
					key={editing ? `edit-${editing.id}` : 'create'}
					closeHref={LIST}
					lastResult={actionData && 'result' in actionData ? actionData.result : null}
					failed={Boolean(actionData && 'failed' in actionData && actionData.failed)}
					defaults={editing ?? undefined}
				/>
			) : null}
		</>
	)
}
