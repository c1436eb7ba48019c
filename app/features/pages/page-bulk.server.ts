import { data } from 'react-router'
import { assertCsrf, requireStaffAction } from '#app/auth/auth.server'
import type { StaffUser } from '#app/auth/session.server'
import { getDb } from '#app/db/client.server'
import {
	backPath,
	chosenIds,
	isBulkAction,
	readBulkQuery,
	type BulkAction,
	type BulkChoice,
	type BulkReply,
	type BulkResult,
} from '#app/features/bulk/bulk'
import { clientAddress } from '#app/features/cms/client-address.server'
import { redirectWithFlash } from '#app/features/cms/flash.server'
import { getPending, needsReview } from '#app/features/review/pending.server'
import type { AdminMessageKey } from '#app/i18n/messages/admin.en'
import { readSmallForm } from '#app/platform/request-body.server'
import { validatePage, PAGES_PATH } from './editor/editor.server'
import { pagePublished, submitPage } from './page-review.server'
import { flattenPage, pageSnapshot } from './page-revisions'
import { deletePage, pageRow, savePage, type Author } from './page-writes.server'

/**
 * Publish, unpublish or delete several pages at once (decision 053), each with what the page
 * editor does for one: the same checks (a published page needs its title and summary in both
 * languages), the same review rule (someone whose work is reviewed sends a draft for review and
 * cannot take a page off the site), the same writes (revision, activity log, which also renews
 * the public pages' cache), a deleted page kept in Recently deleted.
 */

const titleOf = (row: { content: string; menu_label_en: string; menu_label_fr: string }) => {
	try {
		const content = JSON.parse(row.content) as { title?: { en?: string; fr?: string } }
		return content.title?.en || content.title?.fr || row.menu_label_en || row.menu_label_fr
	} catch {
		return row.menu_label_en || row.menu_label_fr
	}
}

/** The pages chosen in the list, with their titles, for the confirmation (`?bulk=…`). */
export async function pageBulkChoice(url: URL): Promise<BulkChoice> {
	const { action, ids, back } = readBulkQuery(url.searchParams, PAGES_PATH)
	const items: BulkChoice['items'] = []
	for (const id of ids) {
		const row = await pageRow(getDb(), id)
		if (row) items.push({ id, title: titleOf(row) })
	}
	return { action, items, back }
}

const refused = (id: number, title: string, reason: AdminMessageKey): BulkResult => ({
	id,
	title,
	outcome: 'refused',
	reason,
})

interface Doer {
	user: StaffUser
	author: Author
	/** This person's publications are submissions (decision 029). */
	review: boolean
}

/** What the editor's check says of the page published as it stands, as one reason. */
function publishProblem(errors: Record<string, { key: AdminMessageKey }>): AdminMessageKey {
	const keys = Object.values(errors).map((e) => e.key)
	if (keys.includes('admin.pageEditor.error.publishNeeds'))
		return 'admin.bulk.reason.pageIncomplete'
	if (errors.unpublishAt) return errors.unpublishAt.key
	return 'admin.bulk.reason.pageInvalid'
}

async function publishPage(id: number, doer: Doer): Promise<BulkResult> {
	const db = getDb()
	const row = await pageRow(db, id)
	if (!row) return refused(id, '', 'admin.toast.notFound')
	const title = titleOf(row)
	if (row.status === 'published') return { id, title, outcome: 'unchanged' }
	// The page as stored, through the editor's own check with "Published" chosen.
	const checked = validatePage({ ...flattenPage(pageSnapshot(row)), status: 'published' })
	if (!checked.ok) return refused(id, title, publishProblem(checked.errors))
	if (doer.review) {
		const pending = await getPending(db, 'page', id)
		if (pending?.submittedAt) {
			return { id, title, outcome: 'unchanged', reason: 'admin.bulk.reason.alreadyInReview' }
		}
		await submitPage(id, title, doer.user)
		return { id, title, outcome: 'submitted' }
	}
	const saved = await savePage(db, checked.page, doer.author, id)
	if (!saved) return refused(id, title, 'admin.toast.notFound')
	if ('conflict' in saved) return refused(id, title, 'admin.pageEditor.error.addressTaken')
	await pagePublished(id, doer.user)
	return { id, title, outcome: checked.page.publishAt ? 'scheduled' : 'done' }
}

async function unpublishPage(id: number, doer: Doer): Promise<BulkResult> {
	const db = getDb()
	const row = await pageRow(db, id)
	if (!row) return refused(id, '', 'admin.toast.notFound')
	const title = titleOf(row)
	if (row.status !== 'published') return { id, title, outcome: 'unchanged' }
	// The editor keeps a reviewed person's "Draft" of a published page aside: the page stays public.
	if (doer.review) return refused(id, title, 'admin.bulk.reason.unpublishNeedsAdmin')
	const saved = await savePage(db, { ...pageSnapshot(row), status: 'draft' }, doer.author, id)
	if (!saved) return refused(id, title, 'admin.toast.notFound')
	if ('conflict' in saved) return refused(id, title, 'admin.pageEditor.error.addressTaken')
	return { id, title, outcome: 'done' }
}

async function removePage(id: number, doer: Doer): Promise<BulkResult> {
	const row = await pageRow(getDb(), id)
	if (!row) return refused(id, '', 'admin.toast.notFound')
	const title = titleOf(row)
	const result = await deletePage(getDb(), id, doer.author)
	if (result === 'standard') return refused(id, title, 'admin.pageEditor.standardCannotDelete')
	if (result === 'missing') return refused(id, title, 'admin.toast.notFound')
	return { id, title, outcome: 'done' }
}

const apply: Record<BulkAction, (id: number, doer: Doer) => Promise<BulkResult>> = {
	publish: publishPage,
	unpublish: unpublishPage,
	delete: removePage,
}

/** `POST /admin-dtima/pages` (intent `bulk`): the confirmed action, page by page, and each result. */
export async function pagesBulkAction(request: Request, context: { clientIp?: string | null }) {
	const session = await requireStaffAction(request)
	const form = await readSmallForm(request, 64 * 1024)
	assertCsrf(session, form)
	const action = form.get('bulk')
	const back = backPath(PAGES_PATH, form.get('back'))
	if (form.get('intent') !== 'bulk' || !isBulkAction(action)) {
		return redirectWithFlash(back, {
			kind: 'error',
			title: 'admin.toast.errorTitle',
			text: 'admin.bulk.confirm.noAction',
		})
	}
	const doer: Doer = {
		user: session.user,
		author: { actor: session.user.name, ip: clientAddress(context) },
		review: await needsReview(getDb(), session.user),
	}
	const results: BulkResult[] = []
	// One at a time, each in its own transaction, as the editor does it: one refusal stops nothing.
	for (const id of chosenIds(form)) results.push(await apply[action](id, doer))
	return data<BulkReply>({ bulk: { action, results, back } })
}
