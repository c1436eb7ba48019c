import { islandProps } from '#app/platform/islands/island'
import { Button } from '#app/components/ui/button'
import { useT } from '#app/i18n/hooks'

/**
 * "Save this page on this phone" on a service page (`isServicePage`): hidden, shown by the script
 * that stores pages when the browser can; without it there is nothing to save with.
 */
export function SavePage() {
	const t = useT()
	return (
		<div
			data-save-page=""
			{...islandProps('save-page')}
			hidden
			className="mx-auto mt-6 flex max-w-5xl flex-wrap items-center gap-3 px-4"
		>
			<Button data-save="" wrap>
				{t('pocket.save')}
			</Button>
			<Button data-unsave="" variant="outline" wrap hidden>
				{t('pocket.unsave')}
			</Button>
			<p
				role="status"
				data-save-status=""
				data-saved={t('pocket.saveSaved')}
				data-removed={t('pocket.saveRemoved')}
				className="w-full font-medium text-slate-900"
			/>
		</div>
	)
}
