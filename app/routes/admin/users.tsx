import { logActivity } from '#app/db/activity.server'
import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form } from 'react-router'
import type { z } from 'zod'
import { AdminPageHeader } from '#app/features/staff-frame/admin-page'
import { CsrfInput } from '#app/auth/csrf-input'
import { FormField } from '#app/features/cms/resource-form'
import { formSchema, type FieldDef } from '#app/features/cms/fields'
import { Button } from '#app/components/ui/button'
import { DataCell, DataTable, RowHeader } from '#app/components/ui/data-table'
import { Label, Select } from '#app/components/ui/field'
import { getDb } from '#app/db/client.server'
import { intlLocale } from '#app/i18n/locales'
import { createUser, normalizeEmail, setPassword } from '#app/auth/accounts.server'
import { emailTaken, findAccount, listAccounts, setActive, setRole } from '#app/auth/queries.server'
import { parseId } from '#app/features/cms/resource.server'
import { clientAddress } from '#app/features/cms/client-address.server'
import { requireStaff, staffForm } from '#app/auth/auth.server'
import { redirectWithFlash } from '#app/features/cms/flash.server'
import { useLocale, useT } from '#app/i18n/hooks'
import { cn } from '#app/utils/misc'
import { generatePassword } from '#app/auth/password.server'
import { endSessionsOf } from '#app/auth/session.server'
import type { AdminHandle } from './layout'
import type { Route } from './+types/users'
import { ADMIN_BASE, COUNCIL_TIME_ZONE } from '#app/config'

export const handle: AdminHandle = { crumbs: [{ label: 'admin.users.title' }] }

const PATH = `${ADMIN_BASE}/users`

const roleOptions = [
	{ value: 'editor', label: 'admin.role.editor' },
	{ value: 'admin', label: 'admin.role.admin' },
] as const
const toRole = (value: unknown) => roleOptions.find((o) => o.value === value)?.value

/** The new-account form, drawn and checked like every staff-area form. */
const accountFields = [
	{ name: 'name', kind: 'text', label: 'admin.field.name', required: true, max: 120 },
	{ name: 'email', kind: 'email', label: 'admin.login.email', required: true, max: 254 },
	{
		name: 'role',
		kind: 'select',
		label: 'admin.users.role',
		required: true,
		max: 20,
		options: roleOptions,
	},
] as const satisfies readonly FieldDef[]
const NewAccountSchema = formSchema(accountFields)

export async function loader({ request }: Route.LoaderArgs) {
	const { user } = await requireStaff(request, { role: 'admin' })
	return { users: await listAccounts(getDb()), me: user.id }
}

/** A password to hand over, shown once. */
interface Issued {
	name: string
	email: string
	password: string
	created: boolean
}

/**
 * Accounts (administrators only): create an account, change its role, deactivate or reactivate
 * it, reset its password. A new or reset password is generated, shown once on this page to hand
 * over, and must be changed by its owner. Nobody changes their own role or deactivates themselves
 * here, so the last administrator cannot lock everyone out.
 */
export async function action({ request, context }: Route.ActionArgs) {
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
	const saved = (text: 'admin.toast.saved' | 'admin.users.activated' | 'admin.users.deactivated') =>
		redirectWithFlash(PATH, { kind: 'success', title: 'admin.toast.successTitle', text })

	if (intent === 'create') {
		const submission = parseWithZod(form, { schema: NewAccountSchema })
		if (submission.status !== 'success') {
			return data({ result: submission.reply() }, { status: 400 })
		}
		const { name = '', role } = submission.value
		const email = normalizeEmail(String(submission.value.email ?? ''))
		if (await emailTaken(db, email)) {
			const result = submission.reply({ fieldErrors: { email: ['admin.users.emailTaken'] } })
			return data({ result }, { status: 400 })
		}
		const password = generatePassword()
		const id = await createUser(db, {
			name: String(name),
			email,
			role: toRole(role) ?? 'editor',
			password,
		})
		await log('created', id, String(name))
		const issued: Issued = { name: String(name), email, password, created: true }
		return data({ result: submission.reply({ resetForm: true }), issued })
	}

	const id = parseId(form.get('id'))
	const target = id ? await findAccount(db, id) : undefined
	if (!target) return notFound()
	const self = target.id === session.user.id

	if (intent === 'role') {
		const role = toRole(form.get('role'))
		if (self || !role) return notFound()
		await setRole(db, target.id, role)
		await log('role-changed', target.id, `${target.name}: ${role}`)
		return saved('admin.toast.saved')
	}
	if (intent === 'deactivate' || intent === 'activate') {
		if (self) return notFound()
		const active = intent === 'activate'
		await setActive(db, target.id, active)
		// Deactivation ends every session of the person at once.
		if (!active) await endSessionsOf(db, target.id)
		await log(active ? 'activated' : 'deactivated', target.id, target.name)
		return saved(active ? 'admin.users.activated' : 'admin.users.deactivated')
	}
	if (intent === 'reset') {
		if (self) return notFound()
		const password = generatePassword()
		await setPassword(db, target.id, password)
		await log('password-reset', target.id, target.name)
		const issued: Issued = { name: target.name, email: target.email, password, created: false }
		return data({ issued })
	}
	return notFound()
}

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
	const t = useT()
	const locale = useLocale()
	const { users, me } = loaderData
	const issued = actionData && 'issued' in actionData ? actionData.issued : null
	const [form, fields] = useForm<z.infer<typeof NewAccountSchema>>({
		id: 'user',
		lastResult: actionData && 'result' in actionData ? actionData.result : null,
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		defaultValue: { role: 'editor' },
		onValidate: ({ formData }) => parseWithZod(formData, { schema: NewAccountSchema }),
	})
	const when = new Intl.DateTimeFormat(intlLocale[locale], {
		dateStyle: 'medium',
		timeStyle: 'short',
		timeZone: COUNCIL_TIME_ZONE,
	})
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
			<DataTable
				stack="phone"
				id="users"
				caption={t('admin.users.listTitle')}
				captionStyle="shown"
				minWidth="xl"
				className="mb-8"
				columns={[
					t('admin.field.name'),
					t('admin.login.email'),
					t('admin.users.role'),
					t('admin.users.lastSignIn'),
					t('admin.col.actions'),
				]}
			>
				{users.map((u) => {
					const active = Boolean(Number(u.active))
					const self = u.id === me
					return (
						<tr key={u.id} data-user={u.email} className={cn(!active && 'text-slate-700')}>
							<RowHeader>
								{u.name}
								{active ? null : (
									<span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs">
										{t('admin.users.inactive')}
									</span>
								)}
							</RowHeader>
							<DataCell className="break-all">{u.email}</DataCell>
							<DataCell>
								{self ? (
									t(u.role === 'admin' ? 'admin.role.admin' : 'admin.role.editor')
								) : (
									<Form method="post" className="flex items-center gap-2">
										<CsrfInput />
										<input type="hidden" name="id" value={u.id} />
										<Label className="sr-only" htmlFor={`role-${u.id}`}>
											{t('admin.users.roleOf', { name: u.name })}
										</Label>
										<Select id={`role-${u.id}`} name="role" defaultValue={u.role} width="auto">
											<option value="editor">{t('admin.role.editor')}</option>
											<option value="admin">{t('admin.role.admin')}</option>
										</Select>
										<Button type="submit" name="intent" value="role" variant="outline" size="sm">
											{t('admin.users.changeRole')}
										</Button>
									</Form>
								)}
							</DataCell>
							<DataCell className="whitespace-nowrap">
								{u.last_sign_in_at ? (
									<time dateTime={u.last_sign_in_at}>
										{when.format(new Date(u.last_sign_in_at))}
									</time>
								) : (
									t('admin.users.never')
								)}
							</DataCell>
							<DataCell>
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
										<Button type="submit" name="intent" value="reset" variant="outline" size="sm">
											{t('admin.users.reset')}
										</Button>
									</Form>
								)}
							</DataCell>
						</tr>
					)
				})}
			</DataTable>
			<Form
				method="post"
				{...getFormProps(form)}
				className="max-w-xl space-y-4 rounded-xl border border-slate-200 bg-white p-5"
			>
				<h2 className="text-lg font-semibold">{t('admin.users.createTitle')}</h2>
				<CsrfInput />
				<input type="hidden" name="intent" value="create" />
				{accountFields.map((field) => (
					<FormField key={field.name} field={field} meta={fields[field.name]} />
				))}
				<Button type="submit">{t('admin.users.create')}</Button>
			</Form>
		</>
	)
}
