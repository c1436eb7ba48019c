import { logActivity } from '#app/db/activity.server'
import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form } from 'react-router'
import { z } from 'zod'
import { AdminPageHeader } from '#app/features/staff-frame/admin-page'
import { CsrfInput } from '#app/auth/csrf-input'
import { Field, Input } from '#app/components/ui/field'
import { Button } from '#app/components/ui/button'
import { getDb } from '#app/db/client.server'
import { getSettings } from '#app/features/settings/queries.server'
import type { AdminMessageKey } from '#app/i18n/messages/admin.en'
import { setPassword } from '#app/auth/accounts.server'
import { passwordHashOf } from '#app/auth/queries.server'
import { adminLocale } from '#app/features/cms/admin-locale.server'
import { clientAddress } from '#app/features/cms/client-address.server'
import { requireStaff, staffForm } from '#app/auth/auth.server'
import { redirectWithFlash } from '#app/features/cms/flash.server'
import { useT } from '#app/i18n/hooks'
import { PASSWORD_MAX, PASSWORD_MIN } from '#app/auth/password-limits'
import { checkPasswordStrength, verifyPassword } from '#app/auth/password.server'
import { createSession } from '#app/auth/session.server'
import type { AdminHandle } from './layout'
import type { Route } from './+types/account'
import { NoticeChoices } from '#app/features/notifications/notice-choices'
import { noticeKey } from '#app/features/notifications/kinds'
import { noticeChoicesFor, saveNoticeChoices } from '#app/features/notifications/choices.server'
import { mailEnabled } from '#app/platform/mail/mail-config.server'
import { ADMIN_BASE } from '#app/config'

export const handle: AdminHandle = { crumbs: [{ label: 'admin.account.title' }] }

/**
 * The password form. Its checks run on the server in a set order (the current password first),
 * so the schema only reads the three fields.
 */
const PasswordChange = z.object({
	current: z.string().default(''),
	password: z.string().default(''),
	confirm: z.string().default(''),
})
type PasswordField = keyof z.infer<typeof PasswordChange>

/** Why a new password was refused, in the catalog. */
const weaknessMessage = {
	tooShort: 'admin.account.tooShort',
	tooLong: 'admin.account.tooLong',
	personal: 'admin.account.personal',
	weak: 'admin.account.weak',
	busy: 'admin.account.busy',
} as const satisfies Record<string, AdminMessageKey>

export async function loader({ request }: Route.LoaderArgs) {
	const { user } = await requireStaff(request)
	return {
		name: user.name,
		email: user.email,
		role: user.role,
		notices: await noticeChoicesFor(getDb(), user),
		mail: mailEnabled(),
	}
}

/**
 * Change one's own password: the current one is required (and checked before anything else); the
 * new one needs 12 characters and a zxcvbn score of 3 (common, English and French dictionaries,
 * plus the person's name and email and the council's name). A weak one is refused with zxcvbn's
 * reason in the interface language.
 * Other sessions of the person end; this browser gets a fresh session.
 */
export async function action({ request, context }: Route.ActionArgs) {
	const { session, form } = await staffForm(request)
	// The notifications' form (decision 050): one's own choices, not logged (no content changes).
	if (form.get('intent') === 'notices') {
		await saveNoticeChoices(getDb(), session.user, form)
		return redirectWithFlash(`${ADMIN_BASE}/account#notices`, {
			kind: 'success',
			title: 'admin.toast.successTitle',
			text: noticeKey('notice.prefs.saved'),
		})
	}
	const submission = parseWithZod(form, { schema: PasswordChange })
	const {
		current = '',
		password = '',
		confirm = '',
	} = submission.status === 'success' ? submission.value : {}
	const db = getDb()
	// No password is ever sent back into the page.
	const refuse = (
		errors: Partial<Record<PasswordField, AdminMessageKey>>,
		feedback: string[] = [],
	) =>
		data(
			{
				result: submission.reply({
					fieldErrors: Object.fromEntries(
						Object.entries(errors).map(([name, message]) => [name, [message]]),
					),
					hideFields: ['current', 'password', 'confirm'],
				}),
				feedback,
			},
			{ status: 400 },
		)
	// The current password first: without it, nothing else is looked at, and the strength
	// estimate (CPU on the main thread) never runs for someone who does not know it.
	if (
		current.length > PASSWORD_MAX ||
		!(await verifyPassword(await passwordHashOf(db, session.user.id), current))
	) {
		return refuse({ current: 'admin.account.currentWrong' })
	}
	const settings = await getSettings(db)
	const strength = await checkPasswordStrength(password, adminLocale(request), [
		session.user.name,
		session.user.email,
		settings.name.en,
		settings.shortName,
	])
	if (!strength.ok) {
		return refuse({ password: weaknessMessage[strength.reason] }, strength.feedback)
	}
	if (password === current) return refuse({ password: 'admin.account.same' })
	if (confirm !== password) return refuse({ confirm: 'admin.account.mismatch' })

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

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
	const t = useT()
	const { name, email, role } = loaderData
	const [form, fields] = useForm<z.infer<typeof PasswordChange>>({
		id: 'account',
		lastResult: actionData?.result ?? null,
	})
	const field = (
		id: PasswordField,
		label: AdminMessageKey,
		autoComplete: string,
		hint?: string,
	) => {
		const meta = fields[id]
		const error = meta.errors?.[0] as AdminMessageKey | undefined
		const { key, id: _id, ...props } = getInputProps(meta, { type: 'password' })
		return (
			<Field
				id={meta.id}
				errorId={meta.errorId}
				label={t(label)}
				hint={hint}
				error={error ? t(error) : null}
				after={
					// zxcvbn's advice, after the control (`#account-password ~ ul` in the tests).
					id === 'password' && actionData?.feedback?.length ? (
						<ul className="mt-1 list-inside list-disc text-sm text-danger">
							{actionData.feedback.map((line) => (
								<li key={line}>{line}</li>
							))}
						</ul>
					) : null
				}
			>
				{(control) => (
					<Input
						key={key}
						{...props}
						{...control}
						autoComplete={autoComplete}
						required
						maxLength={PASSWORD_MAX}
					/>
				)}
			</Field>
		)
	}
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
				{...getFormProps(form)}
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
			<NoticeChoices modes={loaderData.notices} mail={loaderData.mail} />
		</>
	)
}
