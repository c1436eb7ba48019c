import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { ProgramsPage } from '#app/features/programs/programs-page'
import { loadPrograms } from '#app/features/programs/programs-page.server'
import { stripLocale } from '#app/i18n/locales'

/** `/programs/agenda` and `/programs/projects` (features/programs). */
export function loader({ request, url }: LoaderFunctionArgs) {
	const path = stripLocale(url.pathname)
	return loadPrograms(request, url, path === '/programs/projects' ? 'project' : 'agenda')
}

export default function ProgramsRoute() {
	return <ProgramsPage {...useLoaderData<typeof loader>()} />
}
