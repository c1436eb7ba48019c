import { PageMeta } from '#app/features/feeds/page-meta'
import type { MessageKey } from '#app/i18n/i18n'
import { useT } from '#app/i18n/hooks'

/** Heading, intro and page title of an admin screen (never indexed by search engines). */
export function AdminPageHeader({
	title,
	intro,
	children,
}: {
	title: MessageKey
	intro?: MessageKey
	children?: React.ReactNode
}) {
	const t = useT()
	return (
		<div className="mb-6 flex flex-wrap items-end justify-between gap-4">
			<PageMeta title={t('admin.metaTitle', { title: t(title) })} noIndex />
			<div>
				<h1 className="text-2xl font-bold text-slate-900">{t(title)}</h1>
				{intro ? <p className="mt-1 text-slate-700">{t(intro)}</p> : null}
			</div>
			{children}
		</div>
	)
}
