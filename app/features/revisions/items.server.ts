import { ADMIN_BASE } from '#app/config'
import type { Kysely } from 'kysely'
import type { StaffUser } from '#app/auth/session.server'
import type { Database } from '#app/db/schema'
import type { Author, ContentType } from '#app/features/cms/content-type'
import { needsReview } from '#app/features/review/pending.server'
import { contentType } from '#app/features/content-types.server'
import type { ItemType } from './types'

/** The content type a `type=` parameter names (`page`, `news`…); null for anything else. */
export function itemKind(type: string | null): ContentType | null {
	return contentType(type) ?? null
}

export const historyPath = (type: ItemType, id: number) =>
	`${ADMIN_BASE}/history?type=${type}&id=${id}`

/**
 * Who restores, as the restore records them: their name and address, and, when their work needs
 * an administrator's review (decision 029), themselves, so that the restore is sent for review
 * instead of made public (History → Restore and Recently deleted alike).
 */
export async function restoringAuthor(
	db: Kysely<Database>,
	user: Pick<StaffUser, 'id' | 'name' | 'role'>,
	ip: string | null,
): Promise<Author> {
	const review = (await needsReview(db, user)) ? { id: user.id, name: user.name } : undefined
	return { actor: user.name, ip, ...(review ? { review } : {}) }
}
