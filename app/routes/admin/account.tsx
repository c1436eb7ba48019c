import { logActivity } from '#app/db/activity.server'
import {
	data,
	Form,
	useActionData,
	useLoaderData,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
} from 'react-router'
import { AdminPageHeader } from '#app/components/admin/admin-page'
import { CsrfInput } from '#app/auth/csrf-input'
import { FieldError } from '#app/features/cms/resource-form'
import { Button } from '#app/components/ui/button'
import { getDb } from '#app/db/client.server'
import { getSettings } from '#app/features/settings/queries.server'
import type { AdminMessageKey } from '#app/i18n/messages/admin.en'
import { setPassword } from '#app/auth/accounts.server'
import { adminLocale } from '#app/features/cms/admin-locale.server'
import { clientAddress } from '#app/features/cms/client-address.server'
import { requireStaff, staffForm } from '#app/auth/auth.server'
import { redirectWithFlash } from '#app/features/cms/flash.server'
import { useT } from '#app/i18n/hooks'
import { PASSWORD_MAX, PASSWORD_MIN } from '#app/auth/password-limits'
import { checkPasswordStrength, verifyPassword } from '#app/auth/password.server'
import { createSession } from '#app/auth/session.server'
import type { AdminHandle } from './layout'
import { ADMIN_BASE } from '#app/config'

export const handle: AdminHandle = { crumbs: [{ label: 'admin.account.title' }] }

export async function loader({ request }: LoaderFunctionArgs) {
	const { user } = await requireStaff(request)
	return { name: user.name, email: user.email, role: user.role }
}

type Errors = Partial<Record<'current' | 'password' | 'confirm', AdminMessageKey>>

/**
 * Change one's own password: the current one is required (and checked before anything else); the
 * new one needs 12 characters and a zxcvbn score of 3 (common, English and French dictionaries,
 * plus the person's name and email and the council's name). A weak one is refused with zxcvbn's
 * reason in the interface language.
 * Other sessions of the person end; this browser gets a fresh session.
 */
export async function action({ request, context }: ActionFunctionArgs) {
	const { session, form } = await staffForm(request)
	const current = String(form.get('current') ?? '')
	const password = String(form.get('password') ?? '')
	const confirm = String(form.get('confirm') ?? '')
	const db = getDb()
	const errors: Errors = {}
	let feedback: string[] = []
	const row = await db
		.selectFrom('users')
		.select('password_hash')
		.where('id', '=', session.user.id)
		.executeTakeFirst()
	// The current password first: without it, nothing else is looked at, and the strength
	// estimate (CPU on the main thread) never runs for someone who does not know it.
	if (
		current.length > PASSWORD_MAX ||
		!(await verifyPassword(row?.password_hash ?? null, current))
	) {
		errors.current = 'admin.account.currentWrong'
		return data({ errors, feedback }, { status: 400 })
	}
	const settings = await getSettings(db)
	const strength = checkPasswordStrength(password, adminLocale(request), [
		session.user.name,
		session.user.email,
		settings.name.en,
		settings.shortName,
	])
	if (!strength.ok) {
		errors.password =
			strength.reason === 'tooShort'
				? 'admin.account.tooShort'
				: strength.reason === 'tooLong'
					? 'admin.account.tooLong'
					: strength.reason === 'personal'
						? 'admin.account.personal'
						: 'admin.account.weak'
		feedback = strength.feedback
	} else if (password === current) {
		errors.password = 'admin.account.same'
	}
	if (!errors.password && confirm !== password) errors.confirm = 'admin.account.mismatch'
	if (Object.keys(errors).length) return data({ errors, feedback }, { status: 400 })

	await setPassword(db, session.user.id, password)
	await logActivity(db, {
		action: 'password-changed',
		itemType: 'account',
		itemId: session.user.id,
		itemTitle: session.user.name,
		actor: session.user.name,
		kind: 'user',
		ip: clientAddress(context),
	})
	const cookie = await createSession(db, session.user.id, request, clientAddress(context))
	const response = await redirectWithFlash(`${ADMIN_BASE}/account`, {
		kind: 'success',
		title: 'admin.toast.successTitle',
		text: 'admin.account.changed',
	})
	response.headers.append('Set-Cookie', cookie)
	return response
}

export default function Account() {
	const t = useT()
	const { name, email, role } = useLoaderData<typeof loader>()
	const result = useActionData<typeof action>()
	const errors: Errors = result?.errors ?? {}
	const field = (
		id: 'current' | 'password' | 'confirm',
		label: AdminMessageKey,
		autoComplete: string,
		hint?: string,
	) => (
		<div>
			<label htmlFor={`account-${id}`} className="block font-semibold">
				{t(label)}
			</label>
			{hint ? (
				<p id={`account-${id}-hint`} className="text-sm text-slate-700">
					{hint}
				</p>
			) : null}
			<input
				id={`account-${id}`}
				name={id}
				type="password"
				autoComplete={autoComplete}
				required
				maxLength={PASSWORD_MAX}
				aria-invalid={errors[id] ? true : undefined}
				aria-describedby={
					[hint ? `account-${id}-hint` : null, errors[id] ? `account-${id}-error` : null]
						.filter(Boolean)
						.join(' ') || undefined
				}
				className="mt-1 h-11 w-full rounded-md border border-slate-400 px-3"
			/>
			<FieldError id={`account-${id}-error`} message={errors[id] ? t(errors[id]) : null} />
			{id === 'password' && result?.feedback?.length ? (
				<ul className="mt-1 list-inside list-disc text-sm text-danger">
					{result.feedback.map((line) => (
						<li key={line}>{line}</li>
					))}
				</ul>
			) : null}
		</div>
	)
	return (
		<>
			<AdminPageHeader title="admin.account.title" />
			<dl className="mb-6 grid max-w-xl grid-cols-[8rem_1fr] gap-2 rounded-xl border border-slate-200 bg-white p-5">
				<dt className="font-semibold">{t('admin.field.name')}</dt>
				<dd>{name}</dd>
				<dt className="font-semibold">{t('admin.login.email')}</dt>
				<dd className="break-all">{email}</dd>
				<dt className="font-semibold">{t('admin.users.role')}</dt>
				<dd>{t(role === 'admin' ? 'admin.role.admin' : 'admin.role.editor')}</dd>
			</dl>
			<Form
				method="post"
				className="max-w-xl space-y-4 rounded-xl border border-slate-200 bg-white p-5"
			>
				<h2 className="text-lg font-semibold">{t('admin.account.changeTitle')}</h2>
				<CsrfInput />
				{field('current', 'admin.account.current', 'current-password')}
				{field(
					'password',
					'admin.account.new',
					'new-password',
					t('admin.account.rules', { min: PASSWORD_MIN }),
				)}
				{field('confirm', 'admin.account.confirm', 'new-password')}
				<Button type="submit">{t('admin.account.submit')}</Button>
			</Form>
		</>
	)
}
