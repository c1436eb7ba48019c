// The staff texts, loaded before this screen hydrates (i18n/staff-catalog-preload.ts).
import '#app/i18n/staff-catalog-preload'
import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, redirect, useNavigation, type HeadersFunction } from 'react-router'
import { z } from 'zod'
import { PageMeta } from '#app/features/feeds/page-meta'
import { Button } from '#app/components/ui/button'
import { Field, Input } from '#app/components/ui/field'
import type { MessageKey } from '#app/i18n/i18n'
import { isLocale } from '#app/i18n/locales'
import { adminLocaleCookie } from '#app/features/cms/admin-locale.server'
import { clientAddress } from '#app/features/cms/client-address.server'
import { getStaffSession, LOGIN_PATH, safeReturnPath } from '#app/auth/auth.server'
import { useLocale, useT } from '#app/i18n/hooks'
import { secureCookies } from '#app/auth/session.server'
import { readSignInForm, signIn } from '#app/auth/signin.server'
import { ADMIN_BASE } from '#app/config'
import type { Route } from './+types/login'

const EMAIL_MAX = 254
const PASSWORD_INPUT_MAX = 256

/**
 * The sign-in form. Whatever is missing or too long gets one message, on the form: a failure
 * never says which field was wrong. The email is compared in lower case, cut to its longest.
 */
const SignInSchema = z
	.object({
		email: z.string().trim().optional(),
		password: z.string().optional(),
	})
	.superRefine(({ email, password }, ctx) => {
		if (!email || !password || password.length > PASSWORD_INPUT_MAX) {
			ctx.addIssue({ code: 'custom', path: [], message: 'admin.login.missing' })
		}
	})
	.transform(({ email = '', password = '' }) => ({
		email: email.toLowerCase().slice(0, EMAIL_MAX),
		password,
	}))

export async function loader({ request, url }: Route.LoaderArgs) {
	const redirectTo = safeReturnPath(url.searchParams.get('redirectTo') ?? ADMIN_BASE)
	if (await getStaffSession(request)) throw redirect(redirectTo)
	return {
		redirectTo,
		signedOut: url.searchParams.has('signedOut'),
		returning: url.searchParams.has('redirectTo'),
	}
}

/** A locked attempt's `Retry-After` reaches the browser (a document answer takes route headers). */
export const headers: HeadersFunction = ({ actionHeaders }) => actionHeaders

/**
 * Sign-in (and the page's own language toggle, usable before signing in). A failure says only
 * "Email or password is incorrect": never which one. Repeated failures slow down, then lock
 * (429); every attempt is recorded and failures are in the activity log (`signin.server.ts`).
 */
export async function action({ request, context }: Route.ActionArgs) {
	const form = await readSignInForm(request)
	const redirectTo = safeReturnPath(form.get('redirectTo'))

	if (form.get('intent') === 'language') {
		const locale = form.get('locale')
		const back = `${LOGIN_PATH}?redirectTo=${encodeURIComponent(redirectTo)}`
		if (!isLocale(locale)) return redirect(back)
		return redirect(back, {
			headers: { 'Set-Cookie': adminLocaleCookie(locale, secureCookies(request)) },
		})
	}

	const submission = parseWithZod(form, { schema: SignInSchema })
	// The password is never sent back into the page.
	const reply = (formErrors?: string[]) =>
		submission.reply({ formErrors, hideFields: ['password'] })
	if (submission.status !== 'success') return data({ result: reply() }, { status: 400 })
	const outcome = await signIn(request, submission.value, clientAddress(context) ?? 'unknown')
	if (outcome.kind === 'locked') {
		return data(
			{
				result: reply(['admin.login.locked']),
				minutes: Math.ceil(outcome.retryAfterSeconds / 60),
			},
			{ status: 429, headers: { 'Retry-After': String(outcome.retryAfterSeconds) } },
		)
	}
	if (outcome.kind === 'failed') {
		return data({ result: reply(['admin.login.failed']) }, { status: 401 })
	}
	return redirect(redirectTo, { headers: { 'Set-Cookie': outcome.cookie } })
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
	const t = useT()
	const locale = useLocale()
	const { redirectTo, signedOut, returning } = loaderData
	const navigation = useNavigation()
	const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'login'
	const other = locale === 'fr' ? 'en' : 'fr'
	const [form, fields] = useForm({
		id: 'login',
		lastResult: actionData?.result ?? null,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: SignInSchema }),
	})
	const error = form.errors?.[0] as MessageKey | undefined
	const locked = actionData && 'minutes' in actionData ? actionData.minutes : null
	const minutes = typeof locked === 'number' ? locked : 15
	const message = error ? t(error, { minutes }) : null
	const {
		key: emailKey,
		id: _emailId,
		...emailProps
	} = getInputProps(fields.email, { type: 'email' })
	const {
		key: passwordKey,
		id: _passwordId,
		...passwordProps
	} = getInputProps(fields.password, { type: 'password' })
	return (
		<main
			id="admin-main"
			className="flex min-h-screen items-start justify-center bg-slate-50 px-4 py-12"
		>
			<PageMeta title={t('admin.metaTitle', { title: t('admin.login.title') })} noIndex />
			<div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
				<div className="flex items-start justify-between gap-4">
					<h1 className="text-2xl font-bold text-slate-900">{t('admin.login.title')}</h1>
					<Form method="post">
						<input type="hidden" name="intent" value="language" />
						<input type="hidden" name="locale" value={other} />
						<input type="hidden" name="redirectTo" value={redirectTo} />
						<button
							type="submit"
							lang={other}
							aria-label={t('admin.switchLanguageLabel')}
							className="h-11 rounded-md border border-slate-300 px-3 text-sm font-semibold"
						>
							{t('admin.switchLanguage')}
						</button>
					</Form>
				</div>
				<p className="mt-2 text-slate-700">{t('admin.login.intro', {})}</p>
				{signedOut ? (
					<p
						role="status"
						className="mt-4 rounded-md border-l-4 border-primary bg-primary-light p-3"
					>
						{t('admin.login.signedOut')}
					</p>
				) : returning && !message ? (
					<p
						role="status"
						className="mt-4 rounded-md border-l-4 border-primary bg-primary-light p-3"
					>
						{t('admin.login.needed')}
					</p>
				) : null}
				{message ? (
					<div
						id={form.errorId}
						role="alert"
						className="mt-4 rounded-md border-l-4 border-danger bg-red-50 p-3"
					>
						{message}
					</div>
				) : null}
				<Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
					<fieldset disabled={busy} className="space-y-4">
						<input type="hidden" name="intent" value="login" />
						<input type="hidden" name="redirectTo" value={redirectTo} />
						<Field id={fields.email.id} label={t('admin.login.email')}>
							{(control) => (
								<Input
									key={emailKey}
									{...emailProps}
									{...control}
									autoComplete="username"
									required
									maxLength={EMAIL_MAX}
								/>
							)}
						</Field>
						<Field id={fields.password.id} label={t('admin.login.password')}>
							{(control) => (
								<Input
									key={passwordKey}
									{...passwordProps}
									{...control}
									autoComplete="current-password"
									required
									maxLength={PASSWORD_INPUT_MAX}
								/>
							)}
						</Field>
						<Button type="submit" className="w-full">
							{busy ? t('admin.login.submitting') : t('admin.login.submit')}
						</Button>
					</fieldset>
				</Form>
			</div>
		</main>
	)
}
