import type { ContentPage } from '../../features/pages/types'

/**
 * The six pages behind the home page's service tiles. Every page has the same sections, in the
 * same order, so that other pages can link to them: what, who, documents, fees, where-when,
 * how-long, how-to, contact (and sometimes a last `actions` block).
 */
export const servicePages: ContentPage[] = [
	// 1. Licences & permits
	{
		path: '/services/licenses',
		group: 'services',
		title: { en: 'Licences and permits', fr: 'Licences et autorisations' },
		description: {
			en: 'Business licences, building permits and events permits from the council: who needs them, what to bring, the fees and how to apply in person.',
			fr: "Licences d'exploitation, permis de bâtir et autorisations de manifestation : qui est concerné, pièces à fournir, frais et démarches à la mairie.",
		},
		intro: {
			en: 'To run a business, build or hold a public event in the council area, you need the approval of the council. This page explains each licence and permit, what to bring and how to apply at the council office.',
			fr: "Pour exercer une activité, construire ou organiser une manifestation publique sur le territoire de la commune, il vous faut l'accord de la commune. Cette page présente chaque licence et autorisation, les pièces à apporter et la démarche à suivre à la mairie.",
		},
		blocks: [
			{
				kind: 'prose',
				id: 'what',
				title: { en: 'What the service is', fr: "De quoi s'agit-il ?" },
				paragraphs: [
					{
						en: 'Business licence: it allows you to run a shop, workshop, trade or company in the council area. You apply once, then renew it every year.',
						fr: "Licence d'exploitation : elle vous permet de tenir une boutique, un atelier, un commerce ou une entreprise sur le territoire de la commune. Vous la demandez une fois, puis vous la renouvelez chaque année.",
					},
					{
						en: "Building permit: it is the council's approval of a construction project. The council's technical services check your architectural plans.",
						fr: "Permis de bâtir : c'est l'accord de la commune pour un projet de construction. Les services techniques de la commune examinent vos plans d'architecture.",
					},
					{
						en: 'Events permit: it authorises a public event in the council area, such as a festival, a concert, a sports day or a large gathering.',
						fr: "Autorisation de manifestation : elle permet d'organiser un événement public sur le territoire de la commune, comme un festival, un concert, une journée sportive ou un grand rassemblement.",
					},
				],
			},
			{
				kind: 'list',
				id: 'who',
				title: { en: 'Who needs it', fr: 'Qui est concerné ?' },
				items: [
					{
						en: 'Traders, shop owners, artisans and companies doing business in the council area (business licence).',
						fr: "Les commerçants, boutiquiers, artisans et entreprises qui exercent sur le territoire de la commune (licence d'exploitation).",
					},
					{
						en: 'Property owners and builders planning a construction project in the council area (building permit).',
						fr: 'Les propriétaires et constructeurs qui ont un projet de construction sur le territoire de la commune (permis de bâtir).',
					},
					{
						en: 'Associations, churches, families, companies and other organisers of a public event (events permit).',
						fr: "Les associations, Églises, familles, entreprises et autres organisateurs d'un événement public (autorisation de manifestation).",
					},
				],
			},
			{
				kind: 'list',
				id: 'documents',
				title: { en: 'Documents to bring', fr: 'Pièces à fournir' },
				items: [
					{
						en: 'Business licence: a valid ID or passport, a tax clearance certificate, proof of your business location and your business registration documents.',
						fr: "Licence d'exploitation : une carte d'identité ou un passeport en cours de validité, une attestation de conformité fiscale, un justificatif de l'emplacement de votre activité et les documents d'immatriculation de votre entreprise.",
					},
					{
						en: 'Building permit: three copies of the architectural plans. For the other documents, ask at the council office: they depend on your project.',
						fr: "Permis de bâtir : trois exemplaires des plans d'architecture. Pour les autres pièces, renseignez-vous à la mairie : elles dépendent de votre projet.",
					},
					{
						en: 'Events permit: ask at the council office for the list that applies to your event.',
						fr: 'Autorisation de manifestation : demandez à la mairie la liste des pièces pour votre événement.',
					},
				],
			},
			{
				kind: 'fees',
				id: 'fees',
				title: { en: 'Fees', fr: 'Frais' },
				intro: {
					en: 'Business licence fees are listed below. For building and events permits, ask at the council office. Pay only at the council treasury, against an official receipt.',
					fr: "Les frais de la licence d'exploitation figurent ci-dessous. Pour le permis de bâtir et l'autorisation de manifestation, renseignez-vous à la mairie. Payez uniquement à la recette municipale, contre un reçu officiel.",
				},
				items: [
					{
						label: { en: 'Business licence: application', fr: "Licence d'exploitation : demande" },
						amount: 25000,
					},
					{
						label: {
							en: 'Business licence: annual renewal',
							fr: "Licence d'exploitation : renouvellement annuel",
						},
						amount: 15000,
					},
					{
						label: { en: 'Late renewal penalty', fr: 'Pénalité de renouvellement tardif' },
						amount: 5000,
						note: {
							en: 'Charged when the licence is renewed late.',
							fr: 'Due lorsque la licence est renouvelée en retard.',
						},
					},
				],
			},
			{
				kind: 'facts',
				id: 'where-when',
				title: { en: 'Where and when', fr: 'Où et quand ?' },
				items: [
					{
						label: { en: 'Where to apply', fr: 'Où déposer la demande' },
						value: { en: 'Council office, {address}', fr: 'Mairie, {address}' },
					},
					{
						label: { en: 'Office hours', fr: "Heures d'ouverture" },
						value: { en: '{officeHours}', fr: '{officeHours}' },
					},
					{
						label: { en: 'Where to pay', fr: 'Où payer' },
						value: {
							en: 'Council treasury, against an official receipt',
							fr: 'Recette municipale, contre un reçu officiel',
						},
					},
				],
			},
			{
				kind: 'prose',
				id: 'how-long',
				title: { en: 'How long it takes', fr: 'Délais' },
				paragraphs: [
					{
						en: 'The time needed depends on the licence or permit and on whether your file is complete. Ask when you submit your file: the officer will tell you when to come back.',
						fr: "Le délai dépend de la licence ou de l'autorisation demandée, et de la complétude de votre dossier. Renseignez-vous au moment du dépôt : l'agent vous dira quand revenir.",
					},
				],
			},
			{
				kind: 'list',
				id: 'how-to',
				ordered: true,
				title: { en: 'How to apply', fr: 'Comment faire la demande' },
				items: [
					{
						en: 'Check which licence or permit you need and gather the documents listed above. If you are unsure, call {phone}.',
						fr: "Vérifiez la licence ou l'autorisation dont vous avez besoin et réunissez les pièces indiquées plus haut. En cas de doute, appelez le {phone}.",
					},
					{
						en: 'Bring your file to the council office during office hours. For a building permit, include the three copies of your architectural plans.',
						fr: "Déposez votre dossier à la mairie aux heures d'ouverture. Pour un permis de bâtir, joignez les trois exemplaires de vos plans d'architecture.",
					},
					{
						en: 'An officer checks your file and tells you if anything is missing.',
						fr: 'Un agent vérifie votre dossier et vous signale les pièces manquantes.',
					},
					{
						en: 'Pay the fee at the council treasury and keep the official receipt.',
						fr: 'Payez les frais à la recette municipale et conservez le reçu officiel.',
					},
					{
						en: 'Collect your licence or permit when the officer tells you it is ready. Bring your receipt.',
						fr: "Retirez votre licence ou votre autorisation à la date indiquée par l'agent, muni de votre reçu.",
					},
				],
			},
			{
				kind: 'contact',
				id: 'contact',
				title: {
					en: 'Questions about a licence or permit?',
					fr: 'Une question sur une licence ou une autorisation ?',
				},
				intro: {
					en: 'Call or visit the council office before you come, to check that your file is complete.',
					fr: "Appelez la mairie ou passez-y avant de déposer votre dossier, pour vérifier qu'il est complet.",
				},
			},
			{
				kind: 'actions',
				title: { en: 'Related pages', fr: 'Pages utiles' },
				actions: [
					{
						label: { en: 'Business licences in detail', fr: "Tout sur la licence d'exploitation" },
						href: '/business/licenses',
					},
					{
						label: { en: 'Get a business licence', fr: "Obtenir une licence d'exploitation" },
						href: '/i-want-to/business-license',
					},
					{
						label: {
							en: 'Apply for an events permit',
							fr: 'Demander une autorisation de manifestation',
						},
						href: '/i-want-to/events-permit',
					},
				],
			},
		],
	},

	// 2. Administrative services
	{
		path: '/services/administrative',
		group: 'services',
		title: { en: 'Administrative services', fr: 'Services administratifs' },
		description: {
			en: 'Certified copies, attestations, document authentication and civil marriages at the council office: who can ask, what to bring and how to proceed.',
			fr: 'Copies certifiées, attestations, légalisation de documents et mariages civils à la mairie : qui peut en faire la demande, quoi apporter et comment procéder.',
		},
		intro: {
			en: 'The council office certifies copies of documents, issues attestations, authenticates documents and celebrates civil marriages. Requests are handled in person at the council office.',
			fr: 'La mairie certifie des copies de documents, délivre des attestations, légalise des documents et célèbre les mariages civils. Les demandes se font sur place, à la mairie.',
		},
		blocks: [
			{
				kind: 'prose',
				id: 'what',
				title: { en: 'What the service is', fr: "De quoi s'agit-il ?" },
				paragraphs: [
					{
						en: 'Certified copies: an officer compares your photocopy with the original document and stamps it as a true copy. Schools, employers and administrations often ask for certified copies in a file.',
						fr: 'Copies certifiées conformes : un agent compare votre photocopie avec le document original et la certifie conforme. Les écoles, les employeurs et les administrations demandent souvent des copies certifiées dans un dossier.',
					},
					{
						en: 'Attestations: written statements issued by the council for an administrative purpose. Ask at the office whether the council can issue the attestation you need.',
						fr: "Attestations : documents écrits délivrés par la commune pour une démarche administrative. Demandez à la mairie si elle peut établir l'attestation dont vous avez besoin.",
					},
					{
						en: 'Document authentication: the council confirms that a document or a signature is genuine, so that it can be used elsewhere.',
						fr: "Légalisation de documents : la commune atteste qu'un document ou une signature est authentique, afin qu'il puisse être utilisé ailleurs.",
					},
					{
						en: 'Marriage celebration: civil marriages are celebrated at the council hall by the civil status registrar. The ceremonial services page explains how to prepare.',
						fr: "Célébration des mariages : les mariages civils sont célébrés à l'hôtel de ville par l'officier d'état civil. La page des services protocolaires explique comment s'y préparer.",
					},
				],
			},
			{
				kind: 'list',
				id: 'who',
				title: { en: 'Who can use it', fr: 'Qui peut en bénéficier ?' },
				items: [
					{
						en: 'Residents of the council area who need a document for a file.',
						fr: "Les habitants de la commune qui ont besoin d'un document pour un dossier.",
					},
					{
						en: 'Pupils, students, job seekers and workers who need certified copies.',
						fr: "Les élèves, étudiants, demandeurs d'emploi et travailleurs qui ont besoin de copies certifiées.",
					},
					{
						en: 'Anyone who needs a document authenticated.',
						fr: 'Toute personne qui doit faire légaliser un document.',
					},
					{
						en: 'Couples who wish to marry at the council hall.',
						fr: "Les couples qui souhaitent se marier à l'hôtel de ville.",
					},
				],
			},
			{
				kind: 'list',
				id: 'documents',
				title: { en: 'Documents to bring', fr: 'Pièces à fournir' },
				items: [
					{
						en: 'Your national ID card or passport.',
						fr: "Votre carte nationale d'identité ou votre passeport.",
					},
					{
						en: 'For anything else, ask at the council office for the list that applies to your request. For a marriage, see the ceremonial services page.',
						fr: 'Pour le reste, demandez à la mairie la liste des pièces correspondant à votre demande. Pour un mariage, consultez la page des services protocolaires.',
					},
				],
			},
			{
				kind: 'callout',
				id: 'fees',
				title: { en: 'Fees', fr: 'Frais' },
				text: {
					en: 'Fees for these services are set by the council and displayed at the council treasury. Ask at the office what your request will cost, and pay only at the treasury, against an official receipt.',
					fr: 'Les frais de ces services sont fixés par la commune et affichés à la recette municipale. Demandez à la mairie combien coûte votre démarche, et payez uniquement à la recette, contre un reçu officiel.',
				},
			},
			{
				kind: 'facts',
				id: 'where-when',
				title: { en: 'Where and when', fr: 'Où et quand ?' },
				items: [
					{
						label: { en: 'Where', fr: 'Où' },
						value: { en: 'Council office, {address}', fr: 'Mairie, {address}' },
					},
					{
						label: { en: 'Office hours', fr: "Heures d'ouverture" },
						value: { en: '{officeHours}', fr: '{officeHours}' },
					},
					{
						label: { en: 'Marriages', fr: 'Mariages' },
						value: {
							en: 'Agree the date with the council in advance',
							fr: "Date à convenir à l'avance avec la mairie",
						},
					},
				],
			},
			{
				kind: 'prose',
				id: 'how-long',
				title: { en: 'How long it takes', fr: 'Délais' },
				paragraphs: [
					{
						en: 'Ask when you submit your request: the officer will tell you when your documents will be ready. For a marriage, contact the council well before the date you have in mind.',
						fr: "Renseignez-vous au moment de votre demande : l'agent vous dira quand vos documents seront prêts. Pour un mariage, contactez la mairie bien avant la date envisagée.",
					},
				],
			},
			{
				kind: 'list',
				id: 'how-to',
				ordered: true,
				title: { en: 'How to proceed', fr: 'Comment procéder' },
				items: [
					{
						en: 'Come to the council office during office hours with your national ID card or passport and the original documents concerned.',
						fr: "Présentez-vous à la mairie aux heures d'ouverture avec votre carte nationale d'identité ou votre passeport et les documents originaux concernés.",
					},
					{
						en: 'Explain your request at the reception. An officer tells you what is needed and what it costs.',
						fr: "Expliquez votre demande à l'accueil. Un agent vous indique les pièces nécessaires et le coût.",
					},
					{
						en: 'Pay at the council treasury and keep the official receipt.',
						fr: 'Payez à la recette municipale et conservez le reçu officiel.',
					},
					{
						en: 'Collect your certified copies, attestation or authenticated document when the officer tells you they are ready.',
						fr: "Retirez vos copies certifiées, votre attestation ou votre document légalisé à la date indiquée par l'agent.",
					},
					{
						en: 'For a marriage, follow the steps on the ceremonial services page.',
						fr: 'Pour un mariage, suivez les étapes de la page des services protocolaires.',
					},
				],
			},
			{
				kind: 'contact',
				id: 'contact',
				title: { en: 'Contact the council', fr: 'Contacter la mairie' },
				intro: {
					en: 'Not sure whether the council can help with your document? Call before you travel.',
					fr: 'Vous ne savez pas si la mairie peut traiter votre document ? Appelez avant de vous déplacer.',
				},
			},
			{
				kind: 'actions',
				title: { en: 'Related pages', fr: 'Pages utiles' },
				actions: [
					{
						label: { en: 'Document authentication', fr: 'Légalisation de documents' },
						href: '/i-want-to/ceremonial#authentication',
					},
					{
						label: { en: 'Getting married at the council', fr: 'Se marier à la mairie' },
						href: '/i-want-to/ceremonial#marriage',
					},
					{
						label: { en: 'Birth certificates', fr: 'Actes de naissance' },
						href: '/services/birth-certificate',
					},
				],
			},
		],
	},

	// 3. Technical services
	{
		path: '/services/technical',
		group: 'services',
		title: { en: 'Technical services', fr: 'Services techniques' },
		description: {
			en: 'Roads, building plan checks, sanitation, public works and street lighting: what the council technical services do and how to report a problem.',
			fr: 'Routes, contrôle des plans, assainissement, travaux publics et éclairage public : le rôle des services techniques et comment signaler un problème.',
		},
		intro: {
			en: "The council's technical services look after roads, public works, sanitation and street lighting, and check building plans. They also follow up problems that residents report in their neighbourhood.",
			fr: "Les services techniques de la commune s'occupent des routes, des travaux publics, de l'assainissement et de l'éclairage public, et contrôlent les plans de construction. Ils donnent aussi suite aux problèmes signalés par les habitants dans leur quartier.",
		},
		blocks: [
			{
				kind: 'prose',
				id: 'what',
				title: { en: 'What the service is', fr: "De quoi s'agit-il ?" },
				paragraphs: [
					{
						en: 'Roads: upkeep of council roads and tracks, and follow-up of road works in the council area.',
						fr: 'Routes : entretien des routes et pistes communales, et suivi des travaux routiers sur le territoire de la commune.',
					},
					{
						en: 'Building plans and permits: checking the architectural plans submitted with a building permit application.',
						fr: "Plans et permis de bâtir : contrôle des plans d'architecture déposés avec une demande de permis de bâtir.",
					},
					{
						en: 'Sanitation, public works and street lighting: keeping markets and public places clean, looking after council buildings and facilities, and maintaining public lights.',
						fr: "Assainissement, travaux publics et éclairage public : propreté des marchés et des lieux publics, entretien des bâtiments et équipements communaux, et maintenance de l'éclairage public.",
					},
					{
						en: 'Reporting a problem: if you see a damaged road, a blocked drain, a broken street light or a pile of rubbish in your neighbourhood, tell the council so that the technical services can act.',
						fr: "Signaler un problème : si vous constatez une route abîmée, un caniveau bouché, un lampadaire en panne ou un dépôt d'ordures dans votre quartier, prévenez la mairie pour que les services techniques interviennent.",
					},
				],
			},
			{
				kind: 'picture',
				image: 'news-roads',
				alt: {
					en: 'Workers in hard hats and orange vests beside a yellow grader levelling a red earth road lined with palm trees; one holds up a stop sign.',
					fr: 'Des ouvriers casqués en gilet orange à côté d’une niveleuse jaune qui aplanit une route de terre rouge bordée de palmiers ; l’un lève un panneau stop.',
				},
			},
			{
				kind: 'list',
				id: 'who',
				title: { en: 'Who can use it', fr: 'Qui peut en bénéficier ?' },
				items: [
					{
						en: 'Any resident who wants to report a problem with a road, drain, street light or public place.',
						fr: "Tout habitant qui souhaite signaler un problème de route, de caniveau, d'éclairage ou de lieu public.",
					},
					{
						en: 'Village and quarter heads and community groups raising a problem on behalf of their community.',
						fr: 'Les chefs de village et de quartier et les groupes communautaires qui signalent un problème au nom de leur communauté.',
					},
					{
						en: 'Property owners and builders whose architectural plans must be checked for a building permit.',
						fr: "Les propriétaires et constructeurs dont les plans d'architecture doivent être contrôlés pour un permis de bâtir.",
					},
				],
			},
			{
				kind: 'list',
				id: 'documents',
				title: { en: 'Documents to bring', fr: 'Pièces à fournir' },
				items: [
					{
						en: 'To report a problem: no papers, just the exact location (village or quarter, street, nearby landmark) and what you saw.',
						fr: 'Pour signaler un problème : aucun papier, seulement le lieu exact (village ou quartier, rue, point de repère) et ce que vous avez constaté.',
					},
					{
						en: 'For a building permit: three copies of the architectural plans. Ask at the council office for the other documents for your project.',
						fr: "Pour un permis de bâtir : trois exemplaires des plans d'architecture. Demandez à la mairie les autres pièces pour votre projet.",
					},
					{
						en: 'For any other request: your national ID card or passport, and ask at the council office for the list for your case.',
						fr: "Pour toute autre demande : votre carte nationale d'identité ou votre passeport ; demandez à la mairie la liste des pièces pour votre cas.",
					},
				],
			},
			{
				kind: 'documents',
				id: 'forms',
				title: { en: 'Forms to download', fr: 'Formulaires à télécharger' },
				// The sample library's building permit application form: the fourth sample document,
				// so number 4 on a fresh install (app/seed/sample-documents.server.ts; checked in
				// information-page.db.test.ts).
				documents: [4],
			},
			{
				kind: 'callout',
				id: 'fees',
				title: { en: 'Fees', fr: 'Frais' },
				text: {
					en: 'Where a technical service is charged, the fee is set by the council and displayed at the council treasury. Ask at the office before you submit your file, and pay only at the treasury, against an official receipt.',
					fr: "Lorsqu'un service technique est payant, les frais sont fixés par la commune et affichés à la recette municipale. Renseignez-vous à la mairie avant de déposer votre dossier, et payez uniquement à la recette, contre un reçu officiel.",
				},
			},
			{
				kind: 'facts',
				id: 'where-when',
				title: { en: 'Where and when', fr: 'Où et quand ?' },
				items: [
					{
						label: { en: 'Where', fr: 'Où' },
						value: { en: 'Council office, {address}', fr: 'Mairie, {address}' },
					},
					{
						label: { en: 'Office hours', fr: "Heures d'ouverture" },
						value: { en: '{officeHours}', fr: '{officeHours}' },
					},
					{
						label: { en: 'Report a problem', fr: 'Signaler un problème' },
						value: {
							en: 'Call {phone} or come to the office',
							fr: 'Appelez le {phone} ou venez à la mairie',
						},
					},
				],
			},
			{
				kind: 'prose',
				id: 'how-long',
				title: { en: 'How long it takes', fr: 'Délais' },
				paragraphs: [
					{
						en: 'It depends on the work involved. For a plan check, ask when you submit your file. For a reported problem, ask the officer what will happen next and when to call back.',
						fr: "Cela dépend des travaux à réaliser. Pour un contrôle de plans, renseignez-vous au moment du dépôt. Pour un problème signalé, demandez à l'agent la suite prévue et quand rappeler.",
					},
				],
			},
			{
				kind: 'list',
				id: 'how-to',
				ordered: true,
				title: { en: 'How to proceed', fr: 'Comment procéder' },
				items: [
					{
						en: 'Call {phone} or come to the council office during office hours.',
						fr: "Appelez le {phone} ou présentez-vous à la mairie aux heures d'ouverture.",
					},
					{
						en: 'Explain your request: the problem you are reporting and exactly where it is, or the building project you want checked.',
						fr: 'Expliquez votre demande : le problème que vous signalez et son emplacement exact, ou le projet de construction à contrôler.',
					},
					{
						en: 'For a building permit, hand in the three copies of your architectural plans with the other documents the office asks for.',
						fr: "Pour un permis de bâtir, remettez les trois exemplaires de vos plans d'architecture avec les autres pièces demandées par la mairie.",
					},
					{
						en: 'If a fee applies, pay it at the council treasury and keep the official receipt.',
						fr: "Si des frais s'appliquent, payez-les à la recette municipale et conservez le reçu officiel.",
					},
					{
						en: 'Note the date of your report or file, and give it when you call back to follow up.',
						fr: 'Notez la date de votre signalement ou de votre dépôt, et rappelez-la lorsque vous relancez la mairie.',
					},
				],
			},
			{
				kind: 'contact',
				id: 'contact',
				title: {
					en: 'Report a problem or ask a question',
					fr: 'Signaler un problème ou poser une question',
				},
				intro: {
					en: 'Call the council or come to the office; the technical services will take up your request.',
					fr: 'Appelez la mairie ou venez sur place ; les services techniques prendront en charge votre demande.',
				},
			},
			{
				kind: 'actions',
				title: { en: 'Related pages', fr: 'Pages utiles' },
				actions: [
					{
						label: { en: 'Building permits', fr: 'Permis de bâtir' },
						href: '/services/licenses',
					},
					{
						label: { en: 'Zoning and land use', fr: 'Zonage et occupation des sols' },
						href: '/business/zoning',
					},
					{
						label: { en: 'Public safety', fr: 'Sécurité publique' },
						href: '/residents/public-safety',
					},
				],
			},
		],
	},

	// 4. Birth certificates
	{
		path: '/services/birth-certificate',
		group: 'services',
		title: { en: 'Birth certificates', fr: 'Actes de naissance' },
		description: {
			en: "Register a child's birth or get a copy of a birth certificate at the council civil status office: what to bring, where to go and how long it takes.",
			fr: "Déclarer la naissance d'un enfant ou obtenir une copie d'acte de naissance au service de l'état civil : pièces, lieu et délai de traitement.",
		},
		intro: {
			en: "The council's civil status office registers births and issues copies and extracts of birth certificates. A birth certificate is a child's first official document: you will need it throughout life, for school, exams and identity papers.",
			fr: "Le service de l'état civil de la commune enregistre les naissances et délivre des copies et extraits d'actes de naissance. L'acte de naissance est le premier document officiel d'un enfant : il lui servira toute sa vie, pour l'école, les examens et les pièces d'identité.",
		},
		blocks: [
			{
				kind: 'prose',
				id: 'what',
				title: { en: 'What the service is', fr: "De quoi s'agit-il ?" },
				paragraphs: [
					{
						en: "Registering a birth means recording the child's birth in the council's civil status register. The birth certificate is then drawn up from that record. Declare the birth as soon as you can after the child is born, and ask at the office about time limits.",
						fr: "Déclarer une naissance, c'est faire inscrire la naissance de l'enfant dans le registre d'état civil de la commune. L'acte de naissance est ensuite établi à partir de cette inscription. Déclarez la naissance le plus tôt possible après l'accouchement et renseignez-vous à la mairie sur les délais à respecter.",
					},
					{
						en: 'A copy or extract is an official document made from the register, for example when the original certificate is lost or damaged, or when a file asks for a recent copy.',
						fr: "Une copie ou un extrait est un document officiel établi à partir du registre, par exemple lorsque l'acte original est perdu ou abîmé, ou lorsqu'un dossier exige une copie récente.",
					},
				],
			},
			{
				kind: 'list',
				id: 'who',
				title: { en: 'Who can use it', fr: 'Qui peut en bénéficier ?' },
				items: [
					{
						en: 'Parents registering the birth of their child.',
						fr: 'Les parents qui déclarent la naissance de leur enfant.',
					},
					{
						en: 'Anyone whose birth was registered at this council and who needs a copy or extract.',
						fr: "Toute personne dont la naissance a été enregistrée dans cette commune et qui a besoin d'une copie ou d'un extrait.",
					},
					{
						en: 'Parents or guardians asking for a copy on behalf of a child.',
						fr: 'Les parents ou tuteurs qui demandent une copie pour un enfant.',
					},
				],
			},
			{
				kind: 'list',
				id: 'documents',
				title: { en: 'Documents to bring', fr: 'Pièces à fournir' },
				items: [
					{
						en: 'Your national ID card or passport.',
						fr: "Votre carte nationale d'identité ou votre passeport.",
					},
					{
						en: 'Ask at the civil status office for the list of documents for your case: it is not the same for registering a birth as for getting a copy.',
						fr: "Demandez au service de l'état civil la liste des pièces pour votre cas : elle n'est pas la même pour une déclaration de naissance et pour une copie.",
					},
				],
			},
			{
				kind: 'callout',
				id: 'fees',
				title: { en: 'Fees', fr: 'Frais' },
				text: {
					en: 'Civil status fees are set by the council and displayed at the council treasury. Ask at the office how much your request costs, and pay only at the treasury, against an official receipt.',
					fr: "Les frais d'état civil sont fixés par la commune et affichés à la recette municipale. Demandez à la mairie le montant pour votre demande, et payez uniquement à la recette, contre un reçu officiel.",
				},
			},
			{
				kind: 'facts',
				id: 'where-when',
				title: { en: 'Where and when', fr: 'Où et quand ?' },
				items: [
					{
						label: { en: 'Where', fr: 'Où' },
						value: {
							en: 'Civil status office, council office, {address}',
							fr: "Service de l'état civil, mairie, {address}",
						},
					},
					{
						label: { en: 'Office hours', fr: "Heures d'ouverture" },
						value: { en: '{officeHours}', fr: '{officeHours}' },
					},
				],
			},
			{
				kind: 'facts',
				id: 'how-long',
				title: { en: 'How long it takes', fr: 'Délais' },
				items: [
					{
						label: { en: 'Processing time', fr: 'Délai de traitement' },
						value: { en: '3 to 5 working days', fr: '3 à 5 jours ouvrables' },
					},
				],
			},
			{
				kind: 'list',
				id: 'how-to',
				ordered: true,
				title: { en: 'How to proceed', fr: 'Comment procéder' },
				items: [
					{
						en: 'Come to the civil status office during office hours with your national ID card or passport.',
						fr: "Présentez-vous au service de l'état civil aux heures d'ouverture avec votre carte nationale d'identité ou votre passeport.",
					},
					{
						en: 'Ask for the list of documents for your case, then hand in your complete file.',
						fr: 'Demandez la liste des pièces pour votre cas, puis déposez votre dossier complet.',
					},
					{
						en: 'Check the spelling of every name and every date with the officer before you leave: mistakes are hard to correct later.',
						fr: "Vérifiez avec l'agent l'orthographe de chaque nom et chaque date avant de partir : une erreur est difficile à corriger ensuite.",
					},
					{
						en: 'Pay at the council treasury and keep the official receipt.',
						fr: 'Payez à la recette municipale et conservez le reçu officiel.',
					},
					{
						en: 'Come back after 3 to 5 working days with your receipt to collect the certificate or copy.',
						fr: "Revenez au bout de 3 à 5 jours ouvrables, muni de votre reçu, pour retirer l'acte ou la copie.",
					},
				],
			},
			{
				kind: 'contact',
				id: 'contact',
				title: {
					en: 'Contact the civil status office',
					fr: "Contacter le service de l'état civil",
				},
				intro: {
					en: 'Call to check whether your certificate is ready before you travel.',
					fr: 'Appelez pour savoir si votre acte est prêt avant de vous déplacer.',
				},
			},
			{
				kind: 'actions',
				title: { en: 'Related pages', fr: 'Pages utiles' },
				actions: [
					{
						label: {
							en: 'Certified copies and attestations',
							fr: 'Copies certifiées et attestations',
						},
						href: '/services/administrative',
					},
					{
						label: { en: 'Getting married at the council', fr: 'Se marier à la mairie' },
						href: '/i-want-to/ceremonial#marriage',
					},
					{
						label: { en: 'Questions and answers', fr: 'Questions fréquentes' },
						href: '/help',
					},
				],
			},
		],
	},

	// 5. Social affairs
	{
		path: '/services/social-affairs',
		group: 'services',
		title: { en: 'Social affairs', fr: 'Affaires sociales' },
		description: {
			en: 'Council support for families, elderly people, people with disabilities, orphans and vulnerable children, and help to reach the right service.',
			fr: 'Soutien de la commune aux familles, aux personnes âgées, aux personnes handicapées, aux orphelins et enfants vulnérables, et orientation vers le bon service.',
		},
		intro: {
			en: "The council's social affairs service receives people in difficulty, listens to their situation and helps them find support. Where another service is better placed to help, it directs them there.",
			fr: "Le service des affaires sociales de la commune reçoit les personnes en difficulté, écoute leur situation et les aide à trouver un soutien. Lorsqu'un autre service est mieux placé pour aider, il les oriente vers lui.",
		},
		blocks: [
			{
				kind: 'prose',
				id: 'what',
				title: { en: 'What the service is', fr: "De quoi s'agit-il ?" },
				paragraphs: [
					{
						en: 'The service supports families, elderly people, people with disabilities, orphans and vulnerable children. An officer listens to your situation and advises you on what can be done.',
						fr: 'Le service accompagne les familles, les personnes âgées, les personnes handicapées, les orphelins et les enfants vulnérables. Un agent écoute votre situation et vous conseille sur les solutions possibles.',
					},
					{
						en: 'When another body can help better, such as a health centre, a school, a State social service or an association, the officer tells you where to go and how to approach them.',
						fr: "Lorsqu'un autre organisme peut mieux vous aider, comme un centre de santé, une école, un service social de l'État ou une association, l'agent vous indique où vous adresser et comment procéder.",
					},
					{
						en: 'Any help the council can give itself depends on its means and on each situation: ask at the office.',
						fr: "L'aide que la commune peut apporter elle-même dépend de ses moyens et de chaque situation : renseignez-vous à la mairie.",
					},
				],
			},
			{
				kind: 'list',
				id: 'who',
				title: { en: 'Who can use it', fr: 'Qui peut en bénéficier ?' },
				items: [
					{ en: 'Families in difficulty.', fr: 'Les familles en difficulté.' },
					{
						en: 'Elderly people and those who care for them.',
						fr: "Les personnes âgées et celles qui s'occupent d'elles.",
					},
					{
						en: 'People with disabilities and their families.',
						fr: 'Les personnes handicapées et leurs familles.',
					},
					{
						en: 'Orphans and vulnerable children, and the adults who look after them.',
						fr: 'Les orphelins et les enfants vulnérables, ainsi que les adultes qui en ont la charge.',
					},
					{
						en: 'Neighbours, traditional rulers and community leaders who know someone in need can also come and ask.',
						fr: 'Les voisins, chefs traditionnels et responsables communautaires qui connaissent une personne dans le besoin peuvent aussi venir se renseigner.',
					},
				],
			},
			{
				kind: 'list',
				id: 'documents',
				title: { en: 'Documents to bring', fr: 'Pièces à fournir' },
				items: [
					{
						en: 'Your national ID card or passport.',
						fr: "Votre carte nationale d'identité ou votre passeport.",
					},
					{
						en: 'Ask the social affairs officer which other documents are needed for your situation.',
						fr: "Demandez à l'agent des affaires sociales quelles autres pièces sont nécessaires pour votre situation.",
					},
				],
			},
			{
				kind: 'callout',
				id: 'fees',
				title: { en: 'Fees', fr: 'Frais' },
				text: {
					en: 'If a step involves a fee, it is set by the council and displayed at the council treasury. Ask at the office first, and pay only at the treasury, against an official receipt.',
					fr: "Si une démarche est payante, les frais sont fixés par la commune et affichés à la recette municipale. Renseignez-vous d'abord à la mairie, et payez uniquement à la recette, contre un reçu officiel.",
				},
			},
			{
				kind: 'facts',
				id: 'where-when',
				title: { en: 'Where and when', fr: 'Où et quand ?' },
				items: [
					{
						label: { en: 'Where', fr: 'Où' },
						value: {
							en: 'Social affairs service, council office, {address}',
							fr: 'Service des affaires sociales, mairie, {address}',
						},
					},
					{
						label: { en: 'Office hours', fr: "Heures d'ouverture" },
						value: { en: '{officeHours}', fr: '{officeHours}' },
					},
				],
			},
			{
				kind: 'prose',
				id: 'how-long',
				title: { en: 'How long it takes', fr: 'Délais' },
				paragraphs: [
					{
						en: 'It depends on your situation and on the services involved. Ask when you submit your file: the officer will tell you what happens next.',
						fr: "Cela dépend de votre situation et des services concernés. Renseignez-vous au moment du dépôt de votre dossier : l'agent vous expliquera la suite.",
					},
				],
			},
			{
				kind: 'list',
				id: 'how-to',
				ordered: true,
				title: { en: 'How to proceed', fr: 'Comment procéder' },
				items: [
					{
						en: 'Come to the council office during office hours, or call {phone} first to ask when to come.',
						fr: "Présentez-vous à la mairie aux heures d'ouverture, ou appelez d'abord le {phone} pour savoir quand venir.",
					},
					{
						en: 'Explain your situation to the social affairs officer.',
						fr: "Exposez votre situation à l'agent des affaires sociales.",
					},
					{
						en: 'The officer tells you what support may be available and which documents you need.',
						fr: "L'agent vous indique les aides possibles et les pièces à fournir.",
					},
					{
						en: 'If another service is better placed to help, you are directed to it.',
						fr: 'Si un autre service est mieux placé pour vous aider, vous êtes orienté vers lui.',
					},
					{
						en: 'Stay in touch with the office to follow up your case.',
						fr: 'Restez en contact avec la mairie pour suivre votre dossier.',
					},
				],
			},
			{
				kind: 'contact',
				id: 'contact',
				title: {
					en: 'Talk to the social affairs service',
					fr: 'Contacter le service des affaires sociales',
				},
				intro: {
					en: 'You can call first if travelling to the council office is difficult for you.',
					fr: "Vous pouvez appeler d'abord si le déplacement jusqu'à la mairie est difficile pour vous.",
				},
			},
			{
				kind: 'actions',
				title: { en: 'Related pages', fr: 'Pages utiles' },
				actions: [
					{
						label: { en: 'Birth certificates', fr: 'Actes de naissance' },
						href: '/services/birth-certificate',
					},
					{
						label: {
							en: 'Certified copies and attestations',
							fr: 'Copies certifiées et attestations',
						},
						href: '/services/administrative',
					},
					{
						label: { en: 'Public safety', fr: 'Sécurité publique' },
						href: '/residents/public-safety',
					},
				],
			},
		],
	},

	// 6. Council taxes and market fees
	{
		path: '/services/tax',
		group: 'services',
		title: { en: 'Council taxes and market fees', fr: 'Impôts communaux et droits de marché' },
		description: {
			en: 'Council taxes and market fees: tax office hours, the main market day, where to pay and why you should pay only against an official council receipt.',
			fr: 'Impôts communaux et droits de marché : horaires du service des impôts, jour du grand marché, où payer, et pourquoi exiger un reçu officiel.',
		},
		intro: {
			en: 'The council collects local taxes and market fees to pay for public services in the council area. The tax office tells you what you owe; you pay only at the council treasury, against an official receipt.',
			fr: 'La commune perçoit des impôts locaux et des droits de marché pour financer les services publics sur son territoire. Le service des impôts vous indique ce que vous devez ; vous payez uniquement à la recette municipale, contre un reçu officiel.',
		},
		blocks: [
			{
				kind: 'prose',
				id: 'what',
				title: { en: 'What the service is', fr: "De quoi s'agit-il ?" },
				paragraphs: [
					{
						en: 'Council taxes are local taxes paid by businesses and other taxpayers in the council area. The tax office explains which ones apply to you and how much you owe.',
						fr: 'Les impôts communaux sont des taxes locales payées par les entreprises et les autres contribuables de la commune. Le service des impôts vous explique lesquelles vous concernent et combien vous devez.',
					},
					{
						en: 'Market fees are paid by traders who sell in the council markets. The main market day is Thursday.',
						fr: 'Les droits de marché sont payés par les commerçants qui vendent sur les marchés de la commune. Le jour du grand marché est le jeudi.',
					},
				],
			},
			{
				kind: 'list',
				id: 'who',
				title: { en: 'Who pays', fr: 'Qui est concerné ?' },
				items: [
					{
						en: 'Shop owners, traders, artisans and companies in the council area.',
						fr: 'Les boutiquiers, commerçants, artisans et entreprises installés sur le territoire de la commune.',
					},
					{
						en: 'Market traders, including those who come only on market day.',
						fr: 'Les commerçants des marchés, y compris ceux qui ne viennent que le jour du marché.',
					},
					{
						en: 'Anyone who wants to know which council taxes apply to them.',
						fr: 'Toute personne qui veut savoir quels impôts communaux la concernent.',
					},
				],
			},
			{
				kind: 'list',
				id: 'documents',
				title: { en: 'Documents to bring', fr: 'Pièces à fournir' },
				items: [
					{
						en: 'Your national ID card or passport.',
						fr: "Votre carte nationale d'identité ou votre passeport.",
					},
					{
						en: 'Ask at the tax office which other papers to bring for your activity.',
						fr: 'Demandez au service des impôts quels autres documents apporter pour votre activité.',
					},
				],
			},
			{
				kind: 'callout',
				id: 'fees',
				title: { en: 'Amounts', fr: 'Montants' },
				tone: 'warning',
				text: {
					en: 'Tax amounts and market fees are set by the council and displayed at the council treasury. Ask at the tax office what applies to you. Pay only at the treasury, against an official receipt: never hand money to anyone else, even someone who says they work for the council.',
					fr: "Les montants des impôts et des droits de marché sont fixés par la commune et affichés à la recette municipale. Demandez au service des impôts ce qui vous concerne. Payez uniquement à la recette, contre un reçu officiel : ne remettez jamais d'argent à quelqu'un d'autre, même s'il se dit agent de la commune.",
				},
			},
			{
				kind: 'facts',
				id: 'where-when',
				title: { en: 'Where and when', fr: 'Où et quand ?' },
				items: [
					{
						label: { en: 'Where', fr: 'Où' },
						value: { en: 'Tax office, {address}', fr: 'Service des impôts, {address}' },
					},
					{
						label: { en: 'Tax office hours', fr: 'Horaires du service des impôts' },
						value: {
							en: 'Monday to Friday, 7:30 AM – 3:30 PM',
							fr: 'Du lundi au vendredi, de 7 h 30 à 15 h 30',
						},
					},
					{
						label: { en: 'Main market day', fr: 'Jour du grand marché' },
						value: { en: 'Thursday', fr: 'Jeudi' },
					},
					{
						label: { en: 'Where to pay', fr: 'Où payer' },
						value: {
							en: 'Council treasury only, against an official receipt',
							fr: 'Uniquement à la recette municipale, contre un reçu officiel',
						},
					},
				],
			},
			{
				kind: 'prose',
				id: 'how-long',
				title: { en: 'How long it takes', fr: 'Délais' },
				paragraphs: [
					{
						en: 'You receive the official receipt when you pay at the treasury. For any other request to the tax office, ask when you submit your file.',
						fr: 'Le reçu officiel vous est remis au moment du paiement à la recette. Pour toute autre demande au service des impôts, renseignez-vous au moment du dépôt de votre dossier.',
					},
				],
			},
			{
				kind: 'list',
				id: 'how-to',
				ordered: true,
				title: { en: 'How to pay', fr: 'Comment payer' },
				items: [
					{
						en: 'Go to the tax office, Monday to Friday between 7:30 AM and 3:30 PM, with your national ID card or passport.',
						fr: "Rendez-vous au service des impôts, du lundi au vendredi entre 7 h 30 et 15 h 30, avec votre carte nationale d'identité ou votre passeport.",
					},
					{
						en: 'An officer tells you which council taxes or market fees apply to you and how much to pay.',
						fr: 'Un agent vous indique les impôts communaux ou droits de marché qui vous concernent et le montant à payer.',
					},
					{
						en: 'Pay at the council treasury and take your official receipt.',
						fr: 'Payez à la recette municipale et prenez votre reçu officiel.',
					},
					{
						en: 'Keep the receipt safe: it is your proof of payment if you are asked for it.',
						fr: "Conservez précieusement le reçu : c'est votre preuve de paiement en cas de contrôle.",
					},
					{
						en: 'If you have doubts about a collector or a receipt, call {phone}.',
						fr: 'En cas de doute sur un collecteur ou un reçu, appelez le {phone}.',
					},
				],
			},
			{
				kind: 'contact',
				id: 'contact',
				title: {
					en: 'Questions about council taxes?',
					fr: 'Une question sur les impôts communaux ?',
				},
				intro: {
					en: 'Contact the council office, or call to report anyone asking for money without an official receipt.',
					fr: "Contactez la mairie, ou appelez pour signaler toute personne qui réclame de l'argent sans reçu officiel.",
				},
			},
			{
				kind: 'actions',
				title: { en: 'Related pages', fr: 'Pages utiles' },
				actions: [
					{
						label: { en: 'Business licences', fr: "Licences d'exploitation" },
						href: '/business/licenses',
					},
					{
						label: { en: 'Start a business', fr: 'Créer une entreprise' },
						href: '/business/start',
					},
					{
						label: { en: 'Licences and permits', fr: 'Licences et autorisations' },
						href: '/services/licenses',
					},
				],
			},
		],
	},
]
