import type { ComponentProps } from 'react'
import { HelpPage } from '#app/features/help/help-page'
import { JobPage } from '#app/features/jobs/job-page'
import { ArticlePage } from '#app/features/news-events/article-page'
import { EventPage } from '#app/features/news-events/event-page'
import { InformationPage } from '#app/features/pages/information-page'
import { ProgramsPage } from '#app/features/programs/programs-page'
import { TenderPage } from '#app/features/tenders/tender-page'

/**
 * The public pages a preview is drawn by (decision 030), by name: a content type's preview names
 * the one that shows its items and gives it its props. A type whose items show on a page already
 * here needs nothing more; a new kind of public page is added here.
 */
export const previewViews = {
	article: ArticlePage,
	event: EventPage,
	programs: ProgramsPage,
	help: HelpPage,
	tender: TenderPage,
	job: JobPage,
	page: InformationPage,
}

export type PreviewViewName = keyof typeof previewViews
/** What a view draws from: its page component's props. */
export type PreviewViewProps<V extends PreviewViewName> = ComponentProps<(typeof previewViews)[V]>
