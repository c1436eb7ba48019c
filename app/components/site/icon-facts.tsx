import type { LucideIcon } from 'lucide-react'
import { cn } from '#app/utils/misc'

interface IconFact {
	icon: LucideIcon
	label: string
	value: React.ReactNode
}

/** Label/value pairs with a decorative icon each (contact details, an event's date and place). */
export function IconFacts({ items, className }: { items: IconFact[]; className?: string }) {
	return (
		<dl className={cn('grid gap-4 rounded-xl border border-slate-200 bg-white p-5', className)}>
			{items.map(({ icon: Icon, label, value }) => (
				<div key={label} className="relative pl-8">
					<dt className="font-semibold text-slate-900">
						<Icon aria-hidden="true" className="absolute top-1 left-0 size-5 text-primary" />
						{label}
					</dt>
					<dd className="text-slate-800">{value}</dd>
				</div>
			))}
		</dl>
	)
}
