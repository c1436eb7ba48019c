import { SiteLink } from '#app/components/site/site-link'
import { SubscribeByEmail } from '#app/features/subscriptions/subscribe-link'
import { FallbackNotice, Localized } from '#app/components/site/localized-text'
import { useLocale, useT } from '#app/i18n/hooks'
import { localizePath } from '#app/i18n/locales'
import type { JobSummary } from './queries.server'

/** The open vacancies, as a page's "jobs" block lists them (decision 034). */
export function JobsList({ jobs }: { jobs: JobSummary[] }) {
	const t = useT()
	const locale = useLocale()
	// Readers can follow new vacancies in a feed reader, whether or not one is open now.
	const feed = (
		<p className="mt-6">
			<a
				href={localizePath('/jobs/feed.xml', locale)}
				type="application/rss+xml"
				className="font-semibold text-primary underline underline-offset-4 hover:text-primary-dark"
			>
				{t('jobs.feedLink')}
			</a>
		</p>
	)
	// Or by email, as news and events (issue 33, decision 040).
	const byEmail = <SubscribeByEmail className="mt-4" />
	if (!jobs.length) {
		return (
			<>
				<p className="text-slate-700">{t('jobs.empty')}</p>
				{feed}
				{byEmail}
			</>
		)
	}
	return (
		<>
			<ul className="grid gap-4">
				{jobs.map((job) => (
					<li key={job.id} className="rounded-xl border border-slate-200 bg-white p-5">
						<h3 className="text-xl font-semibold">
							<SiteLink
								to={localizePath(`/jobs/${encodeURIComponent(job.slug)}`, locale)}
								lang={job.title.fallback ? job.title.lang : undefined}
								className="text-primary-dark underline underline-offset-2"
							>
								{job.title.text}
							</SiteLink>
						</h3>
						<FallbackNotice value={job.title} />
						{job.summary.text ? (
							<Localized value={job.summary} as="p" className="mt-2 text-slate-800" />
						) : null}
						<p className="mt-3 text-slate-800">
							<span className="font-semibold">{t('job.closes')}</span>{' '}
							<time dateTime={job.closes.dateTime}>{job.closes.text}</time>
						</p>
					</li>
				))}
			</ul>
			{feed}
			{byEmail}
		</>
	)
}
