import { useT } from '#app/i18n/hooks'
import { blockKind, blockNumbers, type FormValues } from './form-state'

/**
 * "On this page": links to each part of the editor and to each of the page's sections, so that a
 * clerk on a phone reaches the section to change without scrolling through twenty screens of
 * fields (issue 33). A list of links (fragments), folded until asked for: it works without
 * JavaScript, and each target's heading can take the focus (`tabIndex={-1}`).
 */
export function JumpList({ values }: { values: FormValues }) {
	const t = useT()
	const blocks = blockNumbers(values)
	const link = 'inline-flex min-h-11 items-center text-primary-dark underline md:min-h-0'
	return (
		<details className="rounded-xl border border-slate-200 bg-white px-4 py-1">
			<summary className="inline-flex min-h-11 items-center font-semibold text-slate-900">
				{t('admin.pageEditor.jumpTitle')}
			</summary>
			<nav aria-label={t('admin.pageEditor.jumpLabel')}>
				<ol className="mb-3 grid gap-x-6 gap-y-1 sm:grid-cols-2">
					<li>
						<a href="#page-place-title" className={link}>
							{t('admin.pageEditor.placeTitle')}
						</a>
					</li>
					<li>
						<a href="#page-texts-title" className={link}>
							{t('admin.pageEditor.textsTitle')}
						</a>
					</li>
					{blocks.map((n, i) => {
						const kind = blockKind(values, n)
						return kind ? (
							<li key={n}>
								<a href={`#block-${n}`} className={link}>
									{t('admin.pageEditor.jumpBlock', {
										number: i + 1,
										kind: t(`admin.pageEditor.kind.${kind}`),
									})}
								</a>
							</li>
						) : null
					})}
					<li>
						<a href="#add-block" className={link}>
							{t('admin.pageEditor.addTitle')}
						</a>
					</li>
				</ol>
			</nav>
		</details>
	)
}
