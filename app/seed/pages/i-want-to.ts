import type { ContentPage } from '../../features/pages/types'

export const iWantToPages: ContentPage[] = [
	// 1. Ceremonies and authentication
	{
		path: '/i-want-to/ceremonial',
		group: 'iWantTo',
		title: {
			en: 'Marriage ceremonies and document authentication',
			fr: 'Cérémonies de mariage et certification de documents',
		},
		description: {
			en: 'Get married at {product} or have copies of your documents certified: what to prepare, what to bring and how to book an appointment at the council office.',
			fr: 'Se marier à la mairie de {product} ou faire certifier des copies de documents : ce qu’il faut préparer, apporter, et comment prendre rendez-vous.',
		},
		intro: {
			en: 'The council celebrates civil marriages and certifies copies of documents. Both are done in person at the council office. Read what to prepare below, then book an appointment.',
			fr: 'La mairie célèbre les mariages civils et certifie les copies de documents. Ces deux démarches se font en personne à la mairie. Lisez ci-dessous ce qu’il faut préparer, puis prenez rendez-vous.',
		},
		blocks: [
			{
				id: 'services',
				kind: 'cards',
				columns: 2,
				cards: [
					{
						icon: 'rings',
						title: { en: 'Marriage services', fr: 'Mariage civil' },
						text: {
							en: 'A civil marriage celebrated at the council hall by the Mayor or a deputy mayor.',
							fr: 'Un mariage civil célébré à l’hôtel de ville par Monsieur le Maire ou un de ses adjoints.',
						},
						action: {
							label: { en: 'Book Appointment', fr: 'Prendre rendez-vous' },
							href: '#book-appointment',
						},
					},
					{
						icon: 'badge',
						title: { en: 'Document authentication', fr: 'Certification de documents' },
						text: {
							en: 'Certified true copies of your documents, checked against the originals and stamped by the council.',
							fr: 'Des copies certifiées conformes de vos documents, vérifiées sur les originaux et cachetées par la mairie.',
						},
						action: {
							label: { en: 'Book Appointment', fr: 'Prendre rendez-vous' },
							href: '#book-appointment',
						},
					},
				],
			},
			{
				id: 'marriage',
				kind: 'prose',
				title: { en: 'Marriage services', fr: 'Mariage civil' },
				paragraphs: [
					{
						en: 'The civil marriage is celebrated at the council hall by the Mayor or a deputy mayor, in the presence of the couple and their witnesses. It is recorded in the council’s civil status register, and the couple receives a marriage certificate.',
						fr: 'Le mariage civil est célébré à l’hôtel de ville par Monsieur le Maire ou un de ses adjoints, en présence des futurs époux et de leurs témoins. Il est inscrit au registre d’état civil de la commune et les époux reçoivent un acte de mariage.',
					},
					{
						en: 'The list of documents for each spouse and the fees are given at the council office: ask there or call {phone} before you start collecting papers, so that nothing is missing.',
						fr: 'La liste des pièces à fournir par chacun des futurs époux et les frais sont communiqués à la mairie : renseignez-vous sur place ou appelez le {phone} avant de rassembler vos papiers, pour ne rien oublier.',
					},
					{
						en: 'Book your date well in advance, especially for popular periods, and pay any fee only at the council treasury against an official receipt.',
						fr: 'Réservez votre date longtemps à l’avance, surtout pour les périodes très demandées, et ne payez les frais qu’à la recette municipale, contre un reçu officiel.',
					},
				],
			},
			{
				id: 'authentication',
				kind: 'list',
				title: { en: 'Document authentication', fr: 'Certification de documents' },
				intro: {
					en: 'The council can certify that a copy matches its original (certified true copy). To have your documents certified:',
					fr: 'La mairie peut certifier qu’une copie est conforme à l’original (copie certifiée conforme). Pour faire certifier vos documents :',
				},
				ordered: true,
				items: [
					{
						en: 'Bring the original document and clear photocopies of it.',
						fr: 'Apportez le document original et des photocopies lisibles.',
					},
					{
						en: 'An officer compares each copy with the original.',
						fr: 'Un agent compare chaque copie avec l’original.',
					},
					{
						en: 'If they match, the copies are stamped and signed. The original is handed back to you.',
						fr: 'Si elles sont identiques, les copies sont cachetées et signées. L’original vous est rendu.',
					},
					{
						en: 'Pay any fee at the council treasury against an official receipt. Ask at the office for the fee and how soon the copies will be ready.',
						fr: 'Réglez les frais éventuels à la recette municipale contre un reçu officiel. Demandez à la mairie le montant et le délai de remise des copies.',
					},
				],
			},
			{
				id: 'book-appointment',
				kind: 'list',
				title: { en: 'How to book an appointment', fr: 'Comment prendre rendez-vous' },
				ordered: true,
				items: [
					{
						en: 'Come to the council office during office hours ({officeHours}), or call {phone}.',
						fr: 'Présentez-vous à la mairie aux heures de bureau ({officeHours}), ou appelez le {phone}.',
					},
					{
						en: 'Say which service you need: a marriage, or the certification of documents.',
						fr: 'Précisez le service souhaité : un mariage ou la certification de documents.',
					},
					{
						en: 'Agree on a date and time, and ask for the list of documents and the fees.',
						fr: 'Convenez d’une date et d’une heure, et demandez la liste des pièces à fournir et les frais.',
					},
					{
						en: 'On the day, come on time with your documents and identity card.',
						fr: 'Le jour venu, présentez-vous à l’heure avec vos documents et votre carte d’identité.',
					},
				],
			},
			{
				id: 'contact',
				kind: 'contact',
				title: { en: 'Contact the council office', fr: 'Contacter la mairie' },
			},
			{
				kind: 'actions',
				actions: [
					{
						label: { en: 'Administrative services', fr: 'Services administratifs' },
						href: '/services/administrative',
					},
					{
						label: { en: 'Birth certificates', fr: 'Actes de naissance' },
						href: '/services/birth-certificate',
					},
				],
			},
		],
	},

	// 2. Find a business
	{
		path: '/i-want-to/find-business',
		group: 'iWantTo',
		title: { en: 'Find a local business', fr: 'Trouver une entreprise locale' },
		description: {
			en: 'Search the directory of businesses registered with {product} by activity or quarter, and find out how to add a business that is not yet listed.',
			fr: 'Cherchez dans l’annuaire des entreprises enregistrées à {product} par activité ou par quartier, et découvrez comment faire ajouter une entreprise.',
		},
		intro: {
			en: 'Looking for a trader, a mechanic or a supplier near you? Search the council’s directory of registered businesses below.',
			fr: 'Vous cherchez un commerçant, un mécanicien ou un fournisseur près de chez vous ? Consultez ci-dessous l’annuaire des entreprises enregistrées à la mairie.',
		},
		blocks: [
			{
				id: 'search',
				kind: 'businessSearch',
				title: { en: 'Search the business directory', fr: 'Rechercher dans l’annuaire' },
			},
			{
				id: 'about-directory',
				kind: 'prose',
				title: { en: 'About the business directory', fr: 'À propos de l’annuaire' },
				paragraphs: [
					{
						en: 'The directory lists businesses registered with the council, by activity and by quarter. Search by name or activity, or choose a quarter to see what is nearby.',
						fr: 'L’annuaire recense les entreprises enregistrées à la mairie, par activité et par quartier. Cherchez par nom ou par activité, ou choisissez un quartier pour voir ce qui se trouve près de chez vous.',
					},
					{
						en: 'A listing shows that a business is registered with the council. Before paying for goods or work, still agree on the price and ask for a receipt.',
						fr: 'Une inscription indique que l’entreprise est enregistrée à la mairie. Avant de payer un achat ou des travaux, mettez-vous tout de même d’accord sur le prix et demandez un reçu.',
					},
				],
			},
			{
				id: 'get-listed',
				kind: 'callout',
				tone: 'info',
				title: { en: 'Your business is not listed?', fr: 'Votre entreprise n’y figure pas ?' },
				text: {
					en: 'Ask to be added at the council office during {officeHours}, or call {phone} to find out what to bring.',
					fr: 'Demandez votre inscription à la mairie aux heures de bureau ({officeHours}), ou appelez le {phone} pour savoir quoi apporter.',
				},
			},
			{
				kind: 'actions',
				actions: [
					{
						label: { en: 'Start a business', fr: 'Créer une entreprise' },
						href: '/business/start',
					},
					{
						label: { en: 'Business licences', fr: 'Licences d’exploitation' },
						href: '/business/licenses',
					},
				],
			},
		],
	},

	// 3. Business licence
	{
		path: '/i-want-to/business-license',
		group: 'iWantTo',
		title: { en: 'Get a business licence', fr: 'Obtenir une licence d’exploitation' },
		description: {
			en: 'Apply for or renew a business licence at {product}: the four documents to bring, the application, renewal and late renewal fees, and the steps.',
			fr: 'Demander ou renouveler une licence d’exploitation à {product} : les quatre pièces à fournir, les frais de demande, de renouvellement et de retard, les étapes.',
		},
		intro: {
			en: 'To trade in the council area, your business needs a licence from the council, renewed every year. Choose what you need to do below.',
			fr: 'Pour exercer une activité commerciale dans la commune, votre entreprise doit détenir une licence délivrée par la mairie et renouvelée chaque année. Choisissez ci-dessous votre démarche.',
		},
		blocks: [
			{
				id: 'options',
				kind: 'cards',
				columns: 3,
				cards: [
					{
						icon: 'clipboard',
						title: { en: 'New application', fr: 'Première demande' },
						text: {
							en: 'Opening a business? Apply for your first licence at the council office.',
							fr: 'Vous ouvrez une entreprise ? Demandez votre première licence à la mairie.',
						},
						action: {
							label: { en: 'Start Application', fr: 'Commencer la demande' },
							href: '/business/licenses#how-to-apply',
						},
					},
					{
						icon: 'calendar',
						title: { en: 'Renewal', fr: 'Renouvellement' },
						text: {
							en: 'Your licence must be renewed every year. Renew on time to avoid the late renewal penalty.',
							fr: 'Votre licence doit être renouvelée chaque année. Renouvelez à temps pour éviter la pénalité de retard.',
						},
						action: {
							label: { en: 'Renew Licence', fr: 'Renouveler la licence' },
							href: '/business/licenses#renewal',
						},
					},
					{
						icon: 'file',
						title: { en: 'Requirements', fr: 'Pièces à fournir' },
						text: {
							en: 'The four documents to bring with your application.',
							fr: 'Les quatre documents à joindre à votre demande.',
						},
						action: {
							label: { en: 'See the documents', fr: 'Voir les documents' },
							href: '/business/licenses#documents',
						},
					},
				],
			},
			{
				id: 'new-application',
				kind: 'list',
				title: { en: 'New application', fr: 'Première demande' },
				intro: {
					en: 'Applications are made in person at the council office:',
					fr: 'La demande se fait en personne à la mairie :',
				},
				ordered: true,
				items: [
					{
						en: 'Gather the four documents listed under Requirements below.',
						fr: 'Rassemblez les quatre documents indiqués plus bas, dans Pièces à fournir.',
					},
					{
						en: 'Bring them to the council office during {officeHours}.',
						fr: 'Apportez-les à la mairie aux heures de bureau ({officeHours}).',
					},
					{
						en: 'An officer checks your documents and tells you if anything is missing.',
						fr: 'Un agent vérifie vos documents et vous signale ce qui manque éventuellement.',
					},
					{
						en: 'Pay the application fee at the council treasury against an official receipt. Keep the receipt.',
						fr: 'Réglez les frais de demande à la recette municipale contre un reçu officiel. Conservez ce reçu.',
					},
					{
						en: 'Ask the officer when your licence will be ready and how you will be told.',
						fr: 'Demandez à l’agent quand votre licence sera prête et comment vous serez prévenu.',
					},
				],
			},
			{
				id: 'renewal',
				kind: 'prose',
				title: { en: 'Renewal', fr: 'Renouvellement' },
				paragraphs: [
					{
						en: 'A business licence is renewed every year at the council office, with payment of the annual renewal fee at the council treasury. A late renewal costs an extra penalty, so renew on time.',
						fr: 'La licence d’exploitation se renouvelle chaque année à la mairie, en réglant les frais de renouvellement annuel à la recette municipale. Un renouvellement en retard entraîne une pénalité supplémentaire : renouvelez à temps.',
					},
					{
						en: 'Ask at the council office or call {phone} for your renewal date and what to bring. It helps to bring your current licence and your last receipt.',
						fr: 'Renseignez-vous à la mairie ou au {phone} sur votre date de renouvellement et les pièces à apporter. Pensez à venir avec votre licence actuelle et votre dernier reçu.',
					},
				],
			},
			{
				id: 'requirements',
				kind: 'list',
				title: { en: 'Requirements', fr: 'Pièces à fournir' },
				intro: {
					en: 'Bring these four documents with your application:',
					fr: 'Joignez ces quatre documents à votre demande :',
				},
				items: [
					{
						en: 'A valid ID or passport',
						fr: 'Une carte nationale d’identité ou un passeport en cours de validité',
					},
					{ en: 'A tax clearance certificate', fr: 'Une attestation de non-redevance fiscale' },
					{
						en: 'Proof of business location',
						fr: 'Un justificatif du lieu d’exercice de l’activité',
					},
					{
						en: 'Business registration documents',
						fr: 'Les documents d’immatriculation de l’entreprise',
					},
				],
			},
			{
				id: 'fees',
				kind: 'fees',
				title: { en: 'Fees', fr: 'Frais' },
				intro: {
					en: 'Paid only at the council treasury, against an official receipt.',
					fr: 'À régler uniquement à la recette municipale, contre un reçu officiel.',
				},
				items: [
					{ label: { en: 'Application fee', fr: 'Frais de demande' }, amount: 25000 },
					{
						label: { en: 'Annual renewal', fr: 'Renouvellement annuel' },
						amount: 15000,
						note: { en: 'Every year', fr: 'Chaque année' },
					},
					{
						label: { en: 'Late renewal penalty', fr: 'Pénalité de renouvellement tardif' },
						amount: 5000,
						note: {
							en: 'Added when the renewal is late',
							fr: 'S’ajoute en cas de renouvellement en retard',
						},
					},
				],
			},
			{
				kind: 'actions',
				actions: [
					{
						label: { en: 'Business licences in detail', fr: 'Tout sur les licences d’exploitation' },
						href: '/business/licenses',
					},
					{
						label: { en: 'Start a business', fr: 'Créer une entreprise' },
						href: '/business/start',
					},
					{
						label: { en: 'Council taxes', fr: 'Taxes communales' },
						href: '/services/tax',
					},
				],
			},
		],
	},

	// 4. Events permit
	{
		path: '/i-want-to/events-permit',
		group: 'iWantTo',
		title: { en: 'Get an events permit', fr: 'Obtenir une autorisation d’événement' },
		description: {
			en: 'Planning a public event in {product}? How to apply for a permit at the council office, good practice for a safe event, and what to bring.',
			fr: 'Vous organisez un événement public à {product} ? Comment demander une autorisation à la mairie, les bonnes pratiques et les pièces à apporter.',
		},
		intro: {
			en: 'If you plan a concert, a festival, a sports day or another gathering in a public place, ask the council for a permit first. Applications are made in person at the council office.',
			fr: 'Si vous prévoyez un concert, une fête, une journée sportive ou un autre rassemblement dans un lieu public, demandez d’abord une autorisation à la mairie. La demande se fait en personne à la mairie.',
		},
		blocks: [
			{
				id: 'options',
				kind: 'cards',
				columns: 3,
				cards: [
					{
						icon: 'clipboard',
						title: { en: 'Apply', fr: 'Faire la demande' },
						text: {
							en: 'The steps to apply at the council office.',
							fr: 'Les étapes de la demande à la mairie.',
						},
						action: { label: { en: 'Apply', fr: 'Faire la demande' }, href: '#apply' },
					},
					{
						icon: 'shield',
						title: { en: 'Guidelines', fr: 'Bonnes pratiques' },
						text: {
							en: 'How to plan a safe event that respects your neighbours.',
							fr: 'Comment organiser un événement sûr et respectueux du voisinage.',
						},
						action: {
							label: { en: 'Read the guidelines', fr: 'Lire les bonnes pratiques' },
							href: '#guidelines',
						},
					},
					{
						icon: 'file',
						title: { en: 'Required documents', fr: 'Pièces à fournir' },
						text: {
							en: 'What to bring when you apply.',
							fr: 'Ce qu’il faut apporter pour la demande.',
						},
						action: {
							label: { en: 'See the documents', fr: 'Voir les pièces' },
							href: '#documents',
						},
					},
				],
			},
			{
				id: 'apply',
				kind: 'list',
				title: { en: 'How to apply', fr: 'Comment faire la demande' },
				ordered: true,
				items: [
					{
						en: 'Come to the council office during {officeHours}, well before the date of your event.',
						fr: 'Présentez-vous à la mairie aux heures de bureau ({officeHours}), bien avant la date de votre événement.',
					},
					{
						en: 'Explain your event: what it is, the date and times, the place, roughly how many people you expect, and who is organising it.',
						fr: 'Présentez votre événement : sa nature, la date et les horaires, le lieu, le nombre approximatif de participants et l’organisateur.',
					},
					{
						en: 'The officer tells you which documents to provide, any fee, and whether other authorities must also be informed.',
						fr: 'L’agent vous indique les pièces à fournir, les frais éventuels et si d’autres autorités doivent aussi être informées.',
					},
					{
						en: 'Hand in your documents and pay any fee at the council treasury against an official receipt.',
						fr: 'Déposez votre dossier et réglez les frais éventuels à la recette municipale contre un reçu officiel.',
					},
					{
						en: 'Wait for the council’s answer before announcing the event, and keep the permit with you on the day.',
						fr: 'Attendez la réponse de la mairie avant d’annoncer l’événement, et gardez l’autorisation sur vous le jour venu.',
					},
				],
			},
			{
				id: 'guidelines',
				kind: 'list',
				title: {
					en: 'Guidelines for a good event',
					fr: 'Bonnes pratiques pour un événement réussi',
				},
				intro: {
					en: 'General good practice, to help your event go well. For the exact rules that apply to your event, ask at the council office.',
					fr: 'Des conseils généraux pour que votre événement se passe bien. Pour les règles exactes applicables à votre événement, renseignez-vous à la mairie.',
				},
				items: [
					{
						en: 'Apply well in advance, so there is time to answer questions and fix any problem.',
						fr: 'Faites la demande longtemps à l’avance, pour avoir le temps de répondre aux questions et de régler les éventuels problèmes.',
					},
					{
						en: 'Keep the noise reasonable, especially late at night and near homes, schools, hospitals and places of worship.',
						fr: 'Limitez le bruit, surtout tard le soir et près des habitations, des écoles, des hôpitaux et des lieux de culte.',
					},
					{
						en: 'Clean up the site after the event and take the rubbish away.',
						fr: 'Nettoyez le site après l’événement et évacuez les déchets.',
					},
					{
						en: 'Think about safety: stable stages and tents, safe electrical cables, and people in charge of order.',
						fr: 'Pensez à la sécurité : scènes et tentes stables, câbles électriques sûrs, et personnes chargées du maintien de l’ordre.',
					},
					{
						en: 'Keep a way clear for ambulances, fire engines and police vehicles at all times.',
						fr: 'Laissez en permanence un passage libre pour les ambulances, les pompiers et les véhicules de police.',
					},
					{
						en: 'Tell your neighbours about the event in advance.',
						fr: 'Prévenez vos voisins de l’événement à l’avance.',
					},
				],
			},
			{
				id: 'documents',
				kind: 'prose',
				title: { en: 'Required documents', fr: 'Pièces à fournir' },
				paragraphs: [
					{
						en: 'The documents needed depend on the event. Ask at the council office or call {phone} for the list before you apply.',
						fr: 'Les pièces à fournir dépendent de l’événement. Demandez la liste à la mairie ou au {phone} avant de déposer votre demande.',
					},
					{
						en: 'In all cases, bring the organiser’s valid ID card or passport.',
						fr: 'Dans tous les cas, apportez la carte nationale d’identité ou le passeport en cours de validité de l’organisateur.',
					},
				],
			},
			{
				id: 'contact',
				kind: 'contact',
				title: { en: 'Contact the council office', fr: 'Contacter la mairie' },
			},
			{
				kind: 'actions',
				actions: [
					{
						label: { en: 'Public safety', fr: 'Sécurité publique' },
						href: '/residents/public-safety',
					},
					{
						label: { en: 'Parks and recreation', fr: 'Parcs et loisirs' },
						href: '/residents/parks-recreation',
					},
					{
						label: { en: 'Frequently asked questions', fr: 'Questions fréquentes' },
						href: '/help',
					},
				],
			},
		],
	},
]
