import { islandProps } from '#app/platform/islands/island'
import { Button } from '#app/components/ui/button'
import { useT } from '#app/i18n/hooks'

const sectionClass = 'scroll-mt-20 border-t border-slate-200 py-10'
const titleClass = 'text-2xl font-bold text-slate-900'

/**
 * What the guide takes on this phone, and the buttons to remove it or keep it: drawn hidden, with
 * its texts as attributes, for the script that stores the guide to fill in and show (issue 35).
 * `{count}` and `{size}` are the script's to fill; the size units are the site's (`size.kb`, `size.mb`).
 */
export function OnThisPhone() {
	const t = useT()
	return (
		<section
			id="on-this-phone"
			aria-labelledby="on-this-phone-title"
			data-pocket-store=""
			{...islandProps('on-this-phone')}
			hidden
			data-usage={t('pocket.store.usage')}
			data-off={t('pocket.store.off')}
			data-kb={t('size.kb')}
			data-mb={t('size.mb')}
			className={sectionClass}
		>
			<h2 id="on-this-phone-title" className={titleClass}>
				{t('pocket.store.title')}
			</h2>
			<p data-pocket-usage="" className="mt-4 max-w-3xl text-slate-800" />
			<Button data-pocket-remove="" variant="outline" wrap className="mt-4">
				{t('pocket.store.remove')}
			</Button>
			<Button data-pocket-keep="" wrap hidden className="mt-4">
				{t('pocket.store.keep')}
			</Button>
			<p
				role="status"
				data-pocket-status=""
				data-removed={t('pocket.store.removed')}
				data-kept={t('pocket.store.kept')}
				className="mt-3 font-medium text-slate-900"
			/>
		</section>
	)
}

/**
 * The pages saved on this phone, listed by the script that stores them (the guide and the offline
 * page): hidden until it does.
 */
export function SavedPages() {
	const t = useT()
	return (
		<section
			aria-labelledby="saved-pages-title"
			data-pocket-saved=""
			{...islandProps('saved-pages')}
			hidden
			className={sectionClass}
		>
			<h2 id="saved-pages-title" className={titleClass}>
				{t('pocket.saved.title')}
			</h2>
			<ul data-pocket-saved-list="" className="mt-4 list-disc space-y-2 pl-6 text-lg" />
			<p data-pocket-none="" className="mt-4 text-slate-800">
				{t('pocket.saved.none')}
			</p>
		</section>
	)
}
