import { ArrowRight, Info, OctagonAlert, TriangleAlert, X } from 'lucide-react'
import { keptVariants } from '#app/utils/kept-variants'
import { cva } from 'class-variance-authority'
import { Localized } from '#app/components/site/localized-text'
import { useT } from '#app/i18n/hooks'
import type { AlertLevel } from '#app/db/schema'
import type { LocalizedText } from '#app/utils/localized'
import { WhatsAppLink } from '#app/features/subscriptions/whatsapp-link'
import { islandProps } from '#app/platform/islands/island'
import { useNonce } from '#app/platform/nonce'
import { HIDE_BEFORE_PAINT } from '#app/features/alerts/hidden-alerts'

/** A live site-wide alert in the page's language (decision 031). */
export interface SiteAlert {
	id: number
	level: AlertLevel
	title: LocalizedText
	/** Empty `text` when the alert has no message beyond its headline. */
	body: LocalizedText
	/** A site path already in the page's language, or an outside address; null for none. */
	link: string | null
	/** When it went public (ISO). */
	since: string
	/** Changes with every edit: a reader who hid the alert sees the new version. */
	version: string
	/** "Share on WhatsApp" (decision 040), when the page knows its public address. */
	share?: string
}

const alertVariants = keptVariants(
	cva('border-b-4 px-4 py-3', {
		variants: {
			level: {
				emergency: 'border-red-950 bg-red-700 text-white',
				warning: 'border-amber-600 bg-amber-100 text-amber-950',
				information: 'border-sky-700 bg-sky-50 text-sky-950',
			},
		},
	}),
)

const icons = { emergency: OctagonAlert, warning: TriangleAlert, information: Info } as const

/**
 * The alerts at the top of every public page, drawn by the server (no JavaScript needed to see
 * them). Each is a labelled region whose heading begins with its level, so a screen reader's
 * reader hears "Emergency: …" first. With JavaScript (alert-banner.island.ts), warnings and
 * information can be hidden by the reader (remembered in this browser until the alert changes,
 * and taken out by a line of script before the page's first paint); an emergency cannot. The
 * "hide" buttons are drawn in their place but unseen (`invisible`), so that the text beside them
 * does not wrap again when the island shows them (decision 058), and left out without JavaScript
 * (`noscript:hidden`), where they could not work.
 */
export function AlertBanner({ alerts }: { alerts: SiteAlert[] }) {
	const t = useT()
	const nonce = useNonce()
	if (!alerts.length) return null
	const hideable = alerts.some((alert) => alert.level !== 'emergency')
	return (
		<>
			<div
				aria-label={t('alerts.region')}
				role="region"
				data-alerts=""
				{...(hideable ? islandProps('alert-banner') : {})}
			>
				{alerts.map((alert) => {
					const Icon = icons[alert.level]
					const headingId = `alert-${alert.id}`
					return (
						<section
							key={alert.id}
							aria-labelledby={headingId}
							data-alert-level={alert.level}
							data-alert-key={`${alert.id}@${alert.version}`}
							className={alertVariants({ level: alert.level })}
						>
							<div className="mx-auto flex max-w-6xl items-start gap-3">
								<Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
								<div className="min-w-0 flex-1">
									<h2 id={headingId} className="text-base font-bold sm:text-lg">
										{`${t('alert.labelled', { level: t(`alert.level.${alert.level}`) })} `}
										<Localized value={alert.title} />
									</h2>
									{alert.body.text ? (
										<Localized as="p" value={alert.body} className="mt-1 whitespace-pre-line" />
									) : null}
									{alert.link ? (
										<a
											href={alert.link}
											className="mt-1 inline-flex items-center gap-1 font-semibold underline underline-offset-2"
										>
											{t('alert.readMore')}
											<span className="sr-only">: {alert.title.text}</span>
											<ArrowRight aria-hidden="true" className="size-4" />
										</a>
									) : null}
									{alert.share ? (
										<p className="mt-1">
											<WhatsAppLink href={alert.share} label={alert.title.text} />
										</p>
									) : null}
								</div>
								{alert.level !== 'emergency' ? (
									<button
										type="button"
										data-alert-hide=""
										className="invisible -m-1 inline-flex size-11 shrink-0 items-center justify-center rounded-md noscript:hidden hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-current"
									>
										<X aria-hidden="true" className="size-5" />
										<span className="sr-only">
											{t('alert.dismiss', { title: alert.title.text })}
										</span>
									</button>
								) : null}
							</div>
						</section>
					)
				})}
			</div>
			{/* The alerts this reader hid, out before the first paint (hidden-alerts.ts). */}
			{hideable ? (
				<script nonce={nonce} dangerouslySetInnerHTML={{ __html: HIDE_BEFORE_PAINT }} />
			) : null}
		</>
	)
}
