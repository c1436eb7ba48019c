import {
	Outlet,
	useRouteError,
	useRouteLoaderData,
	type LoaderFunctionArgs,
	type ShouldRevalidateFunctionArgs,
} from 'react-router'
import { getDb } from '#app/db/client.server'
import { AlertBanner, type SiteAlert } from '#app/features/alerts/alert-banner'
import { getLiveAlerts } from '#app/features/alerts/alerts.server'
import { publicOrigin } from '#app/features/feeds/feeds.server'
import { PageMeta } from '#app/features/feeds/page-meta'
import { Footer } from '#app/components/site/footer'
import { TopBar } from '#app/components/site/top-bar'
import { HelpLauncher } from '#app/features/help/help-launcher'
import { ErrorPanel } from '#app/components/site/error-panel'
import { localeFromPath, localizePath } from '#app/i18n/locales'
import { errorMessage } from '#app/components/site/error-panel'
import { buttonVariants } from '#app/components/ui/button'
import { useLocale, useT } from '#app/i18n/hooks'
// Page feedback (issue 18, decision 038): the footer's forms carry the anti-abuse start value.
import { formGuardValues } from '#app/platform/form-guard.server'

// Without JavaScript the Radix dropdowns cannot open, so wide screens use the disclosure menu too.
const noScriptCss =
	'.site-nav-desktop{display:none!important}.site-nav-mobile{display:block!important}'

/** What every public page shows besides itself: the live site-wide alerts (decision 031). */
export async function loader({ request }: LoaderFunctionArgs) {
	const locale = localeFromPath(new URL(request.url).pathname)
	return {
		// With the public origin, each alert carries its "Share on WhatsApp" link (decision 040).
		alerts: await getLiveAlerts(getDb(), locale, publicOrigin(request)),
		// The time this page was made, signed (not personal: the same for everyone reading it).
		feedbackStarted: formGuardValues().started,
	}
}

/**
 * Alerts come and go at any moment: read them again with every page, not only the first. A form
 * that asks for no reload (the footer's feedback) reloads nothing.
 */
export function shouldRevalidate({
	formAction,
	defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
	return formAction ? defaultShouldRevalidate : true
}

function useAlerts(): SiteAlert[] {
	const en = useRouteLoaderData('layout') as { alerts: SiteAlert[] } | undefined
	const fr = useRouteLoaderData('fr/layout') as { alerts: SiteAlert[] } | undefined
	return (fr ?? en)?.alerts ?? []
}

function Shell({ children }: { children: React.ReactNode }) {
	const alerts = useAlerts()
	return (
		<>
			<noscript>
				<style>{noScriptCss}</style>
			</noscript>
			<TopBar />
			{/* Below the fixed header, in the page's flow: on a phone it scrolls away with the page. */}
			<div className="pt-16">
				<AlertBanner alerts={alerts} />
				<main id="main" tabIndex={-1} className="outline-none">
					{children}
				</main>
			</div>
			<Footer />
			<HelpLauncher />
		</>
	)
}

export default function SiteLayout() {
	return (
		<Shell>
			<Outlet />
		</Shell>
	)
}

/** A page failed to render: the error alert, inside the normal site frame, with HTTP 500. */
export function ErrorBoundary() {
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
