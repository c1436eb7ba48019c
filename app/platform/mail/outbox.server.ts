// PLACEHOLDER until the shared email layer lands on main (the lead's contract, issue 18):
// on merge, main's file replaces this one entirely.
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '#app/db/schema'

export interface OutgoingMail {
	key: string
	to: string
	subject: string
	text: string
	html?: string
	headers?: Record<string, string>
	priority?: number
}

export async function enqueueMail(
	_db: Kysely<Database> | Transaction<Database>,
	_mail: OutgoingMail,
): Promise<boolean> {
	return false
}

export function wakeMailer(): void {}
