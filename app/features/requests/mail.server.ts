import type { Kysely, Transaction } from 'kysely'
import type { Database, RequestStatus } from '#app/db/schema'
import { createT } from '#app/i18n/catalogs.server'
import { councilToday, localizePath, type Locale } from '#app/i18n/locales'
import { ADMIN_BASE } from '#app/config'
import { getSettings } from '#app/features/settings/queries.server'
import type { CouncilSettings } from '#app/features/settings/settings-schema'
import { enqueueMail } from '#app/platform/mail/outbox.server'
import { STATUS_PATH } from './request-rules'

type Db = Kysely<Database> | Transaction<Database>

/**
 * The resident's private link to their request: the status page of the reference, with the key
 * that shows the council's replies (issue 32), as an absolute address in their language.
 */
export function statusLink(origin: string, locale: Locale, reference: string, key: string) {
	return `${origin}${statusPath(locale, reference, key)}`
}

/** The status page's path for a reference and its key. */
export function statusPath(locale: Locale, reference: string, key: string) {
	return `${localizePath(STATUS_PATH, locale)}?ref=${encodeURIComponent(reference)}&key=${key}`
}

/*
 * The mails' texts live in the staff catalogs (admin.*.ts, `admin.requestMail.*`): those are read
 * on the server only, so the public pages' catalog (sent with every page) does not carry them.
 * Plain text only: nothing a person typed is ever put into HTML.
 */

/** The confirmation, with the reference and the status page's address, in the person's language. */
export function enqueueConfirmation(
	db: Db,
	mail: {
		id: number
		to: string
		locale: Locale
		reference: string
		key: string
		category: string
		origin: string
		settings: Pick<CouncilSettings, 'name' | 'phone' | 'email'>
	},
) {
	const t = createT(mail.locale, { product: mail.settings.name[mail.locale] })
	const vars = {
		reference: mail.reference,
		category: mail.category,
		link: statusLink(mail.origin, mail.locale, mail.reference, mail.key),
		phone: mail.settings.phone,
	}
	return enqueueMail(db, {
		key: `request:${mail.id}:received`,
		to: mail.to,
		subject: t('admin.requestMail.receivedSubject', vars),
		text: t('admin.requestMail.receivedText', vars),
	})
}

/** A public reply of the council, with the status at that moment. */
export function enqueueReply(
	db: Db,
	mail: {
		id: number
		replyId: number
		to: string
		locale: Locale
		reference: string
		key: string
		reply: string
		status: RequestStatus
		origin: string
		settings: Pick<CouncilSettings, 'name' | 'phone' | 'email'>
	},
) {
	const t = createT(mail.locale, { product: mail.settings.name[mail.locale] })
	const vars = {
		reference: mail.reference,
		reply: mail.reply,
		status: t(`requests.status.${mail.status}`),
		link: statusLink(mail.origin, mail.locale, mail.reference, mail.key),
	}
	return enqueueMail(db, {
		key: `request:${mail.id}:reply:${mail.replyId}`,
		to: mail.to,
		subject: t('admin.requestMail.replySubject', vars),
		text: t('admin.requestMail.replyText', vars),
	})
}

/**
 * Requests are being held (issue 32): each active administrator is told by email, in both
 * languages (their choice of language is a cookie of their browser), once per council day.
 */
export async function tellStaffOfHolding(db: Db, at: string, origin: string) {
	const admins = await db
		.selectFrom('users')
		.select(['id', 'email'])
		.where('role', '=', 'admin')
		.where('active', '=', 1)
		.execute()
	if (!admins.length) return
	const settings = await getSettings(db)
	const link = `${origin}${ADMIN_BASE}/requests?status=held`
	const text = (locale: Locale) => createT(locale, { product: settings.name[locale] })
	const [en, fr] = [text('en'), text('fr')]
	const day = councilToday(new Date(at))
	for (const admin of admins)
		await enqueueMail(db, {
			key: `requests-held:${day}:${admin.id}`,
			to: admin.email,
			subject: `${en('admin.requestMail.heldSubject')} / ${fr('admin.requestMail.heldSubject')}`,
			text: `${en('admin.requestMail.heldText', { link })}\n\n---\n\n${fr('admin.requestMail.heldText', { link })}`,
			priority: 1,
		})
}
