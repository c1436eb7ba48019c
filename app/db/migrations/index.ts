import type { Migration } from 'kysely'
import { m001_initial } from './001-initial'
import { m002_public_pages } from './002-public-pages'
import { m003_cms } from './003-cms'
import { m004_admin_forms } from './004-admin-forms'
import { m005_accounts } from './005-accounts'
import { m006_signin_throttling } from './006-signin-throttling'
import { m007_pages } from './007-pages'
import { m008_page_menu_and_addresses } from './008-page-menu-and-addresses'
import { m009_revisions } from './009-revisions'
import { m010_image_alt } from './010-image-alt'
import { m011_scheduling } from './011-scheduling'
import { m012_review } from './012-review'
import { m013_alerts } from './013-alerts'
import { m014_documents } from './014-documents'
import { m015_tenders_and_jobs } from './015-tenders-and-jobs'
// Page feedback (decision 038).
import { m016_feedback } from './016-feedback'
// Email: the outgoing mail queue and shared secrets (decision 037).
import { m017_mail } from './017-mail'
// Requests and reports to the council (decision 039).
import { m018_requests } from './018-requests'
// Subscriptions by email (decision 040).
import { m019_subscriptions } from './019-subscriptions'
// Backups (decision 047).
import { m020_backups } from './020-backups'
// Requests: private links, networks, held requests (issue 32).
import { m021_requests_abuse } from './021-requests-abuse'
// Sign-ups held during a flood (issue 32).
import { m022_subscription_holds } from './022-subscription-holds'
// Public forms' anti-bot values used once (issue 32).
import { m023_spent_form_tokens } from './023-spent-form-tokens'
// Mail leases name their process (issue 32).
import { m024_mail_lease_holder } from './024-mail-lease-holder'
// Staff notifications (issue 33, decision 050).
import { m025_notifications } from './025-notifications'
// The office's hours from one setting (issue 33, decision 051).
import { m030_office_hours_one_source } from './030-office-hours-one-source'
// Reads and searches counted for the dashboard (issue 33, decision 056).
import { m034_daily_counts } from './034-daily-counts'

export type Dialect = 'sqlite' | 'postgres'

/**
 * The one ordered list of migrations. Each is a factory so a migration can pick the column type
 * that differs between engines (only the auto-incrementing id does); everything else is portable:
 * text, integer, ISO date strings and text enums.
 */
export function getMigrations(dialect: Dialect): Record<string, Migration> {
	return {
		'001-initial': m001_initial(dialect),
		'002-public-pages': m002_public_pages(dialect),
		'003-cms': m003_cms(dialect),
		'004-admin-forms': m004_admin_forms(),
		'005-accounts': m005_accounts(dialect),
		'006-signin-throttling': m006_signin_throttling(),
		'007-pages': m007_pages(dialect),
		'008-page-menu-and-addresses': m008_page_menu_and_addresses(dialect),
		'009-revisions': m009_revisions(dialect),
		'010-image-alt': m010_image_alt(),
		'011-scheduling': m011_scheduling(),
		'012-review': m012_review(),
		'013-alerts': m013_alerts(dialect),
		'014-documents': m014_documents(dialect),
		'015-tenders-and-jobs': m015_tenders_and_jobs(dialect),
		// Page feedback (decision 038).
		'016-feedback': m016_feedback(dialect),
		// Email: the outgoing mail queue and shared secrets (decision 037).
		'017-mail': m017_mail(dialect),
		// Requests and reports to the council (decision 039).
		'018-requests': m018_requests(dialect),
		// Subscriptions by email (decision 040).
		'019-subscriptions': m019_subscriptions(dialect),
		// Backups (decision 047).
		'020-backups': m020_backups(dialect),
		// Requests: private links, networks, held requests (issue 32).
		'021-requests-abuse': m021_requests_abuse(),
		// Sign-ups held during a flood (issue 32).
		'022-subscription-holds': m022_subscription_holds(),
		// Public forms' anti-bot values used once (issue 32).
		'023-spent-form-tokens': m023_spent_form_tokens(),
		// Mail leases name their process (issue 32).
		'024-mail-lease-holder': m024_mail_lease_holder(),
		// Staff notifications by kind, read per person, request routing (issue 33).
		'025-notifications': m025_notifications(),
		// The office's hours from one setting (issue 33, decision 051).
		'030-office-hours-one-source': m030_office_hours_one_source(),
		// Reads and searches that found nothing, counted per day (issue 33, decision 056).
		'034-daily-counts': m034_daily_counts(),
	}
}
