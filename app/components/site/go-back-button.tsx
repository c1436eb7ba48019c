import { useEffect, useState } from 'react'
import { buttonVariants } from '#app/components/ui/button'

/**
 * "Go Back": the browser's history back. It needs JavaScript, so it only appears once the page is
 * hydrated; without JavaScript the Return Home link is the way out.
 */
export function GoBackButton({ label }: { label: string }) {
	const [hydrated, setHydrated] = useState(false)
	useEffect(() => setHydrated(true), [])
	if (!hydrated) return null
	return (
		<button
			type="button"
			onClick={() => window.history.back()}
			className={buttonVariants({ variant: 'outline' })}
		>
			{label}
		</button>
	)
}
