import type { Kysely, Migration } from 'kysely'
import type { Dialect } from './index'
import { idColumn, sqlIn } from './helpers'

/**
 * The document library (decision 033): documents (a stored file with its texts in both
 * languages, a category, a date and the language of the file itself), their categories (an
 * editable list), and the links that attach documents to other content (news, events, pages,
 * tenders…), one table for every kind of item.
 */
/** Slug, English name, French name. */
const DEFAULT_CATEGORIES = [
	['budget', 'Budget', 'Budget'],
	['accounts', 'Accounts', 'Comptes'],
	['deliberations', 'Deliberations and decisions', 'Délibérations et décisions'],
	['minutes', 'Minutes', 'Procès-verbaux'],
	['by-laws', 'By-laws and orders', 'Arrêtés et règlements'],
	['forms', 'Forms', 'Formulaires'],
	['tenders', 'Tenders', 'Appels d’offres'],
	['reports', 'Reports', 'Rapports'],
] as const

export function m014_documents(dialect: Dialect): Migration {
	return {
		async up(db: Kysely<unknown>) {
			await idColumn(db.schema.createTable('document_categories'), dialect)
				.addColumn('slug', 'text', (c) => c.notNull().unique())
				.addColumn('name_en', 'text')
				.addColumn('name_fr', 'text')
				.addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
				.addColumn('created_at', 'text', (c) => c.notNull())
				.addColumn('updated_at', 'text', (c) => c.notNull())
				.execute()
			// The categories every council's library starts with; staff rename, reorder and add.
			const now = new Date().toISOString()
			await (db as Kysely<{ document_categories: Record<string, string | number> }>)
				.insertInto('document_categories')
				.values(
					DEFAULT_CATEGORIES.map(([slug, en, fr], i) => ({
						slug,
						name_en: en,
						name_fr: fr,
						sort_order: i + 1,
						created_at: now,
						updated_at: now,
					})),
				)
				.execute()

			await idColumn(db.schema.createTable('documents'), dialect)
				.addColumn('slug', 'text', (c) => c.notNull().unique())
				.addColumn('title_en', 'text')
				.addColumn('title_fr', 'text')
				.addColumn('summary_en', 'text')
				.addColumn('summary_fr', 'text')
				// The category's slug: renaming a category keeps its documents.
				.addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
				.addColumn('date', 'text', (c) => c.notNull())
				.addColumn('doc_language', 'text', (c) => c.notNull().defaultTo('both'))
				// The storage key the server chose; '' only while a row is being written.
				.addColumn('file', 'text', (c) => c.notNull().defaultTo(''))
				.addColumn('file_name', 'text', (c) => c.notNull().defaultTo(''))
				.addColumn('file_type', 'text', (c) => c.notNull().defaultTo('pdf'))
				.addColumn('file_size', 'integer', (c) => c.notNull().defaultTo(0))
				.addColumn('file_text', 'text')
				.addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
				.addColumn('publish_at', 'text')
				.addColumn('unpublish_at', 'text')
				.addColumn('created_at', 'text', (c) => c.notNull())
				.addColumn('updated_at', 'text', (c) => c.notNull())
				.addCheckConstraint('documents_language_check', sqlIn('doc_language', ['en', 'fr', 'both']))
				.addCheckConstraint(
					'documents_type_check',
					sqlIn('file_type', ['pdf', 'docx', 'xlsx', 'odt', 'ods']),
				)
				.addCheckConstraint('documents_status_check', sqlIn('status', ['draft', 'published']))
				.execute()
			await db.schema
				.createIndex('documents_category_date')
				.on('documents')
				.columns(['category', 'date'])
				.execute()

			await db.schema
				.createTable('document_links')
				.addColumn('item_type', 'text', (c) => c.notNull())
				.addColumn('item_id', 'integer', (c) => c.notNull())
				.addColumn('document_id', 'integer', (c) =>
					c.notNull().references('documents.id').onDelete('cascade'),
				)
				.addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
				.addPrimaryKeyConstraint('document_links_pk', ['item_type', 'item_id', 'document_id'])
				.execute()
			await db.schema
				.createIndex('document_links_document')
				.on('document_links')
				.column('document_id')
				.execute()
		},
		async down(db: Kysely<unknown>) {
			await db.schema.dropTable('document_links').ifExists().execute()
			await db.schema.dropTable('documents').ifExists().execute()
			await db.schema.dropTable('document_categories').ifExists().execute()
		},
	}
}
