import { getDb } from '#app/db/client.server'
import { getFaqs } from '#app/features/pages/queries.server'
import { pageCrumbs, pageVars } from '#app/features/pages/page.server'
import type { ShownItem } from '#app/features/scheduling/live.server'
import { getSettings } from '#app/features/settings/queries.server'
import { createT } from '#app/i18n/catalogs.server'
import { localeFromPath } from '#app/i18n/locales'
import { fillPlaceholders, matchesQuery, MAX_QUERY_LENGTH, queryWords } from '#app/utils/text'

/**
 * The help questions as a page: what the help button opens without JavaScript, and where the
 * help panel loads its questions from; a staff preview passes the question it shows. `?q=` filters on the server, accent- and case-insensitively.
 */
export async function loadHelp(request: Request, url: URL, shown?: ShownItem) {
	const locale = localeFromPath(url.pathname)
	const db = getDb()
	const [all, settings] = await Promise.all([getFaqs(db, locale, shown), getSettings(db)])
	const vars = pageVars(settings, locale)
	const faqs = all.map((faq) => ({
		...faq,
		answer: { ...faq.answer, text: fillPlaceholders(faq.answer.text, vars) },
	}))
	const query = (url.searchParams.get('q') ?? '').slice(0, MAX_QUERY_LENGTH).trim()
	const words = queryWords(query)
	const matches = faqs.filter((f) => matchesQuery(`${f.question.text} ${f.answer.text}`, words))
	return {
		query,
		faqs: matches,
		crumbs: pageCrumbs(url, createT(locale)('help.pageTitle')),
	}
}

export type HelpData = Awaited<ReturnType<typeof loadHelp>>
