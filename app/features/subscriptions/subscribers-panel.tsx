import { Users } from 'lucide-react'
import { formatNumber } from '#app/i18n/i18n'
import { useLocale, useT } from '#app/i18n/hooks'
import type { Topic } from './choices'

export interface SubscriberFigures {
	confirmed: number
	pending: number
	/** Sign-ups held during a flood, waiting for their confirmation mail (issue 32). */
	held: number
	topics: Record<Topic, number>
	languages: { en: number; fr: number; both: number }
}

/**
 * The dashboard's subscriber figures (decision 040): counts by topic and language, never an
 * address, for every staff member.
 */
export function SubscribersPanel({ figures }: { figures: SubscriberFigures }) {
	const t = useT()
	const locale = useLocale()
	const n = (value: number) => formatNumber(value, locale)
	return (
		<section
			aria-labelledby="subscribers-title"
			data-subscribers=""
			className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
		>
			<h2
				id="subscribers-title"
				className="flex items-center gap-2 text-lg font-semibold text-slate-900"
			>
				<Users aria-hidden="true" className="size-5 text-primary" />
				{t('admin.subscribers.title')}
			</h2>
			<p className="mt-2 text-slate-700">
				{t('admin.subscribers.figures', {
					confirmed: n(figures.confirmed),
					pending: n(figures.pending),
				})}
			</p>
			{figures.held ? (
				<p className="mt-1 font-medium text-slate-900" data-held-signups={figures.held}>
					{t('admin.subscribers.held', { held: n(figures.held) })}
				</p>
			) : null}
			<p className="mt-1 text-slate-700">
				{t('admin.subscribers.byTopic', {
					news: n(figures.topics.news),
					events: n(figures.topics.events),
					alerts: n(figures.topics.alerts),
					documents: n(figures.topics.documents),
					jobs: n(figures.topics.jobs),
					bids: n(figures.topics.bids),
				})}
			</p>
			<p className="mt-1 text-slate-700">
				{t('admin.subscribers.byLanguage', {
					en: n(figures.languages.en),
					fr: n(figures.languages.fr),
					both: n(figures.languages.both),
				})}
			</p>
			<p className="mt-2 text-sm text-slate-600">{t('admin.subscribers.private')}</p>
		</section>
	)
}
