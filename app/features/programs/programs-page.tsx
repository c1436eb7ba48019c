import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { FallbackNotice, Localized } from '#app/components/site/localized-text'
import { buttonVariants } from '#app/components/ui/button'
import { PageMeta } from '#app/features/feeds/page-meta'
import { RichText } from '#app/features/formatting/rich-text'
import { PageHeader } from '#app/features/pages/page-header'
import { useLocale, useT } from '#app/i18n/hooks'
import { localizePath } from '#app/i18n/locales'
import { cn } from '#app/utils/misc'
import type { ProgramsData } from './programs-page.server'

const progressStyles = {
	planning: 'bg-amber-100 text-amber-900',
	active: 'bg-primary-light text-primary-dark',
	completed: 'bg-slate-200 text-slate-800',
} as const

/** A list of programmes (the routes `/programs/*`, and a staff preview of a programme). */
export function ProgramsPage({ type, items, crumbs }: ProgramsData) {
	const t = useT()
	const locale = useLocale()
	const agenda = type === 'agenda'
	const title = t(agenda ? 'programs.agenda.title' : 'programs.projects.title')
	return (
		<>
			<PageMeta
				title={t('meta.pageTitle', { title })}
				description={t(
					agenda ? 'programs.agenda.pageDescription' : 'programs.projects.pageDescription',
				)}
				share="programs"
			/>
			<PageHeader
				title={title}
				intro={t(agenda ? 'programs.agenda.pageIntro' : 'programs.projects.pageIntro')}
				crumbs={crumbs}
			/>
			<div className="mx-auto max-w-5xl px-4 py-10">
				{items.length ? (
					<ul className="grid gap-4 sm:grid-cols-2">
						{items.map((item) => (
							<li
								key={item.id}
								className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
							>
								<h2 className="text-lg font-semibold text-slate-900">
									<Localized value={item.title} />
								</h2>
								<FallbackNotice value={item.title} />
								<p className="mt-2">
									<span className="sr-only">{t('programs.status')}: </span>
									<span
										className={cn(
											'inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold',
											progressStyles[item.progress],
										)}
									>
										{t(`programs.status.${item.progress}`)}
									</span>
								</p>
								<div
									lang={item.description.fallback ? item.description.lang : undefined}
									className="mt-3 space-y-2 text-slate-700"
								>
									<RichText blocks={item.body} heading={3} />
								</div>
							</li>
						))}
					</ul>
				) : (
					<p className="text-slate-700">{t('programs.empty')}</p>
				)}
				<Link
					to={localizePath(agenda ? '/programs/projects' : '/programs/agenda', locale)}
					className={buttonVariants({ variant: 'outline', wrap: true, className: 'mt-10' })}
				>
					{t(agenda ? 'programs.seeAlsoProjects' : 'programs.seeAlsoAgenda')}
					<ArrowRight aria-hidden="true" />
				</Link>
			</div>
		</>
	)
}
