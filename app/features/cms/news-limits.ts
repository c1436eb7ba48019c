/** Spec §5 limits, plus upper bounds so nothing unreasonable is stored. */
export const NEWS_TITLE_MIN = 3
export const NEWS_CONTENT_MIN = 10
export const NEWS_TITLE_MAX = 200
export const NEWS_CONTENT_MAX = 20_000
