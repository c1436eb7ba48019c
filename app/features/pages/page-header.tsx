import { Breadcrumbs, type Trail } from '#app/components/site/breadcrumbs'

/** The top of every inner page: breadcrumbs, the page's one <h1>, and its lead paragraph. */
export function PageHeader({
	title,
	intro,
	crumbs,
	titleLang,
	children,
}: {
	title: string
	/** Set when the title is shown in the other language (no translation yet). */
	titleLang?: string
	intro?: string
	crumbs: Trail
	children?: React.ReactNode
}) {
	return (
		<header className="bg-primary-light pt-6 pb-10">
			<div className="mx-auto max-w-5xl px-4">
				<Breadcrumbs trail={crumbs} />
				<h1 lang={titleLang} className="mt-6 text-3xl font-bold text-primary-dark sm:text-4xl">
					{title}
				</h1>
				{intro ? (
					<p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-800">{intro}</p>
				) : null}
				{children}
			</div>
		</header>
	)
}

/** A titled part of an inner page; the heading names the <section> for screen readers. */
export function PageSection({
	id,
	title,
	intro,
	children,
}: {
	id: string
	title?: string
	intro?: string
	children: React.ReactNode
}) {
	return (
		<section
			id={id}
			aria-labelledby={title ? `${id}-title` : undefined}
			className="scroll-mt-20 border-t border-slate-200 py-10 first:border-t-0"
		>
			{title ? (
				<h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
					{title}
				</h2>
			) : null}
			{intro ? <p className="mt-2 max-w-3xl text-slate-700">{intro}</p> : null}
			<div className={title || intro ? 'mt-6' : undefined}>{children}</div>
		</section>
	)
}
