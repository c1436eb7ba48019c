import type { Generated, Insertable, Selectable } from 'kysely'

/** Publication state shared by content tables. Stored as text for portability. */
export type PublicationStatus = 'draft' | 'published'

/** One row per setting; `value` is JSON validated by `app/db/settings.ts`. */
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
	status: PublicationStatus
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
}

export interface Database {
	settings: SettingsTable
	news: NewsTable
	events: EventsTable
	partners: PartnersTable
}

export type NewsRow = Selectable<NewsTable>
export type EventRow = Selectable<EventsTable>
export type PartnerRow = Selectable<PartnersTable>
export type NewNews = Insertable<NewsTable>
export type NewEvent = Insertable<EventsTable>
