import { islandProps } from '#app/platform/islands/island'
import { Button } from '#app/components/ui/button'
import { useT } from '#app/i18n/hooks'

/**
 * "Save this page on this phone" on a service page (`isServicePage`), shown by the script that
 * stores pages once the browser can keep it; without JavaScript there is nothing to save with, and
 * the box is not there (`noscript:hidden`). With JavaScript it takes its place from the first paint,
 * invisible until then: shown after the content below it was drawn, it moved that content down (a
 * layout shift on every service page, decision 058). Its two buttons share one cell, one of them
 * invisible, so the box is as tall whichever the script shows, however each label wraps.
 */
export function SavePage() {
	const t = useT()
	return (
		<div
			data-save-page=""
			{...islandProps('save-page')}
			className="invisible mx-auto mt-6 max-w-5xl px-4 noscript:hidden"
		>
			<div className="grid justify-items-start">
				<Button data-save="" wrap className="[grid-area:1/1]">
					{t('pocket.save')}
				</Button>
				<Button data-unsave="" variant="outline" wrap className="invisible [grid-area:1/1]">
					{t('pocket.unsave')}
				</Button>
			</div>
			<p
				role="status"
				data-save-status=""
				data-saved={t('pocket.saveSaved')}
				data-removed={t('pocket.saveRemoved')}
				className="mt-3 font-medium text-slate-900"
			/>
		</div>
	)
}
