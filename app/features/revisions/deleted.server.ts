import { assertCsrf, requireStaff, requireStaffAction } from '#app/auth/auth.server'
import { ADMIN_BASE } from '#app/config'
import { getDb } from '#app/db/client.server'
import { clientAddress } from '#app/features/cms/client-address.server'
import { redirectWithFlash } from '#app/features/cms/flash.server'
import { parseId } from '#app/features/cms/resource.server'
import type { AdminMessageKey } from '#app/i18n/messages/admin.en'
import { readSmallForm } from '#app/platform/request-body.server'
import { historyPath, itemKind, restoringAuthor } from './items.server'
import { purgeDeleted, recentlyDeleted } from './revisions.server'

export const DELETED_PATH = `${ADMIN_BASE}/deleted`

/**
 * `GET /admin-dtima/deleted`: pages and items deleted in the last 30 days. Opening it also forgets
 * those deleted longer ago (the purge is lazy: here and at every deletion, decision 025).
 */
export async function deletedLoader(request: Request, now = new Date()) {
	await requireStaff(request)
	const db = getDb()
	await purgeDeleted(db, now)
	const items = await recentlyDeleted(db, now)
	return {
		items: items.flatMap((item) => {
			const kind = itemKind(item.type)
			if (!kind) return []
			return [{ ...item, kindLabel: kind.itemLabel, historyHref: historyPath(item.type, item.id) }]
		}),
	}
}

export type DeletedData = Awaited<ReturnType<typeof deletedLoader>>

const refused: Record<string, AdminMessageKey> = {
	taken: 'admin.deleted.taken',
	missing: 'admin.deleted.gone',
	exists: 'admin.deleted.gone',
	unreadable: 'admin.deleted.gone',
	addressTaken: 'admin.deleted.gone',
}

/** `POST intent=restore&type=…&id=…`: the item comes back as it was, and the editor opens. */
export async function deletedAction(request: Request, context: { clientIp?: string | null }) {
	const session = await requireStaffAction(request)
	const form = await readSmallForm(request, 16 * 1024)
	assertCsrf(session, form)
	const kind = itemKind(typeof form.get('type') === 'string' ? String(form.get('type')) : null)
	const id = parseId(form.get('id'))
	const fail = (text: AdminMessageKey) =>
		redirectWithFlash(DELETED_PATH, { kind: 'error', title: 'admin.toast.errorTitle', text })
	if (!kind || !id || form.get('intent') !== 'restore') return fail('admin.toast.notFound')
	const db = getDb()
	const author = await restoringAuthor(db, session.user, clientAddress(context))
	const result = await kind.revisions.restoreDeleted(db, id, author)
	if (!result.ok) return fail(refused[result.reason] ?? 'admin.deleted.gone')
	// An item whose address another took meanwhile comes back as a draft elsewhere: it says so.
	return redirectWithFlash(kind.editPath(id), {
		kind: 'success',
		title: 'admin.toast.successTitle',
		text: result.submitted
			? 'admin.deleted.restoredForReview'
			: result.movedTo
				? 'admin.deleted.restoredAsDraft'
				: 'admin.deleted.restored',
	})
}
