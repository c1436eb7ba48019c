import {
	data,
	redirect,
	useActionData,
	useLoaderData,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
} from 'react-router'
import { getDb } from '#app/db/client.server'
import { clientAddress } from '#app/features/cms/client-address.server'
import { PageMeta } from '#app/features/feeds/page-meta'
import { pageCrumbs } from '#app/features/pages/page.server'
import { PageHeader } from '#app/features/pages/page-header'
import { ContactForm } from '#app/features/requests/contact-form'
import { ADDRESS_HOURS, retentionMonths, SPAM_DAYS } from '#app/features/requests/limits.server'
import { getRequestCategories } from '#app/features/requests/queries.server'
import { statusPath } from '#app/features/requests/mail.server'
import { STATUS_PATH } from '#app/features/requests/request-rules'
import { submitRequest } from '#app/features/requests/submit.server'
import { createT } from '#app/i18n/catalogs.server'
import { useSettings, useT } from '#app/i18n/hooks'
import { localeFromPath, localizePath } from '#app/i18n/locales'
import { nowMs } from '#app/platform/clock.server'
import { formGuardValues } from '#app/platform/form-guard.server'
import { mailEnabled, mailOrigin } from '#app/platform/mail/mail-config.server'
import { isCrossSiteRequest } from '#app/platform/same-origin.server'

/** Made per visitor (an anti-abuse token): never stored by a cache (see the page cache's rule). */
export function headers() {
	return { 'Cache-Control': 'private, no-store' }
}

async function formData(url: URL) {
	const locale = localeFromPath(url.pathname)
	const t = createT(locale)
	return {
		categories: await getRequestCategories(getDb(), locale),
		// Made for this reader, and spent when the request is accepted (issue 32).
		started: formGuardValues(nowMs(), { once: true }).started,
		retention: {
			months: retentionMonths(),
			hours: ADDRESS_HOURS,
			spamDays: SPAM_DAYS,
		},
		crumbs: pageCrumbs(url, t('contact.pageTitle')),
		// Without email, the form says that no message will come (decision 037).
		mail: mailEnabled(),
	}
}

export async function loader({ url }: LoaderFunctionArgs) {
	return formData(url)
}

/** See features/requests/submit.server.ts. */
export async function action({ request, url, context }: ActionFunctionArgs) {
	if (isCrossSiteRequest(request)) throw new Response('Forbidden', { status: 403 })
	const locale = localeFromPath(url.pathname)
	const db = getDb()
	const result = await submitRequest(request, {
		locale,
		clientIp: clientAddress(context),
		origin: mailOrigin(),
		db,
	})
	const status = localizePath(STATUS_PATH, locale)
	if (result.kind === 'sent')
		return redirect(
			`${statusPath(locale, result.reference, result.key)}&sent=1${result.mailed ? '&mail=1' : ''}`,
		)
	if (result.kind === 'ignored') return redirect(`${status}?sent=1`)
	// A fresh token: the person sends again from this page.
	return data({ ...(await formData(url)), reply: result.reply }, { status: result.status })
}

export default function ContactRoute() {
	const t = useT()
	const settings = useSettings()
	const loaded = useLoaderData<typeof loader>()
	const acted = useActionData<typeof action>()
	const page = acted ?? loaded
	return (
		<>
			<PageMeta
				title={t('meta.pageTitle', { title: t('contact.pageTitle') })}
				description={t('contact.pageIntro')}
			/>
			<PageHeader
				title={t('contact.pageTitle')}
				intro={t('contact.pageIntro')}
				crumbs={page.crumbs}
			/>
			<div className="mx-auto max-w-5xl px-4 py-10">
				<ContactForm
					categories={page.categories}
					started={page.started}
					retention={page.retention}
					reply={acted?.reply}
					phone={settings.phone}
					mail={page.mail}
				/>
			</div>
		</>
	)
}
