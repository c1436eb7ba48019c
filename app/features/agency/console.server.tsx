import { timingSafeEqual } from 'node:crypto'
import fs from 'node:fs'
import { Readable } from 'node:stream'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { LOGIN_PATH } from '#app/auth/auth.server'
import { checkPasswordStrength } from '#app/auth/password.server'
import { PASSWORD_MIN } from '#app/auth/password-limits'
import { readCookie, serializeCookie } from '#app/platform/cookies.server'
import { pageAddress } from '#app/platform/page-address.server'
import { readSmallForm } from '#app/platform/request-body.server'
import { isCrossSite } from '#app/platform/same-origin.server'
import type { CouncilEntry } from '#app/features/councils/registry.server'
import { healthOfAll, type CouncilHealth } from './health.server'
import {
	changeOperatorPassword,
	endOperatorSession,
	operatorCookie,
	OPERATOR_ABSOLUTE_MS,
	readOperatorSession,
	signInOperator,
	type OperatorSession,
} from './operators.server'
import type { AgencyDb } from './store.server'
import { say, type ConsoleKey, type ConsoleLocale } from './texts'
import { checkNewCouncil, type NewCouncil } from './new-council'

/**
 * The agency console (issue 36, decision 061): the install's own site, at its own host, for the
 * agency's operators. Pages drawn on the server with plain forms (no script: it works on any
 * browser the agency has at hand), in English or French. It reads the registry and what was last
 * seen of each council, and asks the server (`ConsoleActions`) to make, suspend, resume, export
 * and delete councils: the console itself opens no council's database.
 */
export interface ConsoleActions {
	/** The console's own address (`https://console.example.cm`): its origin, Secure cookies. */
	url: string
	db: AgencyDb
	list(): Promise<CouncilEntry[]>
	/** Makes the council (registry, database, skeleton, identity, first administrator). */
	create(input: NewCouncil): Promise<{ entry: CouncilEntry; password: string }>
	suspend(id: string): Promise<void>
	/** Online again (a failed council tried again); rejects with why it could not be. */
	resume(id: string): Promise<void>
	/** The council's archive in a temporary file, removed by `done`. */
	exportArchive(id: string): Promise<{ file: string; bytes: number; done: () => Promise<void> }>
	/** Offline at once, deleted after the grace period; returns when. */
	scheduleDeletion(id: string, by: string): Promise<string>
	cancelDeletion(id: string): Promise<void>
	/**
	 * A new one-time password for the council's administrator who signs in with `email` (their
	 * sessions ended), or null when no administrator of the council does.
	 */
	newAdminPassword(
		id: string,
		email: string,
		by: string,
	): Promise<{ email: string; password: string } | null>
	/** Councils waiting out their grace period, with the date each goes. */
	deletions(): Promise<Map<string, string>>
	graceDays: number
}

const LANG_COOKIE = 'agency_lang'
const FORM_LIMIT = 16 * 1024

interface Page {
	locale: ConsoleLocale
	path: string
	session: OperatorSession | null
}

/** The console's request handler: a Fetch request in, a response out. */
export function agencyConsole(actions: ConsoleActions) {
	const origin = new URL(actions.url).origin
	const secure = actions.url.startsWith('https:')

	return async function handle(request: Request, ip: string): Promise<Response> {
		const url = pageAddress(request)
		const path = url.pathname.replace(/\/+$/, '') || '/'
		const wanted = url.searchParams.get('lang')
		if (request.method === 'GET' && (wanted === 'en' || wanted === 'fr')) {
			url.searchParams.delete('lang')
			return redirect(`${path}${url.search}`, [
				serializeCookie(LANG_COOKIE, wanted, { maxAge: 365 * 86_400, secure }),
			])
		}
		const locale = localeOf(request)
		const session = await readOperatorSession(
			actions.db,
			request.headers.get('Cookie') ?? undefined,
		)
		const page: Page = { locale, path, session }
		const post = request.method === 'POST'
		if (post) {
			const crossSite = isCrossSite(
				{ origin: request.headers.get('Origin'), fetchSite: request.headers.get('Sec-Fetch-Site') },
				[origin, url.origin],
			)
			if (crossSite) return text(403, 'Forbidden')
		} else if (request.method !== 'GET' && request.method !== 'HEAD')
			return text(405, 'Method Not Allowed')

		if (path === '/sign-in') {
			if (!post) return session ? redirect('/') : html(signInPage(page, {}))
			const form = await readSmallForm(request, FORM_LIMIT)
			const email = String(form.get('email') ?? '').slice(0, 320)
			const outcome = await signInOperator(actions.db, {
				email,
				password: String(form.get('password') ?? '').slice(0, 1024),
				ip,
			})
			if (outcome.kind === 'signed-in')
				return redirect('/', [operatorCookie(outcome.token, OPERATOR_ABSOLUTE_MS, secure)])
			const problem =
				outcome.kind === 'locked'
					? say(locale, 'signInLocked', { minutes: Math.ceil(outcome.retryAfterSeconds / 60) })
					: say(locale, 'signInFailed')
			return html(signInPage(page, { email, problem }), outcome.kind === 'locked' ? 429 : 401, {
				...(outcome.kind === 'locked' ? { 'Retry-After': String(outcome.retryAfterSeconds) } : {}),
			})
		}
		if (!session) {
			// A form sent after the session ended (an hour unused, or signed out elsewhere): said,
			// in the operator's language, on the sign-in page; nothing was done.
			if (!post || path === '/sign-out') return redirect('/sign-in')
			return html(signInPage(page, { problem: say(locale, 'sessionEnded') }), 401)
		}

		let form: FormData | undefined
		if (post) {
			form = await readSmallForm(request, FORM_LIMIT)
			if (!sameToken(String(form.get('csrf') ?? ''), session.csrf))
				return html(messagePage(page, say(locale, 'expired')), 403)
		}
		if (path === '/sign-out' && post) {
			await endOperatorSession(actions.db, session)
			return redirect('/sign-in', [operatorCookie('', 0, secure)])
		}
		if (path === '/') return html(await councilsPage(page, actions, url.searchParams))
		if (path === '/new') {
			if (!form) return html(newCouncilPage(page, {}, []))
			const checked = checkNewCouncil(form, await actions.list(), new URL(actions.url).host, locale)
			if (!checked.ok) return html(newCouncilPage(page, checked.values, checked.problems), 400)
			try {
				const made = await actions.create(checked.council)
				return html(createdPage(page, made.entry, checked.council.adminEmail, made.password))
			} catch (error) {
				const message = error instanceof Error ? error.message : String(error)
				return html(
					newCouncilPage(page, checked.values, [
						{ field: 'id', message: say(locale, 'notCreated', { message }) },
					]),
					500,
				)
			}
		}
		if (path === '/account') {
			if (!form) return html(accountPage(page, {}))
			const current = String(form.get('current') ?? '')
			const next = String(form.get('next') ?? '')
			const strength = await checkPasswordStrength(next, locale, [
				session.operator.email,
				session.operator.name,
			])
			if (!strength.ok)
				return html(
					accountPage(page, { problem: say(locale, 'passwordWeak', { min: PASSWORD_MIN }) }),
					400,
				)
			if (!(await changeOperatorPassword(actions.db, session, current, next)))
				return html(accountPage(page, { problem: say(locale, 'passwordWrong') }), 400)
			return html(accountPage(page, { done: say(locale, 'passwordChanged') }))
		}
		const match =
			/^\/councils\/([a-z0-9-]{1,40})(?:\/(suspend|resume|export|delete|keep|password))?$/.exec(
				path,
			)
		if (match) {
			const [, id, action] = match as unknown as [string, string, string | undefined]
			const entry = (await actions.list()).find((council) => council.id === id)
			if (!entry) return html(messagePage(page, say(locale, 'unknownCouncil', { id })), 404)
			if (!action && !form) return html(await councilPage(page, actions, entry, url.searchParams))
			if (!form || !action) return text(405, 'Method Not Allowed')
			const back = (done: string, extra = '') => redirect(`/councils/${id}?done=${done}${extra}`)
			if (action === 'suspend') {
				await actions.suspend(id)
				return back('suspended')
			}
			if (action === 'resume') {
				try {
					await actions.resume(id)
					return back('resumed')
				} catch (error) {
					const message = error instanceof Error ? error.message : String(error)
					return html(
						await councilPage(page, actions, entry, url.searchParams, {
							problem: say(locale, 'notResumed', { id, message }),
						}),
						500,
					)
				}
			}
			if (action === 'delete') {
				if (String(form.get('confirm') ?? '').trim() !== id)
					return html(
						await councilPage(page, actions, entry, url.searchParams, {
							problem: say(locale, 'deleteMismatch', { id }),
						}),
						400,
					)
				await actions.scheduleDeletion(id, session.operator.email)
				return back('deleting')
			}
			if (action === 'keep') {
				await actions.cancelDeletion(id)
				return back('kept')
			}
			if (action === 'password') {
				const email = String(form.get('email') ?? '')
					.trim()
					.slice(0, 320)
				const given = email
					? await actions.newAdminPassword(id, email, session.operator.email)
					: null
				if (!given)
					return html(
						await councilPage(page, actions, entry, url.searchParams, {
							problem: say(locale, 'noSuchAdmin', { id, email }),
						}),
						400,
					)
				return html(newPasswordPage(page, entry, given.email, given.password))
			}
			// export
			try {
				const archive = await actions.exportArchive(id)
				const stream = fs.createReadStream(archive.file)
				stream.once('close', () => void archive.done())
				return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
					status: 200,
					headers: {
						...securityHeaders,
						'Content-Type': 'application/gzip',
						'Content-Length': String(archive.bytes),
						'Content-Disposition': `attachment; filename="${id}-${new Date().toISOString().slice(0, 10)}.tar.gz"`,
					},
				})
			} catch (error) {
				const message = error instanceof Error ? error.message : String(error)
				return html(
					await councilPage(page, actions, entry, url.searchParams, {
						problem: say(locale, 'exportFailed', { message }),
					}),
					500,
				)
			}
		}
		return html(messagePage(page, say(locale, 'notFound')), 404)
	}
}

function localeOf(request: Request): ConsoleLocale {
	const chosen = readCookie(request.headers.get('Cookie'), LANG_COOKIE)
	if (chosen === 'en' || chosen === 'fr') return chosen
	const accepted = request.headers.get('Accept-Language') ?? ''
	return /^\s*fr\b/i.test(accepted) ? 'fr' : 'en'
}

function sameToken(a: string, b: string) {
	const x = Buffer.from(a)
	const y = Buffer.from(b)
	return x.length === y.length && timingSafeEqual(x, y)
}

const securityHeaders = {
	'Cache-Control': 'no-store',
	'Content-Security-Policy':
		"default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
	// (With no-referrer, Chrome sends `Origin: null` with the console's own forms.)
	'Referrer-Policy': 'same-origin',
	'X-Content-Type-Options': 'nosniff',
	'X-Frame-Options': 'DENY',
	'X-Robots-Tag': 'noindex, nofollow',
}

function html(body: string, status = 200, headers: Record<string, string> = {}) {
	return new Response(`<!DOCTYPE html>${body}`, {
		status,
		headers: { ...securityHeaders, 'Content-Type': 'text/html; charset=utf-8', ...headers },
	})
}

function text(status: number, body: string) {
	return new Response(body, {
		status,
		headers: { ...securityHeaders, 'Content-Type': 'text/plain; charset=utf-8' },
	})
}

function redirect(to: string, cookies: string[] = []) {
	const headers = new Headers({ ...securityHeaders, Location: to })
	for (const cookie of cookies) headers.append('Set-Cookie', cookie)
	return new Response(null, { status: 303, headers })
}

// ---------------------------------------------------------------------------------------------
// Pages

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f8fafc}
a{color:#1d4ed8}a:focus,button:focus,input:focus,textarea:focus{outline:3px solid #f59e0b;outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:#fff;padding:.5rem}
header{background:#14532d;color:#fff;padding:.75rem 1rem;display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:center}
header a,header button{color:#fff}header .brand{font-weight:700;font-size:1.1rem;margin-right:auto;text-decoration:none}
header form{margin:0}header button{background:none;border:0;font:inherit;text-decoration:underline;cursor:pointer;padding:0;min-height:44px}
header a{display:inline-flex;align-items:center;min-height:44px}
main{max-width:72rem;margin:0 auto;padding:1rem}
h1{font-size:1.6rem;margin:.5rem 0 1rem}h2{font-size:1.25rem;margin:1.5rem 0 .5rem}
label{display:block;font-weight:600;margin-top:1rem}.hint{color:#4b5563;font-size:.9rem;margin:.15rem 0 .35rem}
input,textarea{font:inherit;width:100%;max-width:32rem;padding:.55rem;border:2px solid #374151;border-radius:4px;background:#fff}
textarea{min-height:5rem}
button.primary,button.secondary,a.button{display:inline-flex;align-items:center;min-height:44px;margin-top:1rem;padding:.5rem 1rem;font:inherit;font-weight:600;border-radius:4px;cursor:pointer;text-decoration:none}
button.primary,a.button{background:#15803d;color:#fff;border:2px solid #15803d}
button.secondary{background:#fff;color:#1f2937;border:2px solid #374151}
button.danger{background:#b91c1c;border-color:#b91c1c}
.problems{border:4px solid #b91c1c;padding:.75rem 1rem;margin:1rem 0;background:#fff}.problems h2{margin-top:0}
.error{color:#b91c1c;font-weight:600}
.notice{border-left:6px solid #15803d;background:#fff;padding:.75rem 1rem;margin:1rem 0}
.table{overflow-x:auto}table{border-collapse:collapse;width:100%;background:#fff;font-size:.95rem}
th,td{text-align:left;vertical-align:top;padding:.5rem;border-bottom:1px solid #d1d5db}th{background:#f1f5f9}
.status-active{color:#166534;font-weight:600}.status-suspended,.status-deleting{color:#92400e;font-weight:600}.status-failed{color:#b91c1c;font-weight:600}
dl{display:grid;grid-template-columns:minmax(10rem,max-content) 1fr;gap:.35rem 1rem;background:#fff;padding:1rem;margin:0}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
section.action{background:#fff;border:1px solid #d1d5db;padding:0 1rem 1rem;margin:1rem 0}
.password{font-family:ui-monospace,monospace;font-size:clamp(1rem,5.5vw,1.4rem);white-space:nowrap;background:#fff;padding:.5rem;display:inline-block;border:2px dashed #374151}
@media (max-width:40rem){dl{grid-template-columns:1fr}dd{margin-bottom:.5rem}}
.cards{display:none;list-style:none;padding:0;margin:0}.cards>li{background:#fff;border:1px solid #d1d5db;padding:.75rem 1rem;margin:0 0 .75rem}
.cards h2{font-size:1.1rem;margin:0}.cards dl{grid-template-columns:max-content 1fr;padding:.5rem 0 0}.cards dd{margin:0}
@media (max-width:40rem){.table{display:none}.cards{display:block}}
`

function Frame({ page, title, children }: { page: Page; title: string; children: ReactNode }) {
	const { locale, session } = page
	const t = (key: ConsoleKey, values?: Record<string, string | number>) => say(locale, key, values)
	const other = t('otherLanguageCode')
	return (
		<html lang={locale}>
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="robots" content="noindex, nofollow" />
				<title>{`${title} · ${t('title')}`}</title>
				<style>{STYLE}</style>
			</head>
			<body>
				<a className="skip" href="#main">
					{t('skip')}
				</a>
				<header>
					<a className="brand" href="/">
						{t('title')}
					</a>
					{session && <a href="/">{t('councils')}</a>}
					{session && <a href="/new">{t('newCouncil')}</a>}
					{session && <a href="/account">{t('account')}</a>}
					<a href={`${pageToRead(page.path)}?lang=${other}`} lang={other} hrefLang={other}>
						{t('otherLanguage')}
					</a>
					{session && (
						<form method="post" action="/sign-out">
							<input type="hidden" name="csrf" value={session.csrf} />
							<button type="submit">{t('signOut')}</button>
						</form>
					)}
				</header>
				<main id="main">
					{session && <p className="hint">{t('signedInAs', { name: session.operator.name })}</p>}
					{children}
				</main>
			</body>
		</html>
	)
}

const render = (node: ReactNode) => renderToStaticMarkup(node)

/**
 * The page the language link leads back to: an address only a form is sent to (a council's
 * suspend, resume, export, delete or keep, answered with its page when something went wrong) is
 * read as the council's page.
 */
function pageToRead(path: string) {
	const action =
		/^(\/councils\/[a-z0-9-]{1,40})\/(?:suspend|resume|export|delete|keep|password)$/.exec(path)
	if (action) return action[1]!
	return path === '/sign-out' ? '/' : path
}

function Csrf({ page }: { page: Page }) {
	return <input type="hidden" name="csrf" value={page.session?.csrf ?? ''} />
}

function signInPage(page: Page, state: { email?: string; problem?: string }) {
	const t = (key: ConsoleKey) => say(page.locale, key)
	return render(
		<Frame page={page} title={t('signIn')}>
			<h1>{t('signIn')}</h1>
			<p>{t('signInIntro')}</p>
			{state.problem && (
				<div className="problems" role="alert">
					<p className="error">{state.problem}</p>
				</div>
			)}
			<form method="post" action="/sign-in">
				<label htmlFor="email">{t('email')}</label>
				<input
					id="email"
					name="email"
					type="email"
					autoComplete="username"
					required
					defaultValue={state.email ?? ''}
				/>
				<label htmlFor="password">{t('password')}</label>
				<input
					id="password"
					name="password"
					type="password"
					autoComplete="current-password"
					required
				/>
				<div>
					<button className="primary" type="submit">
						{t('signIn')}
					</button>
				</div>
			</form>
		</Frame>,
	)
}

function messagePage(page: Page, message: string) {
	return render(
		<Frame page={page} title={say(page.locale, 'error')}>
			<h1>{say(page.locale, 'error')}</h1>
			<p>{message}</p>
			<p>
				<a href="/">{say(page.locale, 'backToCouncils')}</a>
			</p>
		</Frame>,
	)
}

function formatDate(locale: ConsoleLocale, iso: string | null | undefined) {
	if (!iso) return say(locale, 'never')
	const date = new Date(iso)
	if (Number.isNaN(date.getTime())) return iso
	return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CM' : 'en-GB', {
		dateStyle: 'medium',
		timeStyle: 'short',
		timeZone: 'Africa/Douala',
	}).format(date)
}

function formatBytes(locale: ConsoleLocale, bytes: number) {
	const units = locale === 'fr' ? ['o', 'Ko', 'Mo', 'Go'] : ['B', 'KB', 'MB', 'GB']
	let value = bytes
	let unit = 0
	while (value >= 1024 && unit < units.length - 1) {
		value /= 1024
		unit++
	}
	const shown = new Intl.NumberFormat(locale === 'fr' ? 'fr-CM' : 'en-GB', {
		maximumFractionDigits: unit === 0 ? 0 : 1,
	}).format(value)
	return say(locale, 'bytes', { value: shown, unit: units[unit]! })
}

type Status = CouncilEntry['status'] | 'deleting'

function StatusText({ page, status, until }: { page: Page; status: Status; until?: string }) {
	const key: ConsoleKey = `status_${status}`
	return (
		<span className={`status-${status}`}>
			{say(page.locale, key, { date: formatDate(page.locale, until) })}
		</span>
	)
}

/** A council's health figures as rows of a `<dl>`: its list card and its own page alike. */
function HealthRows({
	page,
	entry,
	seen,
}: {
	page: Page
	entry: CouncilEntry
	seen?: { at: string; figures: CouncilHealth }
}) {
	const { locale } = page
	const t = (key: ConsoleKey, values?: Record<string, string | number>) => say(locale, key, values)
	const figures = seen?.figures
	return (
		<>
			<dt>{t('lastPublish')}</dt>
			<dd>{figures ? formatDate(locale, figures.lastPublish) : '–'}</dd>
			<dt>{t('requests')}</dt>
			<dd>
				{figures
					? `${figures.openRequests}${figures.overdueRequests ? ` (${t('overdue', { count: figures.overdueRequests })})` : ''}`
					: '–'}
			</dd>
			<dt>{t('mailFailures')}</dt>
			<dd className={figures?.mailFailures ? 'error' : undefined}>
				{figures ? figures.mailFailures : '–'}
			</dd>
			<dt>{t('storage')}</dt>
			<dd>{figures ? formatBytes(locale, figures.storageBytes) : '–'}</dd>
			<dt>{t('toWrite')}</dt>
			<dd>{figures ? figures.pagesToWrite : '–'}</dd>
			<dt>{t('lastBackup')}</dt>
			<dd>{figures ? formatDate(locale, figures.lastBackup) : '–'}</dd>
			<dt>{t('lastError')}</dt>
			<dd>{errorText(locale, entry, figures)}</dd>
			<dt>{t('healthRead')}</dt>
			<dd>{seen ? t('seenAt', { date: formatDate(locale, seen.at) }) : t('notSeen')}</dd>
		</>
	)
}

function errorText(locale: ConsoleLocale, entry: CouncilEntry, health?: CouncilHealth) {
	if (entry.error) return entry.error
	const error = health?.lastError
	if (!error) return say(locale, 'none')
	return `${formatDate(locale, error.at)} · ${say(locale, error.what === 'backup' ? 'errorBackup' : 'errorMail', { message: error.message })}`
}

const DONE: Record<string, ConsoleKey> = {
	suspended: 'suspended',
	resumed: 'resumed',
	deleting: 'deleteScheduled',
	kept: 'kept',
}

async function councilsPage(page: Page, actions: ConsoleActions, query: URLSearchParams) {
	const { locale } = page
	const t = (key: ConsoleKey, values?: Record<string, string | number>) => say(locale, key, values)
	const [councils, health, deletions] = await Promise.all([
		actions.list(),
		healthOfAll(actions.db),
		actions.deletions(),
	])
	void query
	return render(
		<Frame page={page} title={t('councils')}>
			<h1>{t('councils')}</h1>
			<p>{t('councilsIntro')}</p>
			<p>
				<a className="button" href="/new">
					{t('newCouncil')}
				</a>
			</p>
			{councils.length === 0 ? (
				<p>{t('noCouncils')}</p>
			) : (
				<div className="table">
					<table>
						<thead>
							<tr>
								<th scope="col">{t('council')}</th>
								<th scope="col">{t('status')}</th>
								<th scope="col">{t('lastPublish')}</th>
								<th scope="col">{t('requests')}</th>
								<th scope="col">{t('mailFailures')}</th>
								<th scope="col">{t('storage')}</th>
								<th scope="col">{t('toWrite')}</th>
								<th scope="col">{t('lastBackup')}</th>
								<th scope="col">{t('lastError')}</th>
							</tr>
						</thead>
						<tbody>
							{councils.map((entry) => {
								const seen = health.get(entry.id)
								const figures = seen?.figures
								const until = deletions.get(entry.id)
								return (
									<tr key={entry.id} data-council={entry.id}>
										<th scope="row">
											<a href={`/councils/${entry.id}`}>{figures?.name?.[locale] || entry.id}</a>
											<div className="hint">
												{entry.id} · {entry.hosts.join(', ')}
											</div>
											<div className="hint">
												{seen ? t('seenAt', { date: formatDate(locale, seen.at) }) : t('notSeen')}
											</div>
										</th>
										<td>
											<StatusText
												page={page}
												status={until ? 'deleting' : entry.status}
												until={until}
											/>
										</td>
										<td>{figures ? formatDate(locale, figures.lastPublish) : '–'}</td>
										<td>
											{figures ? (
												<>
													{figures.openRequests}
													{figures.overdueRequests > 0 && (
														<div className="error">
															{t('overdue', { count: figures.overdueRequests })}
														</div>
													)}
												</>
											) : (
												'–'
											)}
										</td>
										<td className={figures?.mailFailures ? 'error' : undefined}>
											{figures ? figures.mailFailures : '–'}
										</td>
										<td>{figures ? formatBytes(locale, figures.storageBytes) : '–'}</td>
										<td>{figures ? figures.pagesToWrite : '–'}</td>
										<td>{figures ? formatDate(locale, figures.lastBackup) : '–'}</td>
										<td>{errorText(locale, entry, figures)}</td>
									</tr>
								)
							})}
						</tbody>
					</table>
				</div>
			)}
			{councils.length > 0 && (
				// On a phone, each council's figures in a card of their own rather than nine columns.
				<ul className="cards">
					{councils.map((entry) => {
						const seen = health.get(entry.id)
						const figures = seen?.figures
						const until = deletions.get(entry.id)
						return (
							<li key={entry.id} data-council-card={entry.id}>
								<h2>
									<a href={`/councils/${entry.id}`}>{figures?.name?.[locale] || entry.id}</a>
								</h2>
								<div className="hint">
									{entry.id} · {entry.hosts.join(', ')}
								</div>
								<dl>
									<dt>{t('status')}</dt>
									<dd>
										<StatusText
											page={page}
											status={until ? 'deleting' : entry.status}
											until={until}
										/>
									</dd>
									<HealthRows page={page} entry={entry} seen={seen} />
								</dl>
							</li>
						)
					})}
				</ul>
			)}
		</Frame>,
	)
}

async function councilPage(
	page: Page,
	actions: ConsoleActions,
	entry: CouncilEntry,
	query: URLSearchParams,
	state: { problem?: string } = {},
) {
	const { locale } = page
	const t = (key: ConsoleKey, values?: Record<string, string | number>) => say(locale, key, values)
	const [health, deletions] = await Promise.all([healthOfAll(actions.db), actions.deletions()])
	const seen = health.get(entry.id)
	const figures = seen?.figures
	const until = deletions.get(entry.id)
	const name = figures?.name?.[locale] || entry.id
	const doneKey = DONE[query.get('done') ?? '']
	return render(
		<Frame page={page} title={name}>
			<p>
				<a href="/">{t('backToCouncils')}</a>
			</p>
			<h1>{name}</h1>
			{doneKey && (
				<div className="notice" role="status">
					{t(doneKey, { id: entry.id, date: formatDate(locale, until) })}
				</div>
			)}
			{state.problem && (
				<div className="problems" role="alert">
					<p className="error">{state.problem}</p>
				</div>
			)}
			<dl>
				<dt>{t('id')}</dt>
				<dd>{entry.id}</dd>
				<dt>{t('status')}</dt>
				<dd>
					<StatusText page={page} status={until ? 'deleting' : entry.status} until={until} />
				</dd>
				<dt>{t('hosts')}</dt>
				<dd>{entry.hosts.join(', ')}</dd>
				<dt>{t('publicAddress')}</dt>
				<dd>{entry.publicUrl}</dd>
				<HealthRows page={page} entry={entry} seen={seen} />
			</dl>
			{until ? (
				<section className="action">
					<h2>{t('deleteTitle')}</h2>
					<p>{t('deletedOn', { date: formatDate(locale, until) })}</p>
					<form method="post" action={`/councils/${entry.id}/keep`}>
						<Csrf page={page} />
						<button className="primary" type="submit">
							{t('keep')}
						</button>
					</form>
				</section>
			) : entry.status === 'active' ? (
				<section className="action">
					<h2>{t('suspend')}</h2>
					<p>{t('suspendHint')}</p>
					<form method="post" action={`/councils/${entry.id}/suspend`}>
						<Csrf page={page} />
						<button className="secondary" type="submit">
							{t('suspend')}
						</button>
					</form>
				</section>
			) : (
				<section className="action">
					<h2>{t('resume')}</h2>
					<p>{t('resumeHint')}</p>
					<form method="post" action={`/councils/${entry.id}/resume`}>
						<Csrf page={page} />
						<button className="primary" type="submit">
							{t('resume')}
						</button>
					</form>
				</section>
			)}
			<section className="action">
				<h2>{t('adminPasswordTitle')}</h2>
				<p>{t('adminPasswordHint')}</p>
				<form method="post" action={`/councils/${entry.id}/password`}>
					<Csrf page={page} />
					<label htmlFor="admin-email">{t('adminPasswordEmail')}</label>
					<input
						id="admin-email"
						name="email"
						type="email"
						autoComplete="off"
						spellCheck={false}
						required
					/>
					<button className="secondary" type="submit">
						{t('adminPasswordButton')}
					</button>
				</form>
			</section>
			<section className="action">
				<h2>{t('exportTitle')}</h2>
				<p>{t('exportHint')}</p>
				<form method="post" action={`/councils/${entry.id}/export`}>
					<Csrf page={page} />
					<button className="secondary" type="submit">
						{t('exportButton')}
					</button>
				</form>
			</section>
			{!until && (
				<section className="action">
					<h2>{t('deleteTitle')}</h2>
					<p>{t('deleteHint', { days: actions.graceDays })}</p>
					<form method="post" action={`/councils/${entry.id}/delete`}>
						<Csrf page={page} />
						<label htmlFor="confirm">{t('deleteConfirm', { id: entry.id })}</label>
						<input id="confirm" name="confirm" autoComplete="off" spellCheck={false} required />
						<div>
							<button className="primary danger" type="submit">
								{t('deleteButton')}
							</button>
						</div>
					</form>
				</section>
			)}
		</Frame>,
	)
}

interface FieldProblem {
	field: string
	message: string
}

function newCouncilPage(page: Page, values: Record<string, string>, problems: FieldProblem[]) {
	const { locale } = page
	const t = (key: ConsoleKey) => say(locale, key)
	// Every problem of a field under it (each host of several can be wrong on its own).
	const problemsOf = (field: string) => problems.filter((problem) => problem.field === field)
	const field = (
		name: string,
		label: ConsoleKey,
		options: { hint?: ConsoleKey; type?: string; multiline?: boolean; autoComplete?: string } = {},
	) => {
		const own = problemsOf(name)
		const problem = own.length > 0
		const described = [options.hint && `${name}-hint`, problem && `${name}-error`]
			.filter(Boolean)
			.join(' ')
		const common = {
			id: name,
			name,
			defaultValue: values[name] ?? '',
			'aria-describedby': described || undefined,
			'aria-invalid': problem ? true : undefined,
			autoComplete: options.autoComplete ?? 'off',
		}
		return (
			<div>
				<label htmlFor={name}>{t(label)}</label>
				{options.hint && (
					<p className="hint" id={`${name}-hint`}>
						{t(options.hint)}
					</p>
				)}
				{problem && (
					<p className="error" id={`${name}-error`}>
						{own.map((one, index) => (
							<span key={one.message}>
								{index > 0 && <br />}
								{one.message}
							</span>
						))}
					</p>
				)}
				{options.multiline ? (
					<textarea {...common} spellCheck={false} />
				) : (
					<input {...common} type={options.type ?? 'text'} spellCheck={false} />
				)}
			</div>
		)
	}
	return render(
		<Frame page={page} title={t('newCouncil')}>
			<p>
				<a href="/">{t('backToCouncils')}</a>
			</p>
			<h1>{t('newCouncil')}</h1>
			{problems.length > 0 && (
				<div className="problems" role="alert">
					<h2>{t('problems')}</h2>
					<ul>
						{problems.map((problem) => (
							<li key={`${problem.field}:${problem.message}`}>
								<a href={`#${problem.field}`}>{problem.message}</a>
							</li>
						))}
					</ul>
				</div>
			)}
			<form method="post" action="/new" noValidate>
				<Csrf page={page} />
				{field('id', 'id', { hint: 'idHint' })}
				{field('nameEn', 'nameEn')}
				{field('nameFr', 'nameFr')}
				{field('shortName', 'shortName', { hint: 'shortNameHint' })}
				{field('hosts', 'hosts', { hint: 'hostsHint', multiline: true })}
				{field('publicUrl', 'publicUrl', { hint: 'publicUrlHint', type: 'url' })}
				{field('adminEmail', 'adminEmail', { hint: 'adminEmailHint', type: 'email' })}
				<div>
					<button className="primary" type="submit">
						{t('create')}
					</button>
				</div>
			</form>
		</Frame>,
	)
}

/**
 * A one-time password to hand over (a council's first administrator, or one who lost theirs):
 * where they sign in, their email, the password shown once.
 */
function handOverPage(
	page: Page,
	entry: CouncilEntry,
	handOver: { email: string; password: string; title: string; intro: string; backFirst: boolean },
) {
	const t = (key: ConsoleKey, values?: Record<string, string | number>) =>
		say(page.locale, key, values)
	const signIn = `${entry.publicUrl}${LOGIN_PATH}`
	const back = (
		<p>
			<a href={`/councils/${entry.id}`}>{t('manage', { name: entry.id })}</a>
		</p>
	)
	return render(
		<Frame page={page} title={handOver.title}>
			{handOver.backFirst && back}
			<h1>{handOver.title}</h1>
			<p>{handOver.intro}</p>
			<dl>
				<dt>{t('signInAt')}</dt>
				<dd>
					<a href={signIn}>{signIn}</a>
				</dd>
				<dt>{t('email')}</dt>
				<dd>{handOver.email}</dd>
				<dt>{t('oneTimePassword')}</dt>
				<dd>
					<span className="password" data-one-time-password>
						{handOver.password}
					</span>
				</dd>
			</dl>
			{!handOver.backFirst && back}
		</Frame>,
	)
}

function createdPage(page: Page, entry: CouncilEntry, email: string, password: string) {
	return handOverPage(page, entry, {
		email,
		password,
		title: say(page.locale, 'created', { id: entry.id }),
		intro: say(page.locale, 'createdIntro'),
		backFirst: false,
	})
}

/** A council administrator's new one-time password, shown once. */
function newPasswordPage(page: Page, entry: CouncilEntry, email: string, password: string) {
	return handOverPage(page, entry, {
		email,
		password,
		title: say(page.locale, 'adminPasswordDone', { email }),
		intro: say(page.locale, 'adminPasswordIntro'),
		backFirst: true,
	})
}

function accountPage(page: Page, state: { problem?: string; done?: string }) {
	const t = (key: ConsoleKey) => say(page.locale, key)
	return render(
		<Frame page={page} title={t('account')}>
			<h1>{t('changePassword')}</h1>
			{state.done && (
				<div className="notice" role="status">
					{state.done}
				</div>
			)}
			{state.problem && (
				<div className="problems" role="alert">
					<p className="error">{state.problem}</p>
				</div>
			)}
			<form method="post" action="/account">
				<Csrf page={page} />
				<input
					type="hidden"
					name="username"
					autoComplete="username"
					value={page.session?.operator.email ?? ''}
				/>
				<label htmlFor="current">{t('currentPassword')}</label>
				<input
					id="current"
					name="current"
					type="password"
					autoComplete="current-password"
					required
				/>
				<label htmlFor="next">{t('newPassword')}</label>
				<input id="next" name="next" type="password" autoComplete="new-password" required />
				<div>
					<button className="primary" type="submit">
						{t('changePassword')}
					</button>
				</div>
			</form>
		</Frame>,
	)
}
