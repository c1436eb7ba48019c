import type { ReactNode } from 'react'
import { Button } from '#app/components/ui/button'

/** A button that changes the form's structure; the address's fragment brings the result into view. */
export function OpButton({
	op,
	target,
	action,
	label,
	icon,
	variant = 'outline',
}: {
	op: string
	target: string
	action: string
	label: string
	icon: ReactNode
	variant?: 'outline' | 'dangerGhost'
}) {
	return (
		<Button
			type="submit"
			name="op"
			value={op}
			formAction={`${action}#${target}`}
			variant={variant}
			size="sm"
		>
			{icon}
			<span>{label}</span>
		</Button>
	)
}
