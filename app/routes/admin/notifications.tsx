import { requireStaff, staffForm } from '#app/auth/auth.server'
import { CsrfInput } from '#app/auth/csrf-input'
import {
	Form,
	Link,
	useLoaderData,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
} from 'react-router'
import { AdminPageHeader } from '#app/features/staff-frame/admin-page'
import { Button } from '#app/components/ui/button'
import { getDb } from '#app/db/client.server'
import { intlLocale } from '#app/i18n/locales'
import { parseId } from '#app/features/cms/resource.server'
import { noticesFor } from '#app/features/cms/queries.server'
import { redirectWithFlash } from '#app/features/cms/flash.server'
import { useLocale, useT } from '#app/i18n/hooks'
import { cn } from '#app/utils/misc'
import type { AdminHandle } from './layout'
import { ADMIN_BASE, COUNCIL_TIME_ZONE } from '#app/config'

export const handle: AdminHandle = { crumbs: [{ label: 'admin.nav.notifications' }] }

const PATH = `${ADMIN_BASE}/notifications`

export async function loader({ request }: LoaderFunctionArgs) {
	const session = await requireStaff(request)
	// Notices for this person: their own, their role's, and those for all staff (decision 029).
	const items = await noticesFor(getDb(), session.user)
		.selectAll()
		.orderBy('created_at', 'desc')
		.orderBy('id', 'desc')
		.limit(100)
		.execute()
	return { items }
}

/** Mark one notice, or all of them, as read. Reading is not logged: it changes no content. */
export async function action({ request }: ActionFunctionArgs) {
	const { form } = await staffForm(request)
	const intent = String(form.get('intent') ?? '')
	const db = getDb()
	const now = new Date().toISOString()
	if (intent === 'readAll') {
		await db
			.updateTable('notifications')
			.set({ read_at: now })
			.where('read_at', 'is', null)
			.execute()
		return redirectWithFlash(PATH, {
			kind: 'success',
			title: 'admin.toast.successTitle',
			text: 'admin.notifications.allRead',
		})
	}
	const id = parseId(form.get('id'))
	const result =
		intent === 'read' && id
			? await db
					.updateTable('notifications')
					.set({ read_at: now })
					.where('id', '=', id)
					.where('read_at', 'is', null)
					.executeTakeFirst()
			: undefined
	if (!result || Number(result.numUpdatedRows) === 0) {
		return redirectWithFlash(PATH, {
			kind: 'error',
			title: 'admin.toast.errorTitle',
			text: 'admin.toast.notFound',
		})
	}
	return redirectWithFlash(PATH, {
		kind: 'success',
		title: 'admin.toast.successTitle',
		text: 'admin.notifications.markedRead',
	})
}

export default function Notifications() {
	const t = useT()
	const locale = useLocale()
	const { items } = useLoaderData<typeof loader>()
	const unread = items.filter((n) => !n.read_at).length
	const when = new Intl.DateTimeFormat(intlLocale[locale], {
		dateStyle: 'medium',
		timeStyle: 'short',
		timeZone: COUNCIL_TIME_ZONE,
	})
	const pick = (en: string | null, fr: string | null) =>
		(locale === 'fr' ? fr || en : en || fr) ?? ''
	return (
		<>
			<AdminPageHeader title="admin.nav.notifications" intro="admin.notifications.intro">
				{unread ? (
					<Form method="post">
						<CsrfInput />
						<Button type="submit" name="intent" value="readAll" variant="outline">
							{t('admin.notifications.markAllRead')}
						</Button>
					</Form>
				) : null}
			</AdminPageHeader>
			<p className="mb-4 text-slate-800">
				{t('admin.notifications.summary', { count: items.length, unread })}
			</p>
			{items.length ? (
				<ul className="space-y-3">
					{items.map((n) => (
						<li
							key={n.id}
							data-notification={n.id}
							className={cn(
								'rounded-xl border bg-white p-4',
								n.read_at ? 'border-slate-200' : 'border-l-4 border-primary',
							)}
						>
							<div className="flex flex-wrap items-start justify-between gap-3">
								<div>
									<h2 className="font-semibold text-slate-900">
										{n.read_at ? null : (
											<span className="mr-2 rounded-full bg-primary px-2 py-0.5 text-xs text-white">
												{t('admin.notifications.new')}
											</span>
										)}
										{pick(n.title_en, n.title_fr)}
									</h2>
									<p className="mt-1 text-slate-700">{pick(n.body_en, n.body_fr)}</p>
									<p className="mt-1 text-sm text-slate-700">
										<time dateTime={n.created_at}>{when.format(new Date(n.created_at))}</time>
										{n.link && n.link.startsWith(ADMIN_BASE) ? (
											<>
												{' · '}
												<Link to={n.link} className="text-primary-dark underline">
													{t('admin.notifications.open')}
												</Link>
											</>
										) : null}
									</p>
								</div>
								{n.read_at ? (
									<span className="text-sm text-slate-700">{t('admin.notifications.read')}</span>
								) : (
									<Form method="post">
										<CsrfInput />
										<input type="hidden" name="id" value={n.id} />
										<Button type="submit" name="intent" value="read" variant="outline" size="sm">
											{t('admin.notifications.markRead')}
										</Button>
									</Form>
								)}
							</div>
						</li>
					))}
				</ul>
			) : (
				<p className="text-slate-700">{t('admin.notifications.empty')}</p>
			)}
		</>
	)
}
