import type { Kysely } from 'kysely'
import type { Database, DocumentLanguage } from '#app/db/schema'
import { simplePdf } from '#app/features/documents/simple-pdf'
import { DOCUMENT_MEDIA_TYPES } from '#app/features/documents/format'
import { createHash } from 'node:crypto'
import { getStorage } from '#app/platform/storage/storage.server'

interface SampleDocument {
	slug: string
	title_en: string
	title_fr: string
	summary_en: string
	summary_fr: string
	category: string
	date: string
	doc_language: DocumentLanguage
	file_name: string
	/** The file's text, one line per line of the PDF. */
	lines: string[]
	/** News article (by slug) it is attached to. */
	attachTo?: string
}

/**
 * The sample council's document library: a few short PDFs written here (no binary in the
 * repository), so /documents is not empty on a fresh install and each kind of entry shows.
 */
export const sampleDocuments: SampleDocument[] = [
	{
		slug: 'budget-2026-summary',
		title_en: '2026 Budget: summary',
		title_fr: 'Budget 2026 : résumé',
		summary_en:
			'The budget voted by the municipal council for 2026: revenue by source and spending by sector, in CFA francs.',
		summary_fr:
			'Le budget voté par le conseil municipal pour 2026 : recettes par source et dépenses par secteur, en francs CFA.',
		category: 'budget',
		date: '2026-01-15',
		doc_language: 'both',
		file_name: 'Budget 2026 - Mbonge Council.pdf',
		lines: [
			'Mbonge Council - 2026 Budget / Commune de Mbonge - Budget 2026',
			'',
			'Revenue / Recettes',
			'Local taxes and market fees / Impôts locaux et droits de marché: 182 000 000 FCFA',
			"Transfers from the State (FEICOM) / Transferts de l'État (FEICOM): 240 000 000 FCFA",
			'',
			'Spending / Dépenses',
			"Water supply in Kumbe-Balondo / Adduction d'eau à Kumbe-Balondo: 65 000 000 FCFA",
			'Farm-to-market roads / Pistes agricoles: 120 000 000 FCFA',
			'Primary schools and health centres / Écoles primaires et centres de santé: 98 000 000 FCFA',
			'Administration / Fonctionnement: 139 000 000 FCFA',
			'',
			'Voted in session on 15 January 2026 / Voté en session le 15 janvier 2026.',
		],
		attachTo: 'farm-to-market-road-works',
	},
	{
		slug: 'minutes-council-session-march-2026',
		title_en: 'Minutes of the council session of 28 March 2026',
		title_fr: 'Procès-verbal de la session du conseil du 28 mars 2026',
		summary_en:
			'The first ordinary session of 2026: the administrative account of 2025, the market rehabilitation and questions from councillors.',
		summary_fr:
			'La première session ordinaire de 2026 : le compte administratif 2025, la réhabilitation du marché et les questions des conseillers.',
		category: 'minutes',
		date: '2026-03-28',
		doc_language: 'en',
		file_name: 'Minutes 28-03-2026.pdf',
		lines: [
			'Minutes of the ordinary session of the municipal council, 28 March 2026',
			'',
			'Present: 23 councillors out of 25. The session opened at 10:00 under the chair of the Mayor.',
			'1. The administrative account of 2025 was adopted unanimously.',
			'2. The rehabilitation of the central market sheds was approved; works begin in the dry season.',
			'3. Councillors asked about the borehole at Ediki; the technical service will report in June.',
			'The session closed at 13:30.',
		],
	},
	{
		slug: 'deliberation-market-fees-2026',
		title_en: 'Deliberation setting the market fees',
		title_fr: 'Délibération fixant les droits de place sur les marchés',
		summary_en:
			'The daily fees for market stalls and sheds from 1 May 2026. The document is in French.',
		summary_fr:
			'Les droits de place journaliers des étals et hangars des marchés à partir du 1er mai 2026.',
		category: 'deliberations',
		date: '2026-04-10',
		doc_language: 'fr',
		file_name: 'Délibération droits de place.pdf',
		lines: [
			'Délibération n° 012/2026 du conseil municipal',
			'',
			'Le conseil municipal, réuni en session le 10 avril 2026, fixe les droits de place :',
			'- étal simple : 100 FCFA par jour de marché ;',
			'- hangar couvert : 300 FCFA par jour de marché ;',
			'- boutique communale : 5 000 FCFA par mois.',
			"Ces droits s'appliquent à compter du 1er mai 2026.",
		],
	},
	{
		slug: 'application-form-building-permit',
		title_en: 'Application form: building permit',
		title_fr: 'Formulaire de demande de permis de bâtir',
		summary_en: "Print, fill in and bring to the council's technical service with the plans.",
		summary_fr: 'À imprimer, remplir et déposer au service technique de la commune avec les plans.',
		category: 'forms',
		date: '2026-02-02',
		doc_language: 'both',
		file_name: 'Building permit form.pdf',
		lines: [
			'Application for a building permit / Demande de permis de bâtir',
			'',
			'Name of applicant / Nom du demandeur: ______________________________',
			'Location of the plot / Situation de la parcelle: _____________________',
			'Land title or certificate / Titre foncier ou attestation: _______________',
			'Attach: plans, site plan, receipt of fees / Joindre : plans, plan de situation, reçu des frais.',
		],
	},
]

/** Writes the sample documents (their files to the store) into a fresh install's database. */
export async function seedSampleDocuments(db: Kysely<Database>, now: Date) {
	const stamp = now.toISOString()
	const storage = getStorage()
	for (const sample of sampleDocuments) {
		const { lines, attachTo, ...row } = sample
		const bytes = simplePdf(sample.title_en, lines)
		const key = `documents/${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.pdf`
		if (!(await storage.head(key))) await storage.put(key, bytes, DOCUMENT_MEDIA_TYPES.pdf)
		const inserted = await db
			.insertInto('documents')
			.values({
				...row,
				file: key,
				file_type: 'pdf',
				file_size: bytes.byteLength,
				// The text is known: no need to read it back from the PDF.
				file_text: lines.join('\n'),
				status: 'published',
				created_at: stamp,
				updated_at: stamp,
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		if (attachTo) {
			const article = await db
				.selectFrom('news')
				.select('id')
				.where('slug', '=', attachTo)
				.executeTakeFirst()
			if (article) {
				await db
					.insertInto('document_links')
					.values({ item_type: 'news', item_id: article.id, document_id: inserted.id })
					.execute()
			}
		}
	}
}
