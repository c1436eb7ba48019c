import { Mail, MailWarning } from 'lucide-react'
import { formatNumber } from '#app/i18n/i18n'
import { useLocale, useT } from '#app/i18n/hooks'
import type { EmailStatus } from './email-status.server'

/**
 * Says whether the site sends email (decision 037): when it does not, residents get no
 * confirmation or reply by email and subscriptions are closed, and staff should know why.
 */
export function EmailStatusPanel({ status }: { status: EmailStatus }) {
	const t = useT()
	const locale = useLocale()
	const Icon = status.enabled ? Mail : MailWarning
	return (
		<section
			aria-labelledby="email-status-title"
			data-email={status.enabled ? 'on' : 'off'}
			className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
		>
			<h2
				id="email-status-title"
				className="flex items-center gap-2 text-lg font-semibold text-slate-900"
			>
				<Icon aria-hidden="true" className="size-5 text-primary" />
				{t(status.enabled ? 'admin.email.onTitle' : 'admin.email.offTitle')}
			</h2>
			{status.enabled ? (
				<p className="mt-2 text-slate-700">
					{t('admin.email.figures', {
						pending: formatNumber(status.pending, locale),
						sent: formatNumber(status.sent, locale),
						failed: formatNumber(status.failed, locale),
					})}
				</p>
			) : (
				<p className="mt-2 text-slate-700">{t('admin.email.offText')}</p>
			)}
		</section>
	)
}
