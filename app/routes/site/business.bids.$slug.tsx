import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { getDb } from '#app/db/client.server'
import { getSettings } from '#app/features/settings/queries.server'
import { whatsappForPage } from '#app/features/subscriptions/whatsapp.server'
import { getTender } from '#app/features/tenders/queries.server'
import { TenderPage } from '#app/features/tenders/tender-page'
import { tenderPageData } from '#app/features/tenders/tender-page.server'
import { localeFromPath } from '#app/i18n/locales'

/** `/business/bids/<slug>`: one tender's page (decision 034). */
export async function loader({ url, params }: LoaderFunctionArgs) {
	const locale = localeFromPath(url.pathname)
	const db = getDb()
	const [tender, settings] = await Promise.all([
		getTender(db, locale, params.slug ?? ''),
		getSettings(db),
	])
	if (!tender) throw data(null, { status: 404 })
	return {
		...(await tenderPageData(url, db, tender, settings, locale)),
		whatsapp: await whatsappForPage(db, url, { table: 'bids', id: tender.id, locale }),
	}
}

export default function TenderRoute() {
	return <TenderPage {...useLoaderData<typeof loader>()} />
}
