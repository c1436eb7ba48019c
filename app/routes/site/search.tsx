import { Search } from 'lucide-react'
import {
	data,
	Form,
	Link,
	useLoaderData,
	type HeadersFunction,
	type LoaderFunctionArgs,
} from 'react-router'
import { PageMeta } from '#app/features/feeds/page-meta'
import { Pager } from '#app/components/ui/pager'
import { PageHeader, PageSection } from '#app/features/pages/page-header'
import { Button } from '#app/components/ui/button'
import { Field, Input } from '#app/components/ui/field'
import { formatDate } from '#app/i18n/i18n'
import { localizePath } from '#app/i18n/locales'
import { useLocale, usePagePublished, useSettings, useT } from '#app/i18n/hooks'
import { MAX_SEARCH_QUERY, type TextPiece } from '#app/features/search/search-terms'
import { searchPage, SEARCH_RESULTS_HEADER } from '#app/features/search/search-page.server'
import type { SearchHit } from '#app/features/search/search.server'

/** Site search: see features/search/search-page.server.ts. */
export async function loader({ request, url }: LoaderFunctionArgs) {
	const { results, timing, found } = await searchPage(request, url)
	// How long the index took, for the bench (bench/search.js) and anyone looking at the network;
	// how many it found, for the dashboard's count of searches that found nothing (decision 056).
	const headers = new Headers({ 'Server-Timing': timing })
	if (found !== undefined) headers.set(SEARCH_RESULTS_HEADER, String(found))
	return data(results, { headers })
}

export const headers: HeadersFunction = ({ loaderHeaders }) => {
	const headers = new Headers()
	for (const name of ['Server-Timing', SEARCH_RESULTS_HEADER]) {
		const value = loaderHeaders.get(name)
		if (value) headers.set(name, value)
	}
	return headers
}

function Highlighted({ pieces }: { pieces: TextPiece[] }) {
	return pieces.map((piece, i) =>
		piece.match ? (
			<mark key={i} className="rounded-sm bg-amber-100 px-0.5 font-semibold text-slate-900">
				{piece.text}
			</mark>
		) : (
			<span key={i}>{piece.text}</span>
		),
	)
}

function ResultItem({ hit }: { hit: SearchHit }) {
	const t = useT()
	const locale = useLocale()
	return (
		<li className="border-b border-slate-200 py-5 last:border-b-0">
			<p className="text-sm font-semibold tracking-wide text-primary-dark uppercase">
				{t(`search.type.${hit.type}`)}
				{hit.date ? (
					<span className="font-normal text-slate-700 normal-case">
						{' · '}
						<time dateTime={hit.date}>{formatDate(hit.date, locale)}</time>
					</span>
				) : null}
			</p>
			<h3 className="mt-1 text-lg font-semibold">
				<Link
					to={hit.url}
					className="text-primary-dark underline decoration-1 underline-offset-2 hover:decoration-2"
				>
					<Highlighted pieces={hit.title} />
				</Link>
			</h3>
			{hit.context ? (
				<p className="text-sm text-slate-700">{t('search.in', { page: hit.context })}</p>
			) : null}
			{hit.excerpt.length ? (
				<p className="mt-2 text-slate-800">
					<Highlighted pieces={hit.excerpt} />
				</p>
			) : null}
		</li>
	)
}

function MoreHelp() {
	const t = useT()
	const locale = useLocale()
	const settings = useSettings()
	// Only what the council has given: no "Call:" without a number, no link to a draft (decision 055).
	const directions = usePagePublished('/residents/directions')
	const { phone, email } = settings
	return (
		<PageSection id="more-help" title={t('search.moreHelp')}>
			<ul className="max-w-3xl list-disc space-y-2 pl-6 text-slate-800">
				<li>
					<Link
						to={localizePath('/help', locale)}
						className="font-semibold text-primary-dark underline underline-offset-2"
					>
						{t('search.helpLink')}
					</Link>
				</li>
				{phone || email ? (
					<li>
						{t('search.contactIntro')}{' '}
						{phone ? (
							<a
								href={`tel:${phone.replace(/[^\d+]/g, '')}`}
								className="font-semibold text-primary-dark underline underline-offset-2"
							>
								{t('search.phone', { phone })}
							</a>
						) : null}
						{phone && email ? ' · ' : null}
						{email ? (
							<a
								href={`mailto:${email}`}
								className="font-semibold text-primary-dark underline underline-offset-2"
							>
								{t('search.email', { email })}
							</a>
						) : null}
					</li>
				) : null}
				{directions ? (
					<li>
						<Link
							to={localizePath('/residents/directions', locale)}
							className="font-semibold text-primary-dark underline underline-offset-2"
						>
							{t('search.directions')}
						</Link>
					</li>
				) : null}
			</ul>
		</PageSection>
	)
}

export default function SearchPage() {
	const t = useT()
	const locale = useLocale()
	const { query, truncated, page, pages, total, hits, popular, crumbs } =
		useLoaderData<typeof loader>()
	const title = query ? t('search.resultsTitle', { query }) : t('search.pageTitle')
	return (
		<>
			<PageMeta
				title={t('meta.pageTitle', { title })}
				description={t('search.pageDescription')}
				noIndex
			/>
			<PageHeader title={title} intro={query ? undefined : t('search.pageIntro')} crumbs={crumbs}>
				<Form
					method="get"
					action={localizePath('/search', locale)}
					role="search"
					className="mt-6 flex max-w-xl flex-wrap items-end gap-3"
				>
					<Field id="search-page-q" label={t('search.label')} className="min-w-0 flex-1">
						{(control) => (
							<Input
								{...control}
								type="search"
								name="q"
								defaultValue={query}
								maxLength={200}
								enterKeyHint="search"
								placeholder={t('search.placeholder')}
							/>
						)}
					</Field>
					<Button type="submit">
						<Search aria-hidden="true" />
						{t('search.submit')}
					</Button>
				</Form>
			</PageHeader>
			<div className="mx-auto max-w-5xl px-4">
				{query ? (
					<PageSection id="results" title={t('search.results')}>
						<div role="status" className="max-w-3xl space-y-2">
							{truncated ? (
								<p className="text-slate-800">{t('search.truncated', { max: MAX_SEARCH_QUERY })}</p>
							) : null}
							<p className="font-medium text-slate-900">
								{total ? t('search.count', { count: total }) : t('search.noResults', { query })}
							</p>
							{total ? null : <p className="text-slate-800">{t('search.noResultsTips')}</p>}
						</div>
						{hits.length ? (
							<ol className="max-w-3xl">
								{hits.map((hit) => (
									<ResultItem key={hit.url + hit.title.map((p) => p.text).join('')} hit={hit} />
								))}
							</ol>
						) : null}
						<Pager
							label={t('search.pagination')}
							page={page}
							pages={pages}
							href={(n) =>
								`${localizePath('/search', locale)}?q=${encodeURIComponent(query)}${n > 1 ? `&page=${n}` : ''}`
							}
							previous={t('search.previous')}
							next={t('search.next')}
							status={t('search.pageOf', { page, pages })}
							className="mt-8"
						/>
					</PageSection>
				) : (
					<p className="max-w-3xl pt-10 text-lg text-slate-800">{t('search.emptyHint')}</p>
				)}
				{popular.length ? (
					<PageSection id="popular" title={t('search.popular')}>
						<ul className="grid max-w-3xl gap-3 sm:grid-cols-2">
							{popular.map((link) => (
								<li key={link.href}>
									<Link
										to={link.href}
										className="font-semibold text-primary-dark underline underline-offset-2"
									>
										{link.title}
									</Link>
								</li>
							))}
						</ul>
					</PageSection>
				) : null}
				{query && total === 0 ? <MoreHelp /> : null}
			</div>
		</>
	)
}
