import { adminEn } from './messages/admin.en'
import { en } from './messages/en'
import { notificationsEn } from './messages/notifications.en'
import { registerStaffCatalog } from './staff-catalog'

/** The staff area's texts in English: the site's, the staff area's, the notifications'. */
export const staffEn = { ...en, ...adminEn, ...notificationsEn }

registerStaffCatalog('en', staffEn)
