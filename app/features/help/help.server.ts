import { getDb } from '#app/db/client.server'
import { getFaqs } from '#app/features/pages/queries.server'
import { pageCrumbs, pageVars } from '#app/features/pages/page.server'
import type { ShownItem } from '#app/features/scheduling/live.server'
import { getSettings } from '#app/features/settings/queries.server'
import { createT } from '#app/i18n/catalogs.server'
import { localeFromPath } from '#app/i18n/locales'
import { councilPhoneNumbers } from '#app/utils/phone-numbers'
import { fillPlaceholders, matchesQuery, MAX_QUERY_LENGTH, queryWords } from '#app/utils/text'

/** The live questions in the address's language (a fallback marked), placeholders filled. */
async function helpFaqs(url: URL, shown?: ShownItem) {
	const locale = localeFromPath(url.pathname)
	const db = getDb()
	const [all, settings] = await Promise.all([getFaqs(db, locale, shown), getSettings(db)])
	const vars = pageVars(settings, locale)
	const faqs = all.map((faq) => ({
		...faq,
		answer: { ...faq.answer, text: fillPlaceholders(faq.answer.text, vars) },
	}))
	return { faqs, settings }
}

/**
 * The help questions as a page: what the help button opens without JavaScript; a staff preview
 * passes the question it shows. `?q=` filters on the server, accent- and case-insensitively.
 */
export async function loadHelp(request: Request, url: URL, shown?: ShownItem) {
	const { faqs } = await helpFaqs(url, shown)
	const query = (url.searchParams.get('q') ?? '').slice(0, MAX_QUERY_LENGTH).trim()
	const words = queryWords(query)
	const matches = faqs.filter((f) => matchesQuery(`${f.question.text} ${f.answer.text}`, words))
	return {
		query,
		faqs: matches,
		crumbs: pageCrumbs(url, createT(localeFromPath(url.pathname))('help.pageTitle')),
	}
}

export type HelpData = Awaited<ReturnType<typeof loadHelp>>

/** A help question as the help panel gets it (help.island.ts). */
export type HelpQuestion = HelpData['faqs'][number]

/** What `/help/questions` answers: the questions, and the council's numbers an answer may name. */
export interface HelpQuestions {
	faqs: HelpQuestion[]
	/** Drawn as `tel:` links in the answers, as the help page draws them (decision 066). */
	phones: string[]
}

/**
 * `GET /help/questions` and `/fr/help/questions` (routes/site/help-questions.ts): every live
 * question of the help page, as JSON, for the help panel (help.island.ts), which filters them in
 * the browser. The same for everyone and without an extension, so the public page cache stores it
 * and answers it as it does the help page (validator, 304, shared-cache lifetimes; decision 035).
 */
export async function helpQuestionsResponse(url: URL) {
	const { faqs, settings } = await helpFaqs(url)
	return Response.json({ faqs, phones: councilPhoneNumbers(settings) } satisfies HelpQuestions)
}
