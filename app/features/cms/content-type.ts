import type { Kysely } from 'kysely'
import type { StaffUser } from '#app/auth/session.server'
import type { Database } from '#app/db/schema'
import type { TFunction, Vars } from '#app/i18n/i18n'
import type { Locale } from '#app/i18n/locales'
import type { AdminMessageKey } from '#app/i18n/messages/admin.en'
import type { SiteMessageKey } from '#app/i18n/messages/en'
import type { SubscriptionMessageKey } from '#app/i18n/messages/subscriptions.en'
import type { FlatState } from '#app/features/revisions/types'
import type { ResourceDef } from './resources'

/**
 * A content type (decision 043): everything the platform needs of one kind of item — news
 * articles, events, information pages… — declared once, in the type's own folder
 * (`<type>.content.server.ts`), and listed in `app/features/content-types.server.ts`. The
 * platform's loops (site search, announcements, previews, the sitemap, the link report, history
 * and recently deleted, scheduled changes, review) read the list; none of them names a type.
 *
 * A member a type has no use for is left out: a question has no feed, a partner no preview.
 * Types only here (no code): safe to import from anywhere.
 */
export interface ContentType {
	/** Its name in revisions, the activity log, changes kept aside, previews and announcements. */
	key: string
	/** The table holding its items. */
	table: keyof Database
	/** How an item reads in lists of several types (history, recently deleted): "news article". */
	itemLabel: AdminMessageKey
	/** The staff screen that lists its items (the review screen's "where"). */
	screenLabel: AdminMessageKey
	/** Its entries' category in the activity log. */
	logKind: 'content' | 'event'
	/** Its list and form on the shared staff screen (decision 011), for the types edited there. */
	resource?: ResourceDef
	/** The staff address where an item is edited. */
	editPath(id: number): string
	/** How an item is named in the activity log, from its stored row. */
	title(row: StoredRow): string
	/**
	 * An item's public address in a language (with `/fr` in French): its own page, or the page
	 * that shows it.
	 */
	address(row: StoredRow, locale: Locale): string
	/** Its saved versions: how a snapshot is compared, named and restored (decision 025). */
	revisions: ContentRevisions
	/** An administrator publishes what an editor submitted (decision 029): for types that publish. */
	review?: {
		approve(id: number, user: StaffUser, ip: string | null): Promise<'published' | 'taken' | null>
	}
	/** Its published items as site-search documents, in one language (decision 015). */
	search?(context: SearchContext): Promise<SearchDocument[]>
	/** What subscribers are told when an item goes public (decision 040). */
	announcement?: {
		/** The item as it is public at `at`, or undefined when it is not public then. */
		read(db: Kysely<Database>, id: number, at: string): Promise<AnnouncedItem | undefined>
	}
	/** An item drawn as its public page draws it, whatever its state (decision 030). */
	preview?(context: PreviewContext): Promise<Previewed | null>
	/** Its published items' pages in the sitemap, and the date its list pages last changed. */
	sitemap?(db: Kysely<Database>): Promise<SitemapPart>
	/** Addresses of the files it makes for machines (feeds, calendars), `:id` for a number. */
	feeds?: readonly string[]
	/** Items with a page of their own: which addresses answer (the link report checks links to them). */
	ownPages?: {
		/** The address pattern, as in the route table (`/news/:slug`). */
		route: string
		/** Every address that answers now (English, without `/fr`). */
		live(db: Kysely<Database>): Promise<string[]>
	}
	/** Links in its published items, for the link report (decision 026). */
	links?: LinkSource
}

/** A stored row, by column. */
export type StoredRow = Record<string, unknown>

export interface ContentRevisions {
	/** A snapshot as named fields and their text: how two versions are compared. */
	flatten(content: unknown): FlatState
	/** Each field's label in the staff area (empty when the history names fields itself). */
	fieldLabels: Record<string, AdminMessageKey>
	/** The history names fields as the page editor does (from the snapshot's own structure). */
	editorFieldNames?: true
	/** A changed field as the one-line summary counts it (a page's section rather than its parts). */
	summaryName?(name: string): string
	/**
	 * Values the field names need besides the names themselves (a page's block kinds): for the
	 * one-line summaries, only what names a section; for a comparison, every field's place.
	 */
	nameValues?(states: FlatState[], detail: 'sections' | 'fields'): FlatState
	/** The item as it now is: its title, or null when it does not exist. */
	currentTitle(db: Kysely<Database>, id: number): Promise<string | null>
	/** Puts an item back as version `version` had it (a new version). */
	restore(db: Kysely<Database>, id: number, version: number, author: Author): Promise<Restored>
	/** Brings a deleted item back from its last state, under its own id. */
	restoreDeleted(db: Kysely<Database>, id: number, author: Author): Promise<Restored>
}

export interface Author {
	actor: string
	ip: string | null
	/**
	 * Set when this person's work needs an administrator's review (decision 029): a restore then
	 * publishes nothing; it is sent for review like a save.
	 */
	review?: Reviewed
}

/** The person whose restore is sent for review. */
export interface Reviewed {
	id: number
	name: string
}

/**
 * A restore's outcome; `movedTo` when the item came back at another address, as a draft;
 * `submitted` when it waits for review instead of being public.
 */
export type Restored =
	| { ok: true; movedTo?: { en: string; fr: string }; submitted?: true }
	| { ok: false; reason: 'missing' | 'taken' | 'exists' | 'unreadable' | 'addressTaken' }

/** What a type's search documents are made with, for one language. */
export interface SearchContext {
	db: Kysely<Database>
	locale: Locale
	/** The moment the index is built for: what is public then is indexed. */
	at: string
	/** The site's texts in this language, as the council worded them. */
	t: TFunction
	/** The settings' placeholders (`{phone}`…) in this language. */
	vars: Vars
	/** The text in this language, or the other when that is all there is. */
	pick(en: string | null, fr: string | null): string
}

/** What the site search shows a result as: its `search.type.*` text. */
export type SearchKind = SiteMessageKey extends infer K
	? K extends `search.type.${infer Kind}`
		? Kind
		: never
	: never

/** One searchable thing in one language: a page, a section of a page, an item. */
export interface SearchDocument {
	id: string
	type: SearchKind
	title: string
	/** Section headings of a page (matches there count more than in the body). */
	headings: string
	text: string
	/** Site path in the index's language, with a #fragment for sections. */
	url: string
	/** For a section: the page it belongs to. */
	context?: string
	/** YYYY-MM-DD shown with the result: an article's publication day, an event's day. */
	date?: string
	/** Newer ranks higher among equals (by `date`): the news. */
	recent?: true
	/** The words inside a document's file (searched, not stored: excerpts come from `text`). */
	inside?: string
}

/** Both languages of a text (either may be empty). */
export interface BothLanguages {
	en: string
	fr: string
}

/** An item as subscribers are told of it. */
export interface AnnouncedItem {
	type: string
	id: number
	title: BothLanguages
	summary: BothLanguages
	/** Path of its page in English (the French one is derived), or an outside address. */
	path: string
	/** What the subject calls it ("News", "Emergency"). */
	kind: Extract<SubscriptionMessageKey, `mail.kind.${string}`>
	/** Its place in the mail queue: the lower, the sooner (emergencies first). */
	priority: number
	/** Events: the day and the place, already in each language. */
	when?: BothLanguages
	where?: BothLanguages
}

/** What a preview is drawn from. */
export interface PreviewContext {
	db: Kysely<Database>
	request: Request
	url: URL
	id: number
	locale: Locale
	/** The changes kept aside for the item (decision 029), laid over the stored one; or null. */
	changes: Record<string, unknown> | null
}

/** An item ready to preview: which public page draws it, with what, and its state. */
export interface Previewed {
	/** The public page's view (`features/preview/preview-views.tsx`) and its props. */
	view: string
	props: unknown
	/** The item's title in the preview's language, when its page has one of its own. */
	title?: string
	/** The stored item's publication state and times, for the banner. */
	state: { status: string; publishAt: string | null; unpublishAt: string | null }
}

/** A type's share of the sitemap: its items' pages, and when its list pages last changed. */
export interface SitemapPart {
	/** English paths; the French address is the same under `/fr`. */
	entries: { path: string; lastmod?: string }[]
	/** The newest change shown by a list page, by its path ('/news', and '/' for the home page). */
	lists?: Record<string, string | undefined>
}

/** Where a type's published items link to, for the link report. */
export interface LinkSource {
	/** What the report calls an item of this type: its `admin.links.kind.*` text. */
	kind: LinkItemKind
	/** Every link of every published item, with where it is. */
	find(db: Kysely<Database>): Promise<FoundLink[]>
	/**
	 * What else answers site paths besides the route table and items' own pages (the stored
	 * pages and the addresses they left): the problem with a path, null when it answers, or
	 * undefined when the type knows nothing of it.
	 */
	answers?(
		db: Kysely<Database>,
	): Promise<(path: string, locale: Locale) => LinkVerdict | null | undefined>
}

export type LinkItemKind = AdminMessageKey extends infer K
	? K extends `admin.links.kind.${infer Kind}`
		? Kind
		: never
	: never

export type LinkProblemKind = 'missing' | 'gone' | 'moved' | 'insecure'
export interface LinkVerdict {
	problem: LinkProblemKind
	/** For 'moved': the page's current address. */
	movedTo?: string
}

/** A link found in an item. */
export interface FoundLink {
	id: number
	title: string
	/** The text the link is in; 'both' for a button or quick link (one address for both sites). */
	lang: Locale | 'both'
	/** The staff screen where it is corrected. */
	editHref: string
	target: string
}
