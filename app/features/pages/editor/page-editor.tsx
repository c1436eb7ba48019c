import { ChevronDown } from 'lucide-react'
import { useEffect, type ReactNode } from 'react'
import { Form, Link } from 'react-router'
import { CsrfInput } from '#app/auth/csrf-input'
import type { RichInline } from '#app/features/formatting/rich-text'
import type { EditConflict } from '#app/features/revisions/types'
import { PendingNotice, type PendingView } from '#app/features/review/pending-notice'
import { AdminPageHeader } from '#app/features/staff-frame/admin-page'
import { useT } from '#app/i18n/hooks'
import type { AdminMessageKey } from '#app/i18n/messages/admin.en'
import { cn } from '#app/utils/misc'
import { BlockList } from './block-list'
import { DeleteOrKeep } from './delete-page'
import type { EditedPage, EditorReply, FieldErrors } from './editor.server'
import { ErrorSummary } from './error-summary'
import { JumpList } from './jump-list'
import type { DocumentChoices } from './media.server'
import type { FormValues } from './form-state'
import { PageConflict } from './page-conflict'
import { PageTexts, PlaceFields } from './page-settings'
import { PageSummary } from './page-summary'
import { SaveButtons } from './save-buttons'
import { focusTarget } from './targets'

export { DeletePageConfirm } from './delete-page'
export type { EditorReply }

interface EditorProps {
	page: EditedPage | null
	values: FormValues
	errors: FieldErrors
	focus: string | null
	revision: number | string
	action: string
	/** Text blocks' paragraphs drawn by "Preview formatting", by field name. */
	previews?: Record<string, RichInline[][]>
	/** The version the form started from (sent back with every save). */
	version: number
	/** Someone else saved the page since: their changes, and the ways on. */
	conflict: EditConflict | null
	/** Changes kept aside or waiting for review (decision 029). */
	pending: PendingView | null
	/** This person submits for review instead of publishing. */
	review: boolean
	/** The documents each documents block offers to tick (decision 054). */
	choices: DocumentChoices
}

/**
 * The page editor: the page's place and addresses, its heading texts, then its blocks, every text
 * in English and French side by side (stacked on a phone). One plain form: each button (save, add
 * a block, move or remove a block or a row) sends everything typed, and the server answers with
 * the form as typed, changed or with its errors. Without JavaScript that is a page load; with it,
 * the same request without one, and the block that changed gets the focus.
 */
export function PageEditor({
	page,
	values,
	errors,
	focus,
	revision,
	action,
	previews,
	version,
	conflict,
	pending,
	review,
	choices,
}: EditorProps) {
	const t = useT()
	useEffect(() => {
		if (!focus) return
		document.getElementById(focus)?.focus()
	}, [focus, revision])
	const title = page ? 'admin.pageEditor.editTitle' : 'admin.pageEditor.newTitle'
	const live = page?.status === 'published'
	return (
		<>
			<AdminPageHeader title={title}>
				<Link to="../pages" relative="path" className="text-primary-dark underline">
					{t('admin.pageEditor.backToList')}
				</Link>
			</AdminPageHeader>
			{page ? <PageSummary page={page} /> : null}
			{page && pending ? (
				<PendingNotice
					pending={pending}
					discard={{ name: 'op', value: 'discard' }}
					action={action}
				/>
			) : null}
			{Object.keys(errors).length ? <ErrorSummary errors={errors} values={values} /> : null}
			<JumpList values={values} />
			{/* Multipart: a picture block's file travels with whatever button is pressed (decision 054). */}
			<Form
				method="post"
				action={action}
				key={revision}
				className="grid gap-8"
				encType="multipart/form-data"
				noValidate
			>
				<CsrfInput />
				<input type="hidden" name="version" value={version} />
				{conflict && page ? (
					<PageConflict conflict={conflict} values={values} action={action} />
				) : null}
				{/* First in the form: Enter in a text field saves, it never moves or removes a block. */}
				<div className="flex flex-wrap items-center gap-3">
					<SaveButtons live={live} review={review} />
					<p className="text-sm text-slate-700">{t('admin.pageEditor.saveHint')}</p>
				</div>
				<Section id="page-place" title="admin.pageEditor.placeTitle">
					<PlaceFields values={values} errors={errors} />
				</Section>
				<Section id="page-texts" title="admin.pageEditor.textsTitle">
					<PageTexts values={values} errors={errors} />
				</Section>
				<Section id="page-blocks" title="admin.pageEditor.blocksTitle">
					<BlockList
						values={values}
						errors={errors}
						action={action}
						previews={previews}
						choices={choices}
					/>
				</Section>
				{/* Kept in view at the bottom of the screen while the form scrolls past (issue 33). */}
				<div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-2 sm:-mx-6 sm:px-6">
					<SaveButtons live={live} review={review} />
				</div>
			</Form>
			{page ? <DeleteOrKeep page={page} action={action} /> : null}
		</>
	)
}

/**
 * One part of the editor under its heading (`<id>-title`, which an address's fragment can bring
 * into view).
 */
function Section({
	id,
	title,
	children,
}: {
	id: string
	title: AdminMessageKey
	children: ReactNode
}) {
	const t = useT()
	// Folds under its heading (open at first): on a phone the editor is many screens long.
	return (
		<section aria-labelledby={`${id}-title`}>
			<details open className="group">
				<summary className="flex min-h-11 items-center gap-2">
					<ChevronDown
						aria-hidden="true"
						className="size-5 shrink-0 -rotate-90 transition-transform group-open:rotate-0"
					/>
					<h2
						id={`${id}-title`}
						tabIndex={-1}
						className={cn('text-xl font-semibold text-slate-900', focusTarget)}
					>
						{t(title)}
					</h2>
				</summary>
				<div className="grid grid-cols-1 gap-4 pt-4">{children}</div>
			</details>
		</section>
	)
}
