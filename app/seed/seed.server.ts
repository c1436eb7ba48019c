import { seedSampleDocuments } from './sample-documents.server'
import type { Kysely } from 'kysely'
import { hashPassword } from '#app/auth/password.server'
import { officeHoursFromTable } from '#app/features/settings/office-hours'
import type { CouncilSettings } from '#app/features/settings/settings-schema'
import { addDays, councilToday } from '#app/i18n/locales'
import { setSetting } from '../features/settings/queries.server'
import { catalogs } from '#app/i18n/catalogs.server'
import { footerQuickLinks } from './navigation'
import { defaultMenuGroups } from '#app/features/pages/menu'
import type { Database, NewEvent, NewNews } from '../db/schema'
import {
	sampleBids,
	sampleBusinesses,
	sampleCabinet,
	sampleFaqs,
	sampleJobs,
	samplePrograms,
} from './sample-pages.server'
import { ADMIN_BASE } from '#app/config'
import { seedPagesIfEmpty } from './pages.server'

/**
 * The sample install's administrator (README). A real install sets ADMIN_EMAIL/ADMIN_PASSWORD on
 * first start, or takes the one-time password printed in the server log.
 */
export const SAMPLE_ADMIN_EMAIL = 'admin@mbonge-council.example'
export const SAMPLE_ADMIN_PASSWORD = 'council-sample-admin-7341'

/** When the sample council's office is open: the one source of its hours (issue 33). */
const sampleHallHours: CouncilSettings['hallHours'] = [
	{
		days: { en: 'Monday to Friday', fr: 'Du lundi au vendredi' },
		hours: { en: '8:00 AM - 4:30 PM', fr: '8 h 00 - 16 h 30' },
	},
	{
		days: { en: 'Saturday', fr: 'Samedi' },
		hours: { en: '9:00 AM - 12:00 PM', fr: '9 h 00 - 12 h 00' },
	},
	{ days: { en: 'Sunday', fr: 'Dimanche' }, hours: { en: 'Closed', fr: 'Fermé' } },
]

/**
 * The sample council a fresh install starts with. Every value is editable data; contact details
 * use placeholder numbers and the reserved `.example` domain so nobody mistakes them for real ones.
 */
export const sampleSettings: CouncilSettings = {
	name: { en: 'Mbonge Council', fr: 'Commune de Mbonge' },
	shortName: 'Mbonge',
	motto: { en: 'Together we build Mbonge', fr: 'Ensemble, bâtissons Mbonge' },
	phone: '+237 600 000 000',
	email: 'contact@mbonge-council.example',
	postalAddress: {
		en: 'Council Hall, Main Street, Mbonge, Meme Division, South West Region, Cameroon',
		fr: 'Hôtel de ville, Grande Rue, Mbonge, département de la Meme, région du Sud-Ouest, Cameroun',
	},
	poBox: '00',
	social: { facebook: '', x: '', youtube: '', whatsapp: '' },
	established: 1977,
	population: 250000,
	areaKm2: 4000,
	// Made from `hallHours` below, their single source (issue 33, `withOfficeHours`): they once said
	// 8:15–5:00 here and 8:00–4:30 there.
	officeHours: {
		en: officeHoursFromTable(sampleHallHours, 'en'),
		fr: officeHoursFromTable(sampleHallHours, 'fr'),
	},
	logo: '/images/logo.svg',
	// The site's own drawings until the council gives its own (Settings, decision 055).
	emblem: '',
	homePicture: { image: '', imageAlt: { en: '', fr: '' }, imageDecorative: false },
	mapLink: 'https://www.openstreetmap.org/search?query=Mbonge%2C%20Cameroon',
	// 117 (police) and 118 (fire brigade) are Cameroon's national short numbers. The ambulance
	// number and the council's own emergency line are for the council to confirm: until then the
	// page says "to be confirmed" rather than show an invented number.
	emergencyNumbers: { police: '117', fire: '118', ambulance: '', council: '' },
	hallHours: sampleHallHours,
	mayor: {
		name: 'Sample Mayor',
		image: 'mayor',
		imageAlt: {
			en: 'The mayor, smiling, in a dark suit with the green, red and yellow sash of office.',
			fr: 'Le maire, souriant, en costume sombre, portant l’écharpe verte, rouge et jaune de sa fonction.',
		},
		imageDecorative: false,
		title: {
			en: 'Working together for a better Mbonge',
			fr: 'Travaillons ensemble pour un Mbonge meilleur',
		},
		message: {
			en: 'Our council exists to serve you. Over the coming years we will open up our farm-to-market roads, bring electricity to more villages, support local industry while protecting our forests and rivers, improve our schools, and listen to every community. This website is one more way to reach your council: use it, and tell us how we can serve you better.',
			fr: "Notre commune existe pour vous servir. Dans les années à venir, nous allons désenclaver nos routes agricoles, électrifier davantage de villages, soutenir l'industrie locale tout en protégeant nos forêts et nos rivières, améliorer nos écoles et écouter chaque communauté. Ce site est un moyen de plus de joindre votre commune : utilisez-le, et dites-nous comment mieux vous servir.",
		},
	},
	menuGroups: defaultMenuGroups,
	// The interface texts in their catalog wording: the council rewords them on the Site texts screen.
	texts: {},
	reviewRequired: false,
	// References of requests to the council read `MBG-2026-0042` (decision 039).
	requestPrefix: 'MBG',
}

export const sampleNews: Omit<NewNews, 'created_at' | 'updated_at'>[] = [
	{
		slug: 'cultural-festival-success',
		title_en: 'Cultural Festival Success',
		title_fr: 'Succès du festival culturel',
		content_en:
			'Thousands of residents and visitors gathered at the council grounds for three days of traditional dance, music and crafts. Twelve villages presented their dances, and local artisans sold baskets, carvings and cloth. The council thanks the organising committee, the traditional rulers and every volunteer who made the festival a success.',
		content_fr:
			"Des milliers d'habitants et de visiteurs se sont réunis sur l'esplanade de la mairie pour trois jours de danses traditionnelles, de musique et d'artisanat. Douze villages ont présenté leurs danses, et les artisans locaux ont vendu paniers, sculptures et tissus. La commune remercie le comité d'organisation, les chefs traditionnels et tous les bénévoles qui ont fait de ce festival une réussite.",
		image: 'news-festival',
		image_alt_en:
			'A dancer in a white mask and tall raffia costume among dancers in bright skirts, with drummers on each side, under strings of bunting at sunset.',
		image_alt_fr:
			'Un danseur au masque blanc et au grand costume de raphia, entouré de danseurs en jupes vives et de joueurs de tambour, sous des guirlandes de fanions au coucher du soleil.',
		status: 'published',
		published_at: '2024-02-15',
	},
	{
		slug: 'new-community-center',
		title_en: 'New Community Center',
		title_fr: 'Nouveau centre communautaire',
		content_en:
			'Work on the new community center is about to begin. The building will host meetings, training sessions and youth activities. Details of the opening will be announced here.',
		content_fr:
			"Les travaux du nouveau centre communautaire vont commencer. Le bâtiment accueillera des réunions, des formations et des activités pour les jeunes. Les détails de l'ouverture seront annoncés ici.",
		image: 'news-community-centre',
		image_alt_en:
			'Residents beside a red ribbon across the entrance of a new single-storey building with solar panels on its green roof.',
		image_alt_fr:
			'Des habitants près d’un ruban rouge tendu devant l’entrée d’un nouveau bâtiment de plain-pied, des panneaux solaires sur son toit vert.',
		status: 'draft',
		published_at: null,
	},
	{
		slug: 'farm-to-market-road-works',
		title_en: 'Farm-to-market road works begin',
		title_fr: 'Début des travaux sur les routes agricoles',
		content_en:
			'The council has started grading and reshaping farm-to-market roads in several villages. The works will make it easier to bring cocoa, coffee and food crops to market during the rainy season. Drivers are asked to slow down near the work sites.',
		content_fr:
			"La commune a commencé le reprofilage des routes agricoles dans plusieurs villages. Ces travaux faciliteront l'acheminement du cacao, du café et des vivres vers les marchés pendant la saison des pluies. Les conducteurs sont priés de ralentir à proximité des chantiers.",
		image: 'news-roads',
		image_alt_en:
			'Workers in hard hats and orange vests beside a yellow grader levelling a red earth road lined with palm trees; one holds up a stop sign.',
		image_alt_fr:
			'Des ouvriers casqués en gilet orange à côté d’une niveleuse jaune qui aplanit une route de terre rouge bordée de palmiers ; l’un lève un panneau stop.',
		status: 'published',
		published_at: '2024-02-08',
	},
	{
		slug: 'market-day-reminder',
		title_en: 'Thursday remains the main market day',
		title_fr: 'Le jeudi reste le grand jour de marché',
		content_en:
			'The council reminds traders and buyers that Thursday remains the main market day. Market fees are paid at the council treasury against an official receipt. Traders are asked to keep the stalls and gutters clean.',
		content_fr:
			'La commune rappelle aux commerçants et aux acheteurs que le jeudi reste le grand jour de marché. Les droits de place se paient à la recette municipale contre un reçu officiel. Les commerçants sont priés de garder les étals et les caniveaux propres.',
		image: 'news-market',
		image_alt_en:
			'Traders and shoppers between open-air stalls of tomatoes, bananas and fruit under parasols and awnings.',
		image_alt_fr:
			'Commerçants et clients entre des étals en plein air de tomates, de bananes et de fruits, sous des parasols et des auvents.',
		status: 'published',
		published_at: '2024-01-30',
	},
]

/** Dates relative to the day the database is seeded, so a fresh install has upcoming events. */
export function sampleEvents(
	today = councilToday(),
): Omit<NewEvent, 'created_at' | 'updated_at'>[] {
	return [
		{
			title_en: 'Community clean-up day',
			title_fr: 'Journée de salubrité',
			description_en:
				'Residents, schools and associations are invited to clean the market, gutters and main streets together. Tools are provided by the council.',
			description_fr:
				'Habitants, écoles et associations sont invités à nettoyer ensemble le marché, les caniveaux et les rues principales. Les outils sont fournis par la commune.',
			location_en: 'Main market',
			location_fr: 'Grand marché',
			date: addDays(today, 12),
			time: '7:00 AM - 12:00 PM',
			status: 'published',
		},
		{
			title_en: 'Youth entrepreneurship fair',
			title_fr: "Foire de l'entrepreneuriat des jeunes",
			description_en:
				'Young entrepreneurs present their products and meet partners, banks and council officers who can help them start or grow a business.',
			description_fr:
				'Les jeunes entrepreneurs présentent leurs produits et rencontrent des partenaires, des banques et les agents communaux qui peuvent les aider à créer ou développer leur entreprise.',
			location_en: 'Council Hall',
			location_fr: 'Hôtel de ville',
			date: addDays(today, 26),
			time: '9:00 AM - 4:00 PM',
			status: 'published',
		},
		{
			title_en: 'Budget consultation with quarter heads',
			title_fr: 'Consultation budgétaire avec les chefs de quartier',
			description_en: 'Draft agenda item, not yet confirmed.',
			description_fr: "Point d'ordre du jour provisoire, non confirmé.",
			location_en: 'Council Hall',
			location_fr: 'Hôtel de ville',
			date: addDays(today, 5),
			time: '10:00 AM - 1:00 PM',
			status: 'draft',
		},
	]
}

const samplePartners = [
	{ name: 'DTIMA', logo: '/images/partner-dtima.svg', url: null, sort_order: 1 },
	{ name: 'MINDDEVEL', logo: '/images/partner-minddevel.svg', url: null, sort_order: 2 },
	{ name: 'CYUC', logo: '/images/partner-cyuc.svg', url: null, sort_order: 3 },
]

/** The footer's quick links on a fresh install, labelled as in the menu. */
function sampleQuickLinks() {
	return footerQuickLinks.map((link, i) => ({
		label_en: catalogs.en[link.label],
		label_fr: catalogs.fr[link.label],
		href: link.href,
		sort_order: i + 1,
	}))
}

/** Seeds the sample council into an empty database; does nothing once settings exist. */
export async function seedIfEmpty(
	db: Kysely<Database>,
	now = new Date(),
	/** ADMIN_EMAIL/ADMIN_PASSWORD when set: the sample's administrator gets them instead. */
	admin: { email?: string; password?: string } = {},
): Promise<boolean> {
	const existing = await db
		.selectFrom('settings')
		.select((eb) => eb.fn.countAll<string | number>().as('n'))
		.executeTakeFirstOrThrow()
	if (Number(existing.n) > 0) return false

	const stamp = now.toISOString()
	await db.transaction().execute(async (trx) => {
		for (const key of Object.keys(sampleSettings) as (keyof CouncilSettings)[]) {
			await setSetting(trx, key, sampleSettings[key], stamp)
		}
		await trx
			.insertInto('news')
			.values(sampleNews.map((n) => ({ ...n, created_at: stamp, updated_at: stamp })))
			.execute()
		await trx
			.insertInto('events')
			.values(
				sampleEvents(councilToday(now)).map((e) => ({
					...e,
					created_at: stamp,
					updated_at: stamp,
				})),
			)
			.execute()
		await trx
			.insertInto('partners')
			.values(samplePartners.map((p) => ({ ...p, created_at: stamp, updated_at: stamp })))
			.execute()
		const stamped = <T extends object>(rows: T[]) =>
			rows.map((r) => ({ ...r, created_at: stamp, updated_at: stamp }))
		await trx.insertInto('cabinet_members').values(stamped(sampleCabinet)).execute()
		await trx
			.insertInto('bids')
			.values(stamped(sampleBids(councilToday(now))))
			.execute()
		await trx
			.insertInto('jobs')
			.values(stamped(sampleJobs(councilToday(now))))
			.execute()
		await trx.insertInto('faqs').values(stamped(sampleFaqs)).execute()
		await trx.insertInto('businesses').values(stamped(sampleBusinesses)).execute()
		await trx.insertInto('programs').values(stamped(samplePrograms)).execute()
		await trx.insertInto('quick_links').values(stamped(sampleQuickLinks())).execute()
		await trx
			.insertInto('users')
			.values({
				name: 'Admin',
				email: admin.email?.trim().toLowerCase() || SAMPLE_ADMIN_EMAIL,
				role: 'admin',
				active: 1,
				created_at: stamp,
				// The sample install's documented password (README); the notices ask to change it.
				password_hash: await hashPassword(admin.password || SAMPLE_ADMIN_PASSWORD),
				password_changed_at: stamp,
			})
			.execute()
		await trx.insertInto('notifications').values(setupNotices(stamp)).execute()
	})
	await seedSampleDocuments(db, now)
	await seedPagesIfEmpty(db, now)
	return true
}

/**
 * What a new install still needs from the council, as notices in the staff area: the sample
 * contact details and the emergency numbers nobody has confirmed yet.
 */
function setupNotices(stamp: string) {
	const missing = Object.values(sampleSettings.emergencyNumbers).filter((n) => !n).length
	return [
		{
			title_en: 'Change the sample password',
			title_fr: 'Changez le mot de passe d’exemple',
			body_en:
				'The administrator account of the sample install has the password printed in the README. Choose your own in My account.',
			body_fr:
				'Le compte administrateur de l’installation d’exemple a le mot de passe indiqué dans le README. Choisissez le vôtre dans Mon compte.',
			link: `${ADMIN_BASE}/account`,
			read_at: null,
			created_at: stamp,
		},
		{
			title_en: 'Replace the sample contact details',
			title_fr: 'Remplacez les coordonnées d’exemple',
			body_en:
				'The phone number, email address and postal address are placeholders. Enter the council’s own in Settings.',
			body_fr:
				'Le numéro de téléphone, l’adresse e-mail et l’adresse postale sont fictifs. Saisissez ceux de la commune dans Paramètres.',
			link: `${ADMIN_BASE}/settings`,
			read_at: null,
			created_at: stamp,
		},
		{
			title_en: `${missing} emergency numbers to confirm`,
			title_fr: `${missing} numéros d’urgence à confirmer`,
			body_en:
				'The public safety page says “to be confirmed” until the council enters these numbers.',
			body_fr:
				'La page sécurité publique indique « à confirmer » tant que la commune n’a pas saisi ces numéros.',
			link: `${ADMIN_BASE}/pages/emergency`,
			read_at: null,
			created_at: stamp,
		},
	]
}
