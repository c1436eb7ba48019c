import { Form, Link } from 'react-router'
import { PageMeta } from '#app/features/feeds/page-meta'
import { PageHeader, PageSection } from '#app/features/pages/page-header'
import type { Trail } from '#app/components/site/breadcrumbs'
import { Button } from '#app/components/ui/button'
import { Field, Input } from '#app/components/ui/field'
import { useLocale, useT } from '#app/i18n/hooks'
import { intlLocale, localizePath } from '#app/i18n/locales'
import { COUNCIL_TIME_ZONE } from '#app/config'
import { dateTimeFormat } from '#app/utils/intl'
import type { PublicStatus } from './queries.server'
import { CONTACT_PATH, STATUS_PATH } from './request-rules'

export interface StatusPageProps {
	asked: string
	sent: boolean
	/** A confirmation mail was queued. */
	mailed: boolean
	example: string
	crumbs: Trail
	outcome: 'form' | 'invalid' | 'limited' | 'notFound' | 'found'
	found: PublicStatus | null
}

const link = 'font-semibold text-primary-dark underline underline-offset-2'

/**
 * The public status of a request: category, status, dates and the council's public replies, and
 * nothing else (decision 039). Replies are shown as text, line breaks kept.
 */
export function StatusPage({
	asked,
	sent,
	mailed,
	example,
	crumbs,
	outcome,
	found,
}: StatusPageProps) {
	const t = useT()
	const locale = useLocale()
	const aboutReference = outcome === 'invalid' || outcome === 'notFound'
	const when = (iso: string) =>
		dateTimeFormat(intlLocale[locale], {
			dateStyle: 'long',
			timeStyle: 'short',
			timeZone: COUNCIL_TIME_ZONE,
		}).format(new Date(iso))
	return (
		<>
			<PageMeta title={t('meta.pageTitle', { title: t('requests.statusTitle') })} noIndex />
			<PageHeader
				title={t('requests.statusTitle')}
				intro={t('requests.statusIntro', { example })}
				crumbs={crumbs}
			>
				<Form
					method="get"
					action={localizePath(STATUS_PATH, locale)}
					className="mt-6 flex max-w-xl flex-wrap items-end gap-3"
				>
					<Field id="status-ref" label={t('requests.reference')} className="min-w-0 flex-1">
						{(control) => (
							<Input
								{...control}
								name="ref"
								type="text"
								defaultValue={asked}
								maxLength={20}
								autoCapitalize="characters"
								spellCheck={false}
								capitals
								// The message about the reference is said under the header, where it always was.
								aria-invalid={outcome === 'invalid' ? true : undefined}
								aria-describedby={aboutReference ? 'status-ref-error' : undefined}
							/>
						)}
					</Field>
					<Button type="submit" className="h-11">
						{t('requests.check')}
					</Button>
				</Form>
			</PageHeader>
			<div className="mx-auto max-w-5xl px-4">
				{sent ? (
					<div
						role="status"
						className="mt-8 max-w-3xl rounded-md border-l-4 border-primary bg-primary-light p-4"
					>
						<h2 className="text-xl font-bold text-slate-900">{t('requests.sentTitle')}</h2>
						{found ? (
							<>
								<p className="mt-2 text-lg text-slate-900">
									<KeptWhole
										text={t('requests.sentReference', { reference: found.reference })}
										part={found.reference}
									/>
								</p>
								{mailed ? <p className="mt-1 text-slate-800">{t('requests.sentMail')}</p> : null}
								<p className="mt-1 text-slate-800">{t('requests.keepLink')}</p>
							</>
						) : (
							<p className="mt-2 text-slate-800">{t('requests.sentNoRef')}</p>
						)}
					</div>
				) : null}
				{outcome === 'invalid' || outcome === 'notFound' || outcome === 'limited' ? (
					<p
						id="status-ref-error"
						role="alert"
						className="mt-8 max-w-3xl font-semibold text-danger"
					>
						{outcome === 'invalid' ? (
							t('requests.badReference', { example })
						) : outcome === 'notFound' ? (
							<KeptWhole text={t('requests.notFound', { reference: asked })} part={asked} />
						) : (
							t('requests.tooManyLookups')
						)}
					</p>
				) : null}
				{found ? (
					<PageSection id="request" title={found.reference}>
						<dl className="grid max-w-3xl grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-slate-900">
							<dt className="font-semibold">{t('requests.category')}</dt>
							<dd>{found.category}</dd>
							<dt className="font-semibold">{t('requests.status')}</dt>
							<dd data-request-status={found.status}>{t(`requests.status.${found.status}`)}</dd>
							<dt className="font-semibold">{t('requests.received')}</dt>
							<dd>
								<time dateTime={found.receivedAt}>{when(found.receivedAt)}</time>
							</dd>
							<dt className="font-semibold">{t('requests.updated')}</dt>
							<dd>
								<time dateTime={found.updatedAt}>{when(found.updatedAt)}</time>
							</dd>
							{found.closedAt ? (
								<>
									<dt className="font-semibold">{t('requests.closedOn')}</dt>
									<dd>
										<time dateTime={found.closedAt}>{when(found.closedAt)}</time>
									</dd>
								</>
							) : null}
						</dl>
						<h3 className="mt-8 text-xl font-bold text-slate-900">{t('requests.replies')}</h3>
						{found.replies === null ? (
							<p className="mt-3 max-w-3xl text-slate-800" data-replies="private">
								{t('requests.repliesPrivate')}
							</p>
						) : found.replies.length ? (
							<ol className="mt-3 max-w-3xl space-y-4">
								{found.replies.map((reply) => (
									<li key={reply.id} className="rounded-md border border-slate-300 bg-white p-4">
										<p className="text-sm text-slate-700">
											<time dateTime={reply.at}>{when(reply.at)}</time>
										</p>
										<p className="mt-1 whitespace-pre-line text-slate-900" data-request-reply>
											{reply.body}
										</p>
									</li>
								))}
							</ol>
						) : (
							<p className="mt-3 text-slate-800">{t('requests.noReplies')}</p>
						)}
					</PageSection>
				) : null}
				<p className="py-10">
					<Link to={localizePath(CONTACT_PATH, locale)} className={link}>
						{t('requests.newRequest')}
					</Link>
				</p>
			</div>
		</>
	)
}

/**
 * A sentence with a reference in it kept on one line: "MBG-2026-0042" broke after a hyphen at
 * 360 px (found on a phone), and a reference read out over the phone must not be misread.
 */
function KeptWhole({ text, part }: { text: string; part: string }) {
	const at = part ? text.indexOf(part) : -1
	if (at < 0) return text
	return (
		<>
			{text.slice(0, at)}
			<span className="whitespace-nowrap">{part}</span>
			{text.slice(at + part.length)}
		</>
	)
}
