import { data } from 'react-router'
import { assertCsrf, requireStaff, requireStaffAction } from '#app/auth/auth.server'
import { getDb } from '#app/db/client.server'
import { clientAddress } from '#app/features/cms/client-address.server'
import { redirectWithFlash } from '#app/features/cms/flash.server'
import { parseId } from '#app/features/cms/resource.server'
import type { ContentType } from '#app/features/cms/content-type'
import type { AdminMessageKey } from '#app/i18n/messages/admin.en'
import { readSmallForm } from '#app/platform/request-body.server'
import { changedNames, fieldChanges } from './diff.server'
import { historyPath, itemKind, restoringAuthor } from './items.server'
import { listRevisions, type RevisionRow } from './revisions.server'

/** The most revisions the history lists (the pruning rule keeps far fewer for most items). */
const LISTED = 200
const SUMMARY_FIELDS = 4

function parseVersion(value: string | null) {
	return value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null
}

function target(url: URL) {
	const kind = itemKind(url.searchParams.get('type'))
	const id = parseId(url.searchParams.get('id'))
	if (!kind || !id) throw data({ missing: true }, { status: 404 })
	return { kind, id }
}

/** One revision's one-line summary: the fields it changed, named as the type names them. */
function summary(kind: ContentType, older: RevisionRow | undefined, newer: RevisionRow) {
	if (!older) return { changed: [], more: 0, kinds: {} }
	const { flatten, summaryName = (name: string) => name } = kind.revisions
	const after = flatten(newer.content)
	const names = [...new Set(changedNames(flatten(older.content), after).map(summaryName))]
	return {
		changed: names.slice(0, SUMMARY_FIELDS),
		more: Math.max(0, names.length - SUMMARY_FIELDS),
		kinds: kind.revisions.nameValues?.([after], 'sections') ?? {},
	}
}

/**
 * `GET /admin-dtima/history?type=page&id=N`: the item's revisions, newest first, each with what
 * it changed; `&from=A&to=B` compares two of them; `&restore=V` asks before restoring one.
 */
export async function historyLoader(request: Request, url: URL) {
	const session = await requireStaff(request)
	// Reached without an item (the menu's address alone): say where histories are.
	const params = url.searchParams
	if (!params.has('type') && !params.has('id')) return null
	const { kind, id } = target(url)
	const db = getDb()
	const [title, revisions] = await Promise.all([
		kind.revisions.currentTitle(db, id),
		listRevisions(db, kind.key, id),
	])
	if (title === null && revisions.length === 0) throw data({ missing: true }, { status: 404 })
	const listed = revisions.slice(0, LISTED).map((revision, i) => ({
		version: revision.version,
		action: revision.action,
		actor: revision.actor,
		createdAt: revision.createdAt,
		...summary(kind, revisions[i + 1], revision),
	}))
	const byVersion = (v: number | null) => revisions.find((r) => r.version === v)
	const fromParam = parseVersion(url.searchParams.get('from'))
	const toParam = parseVersion(url.searchParams.get('to'))
	let compare = null
	if (fromParam !== null || toParam !== null) {
		let from = byVersion(fromParam)
		let to = byVersion(toParam)
		// Older on the left, whichever order they were chosen in.
		if (from && to && from.version > to.version) [from, to] = [to, from]
		if (from && to) {
			const { flatten } = kind.revisions
			const before = flatten(from.content)
			const after = flatten(to.content)
			compare = {
				from: { version: from.version, actor: from.actor, createdAt: from.createdAt },
				to: { version: to.version, actor: to.actor, createdAt: to.createdAt },
				changes: fieldChanges(before, after),
				labelValues: kind.revisions.nameValues?.([after, before], 'fields') ?? {},
			}
		}
	}
	const restoreVersion = byVersion(parseVersion(url.searchParams.get('restore')))
	return {
		type: kind.key,
		id,
		title: title ?? revisions[0]?.title ?? '',
		exists: title !== null,
		kindLabel: kind.itemLabel,
		editHref: kind.editPath(id),
		historyHref: historyPath(kind.key, id),
		fieldLabels: kind.revisions.fieldLabels,
		// The page editor's names for a page's fields (its sections and rows), else the labels.
		editorFieldNames: kind.revisions.editorFieldNames ?? false,
		revisions: listed,
		compare,
		restoring:
			restoreVersion && title !== null
				? {
						version: restoreVersion.version,
						actor: restoreVersion.actor,
						createdAt: restoreVersion.createdAt,
						// Their restore waits for an administrator (decision 029): the question says so.
						forReview: Boolean((await restoringAuthor(db, session.user, null)).review),
					}
				: null,
	}
}

export type HistoryData = NonNullable<Awaited<ReturnType<typeof historyLoader>>>

const restoreMessages: Record<string, AdminMessageKey> = {
	addressTaken: 'admin.history.restoreAddressTaken',
	taken: 'admin.history.restoreTaken',
	missing: 'admin.toast.notFound',
	unreadable: 'admin.toast.notFound',
	exists: 'admin.toast.notFound',
}

/** `POST` with `intent=restore&version=V`: the item becomes as version V had it (a new revision). */
export async function historyAction(
	request: Request,
	url: URL,
	context: { clientIp?: string | null },
) {
	const session = await requireStaffAction(request)
	const form = await readSmallForm(request, 16 * 1024)
	assertCsrf(session, form)
	const { kind, id } = target(url)
	const back = historyPath(kind.key, id)
	const version = parseVersion(
		typeof form.get('version') === 'string' ? String(form.get('version')) : null,
	)
	if (form.get('intent') !== 'restore' || version === null) {
		return redirectWithFlash(back, {
			kind: 'error',
			title: 'admin.toast.errorTitle',
			text: 'admin.toast.notFound',
		})
	}
	const db = getDb()
	const author = await restoringAuthor(db, session.user, clientAddress(context))
	const result = await kind.revisions.restore(db, id, version, author)
	if (result.ok) {
		return redirectWithFlash(back, {
			kind: 'success',
			title: 'admin.toast.successTitle',
			text: result.submitted ? 'admin.history.restoredForReview' : 'admin.history.restored',
		})
	}
	return redirectWithFlash(`${back}&restore=${version}`, {
		kind: 'error',
		title: 'admin.toast.errorTitle',
		text: restoreMessages[result.reason] ?? 'admin.toast.notFound',
	})
}
