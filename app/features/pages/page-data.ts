import type { EventSummary, LocalizedText, PictureAlt } from '#app/utils/localized'
import type { TenderStatus } from '#app/features/tenders/closing'
import type { ClosingLabel } from '#app/features/tenders/closing-label.server'
import type { JobSummary } from '#app/features/jobs/queries.server'
import type { DocumentSummary } from '#app/features/documents/queries.server'

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
	/** When it closes, written for people (decision 034). */
	closes: ClosingLabel
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
	/** The public documents the page's documents blocks name (decision 054). */
	documents?: DocumentSummary[]
}
