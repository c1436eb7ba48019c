import type { Kysely } from 'kysely'
import { ADMIN_BASE } from '#app/config'
import type { Database } from '#app/db/schema'
import type {
	FoundLink,
	LinkItemKind,
	LinkProblemKind,
	LinkVerdict,
} from '#app/features/cms/content-type'
import { contentTypes } from '#app/features/content-types.server'
import { localeFromPath, stripLocale, type Locale } from '#app/i18n/locales'
import { INFORMATION_PAGE_FILE, publicPages } from '#app/route-table'
import { allowedHref, FILE_PATH } from './markdown.server'

/**
 * The link report (decision 026): every link in published content that leads to no page of the
 * site (404), to a deleted page (410) or to a page's old address (301, still works but should be
 * updated), every link to another site without TLS (`http:`), and every link the formatting
 * language refused (`javascript:` and the like, shown to readers as plain text; issue 33). Internal addresses are checked
 * against what answers them — the route table, the files made for machines, the items' own
 * pages, the stored pages and the addresses pages have left — without requesting anything. Each
 * content type says where its items link to and what of its own answers.
 */

export type { LinkItemKind, LinkProblemKind }

/** What the report finds wrong: what a site address answers, or a link not made at all. */
export type ReportedProblem = LinkProblemKind | 'refused'

export interface LinkProblem extends FoundLink {
	kind: LinkItemKind
	problem: ReportedProblem
	/** For 'moved': the page's current address. */
	movedTo?: string
}

/** Site pages answered by a route of their own (not a stored page, not a template). */
const routePaths = new Set(
	publicPages
		.filter((p) => p.file !== INFORMATION_PAGE_FILE && !p.path.includes(':'))
		.map((p) => p.path),
)

/**
 * An address pattern of the route table (`/news/:slug`) as a regular expression; `:id` is a
 * number where only a number answers (a calendar file).
 */
const patternOf = (route: string, numericIds = false) =>
	new RegExp(
		`^${route
			.split('/')
			.map((part) =>
				part === ':id' && numericIds
					? '\\d+'
					: part.startsWith(':')
						? '[^/]+'
						: part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
			)
			.join('/')}$`,
	)

/** Files the site makes for machines (feeds, calendars), in both languages. */
const machinePaths = contentTypes
	.flatMap((type) => type.feeds ?? [])
	.map((route) => patternOf(route, true))

/** A path as it names an item (`%2D` is `-`); a malformed escape names nothing. */
function decoded(path: string) {
	try {
		return decodeURIComponent(path)
	} catch {
		return null
	}
}

/** Every link in published content, where it is. */
async function findLinks(db: Kysely<Database>) {
	const found = await Promise.all(
		contentTypes.map(async (type) =>
			type.links
				? (await type.links.find(db)).map((link) => ({ kind: type.links!.kind, ...link }))
				: [],
		),
	)
	return found.flat()
}

/**
 * What answers site paths: the route table, the items' own pages, what the types know. Also what
 * page feedback asks before it stores a vote (feedback-pages.server.ts).
 */
export async function siteAnswers(db: Kysely<Database>) {
	const owners = contentTypes.flatMap((type) => (type.ownPages ? [type.ownPages] : []))
	const itemPages = await Promise.all(
		owners.map(async (own) => ({
			pattern: patternOf(own.route),
			live: new Set((await own.live(db)).map(decoded)),
		})),
	)
	const others = await Promise.all(
		contentTypes.flatMap((type) => (type.links?.answers ? [type.links.answers(db)] : [])),
	)

	/** What a site path answers in a language: fine, or its problem (and where it moved). */
	return (href: string, locale: Locale): LinkVerdict | null => {
		const raw = href.split(/[?#]/)[0] || '/'
		if (FILE_PATH.test(raw)) return null
		// A path written with /fr is checked in French, whatever text it is in.
		const lang = raw === '/fr' || raw.startsWith('/fr/') ? localeFromPath(raw) : locale
		const path = stripLocale(raw).replace(/(.)\/+$/, '$1')
		if (routePaths.has(path) || machinePaths.some((pattern) => pattern.test(path))) return null
		if (path === ADMIN_BASE || path.startsWith(`${ADMIN_BASE}/`)) return null
		// An item's own page (closed tenders and vacancies included: they still answer).
		for (const { pattern, live } of itemPages) {
			if (pattern.test(path)) return live.has(decoded(path)) ? null : { problem: 'missing' }
		}
		for (const answer of others) {
			const verdict = answer(path, lang)
			if (verdict !== undefined) return verdict
		}
		return { problem: 'missing' }
	}
}

/** The order the report lists items in: the content types' own. */
const kindOrder = contentTypes.flatMap((type) => (type.links ? [type.links.kind] : []))

/** Every link to correct in published content, grouped by item. */
export async function linkReport(db: Kysely<Database>): Promise<LinkProblem[]> {
	const [found, answer] = await Promise.all([findLinks(db), siteAnswers(db)])
	const problems: LinkProblem[] = []
	const seen = new Set<string>()
	for (const link of found) {
		const kind = allowedHref(link.target)
		let verdict: (Omit<LinkVerdict, 'problem'> & { problem: ReportedProblem }) | null = null
		if (kind === null) verdict = { problem: 'refused' }
		else if (kind === 'site') verdict = answer(link.target, link.lang === 'fr' ? 'fr' : 'en')
		else if (kind === 'web' && /^http:/i.test(link.target)) verdict = { problem: 'insecure' }
		if (!verdict) continue
		// The same address twice in the same text is one thing to correct.
		const key = `${link.kind} ${link.id} ${link.lang} ${link.target}`
		if (seen.has(key)) continue
		seen.add(key)
		problems.push({ ...link, ...verdict })
	}
	return problems.sort(
		(a, b) =>
			kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind) || a.title.localeCompare(b.title),
	)
}
