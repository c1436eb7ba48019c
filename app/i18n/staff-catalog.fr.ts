import { adminFr } from './messages/admin.fr'
import { fr } from './messages/fr'
import { notificationsFr } from './messages/notifications.fr'
import { registerStaffCatalog } from './staff-catalog'

/** The staff area's texts in French: the site's, the staff area's, the notifications'. */
export const staffFr = { ...fr, ...adminFr, ...notificationsFr }

registerStaffCatalog('fr', staffFr)
