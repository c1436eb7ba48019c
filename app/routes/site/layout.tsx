import type { LoaderFunctionArgs } from 'react-router'
import { en } from '#app/i18n/messages/en'
import { registerSiteCatalog } from '#app/i18n/site-catalog'
import { SiteErrorBoundary, SiteLayout } from '#app/features/site-frame/site-layout'
import { siteLayoutLoader } from '#app/features/site-frame/site-layout.server'

// The English pages' layout: it brings their catalog (i18n/site-catalog.ts).
registerSiteCatalog('en', en)

export const loader = (args: LoaderFunctionArgs) => siteLayoutLoader(args)
export const ErrorBoundary = SiteErrorBoundary
export default SiteLayout
