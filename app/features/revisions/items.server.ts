import { ADMIN_BASE } from '#app/config'
import type { ContentType } from '#app/features/cms/content-type'
import { contentType } from '#app/features/content-types.server'
import type { ItemType } from './types'

/** The content type a `type=` parameter names (`page`, `news`…); null for anything else. */
export function itemKind(type: string | null): ContentType | null {
	return contentType(type) ?? null
}

export const historyPath = (type: ItemType, id: number) =>
	`${ADMIN_BASE}/history?type=${type}&id=${id}`
