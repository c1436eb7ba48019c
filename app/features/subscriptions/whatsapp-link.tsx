import { MessageCircle } from 'lucide-react'
import { useT } from '#app/i18n/hooks'
import { cn } from '#app/utils/misc'

/**
 * The "Share on WhatsApp" link (decision 040): a plain link to wa.me with the message ready.
 * Its name says it opens WhatsApp, since it leaves the site.
 */
export function WhatsAppLink({
	href,
	label,
	className,
}: {
	href: string
	/** Said after "Share on WhatsApp" to screen readers when several links share on one page. */
	label?: string
	className?: string
}) {
	const t = useT()
	return (
		<a
			href={href}
			rel="noopener noreferrer"
			className={cn(
				'inline-flex items-center gap-2 font-semibold underline underline-offset-4',
				className,
			)}
		>
			<MessageCircle aria-hidden="true" className="size-4" />
			{t('share.whatsapp')}
			<span className="sr-only">
				{label ? `: ${label}` : ''} {t('share.whatsappOpens')}
			</span>
		</a>
	)
}
