import { savesData } from '#app/features/media/save-data'
import { lazy, Suspense, useEffect, useState } from 'react'
import {
	isRouteErrorResponse,
	Links,
	Meta,
	Outlet,
	Scripts,
	ScrollRestoration,
	useLocation,
	useRouteError,
	type LoaderFunctionArgs,
	type ShouldRevalidateFunctionArgs,
} from 'react-router'
import { getDb } from '#app/db/client.server'
import { settingsFor } from '#app/features/settings/queries.server'
import { keptForContent } from '#app/features/scheduling/content-state.server'
import { getQuickLinks } from '#app/features/settings/quick-links.server'
import { loadMenu } from '#app/features/pages/menu.server'
import { draftStandardPaths } from '#app/features/pages/unpublished.server'
import { siteOverrides } from '#app/features/settings/site-texts.server'
import { adminLocale } from '#app/features/cms/admin-locale.server'
import { isAdminPath, localeFromPath, localizePath } from '#app/i18n/locales'
import { publicUrl } from '#app/platform/env.server'
import { useNonce } from '#app/platform/nonce'
import { registerToasterMount } from '#app/components/ui/toast'
import { useLocale, useT } from '#app/i18n/hooks'
import { ErrorPanel, errorMessage } from '#app/components/site/error-panel'
import type { RootData } from '#app/root-data'
import { PageMeta, SiteHeadLinks } from '#app/features/feeds/page-meta'
import { SiteStyles } from '#app/platform/inline-css'
// The council's emblem as the site's icons, or the site's own (decision 055).
import { SiteIcons } from '#app/features/site-frame/site-icons'

export async function loader({ request, url, context }: LoaderFunctionArgs): Promise<RootData> {
	const admin = isAdminPath(url.pathname)
	const locale = admin ? adminLocale(request) : localeFromPath(url.pathname)
	const db = getDb()
	// `menuGroups` stays on the server: `menu` below is that setting already applied, so sending
	// both would make every public page carry the menu's arrangement twice.
	// Read once per request and kept while the content is unchanged (keptForContent).
	const [{ texts, menuGroups, ...settings }, quickLinks] = await Promise.all([
		settingsFor(db, context),
		keptForContent(db, context, `quickLinks:${locale}`, () => getQuickLinks(db, locale)),
	])
	// The staff area has its own navigation; public pages get the council's menu.
	const menu = admin
		? []
		: await keptForContent(db, context, `menu:${locale}`, () =>
				loadMenu(db, locale, { ...settings, menuGroups }),
			)
	// Standard pages still drafts (a new install's skeleton): links to them are left out (055).
	const draftPages = admin
		? []
		: await keptForContent(db, context, `draftPages:${locale}`, () =>
				draftStandardPaths(db, locale),
			)
	return {
		locale,
		// Public pages: the catalog comes with the language's layout route (i18n/site-catalog.ts);
		// only the council's wording of the texts it rewords travels here (read on every request,
		// like the settings, so a change shows at once on every instance). The staff area's catalog
		// is a script of its own, kept by the browser (i18n/staff-catalog.ts).
		...(admin ? { staff: true } : { messageOverrides: siteOverrides(locale, texts) }),
		settings,
		quickLinks,
		menu,
		origin: publicUrl() ?? url.origin,
		...(draftPages.length ? { draftPages } : {}),
		...(!admin && savesData(request.headers) ? { saveData: true as const } : {}),
	}
}

/** Going to the other language needs the other catalog: reload the root data then, and only then. */
export function shouldRevalidate({
	currentUrl,
	nextUrl,
	defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
	if (localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname)) return true
	// Entering or leaving the staff area changes the catalog (and the admin language may change).
	if (isAdminPath(currentUrl.pathname) || isAdminPath(nextUrl.pathname)) return true
	return defaultShouldRevalidate
}

export function Layout({ children }: { children: React.ReactNode }) {
	const locale = useLocale()
	const nonce = useNonce()
	// Public pages are drawn by the server and carry no framework (issue 34, decision 058): their
	// widgets' islands are added to the document (islands.server.ts). The staff area is an app.
	const staff = isAdminPath(useLocation().pathname)
	return (
		<html lang={locale} dir="ltr">
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="theme-color" content="#0b6e4f" />
				<SiteStyles />
				<Meta />
				<SiteHeadLinks />
				<SiteIcons />
				<Links />
			</head>
			<body className="min-h-screen bg-white text-slate-900 antialiased">
				{children}
				{staff ? (
					<>
						<ScrollRestoration nonce={nonce} />
						<Scripts nonce={nonce} />
					</>
				) : null}
			</body>
		</html>
	)
}

// Toasts are for later screens: the Toaster and its code arrive with the first toast
// (see components/ui/toast.ts), so readers of public pages do not pay for them.
const Toaster = lazy(() => import('#app/components/ui/toaster'))
function OnDemandToaster() {
	const t = useT()
	const [mounted, setMounted] = useState(false)
	useEffect(() => registerToasterMount(() => setMounted(true)), [])
	return mounted ? (
		<Suspense fallback={null}>
			<Toaster label={t('toast.region')} />
		</Suspense>
	) : null
}

export default function App() {
	// Marks the document once JavaScript has taken over (handy for styles and for tests that check
	// enhanced behaviour; everything works before it too).
	useEffect(() => {
		document.documentElement.dataset.hydrated = 'true'
	}, [])
	return (
		<>
			<Outlet />
			<OnDemandToaster />
		</>
	)
}

/**
 * Last line of defence, when even the site layout could not render: "Unexpected Application
 * Error!" in the page's language (HTTP 500, set by the server).
 */
export function ErrorBoundary() {
	const error = useRouteError()
	const t = useT()
	const locale = useLocale()
	if (isRouteErrorResponse(error) && error.status === 404) {
		return (
			<main id="main" className="mx-auto max-w-2xl p-8">
				<PageMeta title={t('notFound.metaTitle')} noIndex />
				<h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
				<p className="mt-4">{t('notFound.text')}</p>
				<a className="mt-6 inline-block underline" href={localizePath('/', locale)}>
					{t('notFound.home')}
				</a>
			</main>
		)
	}
	return (
		<main id="main" className="mx-auto max-w-2xl p-8">
			<PageMeta title={t('error.metaTitle')} noIndex />
			<ErrorPanel
				title={t('error.routerTitle')}
				message={errorMessage(error, t('error.unexpected'))}
				reference={(id) => t('error.reference', { id })}
			/>
			<a className="mt-6 inline-block underline" href={localizePath('/', locale)}>
				{t('error.home')}
			</a>
		</main>
	)
}
