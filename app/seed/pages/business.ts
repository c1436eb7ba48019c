import type { ContentPage } from '../../features/pages/types'

export const businessPages: ContentPage[] = [
	// 1. Business licences
	{
		path: '/business/licenses',
		group: 'business',
		title: { en: 'Business licences', fr: "Licences d'exploitation" },
		description: {
			en: 'Get or renew a business licence from {product}: who needs one, the fees, the four documents to bring and how to apply at the council office.',
			fr: "Obtenir ou renouveler une licence d'exploitation auprès de la {product} : qui est concerné, les frais, les quatre pièces à fournir et la démarche.",
		},
		intro: {
			en: 'A business licence allows you to run your activity legally in the council area. You apply in person at the council office, pay at the council treasury and renew the licence every year.',
			fr: "La licence d'exploitation vous permet d'exercer votre activité en règle sur le territoire de la commune. La demande se fait en personne à la mairie, le paiement à la recette municipale, et la licence se renouvelle chaque année.",
		},
		blocks: [
			{
				kind: 'prose',
				id: 'who-needs-one',
				title: { en: 'Who needs a licence', fr: 'Qui doit avoir une licence' },
				paragraphs: [
					{
						en: 'If you sell goods or offer a service in the council area, for example a shop, a stall, a workshop, a bar or a transport business, you need a business licence from the council.',
						fr: "Si vous vendez des marchandises ou proposez un service sur le territoire de la commune, par exemple une boutique, un étal, un atelier, un bar ou une activité de transport, vous devez obtenir une licence d'exploitation auprès de la mairie.",
					},
					{
						en: 'Not sure if your activity needs one? Ask at the council office during office hours ({officeHours}) or call {phone} before you open.',
						fr: "Vous ne savez pas si votre activité est concernée ? Renseignez-vous à la mairie aux heures d'ouverture des bureaux ({officeHours}) ou appelez le {phone} avant de démarrer.",
					},
				],
			},
			{
				kind: 'fees',
				id: 'fees',
				title: { en: 'Fees', fr: 'Frais' },
				intro: {
					en: 'Pay only at the council treasury, and always ask for an official receipt.',
					fr: 'Payez uniquement à la recette municipale et exigez toujours un reçu officiel.',
				},
				items: [
					{
						label: { en: 'Application for a new licence', fr: 'Demande de nouvelle licence' },
						amount: 25000,
					},
					{
						label: { en: 'Annual renewal', fr: 'Renouvellement annuel' },
						amount: 15000,
						note: { en: 'Every year', fr: 'Chaque année' },
					},
					{
						label: { en: 'Late renewal penalty', fr: 'Pénalité de renouvellement tardif' },
						amount: 5000,
						note: {
							en: 'Added to the renewal fee if you renew after your renewal date',
							fr: 'Ajoutée aux frais de renouvellement si vous renouvelez après la date prévue',
						},
					},
				],
			},
			{
				kind: 'list',
				id: 'documents',
				title: { en: 'Documents to bring', fr: 'Pièces à fournir' },
				intro: {
					en: 'Bring these four documents when you apply:',
					fr: 'Apportez ces quatre pièces lors de votre demande :',
				},
				items: [
					{
						en: 'A valid ID or passport',
						fr: "Une pièce d'identité ou un passeport en cours de validité",
					},
					{ en: 'A tax clearance certificate', fr: 'Une attestation de non-redevance fiscale' },
					{
						en: 'Proof of your business location',
						fr: "Un justificatif de l'emplacement de votre activité",
					},
					{
						en: 'Your business registration documents',
						fr: "Les documents d'immatriculation de votre entreprise",
					},
				],
			},
			{
				kind: 'list',
				id: 'how-to-apply',
				ordered: true,
				title: { en: 'How to apply', fr: 'Comment faire la demande' },
				items: [
					{
						en: 'Gather the four documents listed above.',
						fr: 'Rassemblez les quatre pièces indiquées ci-dessus.',
					},
					{
						en: 'Come in person to the council office during office hours ({officeHours}) and ask for a business licence application.',
						fr: "Présentez-vous en personne à la mairie aux heures d'ouverture des bureaux ({officeHours}) et demandez à déposer une demande de licence d'exploitation.",
					},
					{
						en: 'An officer checks your documents and tells you if anything is missing.',
						fr: "Un agent vérifie vos pièces et vous indique s'il en manque.",
					},
					{
						en: 'Pay the application fee at the council treasury. You receive an official receipt: keep it.',
						fr: 'Payez les frais de demande à la recette municipale. Vous recevez un reçu officiel : conservez-le.',
					},
					{
						en: 'Ask the officer when your licence will be ready and collect it at the council office.',
						fr: "Demandez à l'agent quand votre licence sera prête, puis retirez-la à la mairie.",
					},
				],
			},
			{
				kind: 'prose',
				id: 'renewal',
				title: { en: 'Renewing your licence', fr: 'Renouveler votre licence' },
				paragraphs: [
					{
						en: 'A business licence must be renewed every year. Pay the annual renewal fee at the council treasury against an official receipt.',
						fr: "La licence d'exploitation doit être renouvelée chaque année. Payez les frais de renouvellement annuel à la recette municipale contre un reçu officiel.",
					},
					{
						en: 'If you renew late, a late renewal penalty is added. To avoid it, ask at the council office or call {phone} to know your renewal date and which documents to bring.',
						fr: "En cas de renouvellement tardif, une pénalité s'ajoute. Pour l'éviter, renseignez-vous à la mairie ou appelez le {phone} pour connaître votre date de renouvellement et les pièces à apporter.",
					},
				],
			},
			{
				kind: 'contact',
				id: 'contact',
				title: { en: 'Questions about your licence?', fr: 'Des questions sur votre licence ?' },
			},
		],
	},

	// 2. Suppliers
	{
		path: '/business/suppliers',
		group: 'business',
		title: { en: 'Suppliers', fr: 'Fournisseurs' },
		description: {
			en: 'How local businesses can become suppliers to {product}: register with the council, follow published tenders and get paid against official invoices.',
			fr: "Comment les entreprises peuvent devenir fournisseurs de la {product} : inscription à la mairie, suivi des appels d'offres publiés et paiement sur facture officielle.",
		},
		intro: {
			en: 'The council buys goods, works and services from businesses: building materials, office supplies, road works, repairs and more. Any business that meets the conditions can offer its services.',
			fr: 'La commune achète des biens, des travaux et des services auprès des entreprises : matériaux de construction, fournitures de bureau, travaux routiers, réparations, etc. Toute entreprise qui remplit les conditions peut proposer ses services.',
		},
		blocks: [
			{
				kind: 'list',
				id: 'how-to-become-a-supplier',
				ordered: true,
				title: { en: 'How to become a supplier', fr: 'Comment devenir fournisseur' },
				items: [
					{
						en: 'Register your business with the council at the council office. Ask there which documents you need to bring.',
						fr: 'Faites enregistrer votre entreprise auprès de la mairie. Renseignez-vous sur place sur les pièces à fournir.',
					},
					{
						en: 'Follow the tenders the council publishes on the Bids & tenders page.',
						fr: "Suivez les appels d'offres publiés par la commune sur la page Appels d'offres.",
					},
					{
						en: 'When a tender matches your activity, obtain the tender file and submit your offer before the closing date.',
						fr: "Lorsqu'un appel d'offres correspond à votre activité, retirez le dossier d'appel d'offres et déposez votre offre avant la date de clôture.",
					},
					{
						en: 'If your offer is selected, you deliver as agreed in the contract or purchase order.',
						fr: 'Si votre offre est retenue, vous livrez selon les termes du contrat ou du bon de commande.',
					},
				],
			},
			{
				kind: 'cards',
				id: 'fair-and-transparent',
				title: { en: 'Fair and transparent', fr: 'Équitable et transparent' },
				columns: 2,
				cards: [
					{
						icon: 'gavel',
						title: { en: 'Open competition', fr: 'Mise en concurrence ouverte' },
						text: {
							en: 'Tenders are published so that every business has the same information and the same chance. Nobody can sell you a place on the supplier list.',
							fr: "Les appels d'offres sont publiés pour que toutes les entreprises disposent des mêmes informations et des mêmes chances. Personne ne peut vous vendre une place parmi les fournisseurs.",
						},
					},
					{
						icon: 'coins',
						title: { en: 'Official payment only', fr: 'Paiement officiel uniquement' },
						text: {
							en: 'The council pays suppliers only against official invoices, and all money paid to the council goes through the council treasury against an official receipt.',
							fr: 'La commune paie ses fournisseurs uniquement sur facture officielle, et toute somme versée à la commune passe par la recette municipale contre un reçu officiel.',
						},
					},
				],
			},
			{
				kind: 'callout',
				tone: 'info',
				text: {
					en: 'Documents, conditions and payment terms can differ from one tender to another. For any question, visit the council office ({officeHours}) or call {phone}.',
					fr: "Les pièces, les conditions et les modalités de paiement peuvent varier d'un appel d'offres à l'autre. Pour toute question, passez à la mairie ({officeHours}) ou appelez le {phone}.",
				},
			},
			{
				kind: 'actions',
				actions: [
					{
						label: { en: 'See current tenders', fr: "Voir les appels d'offres en cours" },
						href: '/business/bids',
					},
					{
						label: { en: 'How to submit a bid', fr: 'Comment soumissionner' },
						href: '/business/bids#how-to-bid',
					},
				],
			},
			{
				kind: 'contact',
				id: 'contact',
				title: { en: 'Contact the council', fr: 'Contacter la mairie' },
			},
		],
	},

	// 3. Grants & funding
	{
		path: '/business/grants',
		group: 'business',
		title: { en: 'Grants & funding', fr: 'Subventions et financements' },
		description: {
			en: 'Council grants for local businesses and start-ups: the Business Development Grant and the Startup Innovation Fund, who they are for and how to apply.',
			fr: "Les aides de la commune aux entreprises locales et aux jeunes entreprises : la Subvention au développement des entreprises et le Fonds d'innovation pour start-up.",
		},
		intro: {
			en: '{product} supports local economic activity through two funding programmes. Amounts shown are maximums: the council decides how much each selected project receives.',
			fr: "La {product} soutient l'activité économique locale grâce à deux programmes de financement. Les montants indiqués sont des plafonds : la commune fixe la somme accordée à chaque projet retenu.",
		},
		blocks: [
			{
				kind: 'fees',
				id: 'amounts',
				title: { en: 'Programmes and maximum amounts', fr: 'Programmes et montants maximums' },
				items: [
					{
						label: {
							en: 'Business Development Grant — up to',
							fr: "Subvention au développement des entreprises — jusqu'à",
						},
						amount: 5000000,
						note: {
							en: 'Maximum per project. Applications are received in quarterly cycles.',
							fr: 'Montant maximum par projet. Les demandes sont reçues par cycles trimestriels.',
						},
					},
					{
						label: {
							en: 'Startup Innovation Fund — up to',
							fr: "Fonds d'innovation pour start-up — jusqu'à",
						},
						amount: 2000000,
						note: { en: 'Maximum per project', fr: 'Montant maximum par projet' },
					},
				],
			},
			{
				kind: 'cards',
				id: 'programmes',
				title: { en: 'Who the programmes are for', fr: "À qui s'adressent ces programmes" },
				columns: 2,
				cards: [
					{
						icon: 'store',
						title: {
							en: 'Business Development Grant',
							fr: 'Subvention au développement des entreprises',
						},
						text: {
							en: 'For businesses already operating in the council area that want to grow: expand, improve their equipment or create jobs.',
							fr: "Pour les entreprises déjà installées sur le territoire de la commune qui veulent se développer : s'agrandir, améliorer leur équipement ou créer des emplois.",
						},
						action: {
							label: { en: 'How to apply', fr: 'Comment postuler' },
							href: '#how-to-apply',
						},
					},
					{
						icon: 'leaf',
						title: { en: 'Startup Innovation Fund', fr: "Fonds d'innovation pour start-up" },
						text: {
							en: 'For new businesses and project holders who want to launch an innovative idea in the council area.',
							fr: 'Pour les jeunes entreprises et les porteurs de projet qui veulent concrétiser une idée innovante sur le territoire de la commune.',
						},
						action: {
							label: { en: 'How to apply', fr: 'Comment postuler' },
							href: '#how-to-apply',
						},
					},
				],
			},
			{
				kind: 'list',
				id: 'how-to-apply',
				ordered: true,
				title: { en: 'How to apply', fr: 'Comment postuler' },
				items: [
					{
						en: 'Visit the council office ({officeHours}) or call {phone} to ask for the next application dates, the selection criteria and the documents to provide.',
						fr: 'Passez à la mairie ({officeHours}) ou appelez le {phone} pour connaître les prochaines dates de dépôt, les critères de sélection et les pièces à fournir.',
					},
					{
						en: 'Prepare a short description of your project: what you want to do, how much it will cost and how it will benefit your business and the community.',
						fr: "Préparez une courte présentation de votre projet : ce que vous voulez faire, son coût et ce qu'il apportera à votre entreprise et à la communauté.",
					},
					{
						en: 'Submit your application at the council office before the end of the application cycle.',
						fr: 'Déposez votre dossier à la mairie avant la fin du cycle de dépôt.',
					},
					{
						en: 'The council reviews the applications and informs each applicant of the decision.',
						fr: 'La commune examine les dossiers et informe chaque candidat de la décision.',
					},
				],
			},
			{
				kind: 'callout',
				tone: 'warning',
				text: {
					en: 'Never pay an intermediary to obtain a grant. Any payment to the council is made only at the council treasury against an official receipt.',
					fr: 'Ne payez jamais un intermédiaire pour obtenir une subvention. Tout paiement à la commune se fait uniquement à la recette municipale contre un reçu officiel.',
				},
			},
			{
				kind: 'contact',
				id: 'contact',
				title: { en: 'Ask about grants', fr: 'Se renseigner sur les subventions' },
			},
		],
	},

	// 4. Zoning & planning
	{
		path: '/business/zoning',
		group: 'business',
		title: { en: 'Zoning & planning', fr: 'Urbanisme et zonage' },
		description: {
			en: 'Where you may set up a business or build in the council area, and how to get a building permit. The technical service answers land and planning questions.',
			fr: "Où installer une activité ou construire dans la commune, et comment obtenir un permis de bâtir. Le service technique répond aux questions foncières et d'urbanisme.",
		},
		intro: {
			en: 'Before you rent premises, buy land or start building, check with the council that your activity and your building are allowed at that place. It saves money and avoids having to move or stop work later.',
			fr: "Avant de louer un local, d'acheter un terrain ou de commencer à construire, vérifiez auprès de la mairie que votre activité et votre construction sont autorisées à cet endroit. Vous éviterez des dépenses inutiles, un déménagement ou un arrêt des travaux.",
		},
		blocks: [
			{
				kind: 'prose',
				id: 'where',
				title: { en: 'Where activities may be located', fr: 'Où installer une activité' },
				paragraphs: [
					{
						en: 'Some activities belong in the market or along main roads, others may disturb neighbours in residential quarters, for example noisy workshops, bars or activities that produce smoke or waste.',
						fr: "Certaines activités ont leur place au marché ou le long des grands axes ; d'autres peuvent gêner le voisinage dans les quartiers d'habitation, par exemple les ateliers bruyants, les bars ou les activités qui produisent de la fumée ou des déchets.",
					},
					{
						en: "The council's technical service can tell you whether your activity is allowed at the place you have in mind. Bring the exact location of the plot or premises when you ask.",
						fr: "Le service technique de la mairie peut vous dire si votre activité est autorisée à l'endroit envisagé. Indiquez l'emplacement exact du terrain ou du local lorsque vous vous renseignez.",
					},
				],
			},
			{
				kind: 'prose',
				id: 'building-permit',
				title: { en: 'Building permit', fr: 'Permis de bâtir' },
				paragraphs: [
					{
						en: 'You need a building permit from the council before you build. Your application must include 3 copies of the architectural plans.',
						fr: 'Vous devez obtenir un permis de bâtir auprès de la mairie avant de construire. Votre dossier doit comprendre 3 exemplaires des plans architecturaux.',
					},
					{
						en: 'For the other documents, the fees and the processing time, see the Technical Services and Licences & permits pages, or ask at the technical service.',
						fr: 'Pour les autres pièces, les frais et les délais, consultez les pages Services techniques et Licences et autorisations, ou renseignez-vous au service technique.',
					},
				],
			},
			{
				kind: 'prose',
				id: 'land-questions',
				title: { en: 'Land and planning questions', fr: "Questions foncières et d'urbanisme" },
				paragraphs: [
					{
						en: "For questions about plot boundaries, roads, drainage or what may be built where, ask the council's technical service at the council office ({officeHours}) or call {phone}.",
						fr: "Pour toute question sur les limites de parcelles, les voies, l'évacuation des eaux ou ce qui peut être construit à un endroit donné, adressez-vous au service technique à la mairie ({officeHours}) ou appelez le {phone}.",
					},
				],
			},
			{
				kind: 'actions',
				actions: [
					{
						label: { en: 'Technical Services', fr: 'Services techniques' },
						href: '/services/technical',
					},
					{
						label: { en: 'Building permit documents', fr: 'Pièces pour le permis de bâtir' },
						href: '/services/technical#documents',
					},
					{
						label: { en: 'Licences & permits', fr: 'Licences et autorisations' },
						href: '/services/licenses',
					},
					{
						label: { en: 'Start a business', fr: 'Créer une entreprise' },
						href: '/business/start',
					},
				],
			},
			{
				kind: 'contact',
				id: 'contact',
				title: { en: 'Contact the council', fr: 'Contacter la mairie' },
			},
		],
	},

	// 5. Bids & tenders
	{
		path: '/business/bids',
		group: 'business',
		title: { en: 'Bids & tenders', fr: "Appels d'offres" },
		description: {
			en: 'Current and recent tenders published by {product}, with closing dates, and how to obtain a tender file and submit your bid on time.',
			fr: "Les appels d'offres en cours et récents de la {product}, avec leurs dates de clôture, et comment retirer un dossier et déposer votre offre à temps.",
		},
		intro: {
			en: 'The council publishes its tenders for works, supplies and services here. Open tenders are listed first; closed ones stay visible for information.',
			fr: "La commune publie ici ses appels d'offres de travaux, de fournitures et de services. Les appels d'offres ouverts apparaissent en premier ; ceux qui sont clos restent visibles pour information.",
		},
		blocks: [
			{
				kind: 'bids',
				id: 'tenders',
				title: { en: 'Current and recent tenders', fr: "Appels d'offres en cours et récents" },
			},
			{
				kind: 'list',
				id: 'how-to-bid',
				ordered: true,
				title: { en: 'How to bid', fr: 'Comment soumissionner' },
				items: [
					{
						en: 'Read the tender notice: what the council needs, the conditions and the closing date.',
						fr: "Lisez l'avis d'appel d'offres : le besoin de la commune, les conditions et la date de clôture.",
					},
					{
						en: 'Obtain the tender file at the council office during office hours ({officeHours}). If the file has a cost, pay only at the council treasury against an official receipt.',
						fr: "Retirez le dossier d'appel d'offres à la mairie aux heures d'ouverture des bureaux ({officeHours}). Si le dossier est payant, réglez uniquement à la recette municipale contre un reçu officiel.",
					},
					{
						en: 'Prepare your offer with all the documents the tender file asks for.',
						fr: "Préparez votre offre avec toutes les pièces exigées par le dossier d'appel d'offres.",
					},
					{
						en: 'Submit your offer at the council office before the closing date and time given in the notice. Do not wait for the last day.',
						fr: "Déposez votre offre à la mairie avant la date et l'heure de clôture indiquées dans l'avis. N'attendez pas le dernier jour.",
					},
				],
			},
			{
				kind: 'callout',
				tone: 'info',
				text: {
					en: 'Each tender file gives the exact documents, conditions and way of submitting. For any question, call {phone}.',
					fr: "Chaque dossier d'appel d'offres précise les pièces, les conditions et le mode de dépôt. Pour toute question, appelez le {phone}.",
				},
			},
			{
				kind: 'contact',
				id: 'contact',
				title: { en: 'Questions about a tender?', fr: "Une question sur un appel d'offres ?" },
			},
		],
	},

	// 6. Start a business
	{
		path: '/business/start',
		group: 'business',
		title: { en: 'Start a business', fr: 'Créer une entreprise' },
		description: {
			en: 'Step by step guide to starting a business in the council area: location, zoning, registration, business licence, council taxes and grants.',
			fr: "Guide étape par étape pour créer une entreprise dans la commune : emplacement, zonage, immatriculation, licence d'exploitation, impôts communaux et aides.",
		},
		intro: {
			en: 'Starting a business in the council area takes a few steps. Follow them in order and keep every official receipt: you will need them later.',
			fr: "Créer une entreprise sur le territoire de la commune se fait en quelques étapes. Suivez-les dans l'ordre et conservez chaque reçu officiel : vous en aurez besoin plus tard.",
		},
		blocks: [
			{
				kind: 'list',
				id: 'steps',
				ordered: true,
				title: { en: 'Steps to follow', fr: 'Les étapes' },
				items: [
					{
						en: 'Choose your activity and where you will run it: a shop, a market stall, a workshop or your home.',
						fr: "Choisissez votre activité et l'endroit où vous l'exercerez : boutique, étal au marché, atelier ou domicile.",
					},
					{
						en: 'Check that the activity is allowed at that place (see Zoning & planning) before you rent or build.',
						fr: "Vérifiez que l'activité est autorisée à cet endroit (voir Urbanisme et zonage) avant de louer ou de construire.",
					},
					{
						en: 'Register your business and keep your registration documents.',
						fr: "Faites immatriculer votre entreprise et conservez vos documents d'immatriculation.",
					},
					{
						en: 'Apply for a business licence at the council office (see Business licences).',
						fr: "Demandez une licence d'exploitation à la mairie (voir Licences d'exploitation).",
					},
					{
						en: 'Pay your council taxes at the council treasury against an official receipt (see Council taxes).',
						fr: 'Payez vos impôts communaux à la recette municipale contre un reçu officiel (voir Impôts communaux).',
					},
					{
						en: 'Look at the council grants that may help you start or grow (see Grants & funding).',
						fr: 'Renseignez-vous sur les aides de la commune qui peuvent vous aider à démarrer ou à vous développer (voir Subventions et financements).',
					},
				],
			},
			{
				kind: 'actions',
				title: { en: 'Go further', fr: 'Aller plus loin' },
				actions: [
					{
						label: { en: 'Zoning & planning', fr: 'Urbanisme et zonage' },
						href: '/business/zoning',
					},
					{
						label: { en: 'Get a business licence', fr: "Obtenir une licence d'exploitation" },
						href: '/business/licenses#how-to-apply',
					},
					{
						label: { en: 'Council taxes', fr: 'Impôts communaux' },
						href: '/services/tax',
					},
					{
						label: { en: 'Grants & funding', fr: 'Subventions et financements' },
						href: '/business/grants',
					},
				],
			},
			{
				kind: 'callout',
				tone: 'info',
				text: {
					en: 'Not sure where to start? Visit the council office ({officeHours}) or call {phone}: an officer will guide you.',
					fr: 'Vous ne savez pas par où commencer ? Passez à la mairie ({officeHours}) ou appelez le {phone} : un agent vous orientera.',
				},
			},
			{
				kind: 'contact',
				id: 'contact',
				title: { en: 'Contact the council', fr: 'Contacter la mairie' },
			},
		],
	},
]
