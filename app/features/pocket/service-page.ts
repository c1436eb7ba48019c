/**
 * A service page (issue 35): an information page that says what something costs or how to get it
 * done, that is one with at least one `fees` block or at least one numbered `list` block (steps).
 * The pocket guide lists these pages, and they offer "Save this page on this phone". One rule for
 * both, so a page is never in the guide without the button, or the other way round.
 *
 * Structural, so it takes a page in any form: stored (bilingual), resolved for one language, or as
 * shown (prose formatted).
 */
export function isServicePage(content: {
	readonly blocks: readonly { readonly kind: string; readonly ordered?: boolean }[]
}): boolean {
	return content.blocks.some(
		(block) => block.kind === 'fees' || (block.kind === 'list' && block.ordered === true),
	)
}

/** The kinds of block the pocket guide shows of a service page: fees, lists, facts. */
export const pocketBlockKinds = ['fees', 'list', 'facts'] as const
