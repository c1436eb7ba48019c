import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { isAdminPath, isLocale } from '#app/i18n/locales'
import { loadStaffCatalog } from '#app/i18n/staff-catalog-loader'

// A staff screen's texts are a script of their own (i18n/staff-catalog.ts): loaded before
// hydrating, so that the first render in the browser has them (the server's HTML is there and
// works meanwhile).
const lang = document.documentElement.lang
if (isAdminPath(window.location.pathname) && isLocale(lang)) await loadStaffCatalog(lang)

startTransition(() => {
	hydrateRoot(
		document,
		<StrictMode>
			<HydratedRouter />
		</StrictMode>,
	)
})
