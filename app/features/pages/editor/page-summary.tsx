import { Link } from 'react-router'
import { ADMIN_BASE } from '#app/config'
import { StatusBadge } from '#app/features/scheduling/schedule-badge'
import { useLocale, useT } from '#app/i18n/hooks'
import { formatDate } from '#app/i18n/i18n'
import { councilToday, localizePath } from '#app/i18n/locales'
import type { EditedPage } from './editor.server'

/** Above the editor: the page's state, its last change, its history, preview and public pages. */
export function PageSummary({ page }: { page: EditedPage }) {
	const t = useT()
	const locale = useLocale()
	const on = councilToday(new Date(page.updatedAt))
	return (
		<div className="mb-6 rounded-xl border border-slate-200 bg-white p-4 text-sm">
			<p>
				<StatusBadge
					status={page.status}
					publishAt={page.publishAt}
					unpublishAt={page.unpublishAt}
					now={page.now}
				/>
				{' · '}
				{t('admin.pageEditor.lastChange')} <time dateTime={on}>{formatDate(on, locale)}</time>
				{' · '}
				<Link
					to={`${ADMIN_BASE}/history?type=page&id=${page.id}`}
					className="text-primary-dark underline"
				>
					{t('admin.history.link')}
				</Link>
				{' · '}
				<a
					href={`/${locale === 'fr' ? 'fr/' : ''}preview/page/${page.id}`}
					className="text-primary-dark underline"
				>
					{t('admin.preview.link')}
				</a>
			</p>
			{page.status === 'published' ? (
				<ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
					<li>
						<a href={localizePath(page.pathEn, 'en')} className="text-primary-dark underline">
							{t('admin.pageEditor.viewEn')}
						</a>
					</li>
					<li>
						<a href={localizePath(page.pathFr, 'fr')} className="text-primary-dark underline">
							{t('admin.pageEditor.viewFr')}
						</a>
					</li>
				</ul>
			) : null}
		</div>
	)
}
