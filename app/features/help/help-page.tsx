import { Search } from 'lucide-react'
import { Form, Link } from 'react-router'
import { FallbackNotice, Localized } from '#app/components/site/localized-text'
import { PageMeta } from '#app/features/feeds/page-meta'
import { PageHeader, PageSection } from '#app/features/pages/page-header'
import { Button } from '#app/components/ui/button'
import { Field, Input } from '#app/components/ui/field'
import { localizePath } from '#app/i18n/locales'
import type { HelpData } from './help.server'
import { MAX_QUERY_LENGTH } from '#app/utils/text'
import { useLocale, usePagePublished, useT } from '#app/i18n/hooks'

/** The help questions as a page (the route `/help`, and a staff preview of a question). */
export function HelpPage({ query, faqs, crumbs }: HelpData) {
	const t = useT()
	const locale = useLocale()
	const helpPath = localizePath('/help', locale)
	// A link to the directions page only once it is published (decision 055).
	const directions = usePagePublished('/residents/directions')
	return (
		<>
			<PageMeta
				title={t('meta.pageTitle', { title: t('help.pageTitle') })}
				description={t('help.pageDescription')}
				share="help"
			/>
			<PageHeader title={t('help.pageTitle')} intro={t('help.pageIntro')} crumbs={crumbs}>
				<Form
					method="get"
					action={helpPath}
					role="search"
					className="mt-6 flex max-w-xl flex-wrap items-end gap-3"
				>
					<Field id="help-q" label={t('help.searchLabel')} className="min-w-0 flex-1">
						{(control) => (
							<Input
								{...control}
								type="search"
								name="q"
								defaultValue={query}
								maxLength={MAX_QUERY_LENGTH}
								placeholder={t('help.placeholder')}
							/>
						)}
					</Field>
					<Button type="submit">
						<Search aria-hidden="true" />
						{t('help.searchSubmit')}
					</Button>
				</Form>
			</PageHeader>
			<div className="mx-auto max-w-5xl px-4">
				<PageSection id="questions" title={t('help.group')}>
					{query ? (
						<p className="mb-6 font-medium text-slate-900" role="status">
							{faqs.length ? t('help.resultsFor', { query, count: faqs.length }) : t('help.empty')}
						</p>
					) : null}
					{faqs.length ? (
						<div className="max-w-3xl space-y-4">
							{faqs.map((faq) => (
								<section
									key={faq.id}
									aria-labelledby={`faq-${faq.id}`}
									className="rounded-xl border border-slate-200 bg-white p-5"
								>
									<h3 id={`faq-${faq.id}`} className="text-lg font-semibold text-slate-900">
										<Localized value={faq.question} />
									</h3>
									<FallbackNotice value={faq.question} />
									<Localized as="p" value={faq.answer} className="mt-2 text-slate-800" phones />
								</section>
							))}
						</div>
					) : null}
					{query ? (
						<Link
							to={helpPath}
							className="mt-6 inline-block font-semibold text-primary-dark underline underline-offset-2"
						>
							{t('help.showAll')}
						</Link>
					) : null}
				</PageSection>
				<PageSection id="contact" title={t('help.stillNeedHelp')}>
					<p className="max-w-3xl text-lg text-slate-800">{t('help.contactText')}</p>
					{directions ? (
						<Link
							to={localizePath('/residents/directions', locale)}
							className="mt-4 inline-block font-semibold text-primary-dark underline underline-offset-2"
						>
							{t('help.directions')}
						</Link>
					) : null}
				</PageSection>
			</div>
		</>
	)
}
