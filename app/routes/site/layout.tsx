import { Outlet, useRouteError } from 'react-router'
import { PageMeta } from '#app/features/feeds/page-meta'
import { Footer } from '#app/components/site/footer'
import { TopBar } from '#app/components/site/top-bar'
import { HelpLauncher } from '#app/features/help/help-launcher'
import { ErrorPanel } from '#app/components/site/error-panel'
import { localizePath } from '#app/i18n/locales'
import { errorMessage } from '#app/components/site/error-panel'
import { buttonVariants } from '#app/components/ui/button'
import { useLocale, useT } from '#app/i18n/hooks'

// Without JavaScript the Radix dropdowns cannot open, so wide screens use the disclosure menu too.
const noScriptCss =
	'.site-nav-desktop{display:none!important}.site-nav-mobile{display:block!important}'

function Shell({ children }: { children: React.ReactNode }) {
	return (
		<>
			<noscript>
				<style>{noScriptCss}</style>
			</noscript>
			<TopBar />
			<main id="main" tabIndex={-1} className="pt-16 outline-none">
				{children}
			</main>
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
