import { buttonVariants } from '#app/components/ui/button'
import { islandProps } from '#app/platform/islands/island'

/**
 * "Go Back": the browser's history back. It needs JavaScript: without it the button is not there
 * (`noscript:hidden`) and the Return Home link is the way out. With it, the server draws it in its
 * place, invisible, and its island (go-back.island.ts) shows it: drawn hidden, its appearance
 * moved the link beside it after the first paint (a layout shift, decision 058).
 */
export function GoBackButton({ label }: { label: string }) {
	return (
		<button
			type="button"
			{...islandProps('go-back')}
			className={buttonVariants({ variant: 'outline', className: 'invisible noscript:hidden' })}
		>
			{label}
		</button>
	)
}
