import { data, Form, useActionData, useLoaderData } from 'react-router'
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router'
import { requireStaff, staffForm } from '#app/auth/auth.server'
import { CsrfInput } from '#app/auth/csrf-input'
import { Button } from '#app/components/ui/button'
import { Field, Input, Select } from '#app/components/ui/field'
import { getDb } from '#app/db/client.server'
import { logActivity } from '#app/db/activity.server'
import { adminLocale } from '#app/features/cms/admin-locale.server'
import { clientAddress } from '#app/features/cms/client-address.server'
import { redirectWithFlash } from '#app/features/cms/flash.server'
import { AdminPageHeader } from '#app/features/staff-frame/admin-page'
import { MAX_ESCALATION_DAYS, noticeKey } from '#app/features/notifications/kinds'
import {
	escalationDays,
	parseRoute,
	requestRoutes,
	routeValue,
	saveRoute,
	setEscalationDays,
	type Route,
} from '#app/features/notifications/routing.server'
import { getAssignableStaff, getRequestCategories } from '#app/features/requests/queries.server'
import { useT } from '#app/i18n/hooks'
import type { AdminHandle } from './layout'
import { ADMIN_BASE } from '#app/config'

export const handle: AdminHandle = {
	crumbs: [
		{ label: 'admin.nav.requests', href: `${ADMIN_BASE}/requests` },
		{ label: noticeKey('notice.routing.title') },
	],
}

const PATH = `${ADMIN_BASE}/requests/routing`

/** Who handles each category of requests, and the escalation delay (decision 050). */
export async function loader({ request }: LoaderFunctionArgs) {
	await requireStaff(request, { role: 'admin' })
	const db = getDb()
	const [categories, routes, staff, days] = await Promise.all([
		getRequestCategories(db, adminLocale(request)),
		requestRoutes(db),
		getAssignableStaff(db),
		escalationDays(db),
	])
	return {
		categories: categories.map((c) => ({ ...c, value: routeValue(routes.get(c.slug)) })),
		staff,
		days,
	}
}

export async function action({ request, context }: ActionFunctionArgs) {
	const { session, form } = await staffForm(request, { role: 'admin' })
	const db = getDb()
	const daysText = String(form.get('days') ?? '').trim()
	const days = /^\d{1,3}$/.test(daysText) ? Number(daysText) : NaN
	if (!(days >= 1 && days <= MAX_ESCALATION_DAYS))
		return data({ error: 'days' as const, category: null }, { status: 400 })
	const [categories, staff] = await Promise.all([
		getRequestCategories(db, 'en'),
		getAssignableStaff(db),
	])
	const chosen: [string, Route | null][] = []
	for (const category of categories) {
		const route = parseRoute(String(form.get(`route:${category.slug}`) ?? ''))
		if (route === undefined || (route?.userId && !staff.some((s) => s.id === route.userId)))
			return data({ error: 'route' as const, category: category.slug }, { status: 400 })
		chosen.push([category.slug, route])
	}
	await db.transaction().execute(async (trx) => {
		for (const [slug, route] of chosen) await saveRoute(trx, slug, route)
		await setEscalationDays(trx, days)
		await logActivity(trx, {
			action: 'updated',
			itemType: 'settings',
			itemId: 'request-routing',
			itemTitle: 'Request routing',
			actor: session.user.name,
			kind: 'content',
			ip: clientAddress(context),
		})
	})
	return redirectWithFlash(PATH, {
		kind: 'success',
		title: 'admin.toast.successTitle',
		text: noticeKey('notice.routing.saved'),
	})
}

export default function RequestRouting() {
	const t = useT()
	const { categories, staff, days } = useLoaderData<typeof loader>()
	const failed = useActionData<typeof action>()
	return (
		<>
			<AdminPageHeader
				title={noticeKey('notice.routing.title')}
				intro={noticeKey('notice.routing.intro')}
			/>
			<Form
				method="post"
				className="max-w-2xl space-y-5 rounded-xl border border-slate-200 bg-white p-5"
			>
				<CsrfInput />
				{categories.map((category) => (
					<Field
						key={category.slug}
						id={`route-${category.slug}`}
						label={t(noticeKey('notice.routing.handlerFor'), { category: category.name })}
						error={
							failed?.error === 'route' && failed.category === category.slug
								? t(noticeKey('notice.routing.unknown'))
								: null
						}
					>
						{(control) => (
							<Select {...control} name={`route:${category.slug}`} defaultValue={category.value}>
								<option value="">{t(noticeKey('notice.routing.nobody'))}</option>
								<option value="role:admin">{t(noticeKey('notice.routing.team.admin'))}</option>
								<option value="role:editor">{t(noticeKey('notice.routing.team.editor'))}</option>
								{staff.map((person) => (
									<option key={person.id} value={`user:${person.id}`}>
										{person.name}
									</option>
								))}
							</Select>
						)}
					</Field>
				))}
				<Field
					id="escalation-days"
					label={t(noticeKey('notice.routing.escalation'))}
					hint={t(noticeKey('notice.routing.escalationHint'))}
					error={failed?.error === 'days' ? t(noticeKey('notice.routing.badDays')) : null}
				>
					{(control) => (
						<Input
							{...control}
							name="days"
							type="number"
							inputMode="numeric"
							min={1}
							max={MAX_ESCALATION_DAYS}
							required
							defaultValue={days}
							width="auto"
							className="w-28"
						/>
					)}
				</Field>
				<Button type="submit">{t(noticeKey('notice.routing.save'))}</Button>
			</Form>
		</>
	)
}
