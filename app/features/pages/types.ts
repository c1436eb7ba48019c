import type { RichInline } from '#app/features/formatting/rich-text'

/**
 * The public information pages are data: each page is a list of typed blocks, every text in
 * English and French side by side. One route module renders them all (`routes/site/not-found.tsx`, the
 * catch-all route: `INFORMATION_PAGE_FILE` in route-table.ts).
 *
 * Texts may use `{product}`, `{phone}`, `{email}`, `{address}` and `{officeHours}`: they are filled
 * from the council's settings, so a page never repeats a contact detail that could go stale.
 *
 * `S` is the text type: `Bilingual` in the content modules, `string` once resolved for one language
 * (only the resolved form reaches the browser).
 */
export interface Bilingual {
	en: string
	fr: string
}

/**
 * Icons for cards. They are drawn in one SVG sprite (`public/images/content-icons.svg`, written by
 * `npm run icons`), so no icon drawing travels as JavaScript.
 */
export const iconNames = [
	'badge',
	'building',
	'bus',
	'calendar',
	'camera',
	'clipboard',
	'coins',
	'file',
	'flame',
	'gavel',
	'hands',
	'heart',
	'landmark',
	'leaf',
	'map',
	'music',
	'phone',
	'rings',
	'search',
	'shield',
	'store',
	'trees',
	'trophy',
	'truck',
	'users',
	'wrench',
] as const

export type IconName = (typeof iconNames)[number]

/**
 * Where a button leads. `href` is an English site path (`/services/tax`), a path with a fragment
 * (`/services/tax#documents`), or a fragment on the same page (`#how-to-apply`); the French page
 * gets the `/fr` form automatically. Never an empty or dead target.
 */
export interface Action<S> {
	label: S
	href: string
}

export interface Card<S> {
	title: S
	text: S
	icon?: IconName
	/** Short bullet points under the text (e.g. what a park offers). */
	items?: S[]
	action?: Action<S>
}

interface BlockBase<S> {
	/** Anchor for links to this section (`#documents`); lowercase-and-dashes. */
	id?: string
	title?: S
	intro?: S
}

export type Block<S> =
	| (BlockBase<S> & { kind: 'prose'; paragraphs: S[] })
	| (BlockBase<S> & { kind: 'cards'; cards: Card<S>[]; columns?: 2 | 3 | 4 })
	/** A bulleted list (documents to bring) or, with `ordered`, numbered steps. */
	| (BlockBase<S> & { kind: 'list'; items: S[]; ordered?: boolean })
	/** Amounts in FCFA, formatted in the page's language (25,000 FCFA / 25 000 FCFA). */
	| (BlockBase<S> & { kind: 'fees'; items: { label: S; amount: number; note?: S }[] })
	/** Label/value pairs: who can apply, where, when, how long. */
	| (BlockBase<S> & { kind: 'facts'; items: { label: S; value: S }[] })
	| (BlockBase<S> & { kind: 'timeline'; items: { when: S; text: S }[] })
	| (BlockBase<S> & { kind: 'callout'; text: S; tone?: 'info' | 'warning' })
	/** Buttons to other pages or sections. */
	| (BlockBase<S> & { kind: 'actions'; actions: Action<S>[] })
	// Blocks filled from the database or the settings when the page is requested.
	/** The council office's address, phone, email and office hours (settings). */
	| (BlockBase<S> & { kind: 'contact' })
	/** The council hall's opening hours (settings). */
	| (BlockBase<S> & { kind: 'openingHours' })
	/** Police, fire, ambulance and council emergency line (settings). */
	| (BlockBase<S> & { kind: 'emergencyNumbers' })
	/** A drawn map of the council area and a link to OpenStreetMap (settings). */
	| (BlockBase<S> & { kind: 'map' })
	/** The mayor's portrait, name and message (settings). */
	| (BlockBase<S> & { kind: 'mayorProfile' })
	/** The cabinet members (database), in their order. */
	| (BlockBase<S> & { kind: 'cabinet' })
	/** Published upcoming events (database). */
	| (BlockBase<S> & { kind: 'events'; limit?: number })
	/** Bids and tenders, open ones first, closed ones marked closed (database). */
	| (BlockBase<S> & { kind: 'bids' })
	/** The open job vacancies (decision 034). */
	| (BlockBase<S> & { kind: 'jobs' })
	/** The business directory search form and a few registered businesses (database). */
	| (BlockBase<S> & { kind: 'businessSearch' })
	/**
	 * A picture uploaded by staff (or drawn for the site) with its description in each language,
	 * or marked decorative (decision 054). `image` is what an image column stores
	 * (features/media/image-ref.ts).
	 */
	| (BlockBase<S> & { kind: 'picture'; image: string; alt: S; decorative?: boolean })
	/**
	 * Documents of the document library, by id, in the order chosen; only the published ones are
	 * shown (decision 054).
	 */
	| (BlockBase<S> & { kind: 'documents'; documents: number[] })

/** The menu groups a page can sit under (its breadcrumb's parent). */
export const pageGroups = [
	'government',
	'residents',
	'visitors',
	'business',
	'iWantTo',
	'services',
] as const

/** Which menu group a page sits under, for its breadcrumb. */
export type PageGroup = (typeof pageGroups)[number]

export interface ContentPage<S = Bilingual> {
	/** English path, as in the route table. */
	path: string
	group: PageGroup
	/** The page's `<h1>` and the last breadcrumb. */
	title: S
	/** Meta description: one or two sentences saying what the page offers. */
	description: S
	/** The lead paragraph under the heading. */
	intro: S
	blocks: Block<S>[]
}

export type ResolvedPage = ContentPage<string>

/**
 * A block as it reaches the browser: a prose block's paragraphs are formatted on the server
 * (bold, italic, links; decision 026), every other block is its resolved text.
 */
export type ShownBlock =
	| Exclude<Block<string>, { kind: 'prose' }>
	| (BlockBase<string> & { kind: 'prose'; paragraphs: RichInline[][] })
