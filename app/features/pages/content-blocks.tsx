import { ArrowRight, Info, TriangleAlert } from 'lucide-react'
import { Link } from 'react-router'
import type { Action, Card, IconName, ShownBlock } from '#app/features/pages/types'
import { RichInlineText } from '#app/features/formatting/rich-text'
import { PhoneText } from '#app/components/site/phone-text'
import { formatNumber, type TFunction } from '#app/i18n/i18n'
import { localizePath, type Locale } from '#app/i18n/locales'
import { buttonVariants } from '#app/components/ui/button'
import { useLocale, useSettings, useT } from '#app/i18n/hooks'
import { cn } from '#app/utils/misc'
import { PageSection } from './page-header'
import { DocumentsBlock, PictureBlock } from './media-blocks'
import type { PageData } from './page-data'
import { DataBlock, emptyDataBlock } from './data-blocks'

/** An amount of a fees block as every page writes it: "25,000 FCFA" / "25 000 FCFA". */
export function feeAmount(t: TFunction, amount: number, locale: Locale) {
	return t('page.amount', { amount: formatNumber(amount, locale) })
}

/** Site path or fragment of a content action, in the page's language. */
function actionHref(href: string, locale: Locale) {
	if (href.startsWith('#')) return href
	const [path = '/', hash] = href.split('#')
	return `${localizePath(path, locale)}${hash ? `#${hash}` : ''}`
}

function ActionLink({
	action,
	variant,
}: {
	action: Action<string>
	variant?: 'primary' | 'outline'
}) {
	const locale = useLocale()
	const className = buttonVariants({ variant, wrap: true })
	const body = (
		<>
			{action.label}
			<ArrowRight aria-hidden="true" />
		</>
	)
	// Same-page fragments are plain anchors: the browser scrolls and moves focus without JS.
	return action.href.startsWith('#') ? (
		<a href={action.href} className={className}>
			{body}
		</a>
	) : (
		<Link to={actionHref(action.href, locale)} className={className}>
			{body}
		</Link>
	)
}

const gridColumns = {
	2: 'sm:grid-cols-2',
	3: 'sm:grid-cols-2 lg:grid-cols-3',
	4: 'sm:grid-cols-2 lg:grid-cols-4',
}

/** A card icon from the sprite; decorative (the card's heading says what it is). */
function SpriteIcon({ name }: { name: IconName }) {
	return (
		<svg
			aria-hidden="true"
			className="size-6"
			fill="none"
			stroke="currentColor"
			strokeWidth={2}
			strokeLinecap="round"
			strokeLinejoin="round"
		>
			<use href={`/images/content-icons.svg#${name}`} />
		</svg>
	)
}

function CardItem({ card }: { card: Card<string> }) {
	return (
		<li className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
			{card.icon ? (
				<span className="mb-3 inline-flex size-11 items-center justify-center rounded-lg bg-primary-light text-primary-dark">
					<SpriteIcon name={card.icon} />
				</span>
			) : null}
			<h3 className="text-lg font-semibold text-slate-900">{card.title}</h3>
			<p className="mt-2 text-slate-700">{card.text}</p>
			{card.items?.length ? (
				<ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
					{card.items.map((item) => (
						<li key={item}>{item}</li>
					))}
				</ul>
			) : null}
			{card.action ? (
				<div className="mt-auto pt-4">
					<ActionLink action={card.action} variant="outline" />
				</div>
			) : null}
		</li>
	)
}

function BlockBody({
	block,
	data,
	first,
}: {
	block: ShownBlock
	data: PageData
	/** The page's first block (a picture there is loaded at once). */
	first: boolean
}) {
	const locale = useLocale()
	const t = useT()
	switch (block.kind) {
		case 'prose':
			return (
				<div className="max-w-3xl space-y-4 text-lg leading-relaxed text-slate-800">
					{block.paragraphs.map((p, i) => (
						<p key={i}>
							<RichInlineText nodes={p} />
						</p>
					))}
				</div>
			)
		case 'cards':
			return (
				<ul className={cn('grid gap-4', gridColumns[block.columns ?? 3])}>
					{block.cards.map((card) => (
						<CardItem key={card.title} card={card} />
					))}
				</ul>
			)
		case 'list': {
			const Tag = block.ordered ? 'ol' : 'ul'
			return (
				<Tag
					className={cn(
						'max-w-3xl space-y-2 pl-6 text-lg text-slate-800',
						block.ordered ? 'list-decimal' : 'list-disc',
					)}
				>
					{block.items.map((item) => (
						<li key={item} className="pl-1">
							<PhoneText text={item} />
						</li>
					))}
				</Tag>
			)
		}
		case 'fees':
			return (
				<dl className="max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
					{block.items.map((item) => (
						<div key={item.label} className="flex flex-wrap justify-between gap-x-6 gap-y-1 p-4">
							<dt className="font-medium text-slate-800">
								{item.label}
								{item.note ? (
									<span className="block text-sm font-normal text-slate-600">{item.note}</span>
								) : null}
							</dt>
							<dd className="text-lg font-bold text-primary-dark tabular-nums">
								{feeAmount(t, item.amount, locale)}
							</dd>
						</div>
					))}
				</dl>
			)
		case 'facts':
			return (
				<dl className="grid max-w-3xl gap-4 sm:grid-cols-[minmax(0,14rem)_1fr]">
					{block.items.map((item) => (
						<div key={item.label} className="contents">
							<dt className="font-semibold text-slate-900">{item.label}</dt>
							<dd className="text-slate-800">
								<PhoneText text={item.value} />
							</dd>
						</div>
					))}
				</dl>
			)
		case 'timeline':
			return (
				<ol className="max-w-3xl border-l-2 border-primary pl-6">
					{block.items.map((item) => (
						<li key={item.when} className="relative pb-6 last:pb-0">
							<span
								aria-hidden="true"
								className="absolute top-1.5 -left-[1.95rem] size-3 rounded-full bg-primary"
							/>
							<p className="font-bold text-primary-dark">{item.when}</p>
							<p className="mt-1 text-slate-800">
								<PhoneText text={item.text} />
							</p>
						</li>
					))}
				</ol>
			)
		case 'callout': {
			const warning = block.tone === 'warning'
			const Icon = warning ? TriangleAlert : Info
			return (
				<div
					className={cn(
						'flex max-w-3xl gap-3 rounded-xl border-l-4 p-4',
						warning ? 'border-accent-dark bg-amber-50' : 'border-primary bg-primary-light',
					)}
				>
					<Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
					<p className="text-slate-900">
						<PhoneText text={block.text} />
					</p>
				</div>
			)
		}
		case 'actions':
			return (
				<div className="flex flex-wrap gap-3">
					{block.actions.map((action, i) => (
						<ActionLink
							key={action.href}
							action={action}
							variant={i === 0 ? 'primary' : 'outline'}
						/>
					))}
				</div>
			)
		// Decision 054.
		case 'picture':
			return <PictureBlock block={block} first={first} />
		case 'documents':
			return <DocumentsBlock block={block} documents={data.documents} />
		default:
			return <DataBlock block={block} data={data} />
	}
}

/**
 * The blocks with no button or card link to a section of the page that is left out (`omitted`: the
 * ids of blocks of the council's records with nothing in them): a link to `#emergency-numbers`
 * when the council gave no number would lead nowhere.
 */
export function withoutDeadAnchors(blocks: ShownBlock[], omitted: Set<string>): ShownBlock[] {
	const dead = (href: string) => href.startsWith('#') && omitted.has(href.slice(1))
	if (!omitted.size) return blocks
	return blocks.map((block) => {
		if (block.kind === 'actions')
			return { ...block, actions: block.actions.filter((action) => !dead(action.href)) }
		if (block.kind === 'cards')
			return {
				...block,
				cards: block.cards.map((card) =>
					card.action && dead(card.action.href) ? { ...card, action: undefined } : card,
				),
			}
		return block
	})
}

/** The blocks of an information page, each in its own section with an anchor. */
export function ContentBlocks({ blocks: given, data }: { blocks: ShownBlock[]; data: PageData }) {
	const settings = useSettings()
	const locale = useLocale()
	// A block of the council's records with nothing in them is left out, heading and all (055),
	// and so are the links to it.
	const empty = given.map((block) => emptyDataBlock(block, data, settings, locale))
	const omitted = new Set(given.flatMap((block, i) => (empty[i] && block.id ? [block.id] : [])))
	const blocks = withoutDeadAnchors(given, omitted)
	return (
		<div className="mx-auto max-w-5xl px-4">
			{blocks.map((block, i) =>
				empty[i] || (block.kind === 'actions' && !block.actions.length) ? null : (
					<PageSection
						key={block.id ?? i}
						id={block.id ?? `section-${i + 1}`}
						title={block.title}
						intro={block.intro}
					>
						<BlockBody block={block} data={data} first={i === 0} />
					</PageSection>
				),
			)}
		</div>
	)
}
