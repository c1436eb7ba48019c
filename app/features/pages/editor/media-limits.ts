/** Documents a documents block offers without a search: the newest few (decision 054). */
export const NEWEST_SHOWN = 20
