/**
 * A list of classes an island draws its own elements with (decision 058, "Short class names").
 * The public pages name classes short; the island builder writes each `cls('…')` as the same
 * classes' short names, so what an island draws matches the page's CSS. Takes a string literal
 * only (the builder refuses anything else). Without the builder (the development server, tests)
 * it is the list as written.
 */
export const cls = (names: string) => names
