/**
 * The frame of every public page (header, alerts, footer, help), shared by the two languages'
 * layout routes: routes/site/layout.tsx (English) and layout.fr.tsx (French), which differ only by
 * the catalog each brings (i18n/site-catalog.ts).
 */
import { Outlet, useRouteError, useRouteLoaderData } from 'react-router'
import { AlertBanner, type SiteAlert } from '#app/features/alerts/alert-banner'
import { PageMeta } from '#app/features/feeds/page-meta'
import { Footer } from '#app/features/site-frame/footer'
import { TopBar } from '#app/features/site-frame/top-bar'
import { HelpLauncher } from '#app/features/help/help-launcher'
import { SavedNote } from '#app/features/pocket/saved-note'
import { ErrorPanel } from '#app/components/site/error-panel'
import { PhoneNumbersProvider } from '#app/components/site/phone-text'
import { localizePath } from '#app/i18n/locales'
import { errorMessage } from '#app/components/site/error-panel'
import { buttonVariants } from '#app/components/ui/button'
import { useLocale, useT } from '#app/i18n/hooks'

// Without JavaScript the wide screens' menu buttons (desktop-nav.tsx) cannot open their lists, so
// wide screens use the phone's <details> menu too.
const noScriptCss =
	'.site-nav-desktop{display:none!important}.site-nav-mobile{display:block!important}'

function useAlerts(): SiteAlert[] {
	const en = useRouteLoaderData('layout') as { alerts: SiteAlert[] } | undefined
	const fr = useRouteLoaderData('fr/layout') as { alerts: SiteAlert[] } | undefined
	return (fr ?? en)?.alerts ?? []
}

function Shell({ children }: { children: React.ReactNode }) {
	const alerts = useAlerts()
	return (
		<PhoneNumbersProvider>
			<noscript>
				<style>{noScriptCss}</style>
			</noscript>
			<TopBar />
			{/* Below the fixed header, in the page's flow: on a phone it scrolls away with the page. */}
			<div className="pt-16">
				<AlertBanner alerts={alerts} />
				<main id="main" tabIndex={-1} className="outline-none">
					{/* What a copy of this page stored on the phone opens with (issue 35). */}
					<SavedNote />
					{children}
				</main>
			</div>
			<HelpLauncher />
			<Footer />
		</PhoneNumbersProvider>
	)
}

export function SiteLayout() {
	return (
		<Shell>
			<Outlet />
		</Shell>
	)
}

/** A page failed to render: the error alert, inside the normal site frame, with HTTP 500. */
export function SiteErrorBoundary() {
	const error = useRouteError()
	const t = useT()
	const locale = useLocale()
	return (
		<Shell>
			<PageMeta title={t('error.metaTitle')} noIndex />
			<div className="mx-auto max-w-3xl px-4 py-16">
				<ErrorPanel
					title={t('error.title')}
					message={errorMessage(error, t('error.unexpected'))}
					reference={(id) => t('error.reference', { id })}
				/>
				<a href={localizePath('/', locale)} className={buttonVariants({ className: 'mt-8' })}>
					{t('error.home')}
				</a>
			</div>
		</Shell>
	)
}
