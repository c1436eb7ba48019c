import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { getDb } from '#app/db/client.server'
import { getJob } from '#app/features/jobs/queries.server'
import { JobPage } from '#app/features/jobs/job-page'
import { jobPageData } from '#app/features/jobs/job-page.server'
import { getSettings } from '#app/features/settings/queries.server'
import { whatsappForPage } from '#app/features/subscriptions/whatsapp.server'
import { localeFromPath } from '#app/i18n/locales'

/** `/jobs/<slug>`: one vacancy's page, open or closed (a closed one says so): decision 034. */
export async function loader({ url, params }: LoaderFunctionArgs) {
	const locale = localeFromPath(url.pathname)
	const db = getDb()
	const [job, settings] = await Promise.all([
		getJob(db, locale, params.slug ?? ''),
		getSettings(db),
	])
	if (!job) throw data(null, { status: 404 })
	return {
		...(await jobPageData(url, db, job, settings, locale)),
		whatsapp: await whatsappForPage(db, url, { table: 'jobs', id: job.id, locale }),
	}
}

export default function JobRoute() {
	return <JobPage {...useLoaderData<typeof loader>()} />
}
