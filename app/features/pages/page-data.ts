import type { EventSummary, LocalizedText, PictureAlt } from '#app/utils/localized'
import type { TenderStatus } from '#app/features/tenders/closing'
import type { JobSummary } from '#app/features/jobs/queries.server'

export interface CabinetMember {
	id: number
	name: string
	title: LocalizedText
	image: string | null
	imageAlt: PictureAlt | null
}

export interface Bid {
	id: number
	/** Its page: `/business/bids/<slug>` (decision 034). */
	slug: string
	reference: string
	title: LocalizedText
	category: LocalizedText
	closingDate: string
	closingTime: string
	status: TenderStatus
}

export interface Business {
	id: number
	name: string
	activity: LocalizedText
	quarter: string
	phone: string
}

export interface DirectoryResult {
	/** The query as searched (already cut to a sane length). */
	query: string
	total: number
	items: Business[]
}

/** What the data blocks of an information page need, loaded only for the blocks it has. */
export interface PageData {
	events?: EventSummary[]
	cabinet?: CabinetMember[]
	bids?: Bid[]
	jobs?: JobSummary[]
	directory?: DirectoryResult
}
