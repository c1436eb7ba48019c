import { ArrowLeft, CalendarClock } from 'lucide-react'
import { SiteLink } from '#app/components/site/site-link'
import { FallbackNotice } from '#app/components/site/localized-text'
import { IconFacts } from '#app/components/site/icon-facts'
import { Badge } from '#app/components/ui/badge'
import { buttonVariants } from '#app/components/ui/button'
import { PageMeta } from '#app/features/feeds/page-meta'
import { StructuredData } from '#app/components/site/structured-data'
import { PageHeader } from '#app/features/pages/page-header'
import { RichText, type RichBlock } from '#app/features/formatting/rich-text'
import { AttachedDocuments } from '#app/features/documents/document-list'
import { useT } from '#app/i18n/hooks'
import type { LocalizedText } from '#app/utils/localized'
import { WhatsAppLink } from '#app/features/subscriptions/whatsapp-link'
import type { JobPageData } from './job-page.server'

/** A job vacancy's page (the public page, and its preview): decision 034. */
export function JobPage({
	job,
	sections,
	documents,
	list,
	description,
	crumbs,
	jsonLd,
	whatsapp,
}: JobPageData & { whatsapp?: string }) {
	const t = useT()
	return (
		<>
			<PageMeta title={t('meta.pageTitle', { title: job.title.text })} description={description} />
			{jsonLd ? <StructuredData json={jsonLd} /> : null}
			<article>
				<PageHeader
					title={job.title.text}
					crumbs={crumbs}
					titleLang={job.title.fallback ? job.title.lang : undefined}
				>
					<FallbackNotice value={job.title} />
					<p className="mt-4 flex flex-wrap items-center gap-3 text-slate-800">
						<span>{t('tender.statusLabel')}</span>
						<Badge tone={job.open ? 'open' : 'closed'}>
							{t(job.open ? 'job.open' : 'job.closed')}
						</Badge>
					</p>
				</PageHeader>
				<div className="mx-auto max-w-3xl px-4 py-10">
					{job.open ? null : (
						<p
							role="note"
							className="mb-8 rounded-xl border border-slate-300 bg-slate-100 p-4 text-lg font-semibold text-slate-900"
						>
							{t('job.closedNotice')}
						</p>
					)}
					<IconFacts
						items={[
							{
								icon: CalendarClock,
								label: t(job.open ? 'job.closes' : 'job.closedOn'),
								value: <time dateTime={job.closes.dateTime}>{job.closes.text}</time>,
							},
						]}
					/>
					<Section
						id="job-description"
						title={t('job.description')}
						value={job.description}
						blocks={sections.description}
					/>
					<Section
						id="job-requirements"
						title={t('job.requirements')}
						value={job.requirements}
						blocks={sections.requirements}
					/>
					{/* How to apply is of no use once the vacancy is closed. */}
					{job.open ? (
						<Section
							id="job-apply"
							title={t('job.howToApply')}
							value={job.howToApply}
							blocks={sections.howToApply}
						/>
					) : null}
					{/* Forms and full job descriptions (decision 033). */}
					<AttachedDocuments items={documents} className="mt-10" />
					{whatsapp ? (
						<p className="mt-10">
							<WhatsAppLink href={whatsapp} className="text-primary-dark" />
						</p>
					) : null}
					<SiteLink
						to={list.href}
						className={buttonVariants({ variant: 'outline', className: 'mt-10' })}
					>
						<ArrowLeft aria-hidden="true" />
						{t('job.allJobs')}
					</SiteLink>
				</div>
			</article>
		</>
	)
}

function Section({
	id,
	title,
	value,
	blocks,
}: {
	id: string
	title: string
	value: LocalizedText
	blocks: RichBlock[] | null
}) {
	if (!blocks) return null
	return (
		<section aria-labelledby={id} className="mt-10">
			<h2 id={id} className="text-2xl font-bold text-slate-900">
				{title}
			</h2>
			<FallbackNotice value={value} />
			<div
				lang={value.fallback ? value.lang : undefined}
				className="mt-4 space-y-4 text-lg leading-relaxed text-slate-800"
			>
				<RichText blocks={blocks} heading={3} />
			</div>
		</section>
	)
}
