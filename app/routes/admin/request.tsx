import {
	Form,
	Link,
	redirect,
	useLoaderData,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
} from 'react-router'
import { requireStaff, staffForm } from '#app/auth/auth.server'
import { CsrfInput } from '#app/auth/csrf-input'
import { AdminPageHeader } from '#app/features/staff-frame/admin-page'
import { Button } from '#app/components/ui/button'
import { Field, FieldError, Hint, Input, Label, Select, Textarea } from '#app/components/ui/field'
import { getDb } from '#app/db/client.server'
import { adminLocale } from '#app/features/cms/admin-locale.server'
import { redirectWithFlash } from '#app/features/cms/flash.server'
import { parseId } from '#app/features/cms/resource.server'
import {
	getAssignableStaff,
	getRequestCategories,
	getRequestDetail,
} from '#app/features/requests/queries.server'
import {
	MAP_IMAGE,
	MAP_SCALE,
	normalizeReference,
	REQUEST_LIMITS,
	REQUEST_STATUSES,
} from '#app/features/requests/request-rules'
import { staffRequestAction } from '#app/features/requests/staff.server'
import { mailEnabled, mailOrigin } from '#app/platform/mail/mail-config.server'
import { useLocale, useT } from '#app/i18n/hooks'
import { intlLocale } from '#app/i18n/locales'
import { dateTimeFormat } from '#app/utils/intl'
import { markSubjectRead } from '#app/features/notifications/notices.server'
import type { AdminHandle } from './layout'
import { ADMIN_BASE, COUNCIL_TIME_ZONE } from '#app/config'

const LIST = `${ADMIN_BASE}/requests`
const PATH = `${LIST}/view`

export const handle: AdminHandle = {
	crumbs: [{ label: 'admin.nav.requests', href: LIST }, { label: 'admin.requests.detailTitle' }],
}

/** One request, everything staff may see of it (decision 039): `?id=N`. */
export async function loader({ request, url }: LoaderFunctionArgs) {
	const session = await requireStaff(request)
	const db = getDb()
	// Without `?id=`: find a request by the reference a resident gives on the phone.
	if (!url.searchParams.has('id')) {
		const asked = normalizeReference(url.searchParams.get('ref') ?? '')
		if (asked) {
			const found = await db
				.selectFrom('requests')
				.select('id')
				.where('reference', '=', asked)
				.executeTakeFirst()
			if (found) throw redirect(`${PATH}?id=${found.id}`)
		}
		return { find: { asked, notFound: Boolean(asked) } } as const
	}
	const id = parseId(url.searchParams.get('id'))
	const detail = id ? await getRequestDetail(db, id) : null
	if (!detail) throw new Response('Not Found', { status: 404 })
	// Opened (from a notice, its mail or the inbox): this person's notices about it are read.
	await markSubjectRead(
		db,
		session.user,
		`request:${detail.request.id}`,
		new Date().toISOString(),
	).catch(() => 0)
	const [categories, staff] = await Promise.all([
		getRequestCategories(db, adminLocale(request)),
		getAssignableStaff(db),
	])
	const category = categories.find((c) => c.slug === detail.request.category)?.name
	// Never stored by a cache: the whole staff area answers `no-store`.
	return {
		find: null,
		...detail,
		category: category ?? detail.request.category,
		staff,
		mail: mailEnabled(),
	}
}

/** Every change: a POST with the staff token (staffForm checks session, origin and token). */
export async function action({ request, url }: ActionFunctionArgs) {
	const { session, form } = await staffForm(request)
	const id = parseId(url.searchParams.get('id'))
	if (!id) throw new Response('Not Found', { status: 404 })
	const result = await staffRequestAction(getDb(), session, id, form, mailOrigin())
	if (!result.ok && result.status === 404) throw new Response('Not Found', { status: 404 })
	return redirectWithFlash(`${PATH}?id=${id}`, {
		kind: result.ok ? 'success' : 'error',
		title: result.ok ? 'admin.toast.successTitle' : 'admin.toast.errorTitle',
		text: result.message,
	})
}

const box = 'rounded-xl border border-slate-200 bg-white p-5'

/** Finding a request by its reference (the screen without `?id=`). */
function FindRequest({ asked, notFound }: { asked: string; notFound: boolean }) {
	const t = useT()
	return (
		<>
			<AdminPageHeader title="admin.requests.findTitle" intro="admin.requests.findIntro" />
			<form method="get" className={box}>
				{/* The parts rather than a Field: "not found" is announced, and the reference is not invalid. */}
				<Label htmlFor="find-ref">{t('requests.reference')}</Label>
				<Input
					id="find-ref"
					name="ref"
					defaultValue={asked}
					maxLength={20}
					aria-describedby={notFound ? 'find-ref-error' : undefined}
					className="mt-1"
				/>
				<FieldError id="find-ref-error" role="alert" className="mt-1">
					{notFound ? t('requests.notFound', { reference: asked }) : null}
				</FieldError>
				<Button type="submit" className="mt-3">
					{t('admin.requests.find')}
				</Button>
			</form>
		</>
	)
}

/** A choice of a request's status (its own form, and the reply's). */
function StatusField({
	id,
	label,
	value,
	className,
}: {
	id: string
	label: string
	value: string
	className?: string
}) {
	const t = useT()
	return (
		<Field id={id} label={label} className={className}>
			{(control) => (
				<Select {...control} name="status" defaultValue={value}>
					{REQUEST_STATUSES.map((s) => (
						<option key={s} value={s}>
							{t(`requests.status.${s}`)}
						</option>
					))}
				</Select>
			)}
		</Field>
	)
}

export default function RequestRoute() {
	const loaded = useLoaderData<typeof loader>()
	return loaded.find ? <FindRequest {...loaded.find} /> : <RequestDetail {...loaded} />
}

function RequestDetail({
	request: r,
	log,
	category,
	staff,
	mail,
}: Exclude<ReturnType<typeof useLoaderData<typeof loader>>, { find: object }>) {
	const t = useT()
	const locale = useLocale()
	const when = (iso: string) =>
		dateTimeFormat(intlLocale[locale], {
			dateStyle: 'medium',
			timeStyle: 'short',
			timeZone: COUNCIL_TIME_ZONE,
		}).format(new Date(iso))
	const logLine = (entry: (typeof log)[number]) => {
		if (entry.action === 'status')
			return t('admin.requests.log.status', {
				status: t(`requests.status.${entry.body as (typeof REQUEST_STATUSES)[number]}`),
			})
		if (entry.action === 'assigned')
			return t('admin.requests.log.assigned', { name: entry.body ?? '' })
		const known = [
			'submitted',
			'unassigned',
			'note',
			'reply',
			'spam',
			'notSpam',
			'anonymised',
			'released',
		] as const
		const action = known.find((k) => k === entry.action)
		return action ? t(`admin.requests.log.${action}`) : entry.action
	}
	const { width, height } = MAP_IMAGE
	return (
		<>
			<AdminPageHeader title="admin.requests.detailTitle" />
			<div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
				<div className="space-y-6">
					<section className={box} aria-labelledby="req-heading">
						<h2 id="req-heading" className="text-xl font-bold" data-reference>
							{r.reference}
						</h2>
						<p className="mt-1 text-slate-700">
							{category} · {t(`requests.status.${r.status}`)}
							{r.spam_at ? ` · ${t('admin.requests.spam')}` : ''} ·{' '}
							<time dateTime={r.created_at}>{when(r.created_at)}</time> ·{' '}
							{t(r.locale === 'fr' ? 'admin.requests.inFrench' : 'admin.requests.inEnglish')}
						</p>
						{r.held_at && !r.spam_at ? (
							<div
								className="mt-4 rounded-md border-l-4 border-amber-500 bg-amber-50 p-3"
								data-held
							>
								<p>{t('admin.requests.heldExplain')}</p>
								<Form method="post" className="mt-2">
									<CsrfInput />
									<input type="hidden" name="intent" value="release" />
									<Button type="submit">{t('admin.requests.release')}</Button>
								</Form>
							</div>
						) : null}
						<h3 className="mt-4 font-semibold">{t('admin.requests.description')}</h3>
						<p className="mt-1 whitespace-pre-line text-slate-900" data-request-description>
							{r.description}
						</p>
						{r.location ? (
							<>
								<h3 className="mt-4 font-semibold">{t('admin.requests.location')}</h3>
								<p className="mt-1">{r.location}</p>
							</>
						) : null}
						{r.map_x !== null && r.map_y !== null ? (
							<figure className="mt-4">
								<svg
									viewBox={`0 0 ${width} ${height}`}
									role="img"
									aria-label={t('admin.requests.mapPoint')}
									className="w-full max-w-xl rounded-md border border-slate-300"
								>
									<image href={MAP_IMAGE.src} width={width} height={height} />
									<circle
										cx={(r.map_x / MAP_SCALE) * width}
										cy={(r.map_y / MAP_SCALE) * height}
										r={14}
										fill="#b91c1c"
										stroke="#fff"
										strokeWidth={4}
									/>
								</svg>
							</figure>
						) : null}
						{r.photo ? (
							<>
								<h3 className="mt-4 font-semibold">{t('admin.requests.photo')}</h3>
								<img
									src={`${ADMIN_BASE}/requests/photo?id=${r.id}`}
									alt={t('admin.requests.photoAlt', { reference: r.reference })}
									className="mt-1 max-h-96 rounded-md border border-slate-300"
								/>
							</>
						) : null}
					</section>

					<section className={box} aria-labelledby="req-contact">
						<h2 id="req-contact" className="text-lg font-bold">
							{t('admin.requests.contact')}
						</h2>
						{r.anonymised_at ? (
							<p className="mt-2">{t('admin.requests.anonymised')}</p>
						) : r.name || r.email || r.phone ? (
							<dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
								{r.name ? (
									<>
										<dt className="font-semibold">{t('contact.name')}</dt>
										<dd data-contact-name>{r.name}</dd>
									</>
								) : null}
								{r.email ? (
									<>
										<dt className="font-semibold">{t('contact.email')}</dt>
										<dd>
											<a href={`mailto:${r.email}`} className="text-primary-dark underline">
												{r.email}
											</a>
										</dd>
									</>
								) : null}
								{r.phone ? (
									<>
										<dt className="font-semibold">{t('contact.phone')}</dt>
										<dd>
											<a
												href={`tel:${r.phone.replace(/[^\d+]/g, '')}`}
												className="text-primary-dark underline"
											>
												{r.phone}
											</a>
										</dd>
									</>
								) : null}
							</dl>
						) : (
							<p className="mt-2">{t('admin.requests.noContact')}</p>
						)}
					</section>

					<section className={box} aria-labelledby="req-log">
						<h2 id="req-log" className="text-lg font-bold">
							{t('admin.requests.log')}
						</h2>
						<ol className="mt-3 space-y-3">
							{log.map((entry) => (
								<li
									key={entry.id}
									data-log={entry.action}
									className="border-l-4 border-slate-300 pl-3"
								>
									<p className="text-sm text-slate-700">
										<time dateTime={entry.created_at}>{when(entry.created_at)}</time> ·{' '}
										{entry.actor || t('admin.requests.system')}
									</p>
									<p className="font-semibold">{logLine(entry)}</p>
									{entry.kind !== 'event' && entry.body ? (
										<p className="mt-1 whitespace-pre-line text-slate-900">{entry.body}</p>
									) : null}
								</li>
							))}
						</ol>
					</section>
				</div>

				<div className="space-y-6">
					<Form method="post" className={box}>
						<CsrfInput />
						<input type="hidden" name="intent" value="assign" />
						<Field id="req-assign" label={t('admin.requests.assignLabel')}>
							{(control) => (
								<Select {...control} name="assigned_to" defaultValue={r.assigned_to ?? ''}>
									<option value="">{t('admin.requests.nobody')}</option>
									{staff.map((s) => (
										<option key={s.id} value={s.id}>
											{s.name}
										</option>
									))}
								</Select>
							)}
						</Field>
						<Button type="submit" className="mt-3">
							{t('admin.requests.assign')}
						</Button>
					</Form>

					<Form method="post" className={box}>
						<CsrfInput />
						<input type="hidden" name="intent" value="status" />
						<StatusField id="req-status" label={t('admin.requests.statusLabel')} value={r.status} />
						<Button type="submit" className="mt-3">
							{t('admin.requests.changeStatus')}
						</Button>
					</Form>

					<Form method="post" className={box}>
						<CsrfInput />
						<input type="hidden" name="intent" value="reply" />
						<h2 className="text-lg font-bold">{t('admin.requests.replyTitle')}</h2>
						{/* The hint is about the whole reply (is it e-mailed?), so it sits under the heading. */}
						<Hint id="req-reply-hint" className="mt-1">
							{r.email && !r.anonymised_at
								? mail
									? t('admin.requests.replyHintMail')
									: t('admin.requests.replyHintMailOff')
								: t('admin.requests.replyHintNoMail')}
						</Hint>
						<Label htmlFor="req-reply" className="mt-3">
							{t('admin.requests.replyLabel')}
						</Label>
						<Textarea
							id="req-reply"
							name="body"
							rows={5}
							required
							maxLength={REQUEST_LIMITS.reply}
							aria-describedby="req-reply-hint"
							className="mt-1"
						/>
						<StatusField
							id="req-reply-status"
							label={t('admin.requests.replyStatus')}
							value={r.status}
							className="mt-3"
						/>
						<Button type="submit" className="mt-3">
							{t('admin.requests.sendReply')}
						</Button>
					</Form>

					<Form method="post" className={box}>
						<CsrfInput />
						<input type="hidden" name="intent" value="note" />
						<Label htmlFor="req-note" weight="heading">
							{t('admin.requests.noteTitle')}
						</Label>
						<Hint id="req-note-hint" className="mt-1">
							{t('admin.requests.noteHint')}
						</Hint>
						<Textarea
							id="req-note"
							name="body"
							rows={3}
							required
							maxLength={REQUEST_LIMITS.note}
							aria-describedby="req-note-hint"
							className="mt-1"
						/>
						<Button type="submit" variant="outline" className="mt-3">
							{t('admin.requests.addNote')}
						</Button>
					</Form>

					<Form method="post" className={box}>
						<CsrfInput />
						<input type="hidden" name="intent" value={r.spam_at ? 'notSpam' : 'spam'} />
						<p className="text-sm text-slate-700">{t('admin.requests.spamHint')}</p>
						<Button type="submit" variant="dangerGhost" className="mt-2">
							{r.spam_at ? t('admin.requests.markNotSpam') : t('admin.requests.markSpam')}
						</Button>
					</Form>
					<p>
						<Link to={LIST} className="font-semibold text-primary-dark underline">
							{t('admin.requests.back')}
						</Link>
					</p>
				</div>
			</div>
		</>
	)
}
