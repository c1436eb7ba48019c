import {
	data,
	Form,
	redirect,
	useActionData,
	useLoaderData,
	useNavigation,
	type ActionFunctionArgs,
	type HeadersFunction,
	type LoaderFunctionArgs,
} from 'react-router'
import { PageMeta } from '#app/features/feeds/page-meta'
import { Button } from '#app/components/ui/button'
import { getDb } from '#app/db/client.server'
import { logActivity } from '#app/features/cms/queries.server'
import { isLocale } from '#app/i18n/locales'
import { adminLocaleCookie } from '#app/features/cms/admin-locale.server'
import { clientAddress } from '#app/features/cms/client-address.server'
import { getStaffSession, isSameOrigin, LOGIN_PATH, safeReturnPath } from '#app/auth/auth.server'
import { useLocale, useT } from '#app/i18n/hooks'
import { createSession, secureCookies } from '#app/auth/session.server'
import { attemptSignIn } from '#app/auth/signin.server'
import { ADMIN_BASE } from '#app/config'
import { readSmallForm } from '#app/platform/request-body.server'

const EMAIL_MAX = 254
const PASSWORD_INPUT_MAX = 256

export async function loader({ request }: LoaderFunctionArgs) {
	const url = new URL(request.url)
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

type LoginResult = { error: 'failed' | 'locked' | 'invalid'; minutes?: number; email: string }

/**
 * Sign-in (and the page's own language toggle, usable before signing in). A failure says only
 * "Email or password is incorrect": never which one. Repeated failures slow down, then lock
 * (429); every attempt is recorded and failures are in the activity log.
 */
export async function action({ request, context }: ActionFunctionArgs) {
	if (!isSameOrigin(request)) throw new Response('Forbidden', { status: 403 })
	const form = await readSmallForm(request, 16 * 1024)
	const redirectTo = safeReturnPath(form.get('redirectTo'))

	if (form.get('intent') === 'language') {
		const locale = form.get('locale')
		const back = `${LOGIN_PATH}?redirectTo=${encodeURIComponent(redirectTo)}`
		if (!isLocale(locale)) return redirect(back)
		return redirect(back, {
			headers: { 'Set-Cookie': adminLocaleCookie(locale, secureCookies(request)) },
		})
	}

	const emailRaw = form.get('email')
	const password = form.get('password')
	const email =
		typeof emailRaw === 'string' ? emailRaw.trim().toLowerCase().slice(0, EMAIL_MAX) : ''
	if (!email || typeof password !== 'string' || !password || password.length > PASSWORD_INPUT_MAX) {
		return data<LoginResult>({ error: 'invalid', email }, { status: 400 })
	}

	const db = getDb()
	const ip = clientAddress(context) ?? 'unknown'
	const outcome = await attemptSignIn(db, { email, password, ip })
	if (outcome.kind === 'locked') {
		return data<LoginResult>(
			{ error: 'locked', minutes: Math.ceil(outcome.retryAfterSeconds / 60), email },
			{ status: 429, headers: { 'Retry-After': String(outcome.retryAfterSeconds) } },
		)
	}
	if (outcome.kind === 'failed') {
		return data<LoginResult>({ error: 'failed', email }, { status: 401 })
	}
	const { user } = outcome
	const now = new Date()
	const cookie = await createSession(db, user.id, request, ip, now)
	await db
		.updateTable('users')
		.set({ last_sign_in_at: now.toISOString() })
		.where('id', '=', user.id)
		.execute()
	await logActivity(db, {
		action: 'signed-in',
		itemType: 'account',
		itemId: user.id,
		itemTitle: user.name,
		actor: user.name,
		kind: 'user',
		ip,
	})
	return redirect(redirectTo, { headers: { 'Set-Cookie': cookie } })
}

export default function Login() {
	const t = useT()
	const locale = useLocale()
	const { redirectTo, signedOut, returning } = useLoaderData<typeof loader>()
	const result = useActionData<typeof action>()
	const navigation = useNavigation()
	const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'login'
	const other = locale === 'fr' ? 'en' : 'fr'
	const message = result?.error
		? result.error === 'locked'
			? t('admin.login.locked', { minutes: result.minutes ?? 15 })
			: result.error === 'invalid'
				? t('admin.login.missing')
				: t('admin.login.failed')
		: null
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
					<div role="alert" className="mt-4 rounded-md border-l-4 border-danger bg-red-50 p-3">
						{message}
					</div>
				) : null}
				<Form method="post" className="mt-6 space-y-4">
					<fieldset disabled={busy} className="space-y-4">
						<input type="hidden" name="intent" value="login" />
						<input type="hidden" name="redirectTo" value={redirectTo} />
						<div>
							<label htmlFor="login-email" className="block font-semibold">
								{t('admin.login.email')}
							</label>
							<input
								id="login-email"
								name="email"
								type="email"
								autoComplete="username"
								required
								maxLength={EMAIL_MAX}
								defaultValue={result?.email ?? ''}
								className="mt-1 h-11 w-full rounded-md border border-slate-400 px-3"
							/>
						</div>
						<div>
							<label htmlFor="login-password" className="block font-semibold">
								{t('admin.login.password')}
							</label>
							<input
								id="login-password"
								name="password"
								type="password"
								autoComplete="current-password"
								required
								maxLength={PASSWORD_INPUT_MAX}
								className="mt-1 h-11 w-full rounded-md border border-slate-400 px-3"
							/>
						</div>
						<Button type="submit" className="w-full">
							{busy ? t('admin.login.submitting') : t('admin.login.submit')}
						</Button>
					</fieldset>
				</Form>
			</div>
		</main>
	)
}
