/**
 * What the focus or an address's fragment brings into view (a moved section, the error summary)
 * stops below the staff area's header where it stays on screen (wide screens; on a phone it
 * scrolls away): otherwise the focused heading would sit hidden under it.
 */
export const focusTarget = 'scroll-mt-4 lg:scroll-mt-40 xl:scroll-mt-24'
/** The same for a field reached from the error summary, with room for its label and hint. */
export const fieldTarget = 'scroll-mt-4 lg:scroll-mt-52 xl:scroll-mt-36'

/** The element id of a form field (`b.2.title.en` → `f-b-2-title-en`). */
export const fieldId = (name: string) => `f-${name.replaceAll('.', '-')}`
