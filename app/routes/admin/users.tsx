import { logActivity } from '#app/db/activity.server'
import {
	data,
	Form,
	useActionData,
	useLoaderData,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
} from 'react-router'
import { z } from 'zod'
import { AdminPageHeader } from '#app/components/admin/admin-page'
import { CsrfInput } from '#app/auth/csrf-input'
import { FieldError } from '#app/features/cms/resource-form'
import { Button } from '#app/components/ui/button'
import { getDb } from '#app/db/client.server'
import type { Role } from '#app/db/schema'
import type { AdminMessageKey } from '#app/i18n/messages/admin.en'
import { intlLocale } from '#app/i18n/locales'
import { createUser, normalizeEmail, setPassword } from '#app/auth/accounts.server'
import { parseId } from '#app/features/cms/resource.server'
import { clientAddress } from '#app/features/cms/client-address.server'
import { requireStaff, staffForm } from '#app/auth/auth.server'
import { redirectWithFlash } from '#app/features/cms/flash.server'
import { useLocale, useT } from '#app/i18n/hooks'
import { cn } from '#app/utils/misc'
import { generatePassword } from '#app/auth/password.server'
import { endSessionsOf } from '#app/auth/session.server'
import type { AdminHandle } from './layout'
import { ADMIN_BASE, COUNCIL_TIME_ZONE } from '#app/config'

export const handle: AdminHandle = { crumbs: [{ label: 'admin.users.title' }] }

const PATH = `${ADMIN_BASE}/users`

export async function loader({ request }: LoaderFunctionArgs) {
	const { user } = await requireStaff(request, { role: 'admin' })
	const users = await getDb()
		.selectFrom('users')
		.select(['id', 'name', 'email', 'role', 'active', 'created_at', 'last_sign_in_at'])
		.orderBy('active', 'desc')
		.orderBy('name')
		.execute()
	return { users, me: user.id }
}

const NewUser = z.object({
	name: z.string().trim().min(1, 'admin.validation.required').max(120, 'admin.validation.tooLong'),
	email: z
		.string()
		.trim()
		.max(254, 'admin.validation.tooLong')
		.pipe(z.email('admin.validation.email')),
	role: z.enum(['admin', 'editor'], { message: 'admin.validation.choose' }),
})

type Result =
	| {
			errors: Partial<Record<'name' | 'email' | 'role', AdminMessageKey>>
			values: Record<string, string>
	  }
	| { issued: { name: string; email: string; password: string; created: boolean } }

/**
 * Accounts (administrators only): create an account, change its role, deactivate or reactivate
 * it, reset its password. A new or reset password is generated, shown once on this page to hand
 * over, and must be changed by its owner. Nobody changes their own role or deactivates themselves
 * here, so the last administrator cannot lock everyone out.
 */
export async function action({ request, context }: ActionFunctionArgs) {
	const { session, form } = await staffForm(request, { role: 'admin' })
	const db = getDb()
	const intent = String(form.get('intent') ?? '')
	const ip = clientAddress(context)
	const log = (action: string, id: number, title: string) =>
		logActivity(db, {
			action,
			itemType: 'account',
			itemId: id,
			itemTitle: title,
			actor: session.user.name,
			kind: 'user',
			ip,
		})
	const notFound = () =>
		redirectWithFlash(PATH, {
			kind: 'error',
			title: 'admin.toast.errorTitle',
			text: 'admin.toast.notFound',
		})

	if (intent === 'create') {
		const values = {
			name: String(form.get('name') ?? ''),
			email: String(form.get('email') ?? ''),
			role: String(form.get('role') ?? ''),
		}
		const parsed = NewUser.safeParse(values)
		if (!parsed.success) {
			const errors: Record<string, AdminMessageKey> = {}
			for (const issue of parsed.error.issues) {
				errors[String(issue.path[0])] ??= issue.message as AdminMessageKey
			}
			return data<Result>({ errors, values }, { status: 400 })
		}
		const email = normalizeEmail(parsed.data.email)
		const taken = await db
			.selectFrom('users')
			.select('id')
			.where('email', '=', email)
			.executeTakeFirst()
		if (taken) {
			return data<Result>({ errors: { email: 'admin.users.emailTaken' }, values }, { status: 400 })
		}
		const password = generatePassword()
		const id = await createUser(db, { ...parsed.data, email, password })
		await log('created', id, parsed.data.name)
		return data<Result>({ issued: { name: parsed.data.name, email, password, created: true } })
	}

	const id = parseId(form.get('id'))
	const target = id
		? await db
				.selectFrom('users')
				.select(['id', 'name', 'email', 'role', 'active'])
				.where('id', '=', id)
				.executeTakeFirst()
		: undefined
	if (!target) return notFound()
	const self = target.id === session.user.id

	if (intent === 'role') {
		const role = form.get('role')
		if (self || (role !== 'admin' && role !== 'editor')) return notFound()
		await db
			.updateTable('users')
			.set({ role: role as Role })
			.where('id', '=', target.id)
			.execute()
		await log('role-changed', target.id, `${target.name}: ${role}`)
		return redirectWithFlash(PATH, {
			kind: 'success',
			title: 'admin.toast.successTitle',
			text: 'admin.toast.saved',
		})
	}
	if (intent === 'deactivate' || intent === 'activate') {
		if (self) return notFound()
		const active = intent === 'activate'
		await db
			.updateTable('users')
			.set({ active: active ? 1 : 0 })
			.where('id', '=', target.id)
			.execute()
		// Deactivation ends every session of the person at once.
		if (!active) await endSessionsOf(db, target.id)
		await log(active ? 'activated' : 'deactivated', target.id, target.name)
		return redirectWithFlash(PATH, {
			kind: 'success',
			title: 'admin.toast.successTitle',
			text: active ? 'admin.users.activated' : 'admin.users.deactivated',
		})
	}
	if (intent === 'reset') {
		if (self) return notFound()
		const password = generatePassword()
		await setPassword(db, target.id, password)
		await log('password-reset', target.id, target.name)
		return data<Result>({
			issued: { name: target.name, email: target.email, password, created: false },
		})
	}
	return notFound()
}

export default function Users() {
	const t = useT()
	const locale = useLocale()
	const { users, me } = useLoaderData<typeof loader>()
	const result = useActionData<typeof action>()
	const errors = result && 'errors' in result ? result.errors : {}
	const values = result && 'values' in result ? result.values : {}
	const issued = result && 'issued' in result ? result.issued : null
	const when = new Intl.DateTimeFormat(intlLocale[locale], {
		dateStyle: 'medium',
		timeStyle: 'short',
		timeZone: COUNCIL_TIME_ZONE,
	})
	const input = 'mt-1 h-11 w-full rounded-md border border-slate-400 px-3'
	return (
		<>
			<AdminPageHeader title="admin.users.title" intro="admin.users.intro" />
			{issued ? (
				<section
					role="status"
					className="mb-6 rounded-xl border-l-4 border-primary bg-primary-light p-5"
				>
					<h2 className="text-lg font-semibold">
						{t(issued.created ? 'admin.users.createdTitle' : 'admin.users.resetTitle', {
							name: issued.name,
						})}
					</h2>
					<p className="mt-1">{t('admin.users.handOver', { email: issued.email })}</p>
					<p className="mt-2 font-mono text-xl" data-issued-password>
						{issued.password}
					</p>
				</section>
			) : null}
			<div
				className="mb-8 overflow-x-auto rounded-xl border border-slate-200 bg-white"
				role="region"
				aria-labelledby="users-caption"
				tabIndex={0}
			>
				<table className="w-full min-w-[56rem] text-left text-sm">
					<caption id="users-caption" className="p-3 text-left text-lg font-semibold">
						{t('admin.users.listTitle')}
					</caption>
					<thead className="bg-slate-100">
						<tr>
							<th scope="col" className="p-3">
								{t('admin.field.name')}
							</th>
							<th scope="col" className="p-3">
								{t('admin.login.email')}
							</th>
							<th scope="col" className="p-3">
								{t('admin.users.role')}
							</th>
							<th scope="col" className="p-3">
								{t('admin.users.lastSignIn')}
							</th>
							<th scope="col" className="p-3">
								{t('admin.col.actions')}
							</th>
						</tr>
					</thead>
					<tbody className="divide-y divide-slate-200">
						{users.map((u) => {
							const active = Boolean(Number(u.active))
							const self = u.id === me
							return (
								<tr key={u.id} data-user={u.email} className={cn(!active && 'text-slate-700')}>
									<th scope="row" className="p-3 font-semibold">
										{u.name}
										{active ? null : (
											<span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs">
												{t('admin.users.inactive')}
											</span>
										)}
									</th>
									<td className="p-3 break-all">{u.email}</td>
									<td className="p-3">
										{self ? (
											t(u.role === 'admin' ? 'admin.role.admin' : 'admin.role.editor')
										) : (
											<Form method="post" className="flex items-center gap-2">
												<CsrfInput />
												<input type="hidden" name="id" value={u.id} />
												<label className="sr-only" htmlFor={`role-${u.id}`}>
													{t('admin.users.roleOf', { name: u.name })}
												</label>
												<select
													id={`role-${u.id}`}
													name="role"
													defaultValue={u.role}
													className="h-9 rounded-md border border-slate-400 bg-white px-2"
												>
													<option value="editor">{t('admin.role.editor')}</option>
													<option value="admin">{t('admin.role.admin')}</option>
												</select>
												<Button
													type="submit"
													name="intent"
													value="role"
													variant="outline"
													size="sm"
												>
													{t('admin.users.changeRole')}
												</Button>
											</Form>
										)}
									</td>
									<td className="p-3 whitespace-nowrap">
										{u.last_sign_in_at ? (
											<time dateTime={u.last_sign_in_at}>
												{when.format(new Date(u.last_sign_in_at))}
											</time>
										) : (
											t('admin.users.never')
										)}
									</td>
									<td className="p-3">
										{self ? (
											<span>{t('admin.users.you')}</span>
										) : (
											<Form method="post" className="flex flex-wrap gap-2">
												<CsrfInput />
												<input type="hidden" name="id" value={u.id} />
												<Button
													type="submit"
													name="intent"
													value={active ? 'deactivate' : 'activate'}
													variant="outline"
													size="sm"
												>
													{t(active ? 'admin.users.deactivate' : 'admin.users.activate')}
												</Button>
												<Button
													type="submit"
													name="intent"
													value="reset"
													variant="outline"
													size="sm"
												>
													{t('admin.users.reset')}
												</Button>
											</Form>
										)}
									</td>
								</tr>
							)
						})}
					</tbody>
				</table>
			</div>
			<Form
				method="post"
				className="max-w-xl space-y-4 rounded-xl border border-slate-200 bg-white p-5"
			>
				<h2 className="text-lg font-semibold">{t('admin.users.createTitle')}</h2>
				<CsrfInput />
				<input type="hidden" name="intent" value="create" />
				{(
					[
						['name', 'admin.field.name', 'text', 120],
						['email', 'admin.login.email', 'email', 254],
					] as const
				).map(([name, label, type, max]) => (
					<div key={name}>
						<label htmlFor={`user-${name}`} className="block font-semibold">
							{t(label)}
						</label>
						<input
							id={`user-${name}`}
							name={name}
							type={type}
							required
							maxLength={max}
							defaultValue={values[name] ?? ''}
							aria-invalid={errors[name] ? true : undefined}
							aria-describedby={errors[name] ? `user-${name}-error` : undefined}
							className={input}
						/>
						<FieldError
							id={`user-${name}-error`}
							message={errors[name] ? t(errors[name], { max }) : null}
						/>
					</div>
				))}
				<div>
					<label htmlFor="user-role" className="block font-semibold">
						{t('admin.users.role')}
					</label>
					<select
						id="user-role"
						name="role"
						defaultValue={values.role ?? 'editor'}
						className={cn(input, 'bg-white')}
					>
						<option value="editor">{t('admin.role.editor')}</option>
						<option value="admin">{t('admin.role.admin')}</option>
					</select>
					<FieldError id="user-role-error" message={errors.role ? t(errors.role) : null} />
				</div>
				<Button type="submit">{t('admin.users.create')}</Button>
			</Form>
		</>
	)
}
