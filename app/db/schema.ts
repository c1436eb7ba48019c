import type { Generated, Insertable, Selectable } from 'kysely'

/** Publication state shared by content tables. Stored as text for portability. */
export type PublicationStatus = 'draft' | 'published'

/** One row per setting; `value` is JSON validated by `app/features/settings/settings-schema.ts`. */
export interface SettingsTable {
	key: string
	value: string
	updated_at: string
}

export interface NewsTable {
	id: Generated<number>
	slug: string
	title_en: string | null
	title_fr: string | null
	content_en: string | null
	content_fr: string | null
	image: string | null
	/** The picture's alternative text in each language; null until a clerk writes it (decision 027). */
	image_alt_en: string | null
	image_alt_fr: string | null
	/** 1 when the picture adds nothing a reader needs (shown with alt=""). */
	image_decorative: Generated<number>
	status: PublicationStatus
	/** When it goes public and stops being public (ISO instants, UTC; null: no limit). Decision 028. */
	publish_at: string | null
	unpublish_at: string | null
	/** ISO date (YYYY-MM-DD) the article is dated; null while a draft was never published. */
	published_at: string | null
	created_at: string
	updated_at: string
}

export interface EventsTable {
	id: Generated<number>
	title_en: string | null
	title_fr: string | null
	description_en: string | null
	description_fr: string | null
	location_en: string | null
	location_fr: string | null
	/** ISO date (YYYY-MM-DD), in the council's time zone. */
	date: string
	/** Free-text time range, e.g. "9:00 AM - 4:00 PM". */
	time: string
	status: PublicationStatus
	/** When it goes public and stops being public (ISO instants, UTC; null: no limit). Decision 028. */
	publish_at: string | null
	unpublish_at: string | null
	created_at: string
	updated_at: string
}

export interface PartnersTable {
	id: Generated<number>
	name: string
	/** Path of the logo under /images, without extension: served as .avif and .webp. */
	logo: string
	url: string | null
	sort_order: number
	created_at: Generated<string>
	updated_at: Generated<string>
}

/** One-time tokens of create forms already saved (against double submission). */
export interface FormSubmissionsTable {
	token: string
	created_at: string
}

export interface CabinetMembersTable {
	id: Generated<number>
	name: string
	title_en: string | null
	title_fr: string | null
	/** Image name under /images (served as .avif and .webp), or null: the initials are shown. */
	image: string | null
	/** The picture's alternative text in each language; null until a clerk writes it (decision 027). */
	image_alt_en: string | null
	image_alt_fr: string | null
	/** 1 when the picture adds nothing a reader needs (shown with alt=""). */
	image_decorative: Generated<number>
	sort_order: number
	created_at: string
	updated_at: string
}

export interface BidsTable {
	id: Generated<number>
	/** The tender's number as printed on the notice, e.g. "2024-RM-001". */
	reference: string
	title_en: string | null
	title_fr: string | null
	category_en: string | null
	category_fr: string | null
	/** The tender's address: `/business/bids/<slug>` (migration 015, decision 034). */
	slug: string
	description_en: string | null
	description_fr: string | null
	/** ISO date (YYYY-MM-DD), in the council's time zone. */
	closing_date: string
	/** "HH:MM", council time: bids are received until then on the closing day; '' for the whole day. */
	closing_time: Generated<string>
	/** Who won the tender; filled in, the tender is awarded and its award notice shows. */
	awardee: string | null
	/** The award notice's text. */
	award_en: string | null
	award_fr: string | null
	/** ISO date (YYYY-MM-DD) of the award decision. */
	awarded_on: string | null
	/** As the decision states it, e.g. "24 500 000 FCFA TTC". */
	award_amount: string | null
	status: PublicationStatus
	/** When it goes public and stops being public (ISO instants, UTC; null: no limit). Decision 028. */
	publish_at: string | null
	unpublish_at: string | null
	created_at: string
	updated_at: string
}

export interface FaqsTable {
	id: Generated<number>
	question_en: string | null
	question_fr: string | null
	/** May use {phone}, {email} and {product}: filled from the settings when shown. */
	answer_en: string | null
	answer_fr: string | null
	sort_order: number
	status: PublicationStatus
	/** When it goes public and stops being public (ISO instants, UTC; null: no limit). Decision 028. */
	publish_at: string | null
	unpublish_at: string | null
	created_at: string
	updated_at: string
}

/** A job vacancy at the council (migration 015, decision 034). */
export interface JobsTable {
	id: Generated<number>
	/** The vacancy's address: `/jobs/<slug>`. */
	slug: string
	title_en: string | null
	title_fr: string | null
	description_en: string | null
	description_fr: string | null
	requirements_en: string | null
	requirements_fr: string | null
	how_to_apply_en: string | null
	how_to_apply_fr: string | null
	/** ISO date (YYYY-MM-DD), in the council's time zone. */
	closing_date: string
	/** "HH:MM", council time; '' for the end of the closing day. */
	closing_time: Generated<string>
	status: PublicationStatus
	publish_at: string | null
	unpublish_at: string | null
	created_at: string
	updated_at: string
}

/** How urgent a site-wide alert is (decision 031). */
export type AlertLevel = 'emergency' | 'warning' | 'information'

/** A site-wide alert, shown at the top of every public page while it is live (decision 031). */
export interface AlertsTable {
	id: Generated<number>
	level: AlertLevel
	/** A short headline, then at most a few sentences; either language may be empty. */
	title_en: string | null
	title_fr: string | null
	body_en: string | null
	body_fr: string | null
	/** Where to read more: a path of this site or an https address; '' for none. */
	link: string
	status: PublicationStatus
	publish_at: string | null
	unpublish_at: string | null
	created_at: string
	updated_at: string
}

/** What a stored document is, by its bytes (decision 033). */
export type DocumentFileType = 'pdf' | 'docx' | 'xlsx' | 'odt' | 'ods'
/** The language(s) a document itself is written in. */
export type DocumentLanguage = 'en' | 'fr' | 'both'

/** A category of the document library: an editable list (budget, minutes…). */
export interface DocumentCategoriesTable {
	id: Generated<number>
	/** Made once from the first name; the public filter's value. Renaming keeps it. */
	slug: string
	name_en: string | null
	name_fr: string | null
	sort_order: Generated<number>
	created_at: string
	updated_at: string
}

/** A document of the library: a stored file and its texts in both languages (decision 033). */
export interface DocumentsTable {
	id: Generated<number>
	slug: string
	title_en: string | null
	title_fr: string | null
	summary_en: string | null
	summary_fr: string | null
	/** A category's slug ('' for none). */
	category: string
	/** ISO date (YYYY-MM-DD): the document's own date (a session, a budget year's vote). */
	date: string
	doc_language: DocumentLanguage
	/** Storage key chosen by the server (`documents/<sha256 prefix>.<ext>`). */
	file: string
	/** The name the file had on the clerk's computer, only for `Content-Disposition`. */
	file_name: string
	file_type: DocumentFileType
	/** Bytes. */
	file_size: number
	/** Text found inside a PDF at upload, bounded; null when none could be read. */
	file_text: string | null
	status: PublicationStatus
	publish_at: string | null
	unpublish_at: string | null
	created_at: string
	updated_at: string
}

/** A document attached to an item of another content type (`item_type` is its resource key). */
export interface DocumentLinksTable {
	item_type: string
	item_id: number
	document_id: number
	sort_order: Generated<number>
}

export interface BusinessesTable {
	id: Generated<number>
	name: string
	activity_en: string | null
	activity_fr: string | null
	/** The quarter or village where the business is. */
	quarter: string
	phone: string
	status: PublicationStatus
	/** When it goes public and stops being public (ISO instants, UTC; null: no limit). Decision 028. */
	publish_at: string | null
	unpublish_at: string | null
	created_at: string
	updated_at: string
}

export type ProgramType = 'agenda' | 'project'
export type ProgramProgress = 'planning' | 'active' | 'completed'

/** A development-agenda item or a project. `progress` is shown as Planning, Active or Completed. */
export interface ProgramsTable {
	id: Generated<number>
	type: ProgramType
	title_en: string | null
	title_fr: string | null
	description_en: string | null
	description_fr: string | null
	progress: ProgramProgress
	sort_order: number
	status: PublicationStatus
	/** When it goes public and stops being public (ISO instants, UTC; null: no limit). Decision 028. */
	publish_at: string | null
	unpublish_at: string | null
	created_at: string
	updated_at: string
}

export type Role = 'admin' | 'editor'

export interface UsersTable {
	id: Generated<number>
	name: string
	email: string
	role: Role
	/** 1 or 0 (portable boolean). */
	active: number
	created_at: string
	last_sign_in_at: string | null
	/** argon2id; null until a password is set (the account cannot sign in). */
	password_hash: string | null
	password_changed_at: string | null
}

/** A signed-in browser. `id` is the SHA-256 of the cookie value. */
export interface SessionsTable {
	id: string
	user_id: number
	csrf_token: string
	created_at: string
	last_seen_at: string
	expires_at: string
	ip: string | null
	user_agent: string | null
}

/** Sign-in attempts, for throttling (kept a day). */
export interface LoginAttemptsTable {
	id: Generated<number>
	/** The account's email, or `unknown:` and a SHA-256 of what was typed (see accountKey). */
	email: string
	ip: string
	succeeded: number
	created_at: string
}

/** One row per sign-in lock window, so that a lock is logged once (see throttle.server.ts). */
export interface SigninLocksTable {
	/** SHA-256 of the lock's scope, account key, address and first moment. */
	id: string
	created_at: string
}

export interface QuickLinksTable {
	id: Generated<number>
	label_en: string | null
	label_fr: string | null
	/** An English site path (`/residents/directions`) or a full https:// address. */
	href: string
	sort_order: number
	created_at: string
	updated_at: string
}

export type ActivityKind = 'user' | 'content' | 'event'

/** Who did what to which item, when and from where. Written by the server only, never edited. */
export interface ActivityLogTable {
	id: Generated<number>
	/** e.g. created, updated, published, unpublished, deleted, signed-in */
	action: string
	/** e.g. news, event, program, settings */
	item_type: string
	item_id: string | null
	item_title: string | null
	actor: string
	kind: ActivityKind
	ip: string | null
	created_at: string
}

export interface NotificationsTable {
	id: Generated<number>
	title_en: string | null
	title_fr: string | null
	body_en: string | null
	body_fr: string | null
	/** An admin path to act on the notice. */
	link: string | null
	read_at: string | null
	created_at: string
	/** Addressed to one person, or to everyone of a role; both null: every member of staff. */
	user_id: number | null
	role: Role | null
}

/** Changes not yet public, or a draft waiting for review (migration 012, decision 029). */
export interface PendingChangesTable {
	/** 'page', or a content type's key. */
	item_type: string
	item_id: number
	/** The item's editable state as JSON; null when the item itself is the draft under review. */
	content: string | null
	title: string
	author: string
	author_id: number | null
	saved_at: string
	/** Set while it waits for an administrator's review. */
	submitted_at: string | null
	/** Why it was sent back, and by whom. */
	comment: string | null
	comment_by: string | null
}

export interface HelpQuestionsTable {
	id: Generated<number>
	/** YYYY-MM-DD, council time. */
	asked_on: string
	locale: string
}

/** An information page (migration 007); `content` is JSON checked by features/pages/block-schema.ts. */
export interface PagesTable {
	id: Generated<number>
	path_en: string
	path_fr: string
	menu_group: 'government' | 'residents' | 'visitors' | 'business' | 'iWantTo' | 'services'
	position: number
	status: PublicationStatus
	/** When it goes public and stops being public (ISO instants, UTC; null: no limit). Decision 028. */
	publish_at: string | null
	unpublish_at: string | null
	/** 1 for the pages of the standard menu (they cannot be deleted). */
	standard: number
	content: string
	created_at: string
	updated_at: string
	/** 1 when the page is listed in the main menu (migration 008), under these labels. */
	in_menu: Generated<number>
	menu_label_en: string
	menu_label_fr: string
}

/**
 * An address a page has left (migration 008): 301 to the page's current address, or 410 once the
 * page is deleted (`page_id` null). Never removed, unless a page takes the address again.
 */
export interface PageAddressesTable {
	id: Generated<number>
	locale: 'en' | 'fr'
	path: string
	page_id: number | null
	created_at: string
}

/**
 * One saved state of a page or a content item (migration 009, decision 025). `content` is the
 * item's editable state as JSON (for a page its addresses, group, status, menu and content; for
 * an item its row without id and dates); `version` counts the item's saves, from 1 (0: the state it
 * had before its history began).
 */
export interface RevisionsTable {
	id: Generated<number>
	item_type: string
	item_id: number
	version: number
	action: string
	title: Generated<string>
	content: string
	actor: string
	created_at: string
}

// Page feedback (decision 038): votes and problem reports from the foot of public pages.
export interface FeedbackTable {
	id: Generated<number>
	/** The page's address as the reader had it (`/fr/news/x`). */
	path: string
	locale: 'en' | 'fr'
	kind: 'vote' | 'problem'
	/** Votes: 1 useful, 0 not useful; null for a problem report. */
	useful: number | null
	/** Problem reports: what was wrong (FEEDBACK_REASONS) and the reader's own words. */
	reason: string | null
	comment: string | null
	/** The council's day (YYYY-MM-DD). */
	day: string
	/** A vote's keyed hash for its day (one vote per page per visitor per day); null afterwards. */
	voter: string | null
	created_at: string
	handled_at: string | null
	/** The email of the member of staff who marked it handled. */
	handled_by: string | null
}

export interface FeedbackSaltsTable {
	day: string
	salt: string
}

// Email (decision 037).
export type MailStatus = 'pending' | 'sent' | 'failed'

/** A mail queued for the background sender; `key` is unique (never sent twice). */
export interface MailOutboxTable {
	id: Generated<number>
	key: string
	to_address: string
	subject: string
	body_text: string
	body_html: string | null
	/** Extra headers, as a JSON object of strings. */
	headers: Generated<string>
	/** Lower first: 0 emergency alerts, 1 warnings, 5 the rest. */
	priority: Generated<number>
	status: Generated<MailStatus>
	attempts: Generated<number>
	/** ISO instant before which it is not tried (again). */
	next_attempt_at: string
	/** ISO instant until which one sender holds it. */
	locked_until: string | null
	/** The process holding it: `host/pid/started` (migration 024). */
	locked_by: Generated<string | null>
	last_error: string | null
	created_at: string
	sent_at: string | null
}

/** Values every instance shares and no one sets by hand. */
export interface SecretsTable {
	name: string
	value: string
	created_at: string
}

// Subscriptions by email (migration 019, decision 040).
export type SubscriptionLanguages = 'en' | 'fr' | 'both'
export interface SubscribersTable {
	id: Generated<number>
	/** Lower-cased; never shown to anyone. */
	email: string
	/** Comma-separated topics: news, events, alerts, documents. */
	topics: string
	languages: SubscriptionLanguages
	status: 'pending' | 'confirmed'
	created_at: string
	confirmed_at: string | null
	updated_at: string
	/** A sign-up held during a flood, with the choices its confirmation will carry (issue 32). */
	held_at: string | null
	held_topics: string | null
	held_languages: SubscriptionLanguages | null
	held_locale: 'en' | 'fr' | null
	/** The sender's /24 or /64: held sign-ups are released network by network, in turn. */
	held_network: string | null
}
export interface SubscriptionTokensTable {
	/** SHA-256 (hex) of the random token a link carries. */
	token_hash: string
	subscriber_id: number
	purpose: 'confirm' | 'manage'
	/** The choices a confirmation link applies; null for a message's manage link. */
	topics: string | null
	languages: SubscriptionLanguages | null
	created_at: string
	expires_at: string
}
export interface SubscriptionAnnouncementsTable {
	item_type: string
	item_id: number
	activity_id: number
	recipients: Generated<number>
	announced_at: string
}
export interface SubscriptionCursorTable {
	id: number
	last_activity_id: number
}

export interface Database {
	settings: SettingsTable
	news: NewsTable
	events: EventsTable
	partners: PartnersTable
	cabinet_members: CabinetMembersTable
	bids: BidsTable
	faqs: FaqsTable
	businesses: BusinessesTable
	alerts: AlertsTable
	jobs: JobsTable
	documents: DocumentsTable
	document_categories: DocumentCategoriesTable
	document_links: DocumentLinksTable
	programs: ProgramsTable
	users: UsersTable
	quick_links: QuickLinksTable
	activity_log: ActivityLogTable
	notifications: NotificationsTable
	pending_changes: PendingChangesTable
	help_questions: HelpQuestionsTable
	form_submissions: FormSubmissionsTable
	sessions: SessionsTable
	login_attempts: LoginAttemptsTable
	signin_locks: SigninLocksTable
	pages: PagesTable
	page_addresses: PageAddressesTable
	revisions: RevisionsTable
	// Page feedback (decision 038).
	feedback: FeedbackTable
	feedback_salts: FeedbackSaltsTable
	// Email (decision 037).
	mail_outbox: MailOutboxTable
	secrets: SecretsTable
	// Requests and reports to the council (migration 018, decision 039).
	request_categories: RequestCategoriesTable
	request_counters: RequestCountersTable
	requests: RequestsTable
	request_log: RequestLogTable
	// Subscriptions by email (migration 019, decision 040).
	subscribers: SubscribersTable
	subscription_tokens: SubscriptionTokensTable
	subscription_announcements: SubscriptionAnnouncementsTable
	subscription_cursor: SubscriptionCursorTable
	// Backups (decision 047).
	backup_runs: BackupRunsTable
	// Public forms' anti-bot values used once (issue 32).
	spent_form_tokens: SpentFormTokensTable
}

// Requests and reports to the council (migration 018, decision 039).
export interface RequestCategoriesTable {
	id: Generated<number>
	slug: string
	name_en: string | null
	name_fr: string | null
	sort_order: number
	created_at: string
	updated_at: string
}

export interface RequestCountersTable {
	year: number
	last: number
}

export type RequestStatus = 'received' | 'in_progress' | 'resolved' | 'closed'

/** A resident's request or report. Contact details, photo and address are erased on schedule. */
export interface RequestsTable {
	id: Generated<number>
	reference: string
	year: number
	number: number
	category: string
	description: string
	location: string
	map_x: number | null
	map_y: number | null
	photo: string | null
	name: string | null
	email: string | null
	phone: string | null
	locale: 'en' | 'fr'
	status: RequestStatus
	assigned_to: number | null
	ip: string | null
	created_at: string
	updated_at: string
	closed_at: string | null
	handled_at: string | null
	spam_at: string | null
	anonymised_at: string | null
	/** The random key of the resident's private link: replies are shown only with it. */
	access_key: string | null
	/** The sender's /24 or /64 (the limits count by it); erased with `ip`. */
	network: string | null
	/** Accepted past a flood's limits and held for staff: no mail was sent (issue 32). */
	held_at: string | null
}

export interface RequestLogTable {
	id: Generated<number>
	request_id: number
	kind: 'event' | 'note' | 'reply'
	action: string
	body: string | null
	actor: string
	actor_id: number | null
	created_at: string
}

export type NewsRow = Selectable<NewsTable>
export type EventRow = Selectable<EventsTable>
export type PartnerRow = Selectable<PartnersTable>
export type NewNews = Insertable<NewsTable>
export type NewEvent = Insertable<EventsTable>
export type NewCabinetMember = Insertable<CabinetMembersTable>
export type NewBid = Insertable<BidsTable>
export type BidRow = Selectable<BidsTable>
export type NewJob = Insertable<JobsTable>
export type JobRow = Selectable<JobsTable>
export type NewFaq = Insertable<FaqsTable>
export type NewBusiness = Insertable<BusinessesTable>
export type NewProgram = Insertable<ProgramsTable>

/** One backup run (decision 047). `bytes` comes back as text from PostgreSQL's bigint. */
export interface BackupRunsTable {
	id: Generated<number>
	slot: string
	attempt: Generated<number>
	trigger: 'scheduled' | 'command'
	status: 'running' | 'done' | 'failed'
	started_at: string
	finished_at: string | null
	archive: string | null
	location: string
	bytes: number | string | null
	rows: number | null
	files: number | null
	error: string | null
}

/** A public form's anti-bot value that was used (its SHA-256), kept until it would have expired. */
export interface SpentFormTokensTable {
	token_hash: string
	spent_at: string
}

// Staff notifications (migration 025, decision 050). Declared apart, merged into the interfaces above.
export interface NotificationsTable {
	/** What it tells of (NOTICE_KINDS); null for older notices whose text was stored. */
	kind: string | null
	/** The kind's values as a JSON object (a reference, a title…), rendered in the reader's language. */
	params: string | null
	/** What it is about (`review:page:12`, `request:5`): resolving it settles the notice for all. */
	subject: string | null
	/** Unique when set: the same event gives one notice, whoever sees it first. */
	dedupe: string | null
	/** Its work was done (the item approved): no longer counted as new for anyone. */
	resolved_at: string | null
	/** The background sweep queued its mails (or found none due). */
	mailed_at: string | null
}

export interface NotificationReadsTable {
	notification_id: number
	user_id: number
	read_at: string
}

/** `app`: in the staff area only; `email`: also by email; `off`: muted. */
export type NoticeMode = 'app' | 'email' | 'off'

export interface NotificationPrefsTable {
	user_id: number
	kind: string
	mode: NoticeMode
}

export interface UsersTable {
	/** The language the person last used in the staff area: their notices' mails are in it. */
	locale: 'en' | 'fr' | null
}

/** A category's default assignee (a person) or team (everyone of a role). */
export interface RequestRoutesTable {
	/** The category's slug. */
	category: string
	user_id: number | null
	role: Role | null
}

export interface NoticeSettingsTable {
	name: string
	value: string
}

export interface RequestsTable {
	/** The background sweep assigned it to its category's default and told the staff. */
	routed_at: string | null
	/** When administrators were last told that no one had touched it (once per period). */
	escalated_at: string | null
}

export interface Database {
	notification_reads: NotificationReadsTable
	notification_prefs: NotificationPrefsTable
	request_routes: RequestRoutesTable
	notice_settings: NoticeSettingsTable
}

// Reads and searches that found nothing, per council day (migration 034, decision 056).
export interface DailyCountsTable {
	/** YYYY-MM-DD, council time. */
	day: string
	/** `read`: key is a page's address; `miss`: key is `en:` or `fr:` and a search's words. */
	kind: 'read' | 'miss'
	key: string
	/** PostgreSQL's bigint sums come back as text. */
	count: number
}

export interface Database {
	daily_counts: DailyCountsTable
}
