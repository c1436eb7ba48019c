import type { ContentPage } from '../../features/pages/types'

export const governmentPages: ContentPage[] = [
	{
		path: '/government/meet-mayor',
		group: 'government',
		title: { en: 'Meet the Mayor', fr: 'Rencontrer le Maire' },
		description: {
			en: 'Meet the Mayor of {product}: a message to residents, the vision for the municipality and the five priorities guiding the council’s work.',
			fr: 'Découvrez le Maire de la {product} : son message aux habitants, sa vision pour la commune et les cinq priorités qui guident l’action municipale.',
		},
		intro: {
			en: 'The Mayor leads the municipal council, chairs the executive and speaks for {product}. Here you can read the Mayor’s message, the vision for our municipality and the five priorities the council is working on.',
			fr: 'Le Maire dirige le conseil municipal, préside l’exécutif communal et représente la {product}. Vous trouverez ici son message, sa vision pour notre commune et les cinq priorités sur lesquelles travaille la mairie.',
		},
		blocks: [
			{ kind: 'mayorProfile' },
			{
				kind: 'prose',
				id: 'vision',
				title: { en: 'A vision for our municipality', fr: 'Une vision pour notre commune' },
				paragraphs: [
					{
						en: 'Our municipality lies in Meme Division, in the South West Region, a land of forests, rivers and farms where families grow cocoa, coffee, palm oil and food crops. The Mayor’s vision is a municipality where every village and quarter can reach markets, schools and health services easily, and where young people see a future at home.',
						fr: 'Notre commune se trouve dans le département de la Meme, Région du Sud-Ouest, une terre de forêts, de rivières et de plantations où les familles cultivent le cacao, le café, le palmier à huile et les cultures vivrières. La vision du Maire est celle d’une commune où chaque village et chaque quartier accède facilement aux marchés, aux écoles et aux services de santé, et où les jeunes voient leur avenir sur place.',
					},
					{
						en: 'Growth must not cost us our land. The council wants new activity and jobs, while protecting the forests, the Meme River and the soils that feed our families.',
						fr: 'Le développement ne doit pas se faire au détriment de nos terres. La mairie veut de nouvelles activités et de nouveaux emplois, tout en protégeant les forêts, la rivière Meme et les sols qui nourrissent nos familles.',
					},
					{
						en: 'The council cannot do this alone. The Mayor works with traditional rulers, community leaders, farmers, traders and youth groups, and listens to residents before deciding. Your ideas and concerns are welcome at the council office.',
						fr: 'La mairie ne peut pas y arriver seule. Le Maire travaille avec les chefs traditionnels, les leaders communautaires, les agriculteurs, les commerçants et les associations de jeunes, et écoute les habitants avant de décider. Vos idées et vos préoccupations sont les bienvenues à la mairie.',
					},
				],
			},
			{
				kind: 'cards',
				id: 'priorities',
				title: { en: 'Five priorities', fr: 'Cinq priorités' },
				columns: 3,
				cards: [
					{
						icon: 'truck',
						title: { en: 'Roads and infrastructure', fr: 'Routes et infrastructures' },
						text: {
							en: 'Opening and maintaining farm-to-market roads, bridges and drainage so that people and crops can move in every season.',
							fr: 'Ouvrir et entretenir les pistes agricoles, les ponts et les caniveaux pour que les personnes et les récoltes circulent en toute saison.',
						},
					},
					{
						icon: 'wrench',
						title: { en: 'Electrification', fr: 'Électrification' },
						text: {
							en: 'Bringing electricity to more villages and quarters, and lighting public places, to support homes, schools, health centres and small businesses.',
							fr: 'Étendre l’électricité à davantage de villages et de quartiers et éclairer les lieux publics, au service des ménages, des écoles, des centres de santé et des petites entreprises.',
						},
					},
					{
						icon: 'leaf',
						title: {
							en: 'Industrialisation that preserves natural resources',
							fr: 'Une industrialisation qui préserve les ressources naturelles',
						},
						text: {
							en: 'Encouraging local processing of cocoa, coffee, palm oil and food crops to create jobs, while preserving our forests, rivers and soils.',
							fr: 'Encourager la transformation locale du cacao, du café, de l’huile de palme et des cultures vivrières pour créer des emplois, tout en préservant nos forêts, nos rivières et nos sols.',
						},
					},
					{
						icon: 'building',
						title: { en: 'Education facilities', fr: 'Infrastructures scolaires' },
						text: {
							en: 'Building, repairing and equipping classrooms so that children learn in safe, decent conditions close to home.',
							fr: 'Construire, réhabiliter et équiper des salles de classe pour que les enfants apprennent dans de bonnes conditions, près de chez eux.',
						},
					},
					{
						icon: 'users',
						title: { en: 'Community engagement', fr: 'Participation citoyenne' },
						text: {
							en: 'Involving residents, traditional rulers and community groups in council decisions, and reporting openly on what the council does.',
							fr: 'Associer les habitants, les chefs traditionnels et les associations aux décisions de la mairie, et rendre compte ouvertement de son action.',
						},
					},
				],
			},
			{
				kind: 'actions',
				actions: [
					{
						label: { en: 'Meet the cabinet', fr: 'Découvrir le cabinet' },
						href: '/government/cabinet',
					},
					{
						label: { en: 'Visit the council', fr: 'Venir à la mairie' },
						href: '/residents/directions',
					},
				],
			},
		],
	},
	{
		path: '/government/cabinet',
		group: 'government',
		title: { en: 'The Mayor’s Cabinet', fr: 'Le cabinet du Maire' },
		description: {
			en: 'Who works with the Mayor of {product}: the deputy mayors, secretary general, treasury and finance staff, and what each of them does for residents.',
			fr: 'Qui travaille avec le Maire de la {product} : les adjoints au Maire, le secrétaire général, les services financiers et le rôle de chacun auprès des habitants.',
		},
		intro: {
			en: 'The Mayor is supported by deputy mayors and by the council’s senior staff. Below you will find the members of the cabinet and a short explanation of what each role does, so you know whom to ask.',
			fr: 'Le Maire est entouré de ses adjoints et des principaux responsables des services communaux. Vous trouverez ci-dessous les membres du cabinet et une brève explication du rôle de chacun, pour savoir à qui vous adresser.',
		},
		blocks: [
			{ kind: 'cabinet' },
			{
				kind: 'prose',
				id: 'roles',
				title: { en: 'Who does what', fr: 'Qui fait quoi' },
				paragraphs: [
					{
						en: 'Deputy mayors assist the Mayor and stand in for the Mayor when absent. Each one follows the areas of work the Mayor gives them, and they may celebrate civil marriages.',
						fr: 'Les adjoints au Maire assistent le Maire et le remplacent en son absence. Chacun suit les domaines que le Maire lui confie, et ils peuvent célébrer les mariages civils.',
					},
					{
						en: 'The secretary general runs the council’s offices and staff day to day, prepares council meetings and keeps the council’s records. For any request where you do not know whom to ask, start with the secretariat.',
						fr: 'Le secrétaire général dirige au quotidien les services et le personnel de la mairie, prépare les sessions du conseil et conserve les archives. Si vous ne savez pas à qui vous adresser, commencez par le secrétariat général.',
					},
					{
						en: 'The finance officer prepares the council’s budget and follows its spending. The municipal treasurer, helped by the deputy treasurer, collects council taxes and fees against an official receipt and makes the council’s payments at the municipal treasury.',
						fr: 'Le chef du service financier prépare le budget communal et en suit l’exécution. Le receveur municipal, assisté du receveur adjoint, encaisse les taxes et droits communaux contre quittance officielle et effectue les paiements de la commune à la recette municipale.',
					},
					{
						en: 'The stores accountant keeps track of the council’s supplies and equipment. The council development officer prepares and follows development projects, such as roads, water points and classrooms, with communities and partners.',
						fr: 'Le comptable matières tient la comptabilité des fournitures et du matériel de la commune. L’agent de développement communal prépare et suit les projets de développement, comme les routes, les points d’eau ou les salles de classe, avec les communautés et les partenaires.',
					},
				],
			},
			{
				kind: 'contact',
				title: { en: 'Contact the council', fr: 'Contacter la mairie' },
			},
		],
	},
	{
		path: '/jobs',
		group: 'government',
		title: { en: 'Jobs at the council', fr: 'Offres d’emploi de la commune' },
		description: {
			en: 'Open job vacancies at {product}: what each post involves, who can apply, how to apply and by when.',
			fr: 'Les postes ouverts à la {product} : en quoi consiste chaque poste, qui peut postuler, comment et avant quelle date.',
		},
		intro: {
			en: 'The council recruits in the open. Each vacancy says what the post involves, what is required and how to apply before it closes. Applications are free: nobody may ask you for money to apply.',
			fr: 'La commune recrute en toute transparence. Chaque offre dit en quoi consiste le poste, ce qui est demandé et comment postuler avant la date de clôture. La candidature est gratuite : personne ne peut vous demander d’argent pour postuler.',
		},
		blocks: [
			{ kind: 'jobs', id: 'vacancies', title: { en: 'Open vacancies', fr: 'Postes ouverts' } },
			{
				kind: 'prose',
				id: 'how-we-recruit',
				title: { en: 'How the council recruits', fr: 'Comment la commune recrute' },
				paragraphs: [
					{
						en: 'Every vacancy is published here and on the notice board at the council hall. Send your application before the closing date and time: late applications cannot be considered.',
						fr: 'Chaque poste est publié ici et sur le tableau d’affichage de l’hôtel de ville. Envoyez votre candidature avant la date et l’heure de clôture : une candidature arrivée en retard ne peut pas être retenue.',
					},
					{
						en: 'Shortlisted candidates are invited to a test or an interview. For any question, call {phone} or write to {email}.',
						fr: 'Les candidats présélectionnés sont convoqués à un test ou à un entretien. Pour toute question, appelez le {phone} ou écrivez à {email}.',
					},
				],
			},
		],
	},
]
