/** Shortest password accepted for a staff account. */
export const PASSWORD_MIN = 12
/** Longest: argon2 would take anything, but nobody types more, and it bounds the work. */
export const PASSWORD_MAX = 256
