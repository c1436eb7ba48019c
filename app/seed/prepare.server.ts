import { ensureAdmin } from '#app/auth/accounts.server'
import { migrateToLatest, type DbHandle } from '#app/db/client.server'
import { skeletonPages } from '#app/features/setup/skeleton-pages'
import { seedPagesIfEmpty } from './pages.server'
import { seedIfEmpty } from './seed.server'

export interface PrepareOptions {
	/** The sample council (SEED on), or the neutral skeleton of a real council's pages. */
	seed: boolean
	/** ADMIN_EMAIL / ADMIN_PASSWORD, for the first administrator. */
	admin: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string }
	log?: (line: string) => void
}

/**
 * Makes a database ready to serve, before the server listens: migrations, then on a fresh install
 * the sample council (or the skeleton of the standard pages), then the first administrator.
 * Several instances may start together on one database (docs/decisions/036-several-instances.md):
 * one prepares it under the database's start-up lock while the others wait, then find it done.
 */
export async function prepareDatabase(handle: DbHandle, options: PrepareOptions) {
	const log = options.log ?? console.log
	const { seed, admin } = options
	await handle.startupLock(async () => {
		const applied = await migrateToLatest(handle)
		if (applied.length) log(`[db] ${handle.dialect}: applied ${applied.join(', ')}`)
		if (
			seed &&
			(await seedIfEmpty(handle.db, new Date(), {
				email: admin.ADMIN_EMAIL,
				password: admin.ADMIN_PASSWORD,
			}))
		)
			log('[db] seeded the sample council')
		// An install whose `pages` table is empty gets the standard pages at its start: the sample
		// council's on a sample install (information pages became data after some were installed),
		// and on a real council's install a skeleton marked "to be written", for staff to write.
		const pages = await seedPagesIfEmpty(handle.db, new Date(), seed ? undefined : skeletonPages)
		if (pages)
			log(
				`[db] wrote ${pages} information pages${seed ? '' : ' to be written (staff area, Pages)'}`,
			)
		await ensureAdmin(handle.db, admin, log)
	})
}
