import { sql, type CreateTableBuilder } from 'kysely'
import type { Dialect } from './index'

/** An auto-incrementing integer primary key named `id`, spelled the way each engine wants it. */
export function idColumn<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect) {
	return dialect === 'postgres'
		? table.addColumn('id', 'serial', (c) => c.primaryKey())
		: table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
}

/** A CHECK that a text column holds one of a few values (our portable stand-in for enums). */
export function sqlIn(column: string, values: string[]) {
	return sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`
}
