import type { NoticeMode } from '#app/db/schema'
import type { MessageKey } from '#app/i18n/i18n'
import type { NoticeMessageKey } from '#app/i18n/messages/notifications.en'

/**
 * A key of the notifications catalog, given to `t()`: that catalog is merged into the staff
 * catalogs (catalogs.server.ts), outside the `MessageKey` union the site's catalog file declares.
 */
export const noticeKey = (key: NoticeMessageKey) => key as unknown as MessageKey

/**
 * What staff are told of (decision 050), each with its default delivery when a person has not
 * chosen: what needs someone's action soon is also mailed, what is only good to know is not.
 */
export const NOTICE_KINDS = {
	'request.new': 'email',
	'request.assigned': 'email',
	'request.untouched': 'email',
	'review.submitted': 'email',
	'review.approved': 'app',
	'review.sentBack': 'email',
	'schedule.live': 'app',
	'mail.failing': 'email',
	'page.reported': 'app',
	'page.votedNo': 'app',
} as const satisfies Record<string, NoticeMode>

export type NoticeKind = keyof typeof NOTICE_KINDS

export const NOTICE_MODES = ['app', 'email', 'off'] as const satisfies readonly NoticeMode[]

export const isNoticeKind = (value: unknown): value is NoticeKind =>
	typeof value === 'string' && Object.prototype.hasOwnProperty.call(NOTICE_KINDS, value)

export const isNoticeMode = (value: unknown): value is NoticeMode =>
	typeof value === 'string' && (NOTICE_MODES as readonly string[]).includes(value)

/** Kinds only administrators receive (their choices are not offered to editors). */
export const ADMIN_ONLY_KINDS: readonly NoticeKind[] = [
	'request.untouched',
	'review.submitted',
	'mail.failing',
]

/** Escalation delay of untouched requests, in days, when an administrator has not set one. */
export const DEFAULT_ESCALATION_DAYS = 3
export const MAX_ESCALATION_DAYS = 60
