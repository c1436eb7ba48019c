import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { getDb } from '#app/db/client.server'
import { logActivity, uniqueSlug } from '#app/db/queries/admin.server'
import { councilToday } from '#app/i18n/locales'
import { NewsSchema } from '#app/schemas/news'
import { clientAddress, staffName } from '#app/utils/admin.server'
import { redirectWithFlash } from '#app/utils/flash.server'

const LIST = '/admin-dtima/content/news'

function articleId(value: FormDataEntryValue | null) {
	const id = Number(value)
	return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** Create, edit, publish, unpublish and delete, each recorded in the activity log. */
export async function newsAction(request: Request, context: { clientIp?: string | null }) {
	const form = await request.formData()
	const intent = String(form.get('intent') ?? '')
	const db = getDb()
	const actor = await staffName(db)
	const ip = clientAddress(context)
	const now = new Date().toISOString()

	if (intent === 'create' || intent === 'update') {
		const submission = parseWithZod(form, { schema: NewsSchema })
		if (submission.status !== 'success') {
			return data({ result: submission.reply(), failed: false }, { status: 400 })
		}
		const v = submission.value
		const title = v.title_en || v.title_fr
		const id = intent === 'update' ? articleId(form.get('id')) : null
		try {
			if (intent === 'update') {
				const updated = id
					? await db
							.updateTable('news')
							.set({
								title_en: v.title_en || null,
								title_fr: v.title_fr || null,
								content_en: v.content_en || null,
								content_fr: v.content_fr || null,
								updated_at: now,
							})
							.where('id', '=', id)
							.executeTakeFirst()
					: undefined
				if (!updated || Number(updated.numUpdatedRows) === 0) {
					return redirectWithFlash(LIST, {
						kind: 'error',
						title: 'admin.toast.errorTitle',
						text: 'admin.toast.notFound',
					})
				}
				await logActivity(
					db,
					{
						action: 'updated',
						itemType: 'news',
						itemId: id,
						itemTitle: title,
						actor,
						kind: 'content',
						ip,
					},
					now,
				)
				return redirectWithFlash(LIST, {
					kind: 'success',
					title: 'admin.toast.successTitle',
					text: 'admin.toast.saved',
				})
			}
			await db.transaction().execute(async (trx) => {
				const inserted = await trx
					.insertInto('news')
					.values({
						slug: await uniqueSlug(trx, title),
						title_en: v.title_en || null,
						title_fr: v.title_fr || null,
						content_en: v.content_en || null,
						content_fr: v.content_fr || null,
						image: null,
						status: 'draft',
						published_at: null,
						created_at: now,
						updated_at: now,
					})
					.returning('id')
					.executeTakeFirstOrThrow()
				await logActivity(
					trx,
					{
						action: 'created',
						itemType: 'news',
						itemId: inserted.id,
						itemTitle: title,
						actor,
						kind: 'content',
						ip,
					},
					now,
				)
			})
		} catch (error) {
			console.error('[admin] could not save a news article', error)
			return data({ result: submission.reply(), failed: true }, { status: 500 })
		}
		return redirectWithFlash(LIST, {
			kind: 'success',
			title: 'admin.toast.successTitle',
			text: 'admin.toast.newsCreated',
		})
	}

	const id = articleId(form.get('id'))
	const row = id
		? await db
				.selectFrom('news')
				.select(['id', 'title_en', 'title_fr', 'published_at'])
				.where('id', '=', id)
				.executeTakeFirst()
		: undefined
	if (!row)
		return redirectWithFlash(LIST, {
			kind: 'error',
			title: 'admin.toast.errorTitle',
			text: 'admin.toast.notFound',
		})
	const title = row.title_en || row.title_fr
	const log = (action: string) =>
		logActivity(
			db,
			{ action, itemType: 'news', itemId: row.id, itemTitle: title, actor, kind: 'content', ip },
			now,
		)

	if (intent === 'publish' || intent === 'unpublish') {
		const publish = intent === 'publish'
		await db
			.updateTable('news')
			.set({
				status: publish ? 'published' : 'draft',
				published_at: publish ? (row.published_at ?? councilToday()) : row.published_at,
				updated_at: now,
			})
			.where('id', '=', row.id)
			.execute()
		await log(publish ? 'published' : 'unpublished')
		return redirectWithFlash(LIST, {
			kind: 'success',
			title: 'admin.toast.successTitle',
			text: publish ? 'admin.toast.published' : 'admin.toast.unpublished',
		})
	}
	if (intent === 'delete') {
		await db.deleteFrom('news').where('id', '=', row.id).execute()
		await log('deleted')
		return redirectWithFlash(LIST, {
			kind: 'success',
			title: 'admin.toast.successTitle',
			text: 'admin.toast.deleted',
		})
	}
	return redirectWithFlash(LIST, {
		kind: 'error',
		title: 'admin.toast.errorTitle',
		text: 'admin.toast.notFound',
	})
}
