import { requireStaff, staffForm } from '#app/auth/auth.server'
import { CsrfInput } from '#app/auth/csrf-input'
import {
	Form,
	Link,
	redirect,
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
import { adminLocale } from '#app/features/cms/admin-locale.server'
import {
	markRead,
	noticeContext,
	noticeFor,
	pluralForm,
	renderNotice,
} from '#app/features/notifications/notices.server'
import { noticeKey } from '#app/features/notifications/kinds'
import { createT } from '#app/i18n/catalogs.server'
import { useLocale, useT } from '#app/i18n/hooks'
import { cn } from '#app/utils/misc'
import type { AdminHandle } from './layout'
import { ADMIN_BASE, COUNCIL_TIME_ZONE } from '#app/config'

export const handle: AdminHandle = { crumbs: [{ label: 'admin.nav.notifications' }] }

const PATH = `${ADMIN_BASE}/notifications`

/**
 * Notices for this person (decision 050): their own, their role's and those for all staff, except
 * the kinds they muted, rendered in their language now; read state is theirs alone.
 */
export async function loader({ request }: LoaderFunctionArgs) {
	const session = await requireStaff(request)
	const db = getDb()
	const locale = adminLocale(request)
	const rows = await noticesFor(db, session.user)
		.select([
			'notifications.id',
			'notifications.kind',
			'notifications.params',
			'notifications.title_en',
			'notifications.title_fr',
			'notifications.body_en',
			'notifications.body_fr',
			'notifications.link',
			'notifications.created_at',
			'notifications.resolved_at',
			'r.read_at',
		])
		.orderBy('notifications.created_at', 'desc')
		.orderBy('notifications.id', 'desc')
		.limit(100)
		.execute()
	const context = await noticeContext(db)
	const t = createT(locale)
	const items = rows.map((row) => ({
		id: row.id,
		...renderNotice(row, locale, t, context),
		link: row.link && row.link.startsWith(ADMIN_BASE) ? row.link : null,
		createdAt: row.created_at,
		read: row.read_at !== null,
		done: row.resolved_at !== null,
	}))
	const unread = items.filter((n) => !n.read && !n.done).length
	return {
		items,
		count: t(noticeKey(`notice.list.count.${pluralForm(locale, items.length)}`), {
			count: items.length,
		}),
		unread: unread
			? t(noticeKey(`notice.list.unread.${pluralForm(locale, unread)}`), { count: unread })
			: t(noticeKey('notice.list.none')),
		anyUnread: unread > 0,
	}
}

/**
 * Mark one notice or all of them read (for this person only); `open` marks it read and goes to
 * its screen. Reading is not logged: it changes no content.
 */
export async function action({ request }: ActionFunctionArgs) {
	const { session, form } = await staffForm(request)
	const intent = String(form.get('intent') ?? '')
	const db = getDb()
	const now = new Date().toISOString()
	if (intent === 'readAll') {
		await markRead(db, session.user, 'all', now)
		return redirectWithFlash(PATH, {
			kind: 'success',
			title: 'admin.toast.successTitle',
			text: 'admin.notifications.allRead',
		})
	}
	const id = parseId(form.get('id'))
	const notice = id ? await noticeFor(db, session.user, id) : undefined
	if (!notice || (intent !== 'read' && intent !== 'open')) {
		return redirectWithFlash(PATH, {
			kind: 'error',
			title: 'admin.toast.errorTitle',
			text: 'admin.toast.notFound',
		})
	}
	await markRead(db, session.user, [notice.id], now)
	if (intent === 'open' && notice.link?.startsWith(`${ADMIN_BASE}/`)) return redirect(notice.link)
	return redirectWithFlash(PATH, {
		kind: 'success',
		title: 'admin.toast.successTitle',
		text: 'admin.notifications.markedRead',
	})
}

export default function Notifications() {
	const t = useT()
	const locale = useLocale()
	const { items, count, unread, anyUnread } = useLoaderData<typeof loader>()
	const when = new Intl.DateTimeFormat(intlLocale[locale], {
		dateStyle: 'medium',
		timeStyle: 'short',
		timeZone: COUNCIL_TIME_ZONE,
	})
	return (
		<>
			<AdminPageHeader title="admin.nav.notifications" intro="admin.notifications.intro">
				{anyUnread ? (
					<Form method="post">
						<CsrfInput />
						<Button type="submit" name="intent" value="readAll" variant="outline">
							{t('admin.notifications.markAllRead')}
						</Button>
					</Form>
				) : null}
			</AdminPageHeader>
			<p className="mb-4 text-slate-800">
				{count} · {unread} ·{' '}
				<Link to={`${ADMIN_BASE}/account#notices`} className="text-primary-dark underline">
					{t(noticeKey('notice.list.choices'))}
				</Link>
			</p>
			{items.length ? (
				<ul className="space-y-3">
					{items.map((n) => {
						const fresh = !n.read && !n.done
						return (
							<li
								key={n.id}
								data-notification={n.id}
								className={cn(
									'rounded-xl border bg-white p-4',
									fresh ? 'border-l-4 border-primary' : 'border-slate-200',
								)}
							>
								<div className="flex flex-wrap items-start justify-between gap-3">
									<div>
										<h2 className="font-semibold text-slate-900">
											{fresh ? (
												<span className="mr-2 rounded-full bg-primary px-2 py-0.5 text-xs text-white">
													{t(noticeKey('notice.list.new'))}
												</span>
											) : null}
											{n.title}
										</h2>
										<p className="mt-1 text-slate-700">{n.body}</p>
										<p className="mt-1 text-sm text-slate-700">
											<time dateTime={n.createdAt}>{when.format(new Date(n.createdAt))}</time>
										</p>
									</div>
									<div className="flex flex-wrap items-center gap-2">
										{n.link ? (
											<Form method="post">
												<CsrfInput />
												<input type="hidden" name="id" value={n.id} />
												<Button
													type="submit"
													name="intent"
													value="open"
													size="sm"
													aria-label={t(noticeKey('notice.list.openLabel'), { title: n.title })}
												>
													{t(noticeKey('notice.list.open'))}
												</Button>
											</Form>
										) : null}
										{n.done ? (
											<span className="text-sm text-slate-700">
												{t(noticeKey('notice.list.done'))}
											</span>
										) : n.read ? (
											<span className="text-sm text-slate-700">
												{t(noticeKey('notice.list.read'))}
											</span>
										) : (
											<Form method="post">
												<CsrfInput />
												<input type="hidden" name="id" value={n.id} />
												<Button
													type="submit"
													name="intent"
													value="read"
													variant="outline"
													size="sm"
												>
													{t('admin.notifications.markRead')}
												</Button>
											</Form>
										)}
									</div>
								</div>
							</li>
						)
					})}
				</ul>
			) : (
				<p className="text-slate-700">{t('admin.notifications.empty')}</p>
			)}
		</>
	)
}
