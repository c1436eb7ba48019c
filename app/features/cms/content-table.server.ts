import type { Insertable, Kysely, Transaction, Updateable } from 'kysely'
import type { Database } from '#app/db/schema'
import type { Column, ContentRow, ResourceTable } from './resources'

type Db = Kysely<Database> | Transaction<Database>

/** A new row of a content table, as `db/schema.ts` declares it. */
export type NewContent<T extends ResourceTable> = Insertable<Database[T]>
/** A change to a row of a content table, as `db/schema.ts` declares it. */
export type ContentChange<T extends ResourceTable> = Updateable<Database[T]>

/**
 * The reads and writes of one content table, typed by its own row in `db/schema.ts`: callers
 * name columns of that table and pass rows of that table, or `npm run typecheck` fails.
 *
 * Kysely types a union of table names, not a table chosen by a type parameter; so the queries
 * here run on the union of content tables (which checks every column named here exists in one of
 * them) and hand rows back typed as the chosen table's. The casts below are that step, and only
 * that step.
 */
export function contentTable<T extends ResourceTable>(db: Db, name: T) {
	const table: ResourceTable = name
	// A column of the chosen table is a column of the union (the compiler cannot follow T there).
	const column = (c: Column<T>) => c as Column<ResourceTable>
	return {
		async count() {
			const { n } = await db
				.selectFrom(table)
				.select((eb) => eb.fn.countAll().as('n'))
				.executeTakeFirstOrThrow()
			return Number(n)
		},

		/** One page of rows: by `sort_order` where staff choose the order, else latest change first. */
		async page(options: { ordered: boolean; limit: number; offset: number }) {
			let query = db.selectFrom(table).selectAll()
			query = options.ordered
				? query.orderBy('sort_order', 'asc').orderBy('id', 'asc')
				: query.orderBy('updated_at', 'desc').orderBy('id', 'desc')
			const rows = await query.limit(options.limit).offset(options.offset).execute()
			return rows as unknown as ContentRow<T>[]
		},

		async find(id: number) {
			const row = await db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst()
			return row as unknown as ContentRow<T> | undefined
		},

		/** The newest rows' id and the given columns (the staff-area search reads texts this way). */
		async latest<C extends Column<T>>(columns: readonly C[], limit: number) {
			const rows = await db
				.selectFrom(table)
				.select(['id', ...columns.map(column)])
				.orderBy('id', 'desc')
				.limit(limit)
				.execute()
			return rows as unknown as ({ id: number } & Record<C, string | number | null>)[]
		},

		/** Whether another row (not `exceptId`) holds this value in the column. */
		async taken(name: Column<T>, value: unknown, exceptId = 0) {
			const row = await db
				.selectFrom(table)
				.select('id')
				.where(column(name), '=', value as never)
				.where('id', '!=', exceptId)
				.executeTakeFirst()
			return Boolean(row)
		},

		/**
		 * A choice field's options (`fields.ts`, ChoiceSource): every row's stored value and its
		 * text in each language, in the order staff chose.
		 */
		async options(value: string, label: string) {
			const rows = await db
				.selectFrom(table)
				.selectAll()
				.orderBy('sort_order', 'asc')
				.orderBy('id', 'asc')
				.execute()
			return (rows as unknown as Record<string, string | null>[]).map((row) => ({
				value: String(row[value] ?? ''),
				en: row[`${label}_en`] ?? null,
				fr: row[`${label}_fr`] ?? null,
			}))
		},

		async insert(row: NewContent<T>) {
			const inserted = await db
				.insertInto(table)
				.values(row as NewContent<ResourceTable>)
				.returning('id')
				.executeTakeFirstOrThrow()
			return Number(inserted.id)
		},

		async update(id: number, change: ContentChange<T>) {
			await db
				.updateTable(table)
				.set(change as ContentChange<ResourceTable>)
				.where('id', '=', id)
				.execute()
		},

		async remove(id: number) {
			await db.deleteFrom(table).where('id', '=', id).execute()
		},
	}
}
