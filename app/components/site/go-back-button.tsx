import { buttonVariants } from '#app/components/ui/button'
import { islandProps } from '#app/platform/islands/island'

/**
 * "Go Back": the browser's history back. It needs JavaScript, so the server draws it hidden and its
 * island (go-back.island.ts) shows it; without JavaScript the Return Home link is the way out.
 */
export function GoBackButton({ label }: { label: string }) {
	return (
		<button
			type="button"
			hidden
			{...islandProps('go-back')}
			className={buttonVariants({ variant: 'outline' })}
		>
			{label}
		</button>
	)
}
