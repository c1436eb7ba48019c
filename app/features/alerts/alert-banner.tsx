import { ArrowRight, Info, OctagonAlert, TriangleAlert, X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { keptVariants } from '#app/utils/kept-variants'
import { cva } from 'class-variance-authority'
import { Localized } from '#app/components/site/localized-text'
import { useT } from '#app/i18n/hooks'
import type { AlertLevel } from '#app/db/schema'
import type { LocalizedText } from '#app/utils/localized'
import { WhatsAppLink } from '#app/features/subscriptions/whatsapp-link'

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

/** Where a reader's "hide" choices are kept, in their browser only: `<id>@<version>` entries. */
const HIDDEN_KEY = 'council-hidden-alerts'

function hiddenAlerts(): string[] {
	try {
		const parsed: unknown = JSON.parse(localStorage.getItem(HIDDEN_KEY) ?? '[]')
		return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : []
	} catch {
		return []
	}
}

/**
 * The alerts at the top of every public page, drawn by the server (no JavaScript needed to see
 * them). Each is a labelled region whose heading begins with its level, so a screen reader's
 * reader hears "Emergency: …" first. With JavaScript, warnings and information can be hidden by
 * the reader (remembered in this browser, until the alert changes); an emergency cannot.
 */
export function AlertBanner({ alerts }: { alerts: SiteAlert[] }) {
	const t = useT()
	// Null until JavaScript runs: the server draws every alert, and no button that could not work.
	const [hidden, setHidden] = useState<string[] | null>(null)
	useEffect(() => setHidden(hiddenAlerts()), [])
	if (!alerts.length) return null
	const key = (alert: SiteAlert) => `${alert.id}@${alert.version}`
	const hide = (alert: SiteAlert) => {
		const next = [...(hidden ?? []), key(alert)].slice(-20)
		setHidden(next)
		try {
			localStorage.setItem(HIDDEN_KEY, JSON.stringify(next))
		} catch {
			// Private mode or a full storage: hidden for this page only.
		}
	}
	const shown = alerts.filter((a) => a.level === 'emergency' || !hidden?.includes(key(a)))
	if (!shown.length) return null
	return (
		<div aria-label={t('alerts.region')} role="region" data-alerts="">
			{shown.map((alert) => {
				const Icon = icons[alert.level]
				const headingId = `alert-${alert.id}`
				return (
					<section
						key={alert.id}
						aria-labelledby={headingId}
						data-alert-level={alert.level}
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
							{hidden !== null && alert.level !== 'emergency' ? (
								<button
									type="button"
									onClick={() => hide(alert)}
									className="-m-1 inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-current"
								>
									<X aria-hidden="true" className="size-5" />
									<span className="sr-only">
										{t('alert.dismiss')}: {alert.title.text}
									</span>
								</button>
							) : null}
						</div>
					</section>
				)
			})}
		</div>
	)
}
