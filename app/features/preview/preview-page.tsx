import { Eye } from 'lucide-react'
import { buttonVariants } from '#app/components/ui/button'
import { useT } from '#app/i18n/hooks'
import type { ComponentType } from 'react'
import type { PreviewData } from './preview.server'
import { previewViews } from './preview-views'

/**
 * A staff preview (decision 030): the banner, then the item drawn by its public page's own
 * component. At phone width (`?view=phone`), the banner and the same preview in a 375-pixel frame,
 * so the page's phone layout shows on a desktop screen, without JavaScript.
 */
export function PreviewPage(props: PreviewData) {
	const t = useT()
	if (props.view === 'embed') return <Item {...props} />
	return (
		<>
			<meta name="robots" content="noindex, nofollow" />
			<section
				aria-labelledby="preview-banner"
				className="border-b-4 border-amber-600 bg-amber-100 px-4 py-3 text-amber-950"
			>
				<div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-6 gap-y-2">
					<h2 id="preview-banner" className="flex items-center gap-2 text-lg font-bold">
						<Eye aria-hidden="true" className="size-5" />
						{t('preview.banner')}
					</h2>
					<p>{t(`preview.state.${props.state}`)}</p>
					<nav aria-labelledby="preview-banner" className="flex flex-wrap gap-2">
						<a href={props.edit} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
							{t('preview.edit')}
						</a>
						<a
							href={props.links.otherLanguage}
							className={buttonVariants({ variant: 'outline', size: 'sm' })}
						>
							{t('preview.otherLanguage')}
						</a>
						<a
							href={props.view === 'phone' ? props.links.desktop : props.links.phone}
							className={buttonVariants({ variant: 'outline', size: 'sm' })}
						>
							{t(props.view === 'phone' ? 'preview.desktop' : 'preview.phone')}
						</a>
					</nav>
				</div>
			</section>
			{props.view === 'phone' ? (
				<div className="flex justify-center bg-slate-200 py-6">
					<iframe
						src={props.links.frame}
						title={t('preview.frameTitle')}
						width={375}
						height={740}
						className="rounded-xl border-4 border-slate-800 bg-white"
					/>
				</div>
			) : (
				<Item {...props} />
			)}
		</>
	)
}

/** The item, drawn by the public page its content type named. */
function Item({ page }: PreviewData) {
	const View = (previewViews[page.view] ?? previewViews.page) as ComponentType<object>
	return <View {...(page.props as object)} />
}
