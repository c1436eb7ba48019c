import { islandProps } from '#app/platform/islands/island'
import { useNonce } from '#app/platform/nonce'
import { Button } from '#app/components/ui/button'
import { useT } from '#app/i18n/hooks'
import { POCKET_OFF_KEY } from './pocket-store'

/**
 * Run where the page is read, just after the box: where nothing will ever show it — a browser that
 * cannot keep pages, or a reader who removed the guide from this phone — the box is taken out
 * before the first paint, rather than left as an empty room above the page's text. The island's
 * own test (`canKeep`, `pocketOff`), in plain JavaScript of the oldest phones the islands serve.
 */
export const DROP_BEFORE_PAINT = `(()=>{const b=document.currentScript.previousElementSibling;let o=!("serviceWorker"in navigator&&"caches"in window);try{o=o||localStorage.getItem(${JSON.stringify(POCKET_OFF_KEY)})==="1"}catch(e){}if(o)b.remove()})()`

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
	const nonce = useNonce()
	return (
		<>
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
					data-failed={t('pocket.saveFailed')}
					className="mt-3 font-medium text-slate-900"
				/>
			</div>
			<script nonce={nonce} dangerouslySetInnerHTML={{ __html: DROP_BEFORE_PAINT }} />
		</>
	)
}
