import { cn } from '#app/utils/misc'

/**
 * A home page band: a labelled <section> with a heading, an optional intro and a max width. The
 * bands follow the hero, which fills the first screen: each is laid out and painted only as it
 * nears the screen (issue 34).
 */
export function Section({
	id,
	title,
	intro,
	className,
	children,
}: {
	id: string
	title: string
	intro?: string
	className?: string
	children: React.ReactNode
}) {
	return (
		<section
			aria-labelledby={`${id}-title`}
			className={cn(
				'px-4 py-14 [contain-intrinsic-size:auto_800px] [content-visibility:auto] sm:py-16',
				className,
			)}
		>
			<div className="mx-auto max-w-7xl">
				<h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900 sm:text-3xl">
					{title}
				</h2>
				{intro ? <p className="mt-2 max-w-2xl text-slate-700">{intro}</p> : null}
				<div className="mt-8">{children}</div>
			</div>
		</section>
	)
}
