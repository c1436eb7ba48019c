import { DRAWN_EMBLEM_ICON } from '#app/features/settings/emblem'

/**
 * The site's own drawing of a council emblem (public/images/logo.svg), in the header of a council
 * that gave no emblem of its own (decision 055). Written into the page as a `data:` address, not
 * asked for as a file: a file would be one more request before the page's main text is painted,
 * which on slow data costs a round trip or two (issue 34, decision 058). It is the same address
 * as the tab's icon (decision 064), so the page's compression carries the drawing once.
 * Decorative: the council's name is written beside it.
 */
export function DrawnEmblem({ className }: { className?: string }) {
	return <img src={DRAWN_EMBLEM_ICON} alt="" width={40} height={40} className={className} />
}

/** The address of that drawing as a file (settings' `logo` default). */
export const DRAWN_EMBLEM = '/images/logo.svg'
