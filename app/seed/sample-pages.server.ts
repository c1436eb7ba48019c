import { addDays } from '#app/i18n/locales'
import type {
	NewBid,
	NewBusiness,
	NewCabinetMember,
	NewFaq,
	NewJob,
	NewProgram,
} from '../db/schema'

type Sample<T> = Omit<T, 'created_at' | 'updated_at'>

/**
 * SAMPLE DATA: the cabinet of a fresh install. Every name is a placeholder ending in "Sample" so
 * no one mistakes it for a real official; the council replaces them in the admin area. The titles
 * are the council's offices, in the order the cabinet page lists them.
 */
export const sampleCabinet: Sample<NewCabinetMember>[] = [
	['Grace Sample', '1st Deputy Mayor', '1er adjoint au Maire'],
	['Peter Sample', '2nd Deputy Mayor', '2e adjoint au Maire'],
	['Mary Sample', '3rd Deputy Mayor', '3e adjoint au Maire'],
	['Samuel Sample', '4th Deputy Mayor', '4e adjoint au Maire'],
	['Elizabeth Sample', 'Secretary General', 'Secrétaire général'],
	['Daniel Sample', 'Finance Officer', 'Chef du service financier'],
	['Comfort Sample', 'Municipal Treasurer', 'Receveur municipal'],
	['Joseph Sample', 'Deputy Treasurer', 'Receveur municipal adjoint'],
	['Ruth Sample', 'Stores Accountant', 'Comptable matières'],
	['Emmanuel Sample', 'Council Development Officer', 'Agent de développement communal'],
].map(([name, en, fr], i) => ({
	name: name!,
	title_en: en!,
	title_fr: fr!,
	image: i === 0 ? 'cabinet-sample' : null,
	sort_order: i + 1,
}))

/**
 * Sample tenders: two from 2024, closed by now (the first awarded, with its award notice), and one
 * that closes at noon 30 days after `today`.
 */
export function sampleBids(today: string): Sample<NewBid>[] {
	const year = today.slice(0, 4)
	return [
		{
			reference: '2024-RM-001',
			slug: 'maintenance-of-farm-to-market-roads',
			title_en: 'Maintenance of farm-to-market roads',
			title_fr: 'Entretien des routes agricoles',
			category_en: 'Road maintenance',
			category_fr: 'Entretien routier',
			description_en:
				'Grading, reshaping and drainage of about 40 km of farm-to-market roads before the rainy season, in three lots.\n\nOpen to road works companies registered in Cameroon and up to date with their taxes.',
			description_fr:
				'Reprofilage et assainissement d’environ 40 km de routes agricoles avant la saison des pluies, en trois lots.\n\nOuvert aux entreprises de travaux routiers immatriculées au Cameroun et en règle avec leurs impôts.',
			closing_date: '2024-04-30',
			closing_time: '12:00',
			awardee: 'Sample Road Works Ltd',
			awarded_on: '2024-05-20',
			award_amount: '38 500 000 FCFA TTC',
			award_en:
				'After the opening of bids on 30 April 2024 and the evaluation of the five offers received, the contract is awarded to the lowest compliant bidder. Works begin within 15 days of the service order.',
			award_fr:
				'Après l’ouverture des plis le 30 avril 2024 et l’évaluation des cinq offres reçues, le marché est attribué au moins-disant conforme. Les travaux commencent dans les 15 jours suivant l’ordre de service.',
			status: 'published',
		},
		{
			reference: '2024-WM-003',
			slug: 'collection-of-household-waste-in-the-town-centre',
			title_en: 'Collection of household waste in the town centre',
			title_fr: 'Collecte des ordures ménagères au centre-ville',
			category_en: 'Waste management',
			category_fr: 'Gestion des déchets',
			description_en:
				'Collection of household waste three times a week in the town centre and the market, and its transport to the council dump, for one year.',
			description_fr:
				'Collecte des ordures ménagères trois fois par semaine au centre-ville et au marché, et leur transport à la décharge communale, pendant un an.',
			closing_date: '2024-05-15',
			closing_time: '',
			status: 'published',
		},
		{
			reference: `${year}-PW-002`,
			slug: 'repair-of-the-roof-of-the-council-hall-sample-tender',
			title_en: 'Repair of the roof of the council hall (sample tender)',
			title_fr: "Réfection de la toiture de l'hôtel de ville (appel d'offres fictif)",
			category_en: 'Public works',
			category_fr: 'Travaux publics',
			description_en:
				'Replacement of the roof sheets, gutters and damaged timber of the council hall, with the removal of the old sheets.\n\nThe tender file is obtained at the council office during office hours. Bids are delivered in a sealed envelope to the secretariat before the closing date and time.',
			description_fr:
				'Remplacement des tôles, des gouttières et des bois abîmés de la toiture de l’hôtel de ville, avec l’enlèvement des anciennes tôles.\n\nLe dossier d’appel d’offres est retiré à la mairie aux heures d’ouverture. Les offres sont déposées sous pli fermé au secrétariat avant la date et l’heure de clôture.',
			closing_date: addDays(today, 30),
			closing_time: '12:00',
			status: 'published',
		},
	]
}

/** Sample job vacancies: two open (closing 21 and 45 days after `today`), one already closed. */
export function sampleJobs(today: string): Sample<NewJob>[] {
	return [
		{
			slug: 'accounts-clerk',
			title_en: 'Accounts clerk (sample vacancy)',
			title_fr: 'Agent comptable (offre fictive)',
			description_en:
				'The accounts clerk keeps the council’s books, records receipts and payments, and prepares the monthly statements for the finance officer.',
			description_fr:
				'L’agent comptable tient les livres de la commune, enregistre les recettes et les dépenses et prépare les états mensuels pour le chef du service financier.',
			requirements_en:
				'- A BTS or higher diploma in accounting\n- Two years of experience in an accounts office\n- Able to use a spreadsheet',
			requirements_fr:
				'- Un BTS ou un diplôme supérieur en comptabilité\n- Deux ans d’expérience dans un service comptable\n- Savoir utiliser un tableur',
			how_to_apply_en:
				'Send a handwritten application letter, a CV and copies of your diplomas to the secretary general at the council hall before the closing date.',
			how_to_apply_fr:
				'Adressez une lettre de candidature manuscrite, un CV et la copie de vos diplômes au secrétaire général, à l’hôtel de ville, avant la date de clôture.',
			closing_date: addDays(today, 21),
			closing_time: '15:30',
			status: 'published',
		},
		{
			slug: 'community-health-worker',
			title_en: 'Community health worker (sample vacancy)',
			title_fr: 'Agent de santé communautaire (offre fictive)',
			description_en:
				'Visits households in the villages of the council area to raise awareness about hygiene, vaccination and malaria prevention, working with the health centres.',
			description_fr:
				'Visite les ménages des villages de la commune pour sensibiliser à l’hygiène, à la vaccination et à la prévention du paludisme, en lien avec les centres de santé.',
			requirements_en:
				'- At least the GCE Ordinary Level or the BEPC\n- Speaks English or French, and a local language\n- Lives in the council area',
			requirements_fr:
				'- Au moins le BEPC ou le GCE Ordinary Level\n- Parle l’anglais ou le français, et une langue locale\n- Habite la commune',
			how_to_apply_en:
				'Bring an application letter and a copy of your identity card to the council secretariat during office hours.',
			how_to_apply_fr:
				'Déposez une lettre de candidature et la copie de votre carte d’identité au secrétariat de la mairie aux heures d’ouverture.',
			closing_date: addDays(today, 45),
			closing_time: '',
			status: 'published',
		},
		{
			slug: 'driver',
			title_en: 'Driver (sample vacancy)',
			title_fr: 'Chauffeur (offre fictive)',
			description_en: 'Drives and looks after the council’s pick-up and the mayor’s vehicle.',
			description_fr: 'Conduit et entretient le pick-up de la commune et le véhicule du maire.',
			requirements_en: '- A category B and C driving licence\n- Five years of driving experience',
			requirements_fr:
				'- Un permis de conduire des catégories B et C\n- Cinq ans d’expérience de conduite',
			how_to_apply_en: 'Applications were received at the council secretariat.',
			how_to_apply_fr: 'Les candidatures étaient reçues au secrétariat de la mairie.',
			closing_date: addDays(today, -10),
			closing_time: '12:00',
			status: 'published',
		},
	]
}

/** Six sample questions for the help panel and search. Answers may use {phone} and {email}. */
export const sampleFaqs: Sample<NewFaq>[] = [
	{
		question_en: 'How do I get a birth certificate?',
		question_fr: 'Comment obtenir un acte de naissance ?',
		answer_en:
			'Go to the civil status office at the council hall with the declaration of birth from the hospital or health centre and the identity cards of the parents. The certificate is ready in 3-5 working days. For a copy of an existing certificate, bring its reference or an old copy. Ask the office on {phone} if your case is different.',
		answer_fr:
			"Rendez-vous au centre d'état civil de la mairie avec la déclaration de naissance délivrée par l'hôpital ou le centre de santé et les cartes d'identité des parents. L'acte est prêt en 3 à 5 jours ouvrables. Pour une copie d'un acte existant, apportez sa référence ou une ancienne copie. Appelez le {phone} si votre situation est différente.",
		sort_order: 1,
		status: 'published',
	},
	{
		question_en: 'When is market day?',
		question_fr: 'Quel est le jour de marché ?',
		answer_en:
			'The main market day is Thursday. Market fees are paid at the council treasury against an official receipt.',
		answer_fr:
			'Le grand jour de marché est le jeudi. Les droits de place se paient à la recette municipale contre un reçu officiel.',
		sort_order: 2,
		status: 'published',
	},
	{
		question_en: 'How and when can I pay council taxes?',
		question_fr: 'Comment et quand payer les impôts communaux ?',
		answer_en:
			'The tax office is open Monday to Friday, 7:30 AM - 3:30 PM. Pay only at the council treasury and always ask for an official receipt.',
		answer_fr:
			'Le bureau des impôts est ouvert du lundi au vendredi, de 7 h 30 à 15 h 30. Payez uniquement à la recette municipale et exigez toujours un reçu officiel.',
		sort_order: 3,
		status: 'published',
	},
	{
		question_en: 'What documents do I need for a building permit?',
		question_fr: 'Quels documents faut-il pour un permis de bâtir ?',
		answer_en:
			'A building permit application needs 3 copies of the architectural plans. The technical service at the council hall tells you what else your project needs before you submit.',
		answer_fr:
			"Une demande de permis de bâtir nécessite 3 exemplaires des plans architecturaux. Le service technique de la mairie vous indique ce que votre projet demande d'autre avant le dépôt.",
		sort_order: 4,
		status: 'published',
	},
	{
		question_en: 'How do I report a problem in my neighbourhood?',
		question_fr: 'Comment signaler un problème dans mon quartier ?',
		answer_en:
			'Blocked gutters, broken street lights, damaged roads or rubbish heaps: call the council on {phone}, write to {email}, or tell the technical service at the council hall. Say where the problem is and since when.',
		answer_fr:
			"Caniveau bouché, lampadaire en panne, route abîmée ou dépôt d'ordures : appelez la mairie au {phone}, écrivez à {email} ou prévenez le service technique à l'hôtel de ville. Précisez le lieu et depuis quand.",
		sort_order: 5,
		status: 'published',
	},
	{
		question_en: 'What do I need to register a business?',
		question_fr: 'Que faut-il pour enregistrer une entreprise ?',
		answer_en:
			'For a business licence bring a valid ID or passport, a tax clearance certificate, proof of business location and your business registration documents. The application fee is 25,000 FCFA and the annual renewal 15,000 FCFA.',
		answer_fr:
			"Pour une licence d'exploitation, apportez une pièce d'identité ou un passeport valide, une attestation de conformité fiscale, un justificatif du lieu d'activité et les documents d'immatriculation de l'entreprise. Les frais de demande sont de 25 000 FCFA et le renouvellement annuel de 15 000 FCFA.",
		sort_order: 6,
		status: 'published',
	},
]

/**
 * SAMPLE DATA: a few entries of the business directory. The names say "sample" and no phone
 * number is given, so nobody calls a made-up number.
 */
export const sampleBusinesses: Sample<NewBusiness>[] = [
	['Sample Bakery', 'Bakery', 'Boulangerie', 'Town centre'],
	['Sample Hardware Store', 'Building materials', 'Matériaux de construction', 'Market quarter'],
	['Sample Pharmacy', 'Pharmacy', 'Pharmacie', 'Hospital road'],
	[
		'Sample Cocoa Cooperative',
		'Cocoa and coffee buying',
		'Achat de cacao et de café',
		'Station road',
	],
	['Sample Tailoring Workshop', 'Tailoring', 'Couture', 'Market quarter'],
	[
		'Sample Mobile Money Point',
		'Mobile money and phone credit',
		'Mobile money et crédit téléphonique',
		'Town centre',
	],
].map(([name, en, fr, quarter]) => ({
	name: name!,
	activity_en: en!,
	activity_fr: fr!,
	quarter: quarter!,
	phone: '',
	status: 'published' as const,
}))

/** Programmes of both types and all three states, following the mayor's five priorities. */
export const samplePrograms: Sample<NewProgram>[] = [
	{
		type: 'agenda',
		title_en: 'Open up farm-to-market roads',
		title_fr: 'Désenclaver les routes agricoles',
		description_en:
			'Grade and maintain the roads that link villages to markets, so that crops reach buyers in every season.',
		description_fr:
			'Reprofiler et entretenir les routes qui relient les villages aux marchés, pour que les récoltes arrivent aux acheteurs en toute saison.',
		progress: 'active',
		sort_order: 1,
		status: 'published',
	},
	{
		type: 'agenda',
		title_en: 'Bring electricity to more villages',
		title_fr: 'Électrifier davantage de villages',
		description_en:
			'Work with the national utility and partners to extend the grid and install solar street lighting.',
		description_fr:
			'Travailler avec le distributeur national et les partenaires pour étendre le réseau et installer un éclairage public solaire.',
		progress: 'planning',
		sort_order: 2,
		status: 'published',
	},
	{
		type: 'agenda',
		title_en: 'Better school buildings',
		title_fr: 'De meilleurs bâtiments scolaires',
		description_en:
			'Repair classrooms, provide desks and build latrines in the public schools of the municipality.',
		description_fr:
			'Réhabiliter les salles de classe, fournir des tables-bancs et construire des latrines dans les écoles publiques de la commune.',
		progress: 'planning',
		sort_order: 3,
		status: 'published',
	},
	{
		type: 'project',
		title_en: 'Market shed renovation',
		title_fr: 'Rénovation du hangar du marché',
		description_en: 'New roofing and drainage for the main market shed, used every Thursday.',
		description_fr:
			'Nouvelle toiture et drainage pour le hangar du grand marché, utilisé chaque jeudi.',
		progress: 'completed',
		sort_order: 1,
		status: 'published',
	},
	{
		type: 'project',
		title_en: 'Community water points',
		title_fr: "Points d'eau communautaires",
		description_en: 'Drilling and equipping boreholes in quarters without safe drinking water.',
		description_fr: "Forage et équipement de puits dans les quartiers qui n'ont pas d'eau potable.",
		progress: 'active',
		sort_order: 2,
		status: 'published',
	},
	{
		type: 'project',
		title_en: 'Council hall roof repair',
		title_fr: "Réfection de la toiture de l'hôtel de ville",
		description_en: 'Draft: awaiting the tender results.',
		description_fr: "Brouillon : en attente des résultats de l'appel d'offres.",
		progress: 'planning',
		sort_order: 3,
		status: 'draft',
	},
]
