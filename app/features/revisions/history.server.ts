import { data } from 'react-router'
import { assertCsrf, requireStaff, requireStaffAction } from '#app/auth/auth.server'
import { getDb } from '#app/db/client.server'
import { clientAddress } from '#app/features/cms/client-address.server'
import { redirectWithFlash } from '#app/features/cms/flash.server'
import { parseId } from '#app/features/cms/resource.server'
import { restoreResourceRevision } from '#app/features/cms/resource-revisions.server'
import { restorePageRevision } from '#app/features/pages/page-restore.server'
import type { AdminMessageKey } from '#app/i18n/messages/admin.en'
import { readSmallForm } from '#app/platform/request-body.server'
import { changedNames, fieldChanges } from './diff.server'
import {
	currentTitle,
	editPath,
	flattenFor,
	historyPath,
	itemKind,
	kindLabel,
	resourceFieldLabels,
	type ItemKind,
} from './items.server'
import { listRevisions, type RevisionRow } from './revisions.server'
import type { FlatState } from './types'

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

/**
 * For a page, the names the editor's labels need: its blocks' kinds (a section is named by its
 * place and kind), every other field with an empty text.
 */
function labelValues(kind: ItemKind, ...states: FlatState[]): FlatState {
	if (kind.type !== 'page') return {}
	const out: FlatState = {}
	for (const state of states) {
		for (const [name, value] of Object.entries(state)) {
			if (name in out) continue
			out[name] = name.endsWith('.kind') ? value : ''
		}
	}
	return out
}

/** A page's change named by its section (`b.3.items.0.amount.en` → `block-3`), for one line. */
const summaryName = (kind: ItemKind, name: string) =>
	kind.type === 'page' ? name.replace(/^b\.(\d+)\..*$/, 'block-$1') : name

function summary(kind: ItemKind, older: RevisionRow | undefined, newer: RevisionRow) {
	if (!older) return { changed: [], more: 0, kinds: {} }
	const flatten = flattenFor(kind)
	const after = flatten(newer.content)
	const names = [
		...new Set(changedNames(flatten(older.content), after).map((n) => summaryName(kind, n))),
	]
	const kinds: FlatState = {}
	if (kind.type === 'page') {
		for (const [name, value] of Object.entries(after))
			if (name.endsWith('.kind')) kinds[name] = value
	}
	return {
		changed: names.slice(0, SUMMARY_FIELDS),
		more: Math.max(0, names.length - SUMMARY_FIELDS),
		kinds,
	}
}

/**
 * `GET /admin-dtima/history?type=page&id=N`: the item's revisions, newest first, each with what
 * it changed; `&from=A&to=B` compares two of them; `&restore=V` asks before restoring one.
 */
export async function historyLoader(request: Request, url: URL) {
	await requireStaff(request)
	// Reached without an item (the menu's address alone): say where histories are.
	const params = url.searchParams
	if (!params.has('type') && !params.has('id')) return null
	const { kind, id } = target(url)
	const db = getDb()
	const [title, revisions] = await Promise.all([
		currentTitle(db, kind, id),
		listRevisions(db, kind.type, id),
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
			const flatten = flattenFor(kind)
			const before = flatten(from.content)
			const after = flatten(to.content)
			compare = {
				from: { version: from.version, actor: from.actor, createdAt: from.createdAt },
				to: { version: to.version, actor: to.actor, createdAt: to.createdAt },
				changes: fieldChanges(before, after),
				labelValues: labelValues(kind, after, before),
			}
		}
	}
	const restoreVersion = byVersion(parseVersion(url.searchParams.get('restore')))
	return {
		type: kind.type,
		id,
		title: title ?? revisions[0]?.title ?? '',
		exists: title !== null,
		kindLabel: kindLabel(kind),
		editHref: editPath(kind, id),
		historyHref: historyPath(kind.type, id),
		fieldLabels: resourceFieldLabels(kind),
		revisions: listed,
		compare,
		restoring:
			restoreVersion && title !== null
				? {
						version: restoreVersion.version,
						actor: restoreVersion.actor,
						createdAt: restoreVersion.createdAt,
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
	const back = historyPath(kind.type, id)
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
	const author = { actor: session.user.name, ip: clientAddress(context) }
	const db = getDb()
	const result =
		kind.type === 'page'
			? await restorePageRevision(db, id, version, author)
			: await restoreResourceRevision(db, kind.def, id, version, author)
	if (result.ok) {
		return redirectWithFlash(back, {
			kind: 'success',
			title: 'admin.toast.successTitle',
			text: 'admin.history.restored',
		})
	}
	return redirectWithFlash(`${back}&restore=${version}`, {
		kind: 'error',
		title: 'admin.toast.errorTitle',
		text: restoreMessages[result.reason] ?? 'admin.toast.notFound',
	})
}
