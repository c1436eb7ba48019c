import type { AdminMessageKey } from '#app/i18n/messages/admin.en'
import { resources } from '#app/features/content-types'
import { settingsScreens } from '#app/features/cms/settings-screens'

/** A staff screen where data shown on pages is edited. */
export interface DataLink {
	label: AdminMessageKey
	href: string
}

export const dataScreen = (def: { navLabel: AdminMessageKey; path: string }): DataLink => ({
	label: def.navLabel,
	href: def.path,
})
const council = dataScreen(settingsScreens.council)

/** Which staff screen edits what each kind of live block shows. */
export const blockData: Record<string, DataLink> = {
	contact: council,
	openingHours: council,
	map: council,
	emergencyNumbers: dataScreen(settingsScreens.emergency),
	mayorProfile: dataScreen(settingsScreens.mayor),
	cabinet: dataScreen(resources.cabinet),
	events: dataScreen(resources.events),
	bids: dataScreen(resources.bids),
	jobs: dataScreen(resources.jobs),
	businessSearch: dataScreen(resources.businesses),
	documents: dataScreen(resources.documents),
}
