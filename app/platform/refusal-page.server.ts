import { ADMIN_BASE } from '#app/config'
import { refusalEn } from '#app/i18n/messages/essentials.en'
import { refusalFr } from '#app/i18n/messages/essentials.fr'
import { ADMIN_LANG_COOKIE, isAdminPath, isLocale, type Locale } from '#app/i18n/locales'
import { readCookie } from './cookies.server'
import { pageAddress } from './page-address.server'

/**
 * Requests refused before any page is rendered (by the Express layer, or by a form helper at the
 * start of an action) get a small, self-contained HTML page: the reason in the page's language, or
 * in both when it cannot be told, and a way back. Nothing from the request is written into it.
 */
export const refusals = {
	tooLarge: { status: 413, key: 'tooLarge' },
	unsupported: { status: 415, key: 'unsupported' },
	unreadable: { status: 400, key: 'unreadable' },
	badAddress: { status: 400, key: 'badAddress' },
	crossSite: { status: 403, key: 'crossSite' },
	// The host named by the request is not the site's (server/app.ts, siteHost): a link back to
	// this host's home page would be refused too, so the page offers none.
	misdirected: { status: 421, key: 'misdirected' },
	// Serving several councils (decision 060): no council of the install answers at this host.
	noCouncil: { status: 421, key: 'noCouncil' },
	// The council's site is suspended by the agency, or could not be started: back later.
	unavailable: { status: 503, key: 'unavailable' },
	// Too many pages being made at once (render-gate.server.ts): try again in a moment.
	busy: { status: 503, key: 'busy' },
	// A stored file (a document) that cannot be read now: the object store or the database is away.
	fileAway: { status: 503, key: 'fileAway' },
	// The database is away (decision 049): no page can be made, no change saved.
	databaseAway: { status: 503, key: 'databaseAway' },
	// The disk is full (decision 049): pages are read, nothing can be saved.
	diskFull: { status: 503, key: 'diskFull' },
	// Anything else that failed before a page could be drawn: the request id is given to quote.
	failed: { status: 500, key: 'failed' },
} as const
export type Refusal = keyof typeof refusals

/** A council's name in each language and its office's telephone, as its settings said. */
export interface CouncilIdentity {
	name: { en: string; fr: string }
	phone?: string
}

const catalogs = { en: refusalEn, fr: refusalFr }
type Key = keyof typeof refusalEn

/** Marks the page so that a refusal thrown by an action can be recognised (see entry.server). */
const MARKER = '<!doctype html><html data-refusal'

/**
 * The languages to write the page in: French under /fr, the staff area's chosen language there,
 * otherwise both (an address without a prefix may be an English page or no page at all).
 */
export function refusalLocales(
	pathname: string,
	cookieHeader: string | null | undefined,
): Locale[] {
	if (pathname === '/fr' || pathname.startsWith('/fr/')) return ['fr']
	if (isAdminPath(pathname)) {
		const chosen = readCookie(cookieHeader, ADMIN_LANG_COOKIE)
		if (isLocale(chosen)) return [chosen]
	}
	return ['en', 'fr']
}

// The page has no scripts and loads nothing; its few styles are inline (the site's CSP allows
// inline styles, not scripts).
const style =
	'body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;line-height:1.5;color:#0f172a;background:#fff;margin:0}' +
	'main{max-width:40rem;margin:0 auto;padding:2rem 1.25rem}h1{font-size:1.5rem;line-height:1.25;margin:0 0 1rem}p{margin:0 0 .75rem}' +
	'section+section{margin-top:1.5rem;padding-top:1.5rem;border-top:1px solid #cbd5e1}a{color:#08513a}'

const escapeHtml = (text: string) =>
	text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/** Refusals that answer any request, not only a form's. */
const NOT_ONLY_FORMS: Refusal[] = [
	'badAddress',
	'misdirected',
	'noCouncil',
	'unavailable',
	'busy',
	'fileAway',
	'databaseAway',
	'diskFull',
	'failed',
]

/**
 * The refusal page: status and HTML, for the given path (language, way back) and cookies.
 * `sent`: the request brought a form (a POST), which was not saved: the page says so and how to get
 * back to what was typed. `reference`: the request id, to quote to the council.
 */
export function refusalPage(
	refusal: Refusal,
	{
		pathname,
		cookie,
		sent = false,
		reference,
		council,
	}: {
		pathname: string
		cookie?: string | null
		sent?: boolean
		reference?: string
		/**
		 * Whose site is unavailable (serving several councils, decision 061): its name in each
		 * language and its office's telephone, as last seen, so a resident knows where they are and
		 * whom to call.
		 */
		council?: CouncilIdentity
	},
) {
	const { status, key } = refusals[refusal]
	const locales = refusalLocales(pathname, cookie)
	const staff = isAdminPath(pathname)
	const t = (locale: Locale, name: Key) => escapeHtml(catalogs[locale][name])
	const title = (locale: Locale) => t(locale, `refusal.${key}.title`)
	const home = (locale: Locale) =>
		staff
			? { href: ADMIN_BASE, label: t(locale, 'refusal.staffHome') }
			: { href: locale === 'fr' ? '/fr' : '/', label: t(locale, 'refusal.home') }
	const isForm = !NOT_ONLY_FORMS.includes(refusal) || sent
	// At a host no council answers, or one whose site is closed, the home page would be refused too.
	const linkHome = refusal !== 'misdirected' && refusal !== 'noCouncil' && refusal !== 'unavailable'
	// One heading in every language shown, then each language's explanation and way back.
	const heading = locales
		.map((locale, i) =>
			i === 0 ? title(locale) : ` / <span lang="${locale}">${title(locale)}</span>`,
		)
		.join('')
	const sections = locales.map((locale, i) => {
		const link = home(locale)
		return (
			`<section${i === 0 ? '' : ` lang="${locale}"`}>` +
			(council && refusal === 'unavailable' && council.name[locale]
				? `<p>${t(locale, 'refusal.unavailable.whose').replace('{name}', escapeHtml(council.name[locale]))}</p>`
				: '') +
			`<p>${t(locale, `refusal.${key}.text`)}</p>` +
			(council?.phone && refusal === 'unavailable'
				? `<p>${t(locale, 'refusal.unavailable.phone').replace(
						'{phone}',
						`<a href="tel:${escapeHtml(council.phone.replace(/[^\d+]/g, ''))}">${escapeHtml(council.phone)}</a>`,
					)}</p>`
				: '') +
			(sent && NOT_ONLY_FORMS.includes(refusal) ? `<p>${t(locale, 'refusal.notSaved')}</p>` : '') +
			(isForm ? `<p>${t(locale, 'refusal.back')}</p>` : '') +
			(reference
				? `<p>${t(locale, 'refusal.reference').replace('{id}', escapeHtml(reference))}</p>`
				: '') +
			(linkHome ? `<p><a href="${link.href}">${link.label}</a></p>` : '') +
			'</section>'
		)
	})
	const body =
		`${MARKER} lang="${locales[0]}"><head><meta charset="utf-8">` +
		'<meta name="viewport" content="width=device-width, initial-scale=1">' +
		'<meta name="robots" content="noindex">' +
		`<title>${locales.map(title).join(' / ')}</title><style>${style}</style></head>` +
		`<body><main><h1>${heading}</h1>${sections.join('')}</main></body></html>`
	return { status, body }
}

// The security headers (CSP, nosniff…) are those every response of the site gets (server/app.ts).
export const refusalHeaders = {
	'Content-Type': 'text/html; charset=utf-8',
	'Cache-Control': 'no-store',
}

/** For actions: the refusal as a Response to throw. */
export function refusalResponse(refusal: Refusal, request: Request) {
	const { status, body } = refusalPage(refusal, {
		pathname: pageAddress(request).pathname,
		cookie: request.headers.get('Cookie'),
	})
	return new Response(body, { status, headers: refusalHeaders })
}

/**
 * A refusal thrown by an action reaches React Router as an error response carrying the page. For
 * a document request, entry.server sends that page itself (with the status) rather than an error
 * screen about it.
 */
export function refusalFromErrors(
	errors: Record<string, unknown> | null | undefined,
	headers: Headers,
): Response | undefined {
	for (const error of Object.values(errors ?? {})) {
		if (
			error &&
			typeof error === 'object' &&
			'status' in error &&
			'data' in error &&
			typeof error.status === 'number' &&
			typeof error.data === 'string' &&
			error.data.startsWith(MARKER)
		) {
			for (const [name, value] of Object.entries(refusalHeaders)) headers.set(name, value)
			return new Response(error.data, { status: error.status, headers })
		}
	}
	return undefined
}
