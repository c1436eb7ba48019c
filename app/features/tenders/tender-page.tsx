import { ArrowLeft, CalendarClock, Hash, Tag } from 'lucide-react'
import { Link } from 'react-router'
import { FallbackNotice, Localized } from '#app/components/site/localized-text'
import { IconFacts } from '#app/components/site/icon-facts'
import { Badge } from '#app/components/ui/badge'
import { buttonVariants } from '#app/components/ui/button'
import { PageMeta } from '#app/features/feeds/page-meta'
import { StructuredData } from '#app/components/site/structured-data'
import { PageHeader } from '#app/features/pages/page-header'
import { RichText } from '#app/features/formatting/rich-text'
import { formatDate } from '#app/i18n/i18n'
import { useLocale, useT } from '#app/i18n/hooks'
import { AttachedDocuments } from '#app/features/documents/document-list'
import { WhatsAppLink } from '#app/features/subscriptions/whatsapp-link'
import type { TenderPageData } from './tender-page.server'

/** A tender's page (the public page, and its preview): decision 034. */
export function TenderPage({
	tender,
	details,
	awardText,
	documents,
	list,
	title,
	description,
	crumbs,
	jsonLd,
	whatsapp,
}: TenderPageData & { whatsapp?: string }) {
	const t = useT()
	const locale = useLocale()
	const facts = [
		{ icon: Hash, label: t('bids.reference'), value: tender.reference },
		{
			icon: Tag,
			label: t('bids.category'),
			value: tender.category.text ? <Localized value={tender.category} /> : null,
		},
		{
			icon: CalendarClock,
			label: t('tender.closes'),
			value: <time dateTime={tender.closes.dateTime}>{tender.closes.text}</time>,
		},
	].filter((f) => f.value)
	const award = tender.award
	return (
		<>
			<PageMeta title={t('meta.pageTitle', { title })} description={description} />
			<StructuredData json={jsonLd} />
			<article>
				<PageHeader
					title={tender.title.text}
					crumbs={crumbs}
					titleLang={tender.title.fallback ? tender.title.lang : undefined}
				>
					<FallbackNotice value={tender.title} />
					<p className="mt-4 flex flex-wrap items-center gap-3 text-slate-800">
						<span>{t('tender.statusLabel')}</span>
						<Badge tone={tender.status}>{t(`bids.${tender.status}`)}</Badge>
					</p>
				</PageHeader>
				<div className="mx-auto max-w-3xl px-4 py-10">
					<IconFacts items={facts} className="sm:grid-cols-3" />
					<p className="mt-6 text-lg text-slate-800">{t(`tender.statusText.${tender.status}`)}</p>
					{award ? (
						<section
							aria-labelledby="award-notice"
							className="mt-8 rounded-xl border border-amber-300 bg-amber-50 p-5"
						>
							<h2 id="award-notice" className="text-2xl font-bold text-slate-900">
								{t('tender.awardNotice')}
							</h2>
							<dl className="mt-4 grid gap-3 sm:grid-cols-3">
								<div>
									<dt className="font-semibold text-slate-900">{t('tender.awardee')}</dt>
									<dd className="text-slate-800">{award.awardee}</dd>
								</div>
								{award.date ? (
									<div>
										<dt className="font-semibold text-slate-900">{t('tender.awardedOn')}</dt>
										<dd className="text-slate-800">
											<time dateTime={award.date}>{formatDate(award.date, locale)}</time>
										</dd>
									</div>
								) : null}
								{award.amount ? (
									<div>
										<dt className="font-semibold text-slate-900">{t('tender.amount')}</dt>
										<dd className="text-slate-800">{award.amount}</dd>
									</div>
								) : null}
							</dl>
							{awardText ? (
								<>
									<FallbackNotice value={award.text} />
									<div
										lang={award.text.fallback ? award.text.lang : undefined}
										className="mt-4 space-y-4 leading-relaxed text-slate-800"
									>
										<RichText blocks={awardText} heading={3} />
									</div>
								</>
							) : null}
						</section>
					) : null}
					{details ? (
						<section aria-labelledby="tender-description" className="mt-10">
							<h2 id="tender-description" className="text-2xl font-bold text-slate-900">
								{t('tender.description')}
							</h2>
							<FallbackNotice value={tender.description} />
							<div
								lang={tender.description.fallback ? tender.description.lang : undefined}
								className="mt-4 space-y-4 text-lg leading-relaxed text-slate-800"
							>
								<RichText blocks={details} heading={3} />
							</div>
						</section>
					) : null}
					{/* The tender file and its annexes (decision 033). */}
					<AttachedDocuments items={documents} className="mt-10" />
					{whatsapp ? (
						<p className="mt-10">
							<WhatsAppLink href={whatsapp} className="text-primary-dark" />
						</p>
					) : null}
					<Link
						to={list.href}
						className={buttonVariants({ variant: 'outline', className: 'mt-10' })}
					>
						<ArrowLeft aria-hidden="true" />
						{t('tender.allTenders')}
					</Link>
				</div>
			</article>
		</>
	)
}
