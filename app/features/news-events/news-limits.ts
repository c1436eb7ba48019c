/**
 * Shortest and longest news title and text a form accepts; the upper bounds keep anything
 * unreasonable out of the database.
 */
export const NEWS_TITLE_MIN = 3
export const NEWS_CONTENT_MIN = 10
export const NEWS_TITLE_MAX = 200
export const NEWS_CONTENT_MAX = 20_000
