import type { Kysely, Transaction } from 'kysely'
import type { Database, Role } from '#app/db/schema'
import { DEFAULT_ESCALATION_DAYS, MAX_ESCALATION_DAYS } from './kinds'

/**
 * Who handles each category of requests (decision 050): one person (new requests are assigned to
 * them and they are told) or a team (everyone of a role is told); without a choice, every
 * administrator is told. And after how many days an untouched request is escalated.
 */
type Db = Kysely<Database> | Transaction<Database>

export interface Route {
	userId: number | null
	role: Role | null
}

export { DEFAULT_ESCALATION_DAYS, MAX_ESCALATION_DAYS }
const ESCALATION = 'request.escalationDays'

export async function requestRoutes(db: Db): Promise<Map<string, Route>> {
	const rows = await db.selectFrom('request_routes').selectAll().execute()
	return new Map(rows.map((r) => [r.category, { userId: r.user_id, role: r.role }]))
}

export async function routeOf(db: Db, category: string): Promise<Route | null> {
	const row = await db
		.selectFrom('request_routes')
		.selectAll()
		.where('category', '=', category)
		.executeTakeFirst()
	return row ? { userId: row.user_id, role: row.role } : null
}

/** A form value (`user:3`, `role:admin`, empty) as a route; undefined: not a valid value. */
export function parseRoute(value: string): Route | null | undefined {
	if (value === '') return null
	const user = /^user:(\d{1,9})$/.exec(value)
	if (user) return { userId: Number(user[1]), role: null }
	if (value === 'role:admin' || value === 'role:editor')
		return { userId: null, role: value.slice(5) as Role }
	return undefined
}

export const routeValue = (route: Route | null | undefined) =>
	route?.userId ? `user:${route.userId}` : route?.role ? `role:${route.role}` : ''

export async function saveRoute(db: Db, category: string, route: Route | null) {
	if (!route) {
		await db.deleteFrom('request_routes').where('category', '=', category).execute()
		return
	}
	const values = { user_id: route.userId, role: route.role }
	await db
		.insertInto('request_routes')
		.values({ category, ...values })
		.onConflict((oc) => oc.column('category').doUpdateSet(values))
		.execute()
}

export async function escalationDays(db: Db): Promise<number> {
	const row = await db
		.selectFrom('notice_settings')
		.select('value')
		.where('name', '=', ESCALATION)
		.executeTakeFirst()
	const days = Number(row?.value)
	return Number.isInteger(days) && days >= 1 && days <= MAX_ESCALATION_DAYS
		? days
		: DEFAULT_ESCALATION_DAYS
}

export async function setEscalationDays(db: Db, days: number) {
	await db
		.insertInto('notice_settings')
		.values({ name: ESCALATION, value: String(days) })
		.onConflict((oc) => oc.column('name').doUpdateSet({ value: String(days) }))
		.execute()
}

/** A small shared value of the sweep (a cursor), kept with the settings. */
export async function readMark(db: Db, name: string) {
	const row = await db
		.selectFrom('notice_settings')
		.select('value')
		.where('name', '=', name)
		.executeTakeFirst()
	return row?.value ?? null
}

export async function writeMark(db: Db, name: string, value: string) {
	await db
		.insertInto('notice_settings')
		.values({ name, value })
		.onConflict((oc) => oc.column('name').doUpdateSet({ value }))
		.execute()
}
