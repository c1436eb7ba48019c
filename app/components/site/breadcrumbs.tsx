import { ChevronRight } from 'lucide-react'
import { SiteLink } from '#app/components/site/site-link'
import { StructuredData } from '#app/components/site/structured-data'
import { useT } from '#app/i18n/hooks'

export interface Crumb {
	label: string
	/** Already localised path; the last crumb (the current page) has none. */
	href?: string
}

/** A page's breadcrumbs and the same trail for search engines, from its loader (`pageCrumbs`). */
export interface Trail {
	items: Crumb[]
	/** BreadcrumbList JSON-LD, serialized on the server. */
	jsonLd: string
}

/**
 * Where the page sits in the site: Home › Group › Page. The current page is not a link. Search
 * engines get the same trail as a BreadcrumbList, with absolute addresses.
 */
export function Breadcrumbs({ trail: { items, jsonLd } }: { trail: Trail }) {
	const t = useT()
	return (
		<>
			<StructuredData json={jsonLd} />
			<nav aria-label={t('breadcrumbs.label')} className="text-sm">
				<ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-slate-700">
					{items.map((item, i) => {
						const last = i === items.length - 1
						return (
							<li key={`${item.label}-${i}`} className="flex items-center gap-1">
								{item.href && !last ? (
									<SiteLink
										to={item.href}
										className="text-primary-dark underline underline-offset-2"
									>
										{item.label}
									</SiteLink>
								) : (
									<span aria-current={last ? 'page' : undefined}>{item.label}</span>
								)}
								{last ? null : (
									<ChevronRight aria-hidden="true" className="size-4 text-slate-500" />
								)}
							</li>
						)
					})}
				</ol>
			</nav>
		</>
	)
}
