import { SiteLink } from '#app/components/site/site-link'
import { formatDate } from '#app/i18n/i18n'
import { localizePath } from '#app/i18n/locales'
import { FallbackNotice, Localized } from '#app/components/site/localized-text'
import { isImageName, Picture } from '#app/features/media/picture'
import type { NewsSummary } from '#app/utils/localized'
import { useLocale, useT } from '#app/i18n/hooks'

/**
 * News cards: date, linked title, excerpt and thumbnail; a clear sentence when there are none.
 * `firstInView`: the list opens the page, so its first picture is asked for with the page rather
 * than once laid out (it is what the reader sees first: issue 34's LCP).
 */
export function NewsList({
	items,
	headingLevel = 3,
	firstInView = false,
}: {
	items: NewsSummary[]
	headingLevel?: 2 | 3
	firstInView?: boolean
}) {
	const t = useT()
	const locale = useLocale()
	const Heading = headingLevel === 2 ? 'h2' : 'h3'
	return items.length ? (
		<ul className="grid gap-6 md:grid-cols-3">
			{items.map((item, index) => (
				<li key={item.id}>
					{/* A thumbnail beside the text on phones (less to scroll and to download), a card above.
					    The thumbnail keeps the picture's 3:2 shape at the top of the card: stretched to the
					    card's height it showed a sliver of the picture, cropped from a file 2.5 times wider
					    than the 7rem it said it needed (so blurred), and was a phone's largest paint. */}
					<article className="flex h-full overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm md:flex-col">
						{isImageName(item.image) ? (
							<Picture
								name={item.image}
								alt={item.imageAlt?.text ?? ''}
								altLang={item.imageAlt?.lang}
								sizes="(min-width: 80rem) 25rem, (min-width: 768px) calc((100vw - 5rem) / 3), 7rem"
								priority={firstInView && index === 0}
								secondary={!firstInView || index > 0}
								frameClassName="block w-28 shrink-0 self-start md:w-full"
								className="aspect-[3/2] w-full object-cover"
							/>
						) : null}
						<div className="flex min-w-0 flex-1 flex-col p-4 md:p-5">
							<p className="text-sm text-slate-600">
								<time dateTime={item.publishedAt}>{formatDate(item.publishedAt, locale)}</time>
							</p>
							<Heading className="mt-2 text-lg font-semibold">
								<SiteLink
									to={localizePath(`/news/${item.slug}`, locale)}
									lang={item.title.fallback ? item.title.lang : undefined}
									className="text-primary-dark hover:underline"
								>
									{item.title.text}
								</SiteLink>
							</Heading>
							<FallbackNotice value={item.title} />
							<Localized as="p" value={item.excerpt} className="mt-2 text-sm text-slate-700" />
						</div>
					</article>
				</li>
			))}
		</ul>
	) : (
		<p className="text-slate-700">{t('news.empty')}</p>
	)
}
