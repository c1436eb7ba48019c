import { SiteLink } from '#app/components/site/site-link'
import { useLocale, useT } from '#app/i18n/hooks'
import { localizePath } from '#app/i18n/locales'

/** "Get new ones by email": the sign-up page, under a list whose items are a topic (decision 040). */
export function SubscribeByEmail({ className }: { className: string }) {
	const t = useT()
	const locale = useLocale()
	return (
		<p className={className}>
			<SiteLink
				to={localizePath('/subscribe', locale)}
				className="font-semibold text-primary underline underline-offset-4 hover:text-primary-dark"
			>
				{t('subscribe.link')}
			</SiteLink>
		</p>
	)
}
