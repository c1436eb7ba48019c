import type { ContentPage } from '../../features/pages/types'

export const residentPages: ContentPage[] = [
	{
		path: '/residents/arts-culture',
		group: 'residents',
		title: { en: 'Arts and Culture', fr: 'Arts et culture' },
		description: {
			en: 'Upcoming cultural events in {product} and the programmes that keep our dances, music, crafts, festivals and languages alive.',
			fr: 'Les prochains événements culturels de la {product} et les programmes qui font vivre nos danses, notre musique, notre artisanat, nos fêtes et nos langues.',
		},
		intro: {
			en: 'Our villages and quarters have a rich heritage of traditional dances, music, crafts and festivals. The council supports cultural groups and events, and helps residents and visitors take part.',
			fr: 'Nos villages et quartiers possèdent un riche patrimoine de danses traditionnelles, de musique, d’artisanat et de fêtes. La mairie soutient les groupes culturels et les événements, et aide habitants et visiteurs à y participer.',
		},
		blocks: [
			{
				kind: 'events',
				title: { en: 'Upcoming events', fr: 'Événements à venir' },
			},
			{
				kind: 'cards',
				id: 'cultural-programmes',
				title: { en: 'Cultural programmes', fr: 'Programmes culturels' },
				intro: {
					en: 'To join a group, present your work or get support for an activity, ask at the council office during office hours ({officeHours}) or call {phone}.',
					fr: 'Pour rejoindre un groupe, présenter vos œuvres ou obtenir un appui pour une activité, renseignez-vous à la mairie aux heures d’ouverture des bureaux ({officeHours}) ou appelez le {phone}.',
				},
				columns: 3,
				cards: [
					{
						icon: 'music',
						title: { en: 'Traditional dance and music', fr: 'Danses et musiques traditionnelles' },
						text: {
							en: 'Dance groups and musicians from our villages perform at ceremonies, festivals and council events. The council helps groups find places and occasions to perform.',
							fr: 'Les troupes de danse et les musiciens de nos villages se produisent lors des cérémonies, des fêtes et des événements de la mairie. La mairie aide les groupes à trouver des lieux et des occasions pour se produire.',
						},
					},
					{
						icon: 'hands',
						title: { en: 'Crafts and artisans', fr: 'Artisanat et artisans' },
						text: {
							en: 'Carvers, weavers, potters and other artisans keep local skills alive. The council encourages them to show and sell their work at markets and cultural events.',
							fr: 'Sculpteurs, vanniers, potiers et autres artisans perpétuent les savoir-faire locaux. La mairie les encourage à exposer et vendre leurs créations sur les marchés et lors des événements culturels.',
						},
					},
					{
						icon: 'calendar',
						title: { en: 'Festivals', fr: 'Festivals et fêtes' },
						text: {
							en: 'Community and traditional festivals bring villages together. If you organise a public event, find out first how to get an events permit from the council.',
							fr: 'Les fêtes communautaires et traditionnelles rassemblent les villages. Si vous organisez un événement public, renseignez-vous d’abord sur l’autorisation à obtenir auprès de la mairie.',
						},
						action: {
							label: { en: 'Events permit', fr: 'Autorisation d’événement' },
							href: '/i-want-to/events-permit',
						},
					},
					{
						icon: 'users',
						title: { en: 'Youth and culture', fr: 'Jeunesse et culture' },
						text: {
							en: 'Young people can learn dances, music and crafts from elders, and share their own talents in music, drama and the arts through youth groups and school activities.',
							fr: 'Les jeunes peuvent apprendre les danses, la musique et l’artisanat auprès des aînés, et partager leurs propres talents en musique, théâtre et arts à travers les associations de jeunes et les activités scolaires.',
						},
					},
					{
						icon: 'landmark',
						title: { en: 'Heritage and languages', fr: 'Patrimoine et langues' },
						text: {
							en: 'Our local languages, stories and customs are part of who we are. The council works with traditional rulers and communities to record and pass them on.',
							fr: 'Nos langues locales, nos récits et nos coutumes font partie de notre identité. La mairie travaille avec les chefs traditionnels et les communautés pour les recueillir et les transmettre.',
						},
						action: {
							label: { en: 'Our history', fr: 'Notre histoire' },
							href: '/visitors/history',
						},
					},
				],
			},
			{
				kind: 'actions',
				actions: [
					{
						label: { en: 'Things to do', fr: 'Que faire' },
						href: '/visitors/things-to-do',
					},
					{
						label: { en: 'Organise an event', fr: 'Organiser un événement' },
						href: '/i-want-to/events-permit',
					},
				],
			},
		],
	},
	{
		path: '/residents/public-safety',
		group: 'residents',
		title: { en: 'Public Safety', fr: 'Sécurité publique' },
		description: {
			en: 'Stay safe in {product}: emergency numbers for police, fire and ambulance, and how to prevent fires, face floods and report hazards to the council.',
			fr: 'Votre sécurité dans la {product} : numéros d’urgence de la police, des pompiers et des secours, prévention des incendies, inondations et signalement des dangers.',
		},
		intro: {
			en: 'Safety is everyone’s business. Here you will find the emergency numbers to call, simple ways to prevent accidents at home and on the road, and how to tell the council about a danger in your area.',
			fr: 'La sécurité est l’affaire de tous. Vous trouverez ici les numéros d’urgence à appeler, des gestes simples pour éviter les accidents à la maison et sur la route, et la façon de signaler un danger à la mairie.',
		},
		blocks: [
			{
				kind: 'cards',
				id: 'safety-services',
				title: { en: 'Staying safe', fr: 'Rester en sécurité' },
				columns: 2,
				cards: [
					{
						icon: 'shield',
						title: {
							en: 'Neighbourhood safety',
							fr: 'Sécurité de quartier',
						},
						text: {
							en: 'Know your neighbours and your quarter head. If you see a crime, call the police. For vigilance groups and community safety meetings, your traditional ruler or the council office can put you in touch.',
							fr: 'Connaissez vos voisins et votre chef de quartier. Si vous êtes témoin d’un crime, appelez la police. Pour les comités de vigilance et les réunions de sécurité communautaire, votre chef traditionnel ou la mairie peut vous mettre en relation.',
						},
						action: {
							label: { en: 'Emergency numbers', fr: 'Numéros d’urgence' },
							href: '#emergency-numbers',
						},
					},
					{
						icon: 'flame',
						title: { en: 'Fire prevention', fr: 'Prévention des incendies' },
						text: {
							en: 'Never leave a cooking fire, lamp or candle unattended. Keep fuel and gas away from flames and children. Do not burn fields or rubbish near houses in the dry season.',
							fr: 'Ne laissez jamais un feu de cuisine, une lampe ou une bougie sans surveillance. Gardez le carburant et le gaz loin des flammes et des enfants. Ne brûlez pas de champs ni d’ordures près des maisons en saison sèche.',
						},
						items: [
							{
								en: 'Check gas bottles and electrical wiring',
								fr: 'Vérifiez les bouteilles de gaz et l’installation électrique',
							},
							{
								en: 'Keep water or sand near the kitchen',
								fr: 'Gardez de l’eau ou du sable près de la cuisine',
							},
						],
					},
					{
						icon: 'heart',
						title: {
							en: 'Health emergencies and first aid',
							fr: 'Urgences médicales et premiers secours',
						},
						text: {
							en: 'In a serious illness or accident, call the ambulance or take the person to the nearest health centre at once. Keep a simple first aid kit at home and know where your nearest health centre is.',
							fr: 'En cas de maladie grave ou d’accident, appelez les secours ou conduisez immédiatement la personne au centre de santé le plus proche. Gardez une trousse de premiers secours à la maison et sachez où se trouve votre centre de santé.',
						},
						action: {
							label: { en: 'Emergency numbers', fr: 'Numéros d’urgence' },
							href: '#emergency-numbers',
						},
					},
					{
						icon: 'truck',
						title: {
							en: 'Floods and road safety',
							fr: 'Inondations et sécurité routière',
						},
						text: {
							en: 'In the rainy season, keep drains clear and never cross a flooded river or road. On the road, respect the speed limits, and on a motorbike wear a helmet and do not overload.',
							fr: 'En saison des pluies, gardez les caniveaux dégagés et ne traversez jamais une rivière ou une route inondée. Sur la route, respectez les limitations de vitesse et, à moto, portez un casque et ne surchargez pas.',
						},
						items: [
							{
								en: 'Do not build or throw rubbish in waterways',
								fr: 'Ne construisez pas et ne jetez pas d’ordures dans les cours d’eau',
							},
							{
								en: 'Move to higher ground if water rises fast',
								fr: 'Gagnez un endroit élevé si l’eau monte vite',
							},
						],
					},
				],
			},
			{
				kind: 'emergencyNumbers',
				id: 'emergency-numbers',
				title: { en: 'Emergency numbers', fr: 'Numéros d’urgence' },
				intro: {
					en: 'In an emergency, call the right service straight away. Give your name, what happened and the exact place (village, quarter, landmark).',
					fr: 'En cas d’urgence, appelez tout de suite le service concerné. Donnez votre nom, ce qui s’est passé et le lieu exact (village, quartier, point de repère).',
				},
			},
			{
				kind: 'callout',
				id: 'report-hazard',
				tone: 'warning',
				title: { en: 'Report a hazard', fr: 'Signaler un danger' },
				text: {
					en: 'Seen a fallen tree, a broken bridge, a blocked drain, a dangerous pothole or exposed electric wires? Keep people away and tell the council on {phone} or at the council office, saying exactly where it is. If lives are in danger, call the emergency services first.',
					fr: 'Vous avez vu un arbre tombé, un pont abîmé, un caniveau bouché, un nid-de-poule dangereux ou des fils électriques à nu ? Éloignez les personnes et prévenez la mairie au {phone} ou à ses bureaux, en indiquant le lieu exact. Si des vies sont en danger, appelez d’abord les secours.',
				},
			},
		],
	},
	{
		path: '/residents/parks-recreation',
		group: 'residents',
		title: { en: 'Parks and Recreation', fr: 'Parcs et loisirs' },
		description: {
			en: 'Parks, sports grounds and community programmes in {product}: where to relax, play football, walk with others or join a clean-up day.',
			fr: 'Parcs, terrains de sport et activités communautaires de la {product} : où se détendre, jouer au football, marcher en groupe ou participer à un nettoyage.',
		},
		intro: {
			en: 'Green spaces and sports grounds are for everyone. Use them, respect them and help keep them clean. For bookings or questions, ask at the council office or call {phone}.',
			fr: 'Les espaces verts et les terrains de sport sont à tous. Profitez-en, respectez-les et aidez à les garder propres. Pour une réservation ou une question, adressez-vous à la mairie ou appelez le {phone}.',
		},
		blocks: [
			{
				kind: 'cards',
				id: 'parks',
				title: { en: 'Parks', fr: 'Parcs' },
				columns: 2,
				cards: [
					{
						icon: 'trees',
						title: { en: 'Central Park', fr: 'Parc central' },
						text: {
							en: 'A green space to rest, meet friends and let children play.',
							fr: 'Un espace vert pour se reposer, retrouver des amis et laisser jouer les enfants.',
						},
						items: [
							{ en: 'Open 6:00 AM – 6:00 PM', fr: 'Ouvert de 6 h à 18 h' },
							{
								en: 'Please use the bins and keep the park clean',
								fr: 'Merci d’utiliser les poubelles et de garder le parc propre',
							},
						],
					},
					{
						icon: 'leaf',
						title: { en: 'Riverside Park', fr: 'Parc de la rivière' },
						text: {
							en: 'A quiet place by the water for a walk or a family outing. Keep children close to you near the river.',
							fr: 'Un lieu calme au bord de l’eau pour une promenade ou une sortie en famille. Gardez les enfants près de vous au bord de la rivière.',
						},
						items: [
							{
								en: 'Ask the council office for opening hours',
								fr: 'Horaires : renseignez-vous à la mairie',
							},
							{
								en: 'Do not swim when the water is high',
								fr: 'Ne vous baignez pas en période de crue',
							},
						],
					},
				],
			},
			{
				kind: 'cards',
				id: 'sports',
				title: { en: 'Sports facilities', fr: 'Équipements sportifs' },
				intro: {
					en: 'To book a ground for a match or a tournament, ask at the council office during office hours ({officeHours}).',
					fr: 'Pour réserver un terrain pour un match ou un tournoi, adressez-vous à la mairie aux heures d’ouverture des bureaux ({officeHours}).',
				},
				columns: 3,
				cards: [
					{
						icon: 'trophy',
						title: { en: 'Football field', fr: 'Terrain de football' },
						text: {
							en: 'The municipal football field hosts local matches, school games and community tournaments.',
							fr: 'Le terrain de football municipal accueille les matchs locaux, les compétitions scolaires et les tournois communautaires.',
						},
					},
					{
						icon: 'users',
						title: { en: 'Multi-sport court', fr: 'Plateau multisports' },
						text: {
							en: 'Where available, courts for basketball, volleyball and handball are open to clubs, schools and youth groups.',
							fr: 'Là où ils existent, les terrains de basket-ball, de volley-ball et de handball sont ouverts aux clubs, aux écoles et aux associations de jeunes.',
						},
					},
					{
						icon: 'map',
						title: { en: 'Walking and running', fr: 'Marche et course' },
						text: {
							en: 'Quiet roads and park paths are good for walking and jogging. Go early or late in the day, wear bright clothes and face the traffic.',
							fr: 'Les routes calmes et les allées des parcs se prêtent à la marche et au jogging. Sortez tôt ou en fin de journée, portez des vêtements voyants et marchez face à la circulation.',
						},
					},
				],
			},
			{
				kind: 'cards',
				id: 'community-programmes',
				title: { en: 'Community programmes', fr: 'Activités communautaires' },
				intro: {
					en: 'Want to join or start an activity in your quarter? Ask at the council office or call {phone}.',
					fr: 'Vous voulez participer ou lancer une activité dans votre quartier ? Renseignez-vous à la mairie ou appelez le {phone}.',
				},
				columns: 3,
				cards: [
					{
						icon: 'trophy',
						title: { en: 'Youth sports', fr: 'Sport pour les jeunes' },
						text: {
							en: 'Football and other games for young people, in partnership with schools, clubs and youth associations.',
							fr: 'Football et autres sports pour les jeunes, en partenariat avec les écoles, les clubs et les associations de jeunes.',
						},
					},
					{
						icon: 'heart',
						title: { en: 'Walking groups', fr: 'Groupes de marche' },
						text: {
							en: 'Walking together is good for health and for making friends. Groups are open to all ages.',
							fr: 'Marcher ensemble est bon pour la santé et pour se faire des amis. Les groupes sont ouverts à tous les âges.',
						},
					},
					{
						icon: 'leaf',
						title: { en: 'Clean-up days', fr: 'Journées de salubrité' },
						text: {
							en: 'Residents, schools and associations come together to clean streets, drains, markets and parks, and to plant trees.',
							fr: 'Habitants, écoles et associations se mobilisent pour nettoyer les rues, les caniveaux, les marchés et les parcs, et pour planter des arbres.',
						},
						action: {
							label: { en: 'Upcoming events', fr: 'Événements à venir' },
							href: '/residents/arts-culture',
						},
					},
				],
			},
			{
				kind: 'actions',
				actions: [
					{
						label: { en: 'Organise an event in a park', fr: 'Organiser un événement dans un parc' },
						href: '/i-want-to/events-permit',
					},
					{
						label: { en: 'Things to do', fr: 'Que faire' },
						href: '/visitors/things-to-do',
					},
				],
			},
		],
	},
	{
		path: '/residents/directions',
		group: 'residents',
		title: { en: 'Directions to Council Hall', fr: 'Comment venir à la mairie' },
		description: {
			en: 'How to find the {product} council hall: address, opening hours, map, and how to get there by bus, shared taxi or motorbike taxi.',
			fr: 'Comment trouver l’hôtel de ville de la {product} : adresse, horaires d’ouverture, plan, et accès en bus, taxi collectif ou moto-taxi.',
		},
		intro: {
			en: 'The council hall is where you apply for documents, pay council taxes and fees, and meet council staff. Here is how to find it and when it is open.',
			fr: 'L’hôtel de ville est le lieu où vous demandez vos documents, payez les taxes et droits communaux et rencontrez les agents de la mairie. Voici comment le trouver et quand il est ouvert.',
		},
		blocks: [
			{
				kind: 'prose',
				id: 'address',
				title: { en: 'Address', fr: 'Adresse' },
				paragraphs: [
					{
						en: 'The council hall is at {address}.',
						fr: 'L’hôtel de ville se trouve à l’adresse suivante : {address}.',
					},
					{
						en: 'If you are not sure of the way, ask anyone for the council hall (the “mairie”): it is well known locally. You can also call {phone} before you come.',
						fr: 'Si vous n’êtes pas sûr du chemin, demandez la mairie autour de vous : elle est bien connue. Vous pouvez aussi appeler le {phone} avant de venir.',
					},
				],
			},
			{
				kind: 'openingHours',
				id: 'opening-hours',
				title: { en: 'Opening hours', fr: 'Horaires d’ouverture' },
			},
			{
				kind: 'map',
				id: 'map',
				title: { en: 'Map', fr: 'Plan' },
			},
			{
				kind: 'cards',
				id: 'transport',
				title: { en: 'Getting there', fr: 'Comment s’y rendre' },
				intro: {
					en: 'Ask the driver to drop you at the council hall (the “mairie”). Fares are not set by the council: agree on the price before you set off.',
					fr: 'Demandez au chauffeur de vous déposer à la mairie. Les tarifs ne sont pas fixés par la mairie : mettez-vous d’accord sur le prix avant le départ.',
				},
				columns: 3,
				cards: [
					{
						icon: 'bus',
						title: { en: 'By bus', fr: 'En bus' },
						text: {
							en: 'Buses run from 6 AM to 10 PM, every 15 minutes on the major routes. Get off at the stop nearest the council hall and walk the rest.',
							fr: 'Les bus circulent de 6 h à 22 h, toutes les 15 minutes sur les grands axes. Descendez à l’arrêt le plus proche de la mairie et terminez à pied.',
						},
					},
					{
						icon: 'truck',
						title: { en: 'By shared taxi', fr: 'En taxi collectif' },
						text: {
							en: 'Shared taxis run along the main roads and stop on request. Tell the driver your destination when you get in.',
							fr: 'Les taxis collectifs circulent sur les routes principales et s’arrêtent à la demande. Indiquez votre destination au chauffeur en montant.',
						},
					},
					{
						icon: 'map',
						title: { en: 'By motorbike taxi', fr: 'En moto-taxi' },
						text: {
							en: 'Motorbike taxis reach villages and quarters that other transport does not. Wear a helmet and ask the rider to go slowly.',
							fr: 'Les moto-taxis desservent les villages et quartiers que les autres transports n’atteignent pas. Portez un casque et demandez au conducteur de rouler doucement.',
						},
					},
				],
			},
			{
				kind: 'actions',
				actions: [
					{
						label: { en: 'Getting around', fr: 'Se déplacer' },
						href: '/visitors/getting-around',
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
]
