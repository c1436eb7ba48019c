import { getDb } from '#app/db/client.server'
import { formatText } from '#app/features/formatting/markdown.server'
import { pageCrumbs } from '#app/features/pages/page.server'
import { getPrograms } from '#app/features/pages/queries.server'
import type { ShownItem } from '#app/features/scheduling/live.server'
import { createT } from '#app/i18n/catalogs.server'
import { localeFromPath } from '#app/i18n/locales'

export type ProgramType = 'agenda' | 'project'

/**
 * `/programs/agenda` (Learn More on the home page) and `/programs/projects` (View Projects); a
 * staff preview passes the programme it shows.
 */
export async function loadPrograms(
	request: Request,
	url: URL,
	type: ProgramType,
	shown?: ShownItem,
) {
	const locale = localeFromPath(url.pathname)
	const t = createT(locale)
	const title = t(type === 'agenda' ? 'programs.agenda.title' : 'programs.projects.title')
	const crumbs = pageCrumbs(url, title, { label: t('programs.title') })
	const programs = await getPrograms(getDb(), locale, type, shown)
	// Each description travels once, as its formatted tree (the Markdown stays on the server).
	const items = programs.map(({ description, ...item }) => ({
		...item,
		description: { ...description, text: '' },
		body: formatText(description.text, { locale }),
	}))
	return { type, items, crumbs }
}

export type ProgramsData = Awaited<ReturnType<typeof loadPrograms>>
