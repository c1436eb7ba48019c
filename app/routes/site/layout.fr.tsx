import type { LoaderFunctionArgs } from 'react-router'
import { fr } from '#app/i18n/messages/fr'
import { registerSiteCatalog } from '#app/i18n/site-catalog'
import { SiteErrorBoundary, SiteLayout } from '#app/features/site-frame/site-layout'
import { siteLayoutLoader } from '#app/features/site-frame/site-layout.server'

// The French pages' layout: it brings their catalog (i18n/site-catalog.ts).
registerSiteCatalog('fr', fr)

export const loader = (args: LoaderFunctionArgs) => siteLayoutLoader(args)
export const ErrorBoundary = SiteErrorBoundary
export default SiteLayout
