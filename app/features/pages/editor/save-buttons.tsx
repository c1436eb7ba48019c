import { Button } from '#app/components/ui/button'
import { useT } from '#app/i18n/hooks'

/**
 * The editor's save buttons: Save (a submission for review for someone whose work is reviewed),
 * and for a published page, "Save changes as draft", which keeps the public version (decision 029).
 */
export function SaveButtons({ live, review }: { live: boolean; review: boolean }) {
	const t = useT()
	return (
		<>
			<Button type="submit" name="op" value={review ? 'submit' : 'save'}>
				{t(review ? 'admin.review.submit' : 'admin.pageEditor.save')}
			</Button>
			{live ? (
				<Button type="submit" name="op" value="draft" variant="outline">
					{t('admin.review.saveChanges')}
				</Button>
			) : null}
		</>
	)
}
