import { Form } from 'react-router'
import { CsrfInput } from '#app/auth/csrf-input'
import { COUNCIL_TIME_ZONE } from '#app/config'
import { Button } from '#app/components/ui/button'
import { useLocale, useT } from '#app/i18n/hooks'
import { intlLocale } from '#app/i18n/locales'

/** What the staff screens know of an item's changes not yet public (decision 029). */
export interface PendingView {
	/** Changes to the published item (true), or the draft item itself under review (false). */
	changes: boolean
	author: string
	savedAt: string
	submittedAt: string | null
	comment: string | null
	commentBy: string | null
}

function useWhen() {
	const locale = useLocale()
	return (iso: string) =>
		new Intl.DateTimeFormat(intlLocale[locale], {
			dateStyle: 'medium',
			timeStyle: 'short',
			timeZone: COUNCIL_TIME_ZONE,
		}).format(new Date(iso))
}

/** In a list: the item has changes kept aside, or waits for review. */
export function PendingBadge({ pending }: { pending: PendingView }) {
	const t = useT()
	return (
		<span className="mt-1 block text-xs font-semibold text-sky-900">
			{t(pending.submittedAt ? 'admin.review.badge.waiting' : 'admin.review.badge.pending')}
		</span>
	)
}

/**
 * Above an edit form: the form shows changes not yet public (and who saved them), whether they
 * wait for review, what a reviewer said when sending them back, and a way to discard them.
 */
export function PendingNotice({
	pending,
	id,
	discard = { name: 'intent', value: 'discard' },
	action,
}: {
	pending: PendingView
	/** The item, for a screen that names it in the form (the lists' panels). */
	id?: number
	/** The button that discards: its name and value in the screen's form. */
	discard?: { name: string; value: string }
	action?: string
}) {
	const t = useT()
	const when = useWhen()
	return (
		<div
			role="status"
			className="mt-4 space-y-2 rounded-md border-l-4 border-sky-700 bg-sky-50 p-4 text-sm"
		>
			{pending.changes ? (
				<>
					<p className="font-semibold">{t('admin.review.pendingTitle')}</p>
					<p>
						{t('admin.review.pendingText', { name: pending.author, when: when(pending.savedAt) })}
					</p>
				</>
			) : null}
			{pending.submittedAt ? (
				<p>{t('admin.review.waiting', { when: when(pending.submittedAt) })}</p>
			) : null}
			{pending.comment ? (
				<p className="font-medium">
					{t('admin.review.sentBack', { name: pending.commentBy ?? '', comment: pending.comment })}
				</p>
			) : null}
			{pending.changes ? (
				<Form method="post" action={action}>
					<CsrfInput />
					{id !== undefined ? <input type="hidden" name="id" value={id} /> : null}
					<Button
						type="submit"
						name={discard.name}
						value={discard.value}
						variant="outline"
						size="sm"
					>
						{t('admin.review.discard')}
					</Button>
				</Form>
			) : null}
		</div>
	)
}
