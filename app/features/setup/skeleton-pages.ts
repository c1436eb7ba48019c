import type { Bilingual, Block, ContentPage, PageGroup } from '#app/features/pages/types'

/**
 * The standard information pages of a new council's install (`SEED=false`): the same addresses and
 * menu groups as every install, each with a generic title, a description, and an introduction and
 * one paragraph marked as still to be written, so that no page answers 404 and no page speaks for
 * a council it does not belong to. Staff replace the text in the staff area's Pages screen.
 *
 * The blocks filled from the council's own records are kept (contact details, opening hours,
 * emergency numbers, mayor, cabinet, events, tenders, business directory): they show whatever the
 * council has entered, and say so when it has entered nothing yet. The drawn map is not: it is a
 * picture of one particular town, which another council's page would misdescribe.
 *
 * Nothing here names a council, a place or a landmark (app/no-council-names.test.ts reads this file
 * like the rest of the application).
 */

/** How every placeholder text begins, in each language: what staff and readers look for. */
export const TO_BE_WRITTEN: Bilingual = { en: 'To be written:', fr: 'À rédiger :' }

interface Outline {
	path: string
	group: PageGroup
	title: Bilingual
	/**
	 * What the page is about, as a noun phrase: English after "an introduction to", French after
	 * "une présentation" / "au sujet", so it begins with de, du, des or d'.
	 */
	about: Bilingual
	/** Blocks from the council's records shown before the placeholder text (the page's main matter). */
	lead?: Block<Bilingual>[]
	/** Blocks from the council's records shown after it. */
	after?: Block<Bilingual>[]
}

const contact = (title: Bilingual = { en: 'Contact the council', fr: 'Contacter la mairie' }) =>
	({ kind: 'contact', id: 'contact', title }) as const satisfies Block<Bilingual>

const outlines: Outline[] = [
	// Government
	{
		path: '/government/meet-mayor',
		group: 'government',
		title: { en: 'Meet the Mayor', fr: 'Le Maire' },
		about: {
			en: 'the mayor, their role and their priorities for the council area',
			fr: 'du Maire, de son rôle et de ses priorités pour la commune',
		},
		lead: [{ kind: 'mayorProfile' }],
	},
	{
		path: '/government/cabinet',
		group: 'government',
		title: { en: 'The Mayor’s Cabinet', fr: 'Le cabinet du Maire' },
		about: {
			en: 'the deputy mayors and the council’s officers, and what each of them is responsible for',
			fr: 'des adjoints au Maire et des responsables des services, et de leurs attributions',
		},
		lead: [{ kind: 'cabinet' }],
		after: [contact()],
	},
	{
		path: '/jobs',
		group: 'government',
		title: { en: 'Jobs at the council', fr: 'Offres d’emploi de la commune' },
		about: {
			en: 'working for the council: how it recruits and how to apply',
			fr: 'du travail à la commune : son recrutement et la façon de postuler',
		},
		lead: [
			{ kind: 'jobs', id: 'vacancies', title: { en: 'Open vacancies', fr: 'Postes ouverts' } },
		],
	},
	// Residents
	{
		path: '/residents/arts-culture',
		group: 'residents',
		title: { en: 'Arts and Culture', fr: 'Arts et culture' },
		about: {
			en: 'cultural life in the council area: festivals, traditions, groups and venues',
			fr: 'de la vie culturelle de la commune : fêtes, traditions, associations et lieux',
		},
		lead: [
			{
				kind: 'events',
				id: 'events',
				title: { en: 'Upcoming events', fr: 'Événements à venir' },
			},
		],
	},
	{
		path: '/residents/public-safety',
		group: 'residents',
		title: { en: 'Public Safety', fr: 'Sécurité publique' },
		about: {
			en: 'public safety: the services that keep residents safe and how to reach them',
			fr: 'de la sécurité publique : les services qui protègent les habitants et comment les joindre',
		},
		after: [
			{
				kind: 'emergencyNumbers',
				id: 'emergency-numbers',
				title: { en: 'Emergency numbers', fr: 'Numéros d’urgence' },
			},
		],
	},
	{
		path: '/residents/parks-recreation',
		group: 'residents',
		title: { en: 'Parks and Recreation', fr: 'Parcs et loisirs' },
		about: {
			en: 'the parks, sports grounds and places to relax in the council area',
			fr: 'des parcs, terrains de sport et lieux de détente de la commune',
		},
	},
	{
		path: '/residents/directions',
		group: 'residents',
		title: { en: 'Directions to Council Hall', fr: 'Comment venir à la mairie' },
		about: {
			en: 'the way to the council hall, by road and on foot, and where to park',
			fr: 'du chemin de l’hôtel de ville, par la route et à pied, et des possibilités de stationnement',
		},
		after: [
			{
				kind: 'openingHours',
				id: 'opening-hours',
				title: { en: 'Opening hours', fr: 'Horaires d’ouverture' },
			},
			contact(),
		],
	},
	// Visitors
	{
		path: '/visitors/getting-around',
		group: 'visitors',
		title: { en: 'Getting around', fr: 'Se déplacer' },
		about: {
			en: 'travel to and within the council area: roads, buses, taxis and motorbike taxis',
			fr: 'des déplacements vers la commune et sur son territoire : routes, bus, taxis et motos-taxis',
		},
	},
	{
		path: '/visitors/history',
		group: 'visitors',
		title: { en: 'Our history', fr: 'Notre histoire' },
		about: {
			en: 'the history of the council and of the communities it serves',
			fr: 'de l’histoire de la commune et des communautés qu’elle sert',
		},
	},
	{
		path: '/visitors/things-to-do',
		group: 'visitors',
		title: { en: 'Things to do', fr: 'Que faire' },
		about: {
			en: 'what visitors can see and do in the council area',
			fr: 'de ce que les visiteurs peuvent voir et faire dans la commune',
		},
	},
	// Business
	{
		path: '/business/licenses',
		group: 'business',
		title: { en: 'Business licences', fr: 'Licences d’exploitation' },
		about: {
			en: 'business licences: who needs one, the documents to bring and the fees',
			fr: 'des licences d’exploitation : qui en a besoin, les pièces à fournir et les frais',
		},
		after: [
			contact({ en: 'Questions about your licence?', fr: 'Des questions sur votre licence ?' }),
		],
	},
	{
		path: '/business/suppliers',
		group: 'business',
		title: { en: 'Suppliers', fr: 'Fournisseurs' },
		about: {
			en: 'selling goods and services to the council: registration and the rules it follows',
			fr: 'de la vente de biens et services à la commune : l’inscription et les règles suivies',
		},
		after: [contact()],
	},
	{
		path: '/business/grants',
		group: 'business',
		title: { en: 'Grants and funding', fr: 'Subventions et financements' },
		about: {
			en: 'the grants and funding the council offers, who may apply and how',
			fr: 'des subventions et financements proposés par la commune, des bénéficiaires et des démarches',
		},
		after: [contact({ en: 'Ask about grants', fr: 'Se renseigner sur les subventions' })],
	},
	{
		path: '/business/zoning',
		group: 'business',
		title: { en: 'Zoning and planning', fr: 'Urbanisme et zonage' },
		about: {
			en: 'land use and building permits: the zones, the plans to submit and the steps',
			fr: 'de l’occupation des sols et des permis de bâtir : les zones, les plans à déposer et les étapes',
		},
		after: [contact()],
	},
	{
		path: '/business/bids',
		group: 'business',
		title: { en: 'Bids and tenders', fr: 'Appels d’offres' },
		about: {
			en: 'the council’s tenders: how they are published and how to submit a bid',
			fr: 'des appels d’offres de la commune : leur publication et la façon de soumissionner',
		},
		lead: [
			{
				kind: 'bids',
				id: 'tenders',
				title: { en: 'Current and recent tenders', fr: 'Appels d’offres en cours et récents' },
			},
		],
		after: [
			contact({ en: 'Questions about a tender?', fr: 'Une question sur un appel d’offres ?' }),
		],
	},
	{
		path: '/business/start',
		group: 'business',
		title: { en: 'Start a business', fr: 'Créer une entreprise' },
		about: {
			en: 'the steps to start a business in the council area',
			fr: 'des étapes de la création d’une entreprise dans la commune',
		},
		after: [contact()],
	},
	// I want to…
	{
		path: '/i-want-to/ceremonial',
		group: 'iWantTo',
		title: {
			en: 'Marriage ceremonies and certified copies',
			fr: 'Cérémonies de mariage et copies certifiées',
		},
		about: {
			en: 'booking a civil marriage and having documents certified at the council',
			fr: 'de la réservation d’un mariage civil et de la certification de documents à la mairie',
		},
		after: [contact({ en: 'Contact the council office', fr: 'Contacter la mairie' })],
	},
	{
		path: '/i-want-to/find-business',
		group: 'iWantTo',
		title: { en: 'Find a local business', fr: 'Trouver une entreprise locale' },
		about: {
			en: 'the directory of businesses registered with the council',
			fr: 'de l’annuaire des entreprises enregistrées auprès de la commune',
		},
		lead: [
			{
				kind: 'businessSearch',
				id: 'directory',
				title: { en: 'Search the business directory', fr: 'Rechercher dans l’annuaire' },
			},
		],
	},
	{
		path: '/i-want-to/business-license',
		group: 'iWantTo',
		title: { en: 'Get a business licence', fr: 'Obtenir une licence d’exploitation' },
		about: {
			en: 'applying for a business licence, step by step',
			fr: 'de la demande de licence d’exploitation, étape par étape',
		},
	},
	{
		path: '/i-want-to/events-permit',
		group: 'iWantTo',
		title: { en: 'Get an events permit', fr: 'Obtenir une autorisation de manifestation' },
		about: {
			en: 'the permit for a public event: when it is needed, what to bring and the delays',
			fr: 'de l’autorisation de manifestation publique : quand elle est nécessaire, les pièces et les délais',
		},
		after: [contact({ en: 'Contact the council office', fr: 'Contacter la mairie' })],
	},
	// Services
	{
		path: '/services/licenses',
		group: 'services',
		title: { en: 'Licences and permits', fr: 'Licences et autorisations' },
		about: {
			en: 'the licences and permits the council issues, their documents and fees',
			fr: 'des licences et autorisations délivrées par la commune, des pièces et des frais',
		},
		after: [
			contact({
				en: 'Questions about a licence or permit?',
				fr: 'Une question sur une licence ou une autorisation ?',
			}),
		],
	},
	{
		path: '/services/administrative',
		group: 'services',
		title: { en: 'Administrative services', fr: 'Services administratifs' },
		about: {
			en: 'the council’s administrative services: certificates, certified copies and records',
			fr: 'des services administratifs de la commune : attestations, copies certifiées et registres',
		},
		after: [contact()],
	},
	{
		path: '/services/technical',
		group: 'services',
		title: { en: 'Technical services', fr: 'Services techniques' },
		about: {
			en: 'roads, drainage, street lighting and public works, and how to report a problem',
			fr: 'des routes, caniveaux, éclairage public et travaux, et du signalement d’un problème',
		},
		after: [
			contact({
				en: 'Report a problem or ask a question',
				fr: 'Signaler un problème ou poser une question',
			}),
		],
	},
	{
		path: '/services/birth-certificate',
		group: 'services',
		title: { en: 'Birth certificates', fr: 'Actes de naissance' },
		about: {
			en: 'birth certificates: where to apply, what to bring, the fees and the delay',
			fr: 'des actes de naissance : où s’adresser, les pièces à fournir, les frais et le délai',
		},
		after: [
			contact({
				en: 'Contact the civil status office',
				fr: 'Contacter le service de l’état civil',
			}),
		],
	},
	{
		path: '/services/social-affairs',
		group: 'services',
		title: { en: 'Social affairs', fr: 'Affaires sociales' },
		about: {
			en: 'help for families, elderly people and people with disabilities',
			fr: 'de l’aide aux familles, aux personnes âgées et aux personnes handicapées',
		},
		after: [
			contact({
				en: 'Talk to the social affairs service',
				fr: 'Contacter le service des affaires sociales',
			}),
		],
	},
	{
		path: '/services/tax',
		group: 'services',
		title: { en: 'Council taxes and market fees', fr: 'Impôts communaux et droits de marché' },
		about: {
			en: 'council taxes and market fees: who pays, how much, when and where',
			fr: 'des impôts communaux et droits de marché : qui paie, combien, quand et où',
		},
		after: [
			contact({
				en: 'Questions about council taxes?',
				fr: 'Une question sur les impôts communaux ?',
			}),
		],
	},
]

function skeletonPage({ path, group, title, about, lead = [], after = [] }: Outline): ContentPage {
	return {
		path,
		group,
		title,
		description: {
			en: `${title.en}: what the council offers and how to reach it. This page is still to be written.`,
			fr: `${title.fr} : ce que propose la commune et comment la joindre. Cette page reste à rédiger.`,
		},
		intro: {
			en: `${TO_BE_WRITTEN.en} a short introduction to ${about.en}.`,
			fr: `${TO_BE_WRITTEN.fr} une brève présentation ${about.fr}.`,
		},
		blocks: [
			...lead,
			{
				kind: 'prose',
				id: 'to-be-written',
				paragraphs: [
					{
						en: `${TO_BE_WRITTEN.en} the council’s own text on ${about.en}. Until it is published here, the council office answers your questions.`,
						fr: `${TO_BE_WRITTEN.fr} le texte de la commune au sujet ${about.fr}. D’ici là, la mairie répond à vos questions.`,
					},
				],
			},
			...after,
		],
	}
}

/** The standard pages of a new install, in menu order, ready for `seedPagesIfEmpty`. */
export const skeletonPages: ContentPage[] = outlines.map(skeletonPage)
