import { Eye } from 'lucide-react'
import { RichInlineText, type RichInline } from '#app/features/formatting/rich-text'
import { useT } from '#app/i18n/hooks'
import { cn } from '#app/utils/misc'
import { OpButton } from './op-button'
import { focusTarget } from './targets'

/**
 * "Preview formatting" for a text block: the server sends the form back as typed (nothing saved)
 * with the paragraphs drawn as the public page will draw them, under the fields.
 */
export function ParagraphsPreview({
	n,
	action,
	previews,
}: {
	n: number
	action: string
	previews?: Record<string, RichInline[][]>
}) {
	const t = useT()
	const shown = (['en', 'fr'] as const)
		.map((l) => ({ l, paragraphs: previews?.[`b.${n}.paragraphs.${l}`] }))
		.filter((p) => p.paragraphs?.length)
	return (
		<div className="grid gap-3">
			<div>
				<OpButton
					op={`preview:${n}`}
					target={`block-${n}-preview`}
					action={action}
					label={t('admin.form.preview')}
					icon={<Eye aria-hidden="true" />}
				/>
			</div>
			{shown.length ? (
				<div
					id={`block-${n}-preview`}
					tabIndex={-1}
					className={cn('grid gap-3 outline-none md:grid-cols-2', focusTarget)}
				>
					{shown.map(({ l, paragraphs }) => (
						<div
							key={l}
							className="rounded-md border border-dashed border-slate-400 bg-slate-50 p-3 md:col-span-1"
						>
							<p className="text-sm font-semibold text-slate-700">
								{t('admin.form.previewOf', {
									field: t(
										l === 'en' ? 'admin.pageEditor.inEnglish' : 'admin.pageEditor.inFrench',
										{
											field: t('admin.pageEditor.field.paragraphs'),
										},
									),
								})}
							</p>
							<div lang={l} className="mt-2 space-y-3 text-slate-800">
								{paragraphs!.map((p, i) => (
									<p key={i}>
										<RichInlineText nodes={p} />
									</p>
								))}
							</div>
						</div>
					))}
				</div>
			) : null}
		</div>
	)
}
