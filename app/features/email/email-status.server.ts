import type { Kysely } from 'kysely'
import type { Database } from '#app/db/schema'
import { mailEnabled } from '#app/platform/mail/mail-config.server'
import { mailQueueFigures } from '#app/platform/mail/outbox.server'

export interface EmailStatus {
	enabled: boolean
	/** Waiting to be sent, failed and sent in the last seven days. */
	pending: number
	failed: number
	sent: number
}

/** Whether the site sends email, and how its queue stands (decision 037), for the staff area. */
export async function emailStatus(db: Kysely<Database>): Promise<EmailStatus> {
	const enabled = mailEnabled()
	const figures = enabled ? await mailQueueFigures(db) : { pending: 0, failed: 0, sent: 0 }
	return { enabled, ...figures }
}
