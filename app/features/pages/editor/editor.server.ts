import { randomUUID } from 'node:crypto'
import { councilTimeToIso, isoToCouncilTime } from '#app/features/scheduling/schedule'
import { getPending, needsReview, pendingView } from '#app/features/review/pending.server'
import {
	discardPageChanges,
	keepPageChanges,
	pagePublished,
	submitPage,
} from '../page-review.server'
import { nowIso } from '#app/platform/clock.server'
import { data } from 'react-router'
import type { z } from 'zod'
import { ADMIN_BASE } from '#app/config'
import { assertCsrf, requireStaff, requireStaffAction } from '#app/auth/auth.server'
import { getDb } from '#app/db/client.server'
import { isUniqueViolation } from '#app/db/errors.server'
import { clientAddress } from '#app/features/cms/client-address.server'
import { redirectWithFlash } from '#app/features/cms/flash.server'
import type { AdminMessageKey } from '#app/i18n/messages/admin.en'
import { addressProblem, suggestedAddress } from '../address'
import {
	BLOCKS_MAX,
	ITEMS_MAX,
	TEXT_MAX,
	pageContentSchema,
	type StoredPageContent,
} from '../block-schema'
import { formatInline, refusedLinks } from '#app/features/formatting/markdown.server'
import type { RichInline } from '#app/features/formatting/rich-text'
import { deletePage, savePage, type PageInput } from '../page-writes.server'
import { getPage, type StoredPage } from '../pages-store.server'
import { flattenPage } from '../page-revisions'
import { currentVersion, editConflict } from '#app/features/revisions/revisions.server'
import type { EditConflict } from '#app/features/revisions/types'
import { pageGroups, type PageGroup } from '../types'
import {
	applyOperation,
	blockKind,
	blockNumbers,
	compact,
	contentToValues,
	emptyBlockValues,
	splitParagraphs,
	valuesToContent,
	type FormValues,
} from './form-state'
import { pageAddress } from '#app/platform/page-address.server'
import {
	DOCUMENTS_FIELD,
	documentChoices,
	readEditorForm,
	takePictures,
	type DocumentChoices,
} from './media.server'

export const EDITOR_PATH = `${ADMIN_BASE}/pages/edit`
export const PAGES_PATH = `${ADMIN_BASE}/pages`

const MENU_LABEL_MAX = 60

/** A message for one field, in the staff member's language (a catalog key and its values). */
export interface FieldMessage {
	key: AdminMessageKey
	vars?: Record<string, string | number>
}
export type FieldErrors = Record<string, FieldMessage>

/** The page being edited, as the screen needs it besides the form's values. */
export interface EditedPage {
	id: number
	standard: boolean
	status: 'draft' | 'published'
	pathEn: string
	pathFr: string
	updatedAt: string
	title: string
	publishAt: string | null
	unpublishAt: string | null
	/** The moment the state is told against (the same on the server and the browser). */
	now: string
}

function pageValues(page: StoredPage): FormValues {
	return {
		...contentToValues(page),
		pathEn: page.path,
		pathFr: page.pathFr,
		group: page.group,
		status: page.status,
		...(page.inMenu ? { inMenu: 'on' } : {}),
		// A label that is just the title shows empty ("left empty, the title is used"): a title over
		// the label's 60 characters would otherwise be refused as a label on the next save.
		'menuLabel.en': ownLabel(page.menuLabel.en, page.title.en),
		'menuLabel.fr': ownLabel(page.menuLabel.fr, page.title.fr),
		publishAt: isoToCouncilTime(page.publishAt),
		unpublishAt: isoToCouncilTime(page.unpublishAt),
	}
}

/** A page's menu label as its screens show it: empty when it is the title. */
export const ownLabel = (label: string, title: string) => (label === title.trim() ? '' : label)

const isGroup = (value: unknown): value is PageGroup =>
	typeof value === 'string' && (pageGroups as readonly string[]).includes(value)

/** A new page: a draft in the group asked for, listed in the menu, starting with one text block. */
function newPageValues(group: PageGroup): FormValues {
	return {
		pathEn: '',
		pathFr: '',
		group,
		status: 'draft',
		inMenu: 'on',
		'menuLabel.en': '',
		'menuLabel.fr': '',
		publishAt: '',
		unpublishAt: '',
		'title.en': '',
		'title.fr': '',
		'description.en': '',
		'description.fr': '',
		'intro.en': '',
		'intro.fr': '',
		...emptyBlockValues('prose', 0),
	}
}

function editedPage(page: StoredPage): EditedPage {
	return {
		id: page.id,
		standard: page.standard,
		status: page.status,
		pathEn: page.path,
		pathFr: page.pathFr,
		updatedAt: page.updatedAt,
		title: page.title.en || page.title.fr,
		publishAt: page.publishAt,
		unpublishAt: page.unpublishAt,
		now: nowIso(),
	}
}

function pageId(url: URL) {
	const raw = url.searchParams.get('id')
	if (raw === null) return null
	const id = /^\d{1,12}$/.test(raw) ? Number(raw) : NaN
	return id
}

async function pageOr404(id: number) {
	const page = await getPage(getDb(), id)
	if (!page) throw data({ missing: true }, { status: 404 })
	return page
}

/**
 * `GET /admin-dtima/pages/edit?id=N`: the editor with page N; without an id, a new page (in
 * `?group=…`); with `&delete`, the confirmation before deleting page N.
 */
export async function pageEditorLoader(
	request: Request,
	/** The route's address (React Router's `url`); a direct call's request has no other. */
	url = pageAddress(request),
) {
	const session = await requireStaff(request)
	const review = await needsReview(getDb(), session.user)
	const id = pageId(url)
	if (id === null) {
		const group = url.searchParams.get('group')
		return {
			page: null,
			values: newPageValues(isGroup(group) ? group : 'residents'),
			confirmDelete: false,
			version: 0,
			pending: null,
			review,
			choices: {} as DocumentChoices,
		}
	}
	const page = await pageOr404(id)
	// The form shows the changes kept aside (decision 029), not the published version.
	const pending = await getPending(getDb(), 'page', id)
	const values = pending?.content ? flattenPage(pending.content) : pageValues(page)
	return {
		page: editedPage(page),
		values,
		choices: await documentChoices(values),
		pending: pending ? pendingView(pending) : null,
		review,
		confirmDelete: url.searchParams.has('delete') && !page.standard,
		// The form carries it: a save over a version someone else saved since is held back.
		version: await currentVersion(getDb(), 'page', id),
	}
}

// ---------------------------------------------------------------------------------------------
// Validation

/** The form field a schema issue is about (the nearest one the form has), or a block's. */
export function fieldForIssue(path: readonly PropertyKey[], values: FormValues): string {
	const name = path
		.map(String)
		.join('.')
		.replace(/^blocks\./, 'b.')
	const candidates = [
		name,
		// A paragraph or list line: the issue is about the whole text of that language.
		name.replace(/\.\d+\.(en|fr)$/, '.$1'),
		// A list as a whole (too many lines): shown on its English text.
		`${name}.en`,
	]
	for (const candidate of candidates) if (candidate in values) return candidate
	const segments = name.split('.')
	while (segments.length > 1) {
		segments.pop()
		const shorter = segments.join('.')
		if (`${shorter}.en` in values) return `${shorter}.en`
		if (shorter in values) return shorter
		if (/^b\.\d+$/.test(shorter)) return `block-${shorter.slice(2)}`
	}
	return 'form'
}

function messageForIssue(issue: z.core.$ZodIssue): FieldMessage {
	const last = String(issue.path.at(-1) ?? '')
	switch (issue.code) {
		case 'custom':
			// The schema's own rules name their message (a picture's description, decision 054).
			return issue.message.startsWith('admin.')
				? { key: issue.message as AdminMessageKey }
				: { key: 'admin.pageEditor.error.invalid' }
		case 'too_big':
			if (issue.origin === 'string')
				return { key: 'admin.validation.tooLong', vars: { max: Number(issue.maximum) } }
			if (issue.origin === 'array')
				return { key: 'admin.pageEditor.error.tooMany', vars: { max: Number(issue.maximum) } }
			return { key: 'admin.validation.number', vars: { max: Number(issue.maximum) } }
		case 'too_small':
			if (last === 'documents') return { key: 'admin.pageEditor.error.documentsRequired' }
			return { key: 'admin.validation.number', vars: { max: 1_000_000_000 } }
		case 'invalid_format':
			return last === 'id'
				? { key: 'admin.pageEditor.error.anchor' }
				: { key: 'admin.pageEditor.error.href' }
		case 'invalid_type':
			if (last === 'image') return { key: 'admin.pageEditor.error.pictureRequired' }
			return issue.expected === 'number'
				? { key: 'admin.validation.number', vars: { max: 1_000_000_000 } }
				: { key: 'admin.pageEditor.error.invalid' }
		default:
			return { key: 'admin.validation.choose' }
	}
}

/**
 * The schedule typed in council time, as instants (decision 028): a publish time already passed
 * means "now"; an unpublish time must be in the future and after the publish time.
 */
function scheduleTimes(publish: string, unpublish: string, errors: FieldErrors) {
	const at = nowIso()
	const publishAt = publish ? councilTimeToIso(publish) : null
	const unpublishAt = unpublish ? councilTimeToIso(unpublish) : null
	if (publish && !publishAt) errors.publishAt = { key: 'admin.validation.dateTime' }
	if (unpublish && !unpublishAt) errors.unpublishAt = { key: 'admin.validation.dateTime' }
	else if (unpublishAt && unpublishAt <= at)
		errors.unpublishAt = { key: 'admin.validation.endPassed' }
	else if (unpublishAt && publishAt && unpublishAt <= publishAt) {
		errors.unpublishAt = { key: 'admin.validation.endBeforeStart' }
	}
	return { publishAt: publishAt && publishAt > at ? publishAt : null, unpublishAt }
}

const addressMessages: Record<NonNullable<ReturnType<typeof addressProblem>>, FieldMessage> = {
	required: { key: 'admin.validation.required' },
	format: { key: 'admin.pageEditor.error.address' },
	tooLong: { key: 'admin.validation.tooLong', vars: { max: 120 } },
	reserved: { key: 'admin.pageEditor.error.addressReserved' },
}

/**
 * The page the form describes, or what is wrong with it, field by field. Empty addresses are
 * filled in from the title (and written back into the form, so the clerk sees them).
 */
export function validatePage(
	input: FormValues,
):
	| { ok: true; page: PageInput; values: FormValues }
	| { ok: false; errors: FieldErrors; values: FormValues } {
	const values = compact(input)
	// A documents block with no box ticked sends no field: its message still goes on its list.
	for (const n of blockNumbers(values)) {
		if (blockKind(values, n) === 'documents') values[`b.${n}.documents`] ??= ''
	}
	const errors: FieldErrors = {}
	const group = values.group
	if (!isGroup(group)) errors.group = { key: 'admin.validation.choose' }
	const status = values.status === 'published' ? 'published' : 'draft'
	if (values.status !== 'published' && values.status !== 'draft') {
		errors.status = { key: 'admin.validation.choose' }
	}
	const text = (name: string) => (values[name] ?? '').trim()
	const times = scheduleTimes(text('publishAt'), text('unpublishAt'), errors)
	if (isGroup(group)) {
		if (!text('pathEn'))
			values.pathEn = suggestedAddress(group, text('title.en') || text('title.fr'))
		if (!text('pathFr')) values.pathFr = values.pathEn ?? ''
	}
	// Without a title the page has no address to suggest: the title's message says what to do.
	const untitled = !text('title.en') && !text('title.fr')
	if (untitled) errors['title.en'] = { key: 'admin.pageEditor.error.titleRequired' }
	for (const field of ['pathEn', 'pathFr'] as const) {
		values[field] = text(field).toLowerCase().replace(/\/+$/, '')
		const problem = addressProblem(values[field])
		if (problem && !(problem === 'required' && untitled)) errors[field] = addressMessages[problem]
	}
	// Checked on the text as typed, so these come in the same round as the sections' messages.
	if (status === 'published') {
		for (const name of ['title', 'description'] as const) {
			for (const l of ['en', 'fr'] as const) {
				if (!text(`${name}.${l}`))
					errors[`${name}.${l}`] ??= { key: 'admin.pageEditor.error.publishNeeds' }
			}
		}
	}
	for (const l of ['en', 'fr'] as const) {
		if (text(`menuLabel.${l}`).length > MENU_LABEL_MAX) {
			errors[`menuLabel.${l}`] = { key: 'admin.validation.tooLong', vars: { max: MENU_LABEL_MAX } }
		}
	}
	if (blockNumbers(values).length > BLOCKS_MAX) {
		errors.form = { key: 'admin.pageEditor.error.tooMany', vars: { max: BLOCKS_MAX } }
	}

	const parsed = pageContentSchema.safeParse(valuesToContent(values))
	if (!parsed.success) {
		for (const issue of parsed.error.issues) {
			const field = fieldForIssue(issue.path, values)
			errors[field] ??= messageForIssue(issue)
		}
	}
	if (Object.keys(errors).length > 0 || !parsed.success || !isGroup(group)) {
		return { ok: false, errors, values }
	}
	return {
		ok: true,
		values,
		page: {
			pathEn: values.pathEn!,
			pathFr: values.pathFr!,
			group,
			status,
			inMenu: Boolean(values.inMenu),
			menuLabel: { en: text('menuLabel.en'), fr: text('menuLabel.fr') },
			content: parsed.data,
			...times,
		},
	}
}

// ---------------------------------------------------------------------------------------------
// The action

/** What the editor shows again after a change of structure or a refused save. */
export interface EditorReply {
	values: FormValues
	errors: FieldErrors
	/** The block or row to bring into view (its element id). */
	focus: string | null
	/** New on every answer (whichever instance gives it), so the form is drawn afresh with these values. */
	revision: string
	/** "Preview formatting": each text block's paragraphs as the page will draw them, by field. */
	previews?: Record<string, RichInline[][]>
	/** The version the form started from, carried on (null: the form did not say). */
	version: number | null
	/** Someone else saved the page since the form started: nothing was saved. */
	conflict: EditConflict | null
	/** The documents each documents block offers to tick (decision 054). */
	choices: DocumentChoices
}

async function reply(
	values: FormValues,
	errors: FieldErrors,
	focus: string | null,
	status = 200,
	extra: Pick<EditorReply, 'previews'> & Partial<Pick<EditorReply, 'version' | 'conflict'>> = {},
) {
	return data<EditorReply>(
		{
			values,
			errors,
			focus,
			revision: randomUUID(),
			previews: extra.previews,
			version: extra.version ?? null,
			conflict: extra.conflict ?? null,
			choices: await documentChoices(values),
		},
		{ status },
	)
}

/**
 * Whether a text block's paragraph holds a link the formatting language refuses (`javascript:`…):
 * saved as typed and shown as words, the save says so, as the other content types' do (decision
 * 051; the Link check lists it).
 */
export function hasRefusedLinks(content: StoredPageContent) {
	return content.blocks.some(
		(block) =>
			block.kind === 'prose' &&
			block.paragraphs.some((p) =>
				(['en', 'fr'] as const).some((l) => refusedLinks(p[l], { inline: true }).length > 0),
			),
	)
}

/** The paragraphs of every text block, formatted as the public page will show them. */
export function paragraphPreviews(values: FormValues): NonNullable<EditorReply['previews']> {
	const previews: NonNullable<EditorReply['previews']> = {}
	for (const [name, text] of Object.entries(values)) {
		const lang = /^b\.\d+\.paragraphs\.(en|fr)$/.exec(name)?.[1] as 'en' | 'fr' | undefined
		if (!lang || !text.trim()) continue
		previews[name] = splitParagraphs(text).map((p) =>
			formatInline(p.slice(0, TEXT_MAX), { locale: lang }),
		)
	}
	return previews
}

/** A version number from the form, or null. */
function formVersion(value: FormDataEntryValue | null) {
	return typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : null
}

const notValues = new Set(['csrf', 'op', 'addKind', 'version', 'overwriteVersion'])

/**
 * The form's own fields (not the token, the buttons or the version), as typed. A documents block's
 * ticked boxes share one name: their ids, in the form's order, joined by commas.
 */
export function formValues(form: FormData): FormValues {
	const values: FormValues = {}
	for (const [name, value] of form) {
		if (typeof value !== 'string' || notValues.has(name)) continue
		if (DOCUMENTS_FIELD.test(name) && values[name]) values[name] = `${values[name]},${value}`
		else values[name] = value
	}
	return values
}

export async function pageEditorAction(
	request: Request,
	context: { clientIp?: string | null },
	/** The route's address (React Router's `url`); a direct call's request has no other. */
	url = pageAddress(request),
) {
	const session = await requireStaffAction(request)
	const { form, oversized } = await readEditorForm(request)
	assertCsrf(session, form)
	const db = getDb()
	const id = pageId(url)
	if (id !== null) await pageOr404(id)
	const author = { actor: session.user.name, ip: clientAddress(context) }
	const op = String(form.get('op') ?? '')
	const values = formValues(form)
	const version = formVersion(form.get('version'))

	if (op === 'delete' && id !== null) {
		const result = await deletePage(db, id, author)
		if (result === 'deleted') {
			return redirectWithFlash(PAGES_PATH, {
				kind: 'success',
				title: 'admin.toast.successTitle',
				text: 'admin.pageEditor.deleted',
			})
		}
		return redirectWithFlash(`${EDITOR_PATH}?id=${id}`, {
			kind: 'error',
			title: 'admin.toast.errorTitle',
			text: 'admin.pageEditor.standardCannotDelete',
		})
	}

	if (op === 'discard' && id !== null) {
		await discardPageChanges(id, author)
		return redirectWithFlash(`${EDITOR_PATH}?id=${id}`, {
			kind: 'success',
			title: 'admin.toast.successTitle',
			text: 'admin.review.toast.discarded',
		})
	}

	// Whatever the button, the pictures chosen are stored first and kept in the form (a refused one
	// is said, and nothing else happens: everything typed comes back).
	const refused = await takePictures(form, values, oversized)
	if (Object.keys(refused).length > 0) {
		return reply(compact(values), refused, 'errors', 400, { version })
	}

	if (op === 'save' || op === 'overwrite' || op === 'draft' || op === 'submit') {
		const checked = validatePage(values)
		if (!checked.ok) return reply(checked.values, checked.errors, 'errors', 400, { version })
		// Saved, but a paragraph's link is one the site never makes a link: the message says so.
		const saidText = (text: AdminMessageKey): AdminMessageKey =>
			hasRefusedLinks(checked.page.content) ? 'admin.toast.savedLinksRefused' : text
		// "Save mine anyway" names the version it knowingly replaces.
		const expected = op === 'overwrite' ? formVersion(form.get('overwriteVersion')) : version
		const conflictReply = async () => {
			const started = version ?? 0
			const conflict = (await editConflict(db, 'page', id!, started, flattenPage)) ?? {
				started,
				current: started,
				by: '',
				at: new Date().toISOString(),
				changes: null,
			}
			return reply(checked.values, {}, 'conflict', 409, { version: started, conflict })
		}
		// Someone whose work is reviewed never publishes: their save is a submission (decision 029).
		const review = await needsReview(db, session.user)
		const submit = op === 'submit' || (review && checked.page.status === 'published')
		const live = id !== null && (await getPage(db, id))?.status === 'published'
		if (id !== null && live && (op === 'draft' || submit || review)) {
			const kept = await keepPageChanges(
				db,
				id,
				{ ...checked.page, status: 'published' },
				session.user,
				author,
				{ submit: submit && op !== 'draft', expectedVersion: expected ?? undefined },
			)
			if (kept === 'conflict') return conflictReply()
			return redirectWithFlash(`${EDITOR_PATH}?id=${id}`, {
				kind: 'success',
				title: 'admin.toast.successTitle',
				text: saidText(
					submit && op !== 'draft' ? 'admin.review.toast.submitted' : 'admin.review.toast.drafted',
				),
			})
		}
		if (review) checked.page.status = 'draft'
		const saved = await savePage(db, checked.page, author, id ?? undefined, undefined, {
			expectedVersion: expected ?? undefined,
		}).catch(async (error: unknown) => {
			// Two saves of one page at the same instant: the other took the next version.
			if (id !== null && isUniqueViolation(error)) {
				return { conflict: 'version' as const }
			}
			throw error
		})
		if (saved === null) throw data({ missing: true }, { status: 404 })
		if ('conflict' in saved && saved.conflict === 'version' && id !== null) return conflictReply()
		if ('conflict' in saved && saved.conflict !== 'version') {
			return reply(
				checked.values,
				{ [saved.conflict]: { key: 'admin.pageEditor.error.addressTaken' } },
				'errors',
				400,
				{ version },
			)
		}
		if ('conflict' in saved) throw data({ missing: true }, { status: 404 })
		if (submit) {
			const content = checked.page.content
			await submitPage(saved.id, content.title.en || content.title.fr, session.user)
			return redirectWithFlash(`${EDITOR_PATH}?id=${saved.id}`, {
				kind: 'success',
				title: 'admin.toast.successTitle',
				text: saidText('admin.review.toast.submitted'),
			})
		}
		if (checked.page.status === 'published') await pagePublished(saved.id, session.user)
		return redirectWithFlash(`${EDITOR_PATH}?id=${saved.id}`, {
			kind: 'success',
			title: 'admin.toast.successTitle',
			text: saidText(id === null ? 'admin.pageEditor.created' : 'admin.toast.saved'),
		})
	}

	// "Preview formatting" on a text block: the form as typed, nothing saved, the paragraphs drawn.
	const preview = /^preview:(\d{1,4})$/.exec(op)
	if (preview) {
		// The form comes back with its blocks numbered 0, 1, 2…: the block's number in that order.
		const at = blockNumbers(values).indexOf(Number(preview[1]))
		const typed = compact(values)
		return reply(typed, {}, at === -1 ? null : `block-${at}-preview`, 200, {
			previews: paragraphPreviews(typed),
			version,
		})
	}

	// "Find" in a documents block: the form as typed, its list of documents to tick narrowed to the
	// words typed (a POST like every other button, so nothing typed elsewhere is lost).
	const find = /^find-documents:(\d{1,4})$/.exec(op)
	if (find) {
		const at = blockNumbers(values).indexOf(Number(find[1]))
		return reply(compact(values), {}, at === -1 ? null : `block-${at}-documents`, 200, {
			version,
		})
	}

	const changed = applyOperation(values, op, String(form.get('addKind') ?? ''), {
		blocks: BLOCKS_MAX,
		rows: ITEMS_MAX,
	})
	if (!changed)
		return reply(
			compact(values),
			{ form: { key: 'admin.pageEditor.error.unknownAction' } },
			null,
			400,
			{ version },
		)
	const errors: FieldErrors = changed.refused
		? {
				[changed.focus]: {
					key: 'admin.pageEditor.error.tooMany',
					vars: { max: changed.refused === 'blocks' ? BLOCKS_MAX : ITEMS_MAX },
				},
			}
		: {}
	return reply(changed.values, errors, changed.focus, 200, { version })
}
