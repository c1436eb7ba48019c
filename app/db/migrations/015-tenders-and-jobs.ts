import { sql, type Kysely, type Migration } from 'kysely'
import type { Dialect } from './index'
import { idColumn, sqlIn } from './helpers'

/** Bid columns this migration adds, all optional, so every existing tender keeps its data. */
const BID_TEXTS = [
	'description_en',
	'description_fr',
	'awardee',
	'award_en',
	'award_fr',
	'awarded_on',
	'award_amount',
] as const

/**
 * Lowercase words joined by dashes, accents removed. A copy of the page addresses' rule, frozen
 * here so the addresses this migration gives existing tenders never change with later code.
 */
function slugOf(text: string) {
	return text
		.normalize('NFD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')
		.slice(0, 80)
		.replace(/-+$/, '')
}

/**
 * The jobs list as an information page, for an install whose pages were written before this
 * migration (a new install gets its own from the seed or the setup command): a short text and the
 * block listing the open vacancies, in the menu under the council's group, editable like any page.
 */
const jobsPage = {
	title: { en: 'Jobs at the council', fr: 'Offres d’emploi de la commune' },
	description: {
		en: 'Open job vacancies at the council: what each post involves, who can apply, how to apply and by when.',
		fr: 'Les postes ouverts à la commune : en quoi consiste chaque poste, qui peut postuler, comment et avant quelle date.',
	},
	intro: {
		en: 'The council recruits in the open. Each vacancy says what the post involves, what is required and how to apply before it closes.',
		fr: 'La commune recrute en toute transparence. Chaque offre dit en quoi consiste le poste, ce qui est demandé et comment postuler avant la date de clôture.',
	},
	blocks: [
		{ kind: 'jobs', id: 'vacancies', title: { en: 'Open vacancies', fr: 'Postes ouverts' } },
	],
}

/**
 * Tenders with their own page, and job vacancies (decision 034).
 * - `bids` gains an address (`slug`, filled here for existing tenders from their title), a
 *   description, a closing time of day (council time; empty: the end of the closing day, the rule
 *   tenders had until now) and the award notice (awardee, text in both languages, date, amount).
 * - `jobs` is a new content type with a publication state, like every other.
 */
export function m015_tenders_and_jobs(dialect: Dialect): Migration {
	return {
		async up(db: Kysely<unknown>) {
			await db.schema
				.alterTable('bids')
				.addColumn('slug', 'text', (c) => c.notNull().defaultTo(''))
				.execute()
			await db.schema
				.alterTable('bids')
				.addColumn('closing_time', 'text', (c) => c.notNull().defaultTo(''))
				.execute()
			for (const column of BID_TEXTS) {
				await db.schema.alterTable('bids').addColumn(column, 'text').execute()
			}
			const bids = await sql<{
				id: number
				reference: string
				title_en: string | null
				title_fr: string | null
			}>`select id, reference, title_en, title_fr from bids order by id`.execute(db)
			const taken = new Set<string>()
			for (const bid of bids.rows) {
				const base = slugOf(bid.title_en || bid.title_fr || '') || slugOf(bid.reference) || 'tender'
				let slug = base
				for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
				taken.add(slug)
				await sql`update bids set slug = ${slug} where id = ${bid.id}`.execute(db)
			}
			await db.schema.createIndex('bids_slug_unique').on('bids').column('slug').unique().execute()

			await idColumn(db.schema.createTable('jobs'), dialect)
				.addColumn('slug', 'text', (c) => c.notNull().unique())
				.addColumn('title_en', 'text')
				.addColumn('title_fr', 'text')
				.addColumn('description_en', 'text')
				.addColumn('description_fr', 'text')
				.addColumn('requirements_en', 'text')
				.addColumn('requirements_fr', 'text')
				.addColumn('how_to_apply_en', 'text')
				.addColumn('how_to_apply_fr', 'text')
				// Council time, like tenders: the vacancy closes at this time of that day.
				.addColumn('closing_date', 'text', (c) => c.notNull())
				.addColumn('closing_time', 'text', (c) => c.notNull().defaultTo(''))
				.addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
				.addColumn('publish_at', 'text')
				.addColumn('unpublish_at', 'text')
				.addColumn('created_at', 'text', (c) => c.notNull())
				.addColumn('updated_at', 'text', (c) => c.notNull())
				.addCheckConstraint('jobs_status_check', sqlIn('status', ['draft', 'published']))
				.execute()
			await db.schema.createIndex('jobs_closing_idx').on('jobs').column('closing_date').execute()

			// An install with pages already gets the jobs page; an empty one gets it from its seed.
			const pages = await sql<{ n: string | number }>`select count(*) as n from pages`.execute(db)
			const used = await sql<{
				n: string | number
			}>`select count(*) as n from pages where path_en = '/jobs' or path_fr = '/jobs'`.execute(db)
			if (Number(pages.rows[0]?.n ?? 0) > 0 && Number(used.rows[0]?.n ?? 0) === 0) {
				const last = await sql<{
					p: number | null
				}>`select max(position) as p from pages where menu_group = 'government'`.execute(db)
				const stamp = new Date().toISOString()
				await sql`insert into pages (path_en, path_fr, menu_group, position, status, standard, content, created_at, updated_at, in_menu, menu_label_en, menu_label_fr)
					values ('/jobs', '/jobs', 'government', ${Number(last.rows[0]?.p ?? 0) + 1}, 'published', 1, ${JSON.stringify(jobsPage)}, ${stamp}, ${stamp}, 1, 'Jobs', 'Emplois')`.execute(
					db,
				)
			}
		},
		async down(db: Kysely<unknown>) {
			await sql`delete from pages where path_en = '/jobs' and standard = 1`.execute(db)
			await db.schema.dropTable('jobs').ifExists().execute()
			await db.schema.dropIndex('bids_slug_unique').ifExists().execute()
			for (const column of ['slug', 'closing_time', ...BID_TEXTS]) {
				await db.schema.alterTable('bids').dropColumn(column).execute()
			}
		},
	}
}
