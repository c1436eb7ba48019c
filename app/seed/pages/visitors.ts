import type { ContentPage } from '../../features/pages/types'

export const visitorPages: ContentPage[] = [
	// 1. Getting around
	{
		path: '/visitors/getting-around',
		group: 'visitors',
		title: { en: 'Getting around', fr: 'Se déplacer' },
		description: {
			en: 'How to travel in and around {product}: bus hours, shared taxis, motorbike taxis, roads in the rainy season and the way to the council hall.',
			fr: 'Comment se déplacer dans la commune de {product} : horaires des bus, taxis collectifs, mototaxis, routes en saison des pluies et accès à l’hôtel de ville.',
		},
		intro: {
			en: 'Buses, shared taxis and motorbike taxis link the villages and quarters of the council area with one another and with Kumba, the divisional capital. This page explains how each one works and what to expect on the roads.',
			fr: 'Bus, taxis collectifs et mototaxis relient les villages et quartiers de la commune entre eux et avec Kumba, chef-lieu du département. Cette page explique le fonctionnement de chacun et l’état des routes à prévoir.',
		},
		blocks: [
			{
				id: 'bus',
				kind: 'facts',
				title: { en: 'Buses', fr: 'Bus' },
				intro: {
					en: 'The bus is the cheapest way to cover longer distances. Fares depend on the route: ask the driver or at the bus stop before you board.',
					fr: 'Le bus est le moyen le moins cher pour les longues distances. Le prix dépend du trajet : renseignez-vous auprès du chauffeur ou à l’arrêt avant de monter.',
				},
				items: [
					{
						label: { en: 'Service hours', fr: 'Heures de service' },
						value: { en: '6 AM – 10 PM', fr: 'De 6 h à 22 h' },
					},
					{
						label: { en: 'Major routes', fr: 'Grandes lignes' },
						value: { en: 'A bus every 15 minutes', fr: 'Un bus toutes les 15 minutes' },
					},
					{
						label: { en: 'Smaller routes', fr: 'Petites lignes' },
						value: {
							en: 'Less frequent: ask locally for the times',
							fr: 'Moins fréquentes : demandez les horaires sur place',
						},
					},
					{
						label: { en: 'Travelling late', fr: 'Voyager tard' },
						value: {
							en: 'Plan your return before 10 PM, when the last buses run',
							fr: 'Prévoyez votre retour avant 22 h, heure des derniers bus',
						},
					},
				],
			},
			{
				id: 'taxis',
				kind: 'cards',
				title: { en: 'Taxis and motorbike taxis', fr: 'Taxis et mototaxis' },
				columns: 2,
				cards: [
					{
						icon: 'truck',
						title: { en: 'Shared taxis', fr: 'Taxis collectifs' },
						text: {
							en: 'Shared taxis pick up several passengers going the same way. They stop on request along the road and leave from the motor parks when full.',
							fr: 'Les taxis collectifs prennent plusieurs passagers qui vont dans la même direction. Ils s’arrêtent à la demande le long de la route et partent des gares routières une fois pleins.',
						},
						items: [
							{
								en: 'Tell the driver where you are going before you get in',
								fr: 'Indiquez votre destination au chauffeur avant de monter',
							},
							{
								en: 'Agree the fare before the ride',
								fr: 'Mettez-vous d’accord sur le prix avant le départ',
							},
							{
								en: 'Keep small change ready',
								fr: 'Ayez de la petite monnaie sur vous',
							},
						],
					},
					{
						icon: 'shield',
						title: { en: 'Motorbike taxis', fr: 'Mototaxis' },
						text: {
							en: 'Motorbike taxis reach villages and farms where cars cannot go. They are quick, but ride safely.',
							fr: 'Les mototaxis desservent les villages et les plantations où les voitures ne passent pas. Ils sont rapides, mais soyez prudent.',
						},
						items: [
							{
								en: 'Always wear a helmet; ask the rider for one',
								fr: 'Portez toujours un casque ; demandez-en un au conducteur',
							},
							{
								en: 'Agree the fare before the ride',
								fr: 'Mettez-vous d’accord sur le prix avant le départ',
							},
							{
								en: 'Hold on, and keep your feet on the footrests, away from the hot exhaust pipe',
								fr: 'Tenez-vous bien et gardez les pieds sur les repose-pieds, loin du pot d’échappement brûlant',
							},
							{
								en: 'Ask the rider to slow down if you feel unsafe, especially on wet roads',
								fr: 'Demandez au conducteur de ralentir si vous ne vous sentez pas en sécurité, surtout sur route mouillée',
							},
						],
					},
				],
			},
			{
				id: 'rainy-season',
				kind: 'callout',
				tone: 'warning',
				title: { en: 'Roads in the rainy season', fr: 'Les routes en saison des pluies' },
				text: {
					en: 'In the rainy season many rural roads become muddy and slippery, and some may be cut for a time. Journeys take longer and vehicles may be fewer. Leave early, ask drivers or the council office about the state of the road before a long trip, and avoid travelling by motorbike in heavy rain.',
					fr: 'En saison des pluies, de nombreuses routes rurales deviennent boueuses et glissantes, et certaines peuvent être coupées un moment. Les trajets durent plus longtemps et les véhicules se font plus rares. Partez tôt, renseignez-vous auprès des chauffeurs ou de la mairie sur l’état de la route avant un long trajet, et évitez la moto sous une forte pluie.',
				},
			},
			{
				id: 'council-hall',
				kind: 'prose',
				title: { en: 'Getting to the council hall', fr: 'Se rendre à l’hôtel de ville' },
				paragraphs: [
					{
						en: 'The council hall is at {address}. Any taxi or motorbike taxi driver in town knows it: ask for the council hall of {product}.',
						fr: 'L’hôtel de ville se trouve à l’adresse suivante : {address}. Tous les chauffeurs de taxi et de mototaxi de la ville le connaissent : demandez la mairie de {product}.',
					},
					{
						en: 'Before you travel for a service, check the opening hours and which documents to bring, or call {phone}.',
						fr: 'Avant de vous déplacer pour une démarche, vérifiez les horaires d’ouverture et les documents à apporter, ou appelez le {phone}.',
					},
				],
			},
			{
				kind: 'actions',
				actions: [
					{
						label: { en: 'Directions and transport', fr: 'Itinéraire et transport' },
						href: '/residents/directions#transport',
					},
					{
						label: { en: 'Opening hours', fr: 'Horaires d’ouverture' },
						href: '/residents/directions#opening-hours',
					},
					{
						label: { en: 'Things to do', fr: 'Que faire' },
						href: '/visitors/things-to-do',
					},
				],
			},
		],
	},

	// 2. History
	{
		path: '/visitors/history',
		group: 'visitors',
		title: { en: 'Our history', fr: 'Notre histoire' },
		description: {
			en: 'The history of {product} in Meme Division, from the villages of the past to the council created in 1977, and the kinds of historical sites to visit.',
			fr: 'L’histoire de {product} dans le département de la Meme, des villages d’autrefois à la commune créée en 1977, et les lieux historiques à découvrir.',
		},
		intro: {
			en: '{product} lies in Meme Division, in the South West Region of Cameroon. Its villages and quarters have long been led by traditional rulers, and the area carries traces of the colonial period, reunification and the building of modern local government.',
			fr: '{product} se trouve dans le département de la Meme, dans la région du Sud-Ouest du Cameroun. Ses villages et quartiers sont depuis longtemps dirigés par des chefs traditionnels, et la région garde des traces de la période coloniale, de la réunification et de la construction de l’administration locale moderne.',
		},
		blocks: [
			{
				id: 'timeline',
				kind: 'timeline',
				title: { en: 'Key moments', fr: 'Dates clés' },
				items: [
					{
						when: { en: 'Before colonial rule', fr: 'Avant la colonisation' },
						text: {
							en: 'People live in villages led by traditional rulers (chiefs). They farm, fish and trade along rivers and forest paths.',
							fr: 'Les populations vivent dans des villages dirigés par des chefs traditionnels. Elles cultivent la terre, pêchent et commercent le long des rivières et des sentiers forestiers.',
						},
					},
					{
						when: { en: 'Colonial period', fr: 'Période coloniale' },
						text: {
							en: 'The area is part of German Kamerun, then, after the First World War, of the British-administered Southern Cameroons. Missions open churches and schools, and plantation farming grows.',
							fr: 'La région fait partie du Kamerun allemand, puis, après la Première Guerre mondiale, du Southern Cameroons sous administration britannique. Les missions ouvrent des églises et des écoles, et l’agriculture de plantation se développe.',
						},
					},
					{
						when: {
							en: '1961 — Reunification',
							fr: '1961 — Réunification',
						},
						text: {
							en: 'After a plebiscite organised by the United Nations, Southern Cameroons joins the Federal Republic of Cameroon.',
							fr: 'À la suite d’un plébiscite organisé par les Nations unies, le Southern Cameroons rejoint la République fédérale du Cameroun.',
						},
					},
					{
						when: { en: '1972 — The unitary state', fr: '1972 — L’État unitaire' },
						text: {
							en: 'Cameroon becomes a unitary state.',
							fr: 'Le Cameroun devient un État unitaire.',
						},
					},
					{
						when: { en: '1977 — The council is created', fr: '1977 — Création de la commune' },
						text: {
							en: '{product} is established to run local services for the villages and quarters of the area.',
							fr: 'La commune de {product} est créée pour gérer les services locaux des villages et quartiers de la zone.',
						},
					},
					{
						when: { en: 'Today', fr: 'Aujourd’hui' },
						text: {
							en: 'The council serves a population of over 250,000 people across an area of about 4,000 km², with farming, trade and its forests and rivers at the heart of local life.',
							fr: 'La commune compte plus de 250 000 habitants sur une superficie d’environ 4 000 km². L’agriculture, le commerce, les forêts et les rivières sont au cœur de la vie locale.',
						},
					},
				],
			},
			{
				id: 'historical-sites',
				kind: 'cards',
				title: { en: 'Historical sites', fr: 'Lieux historiques' },
				intro: {
					en: 'History here is lived, not kept behind glass. These are the kinds of places where you can see it. Ask locally or at the council office which ones are open to visitors.',
					fr: 'Ici, l’histoire se vit plus qu’elle ne s’expose. Voici les types de lieux où l’on peut la découvrir. Renseignez-vous sur place ou à la mairie pour savoir lesquels sont ouverts aux visiteurs.',
				},
				columns: 2,
				cards: [
					{
						icon: 'landmark',
						title: { en: 'Chiefs’ palaces', fr: 'Chefferies traditionnelles' },
						text: {
							en: 'The palaces of traditional rulers are centres of custom and community life. A visit is possible only with permission: go through a local contact and follow the protocol you are given.',
							fr: 'Les chefferies sont des lieux de coutume et de vie communautaire. Une visite n’est possible qu’avec autorisation : passez par une personne du village et respectez le protocole indiqué.',
						},
					},
					{
						icon: 'building',
						title: {
							en: 'Old mission churches and schools',
							fr: 'Anciennes églises et écoles des missions',
						},
						text: {
							en: 'Churches and schools founded by missions during the colonial period still stand in several villages, and many are still in use. Visit outside service times, or ask the parish first.',
							fr: 'Des églises et écoles fondées par les missions pendant la période coloniale existent encore dans plusieurs villages, et beaucoup sont toujours en service. Visitez en dehors des offices ou demandez d’abord à la paroisse.',
						},
					},
					{
						icon: 'store',
						title: { en: 'Markets', fr: 'Marchés' },
						text: {
							en: 'Markets have long been meeting places between villages. The main market day is Thursday, the best day to see local trade at its busiest.',
							fr: 'Les marchés sont depuis longtemps des lieux de rencontre entre villages. Le grand jour de marché est le jeudi, le meilleur jour pour voir le commerce local en pleine activité.',
						},
					},
					{
						icon: 'map',
						title: { en: 'The river', fr: 'La rivière' },
						text: {
							en: 'The Meme River and the other rivers of the area have shaped where people settle, fish and travel. Some riverside places have a special meaning for local communities: ask before you go.',
							fr: 'La Meme et les autres cours d’eau de la région ont façonné l’installation des villages, la pêche et les déplacements. Certains lieux au bord de l’eau ont une signification particulière pour les communautés : renseignez-vous avant d’y aller.',
						},
					},
				],
			},
			{
				kind: 'callout',
				tone: 'info',
				text: {
					en: 'Some places are sacred or private. Always ask before entering or taking photos, and respect what local people tell you.',
					fr: 'Certains lieux sont sacrés ou privés. Demandez toujours avant d’entrer ou de prendre des photos, et respectez ce que vous disent les habitants.',
				},
			},
			{
				kind: 'actions',
				actions: [
					{
						label: { en: 'Arts and culture', fr: 'Arts et culture' },
						href: '/residents/arts-culture',
					},
					{
						label: { en: 'Things to do', fr: 'Que faire' },
						href: '/visitors/things-to-do',
					},
					{
						label: { en: 'Meet the Mayor', fr: 'Rencontrer le Maire' },
						href: '/government/meet-mayor',
					},
				],
			},
		],
	},

	// 3. Things to do
	{
		path: '/visitors/things-to-do',
		group: 'visitors',
		title: { en: 'Things to do', fr: 'Que faire' },
		description: {
			en: 'Ideas for a visit to {product}: Thursday market, festivals and traditional dances, parks, forests and rivers, local food and cocoa and coffee farms.',
			fr: 'Idées de visite à {product} : marché du jeudi, fêtes et danses traditionnelles, parcs, forêts et rivières, cuisine locale, plantations de cacao et de café.',
		},
		intro: {
			en: 'From a busy market to forest walks, there is plenty to see in the council area. Here are some ideas, and a few customs to respect so that your visit goes well.',
			fr: 'D’un marché animé aux promenades en forêt, la commune a beaucoup à offrir. Voici quelques idées, ainsi que quelques usages à respecter pour que votre visite se passe bien.',
		},
		blocks: [
			{
				id: 'activities',
				kind: 'cards',
				title: { en: 'Ideas for your visit', fr: 'Idées de visite' },
				columns: 3,
				cards: [
					{
						icon: 'store',
						title: { en: 'Market day', fr: 'Jour de marché' },
						text: {
							en: 'Thursday is the main market day. Come in the morning to find fresh produce, palm oil, cloth and household goods, and to meet people from the surrounding villages.',
							fr: 'Le jeudi est le grand jour de marché. Venez le matin pour trouver des produits frais, de l’huile de palme, des tissus et des articles ménagers, et rencontrer les habitants des villages voisins.',
						},
					},
					{
						icon: 'music',
						title: {
							en: 'Festivals and traditional dances',
							fr: 'Fêtes et danses traditionnelles',
						},
						text: {
							en: 'Cultural festivals and traditional dances mark important moments in village life. Visitors are often welcome to watch: ask before taking photos.',
							fr: 'Les fêtes culturelles et les danses traditionnelles rythment les grands moments de la vie des villages. Les visiteurs sont souvent les bienvenus pour y assister : demandez avant de photographier.',
						},
						action: {
							label: { en: 'Arts and culture', fr: 'Arts et culture' },
							href: '/residents/arts-culture',
						},
					},
					{
						icon: 'trees',
						title: { en: 'Parks', fr: 'Parcs' },
						text: {
							en: 'Relax in the council’s parks and green spaces. Central Park is open from 6:00 AM to 6:00 PM.',
							fr: 'Détendez-vous dans les parcs et espaces verts de la commune. Le parc central est ouvert de 6 h à 18 h.',
						},
						action: {
							label: { en: 'Parks and recreation', fr: 'Parcs et loisirs' },
							href: '/residents/parks-recreation',
						},
					},
					{
						icon: 'leaf',
						title: { en: 'Forests and rivers', fr: 'Forêts et rivières' },
						text: {
							en: 'The area’s forests and rivers, including the Meme River, are good for walks and birdwatching. Go with a local guide, tell someone where you are going and take water.',
							fr: 'Les forêts et rivières de la région, dont la Meme, se prêtent aux promenades et à l’observation des oiseaux. Partez avec un guide local, prévenez quelqu’un de votre itinéraire et emportez de l’eau.',
						},
					},
					{
						icon: 'flame',
						title: { en: 'Local food', fr: 'Cuisine locale' },
						text: {
							en: 'Try dishes made with local produce, such as plantain, cassava, cocoyam and fish, at market stalls and small restaurants. Ask what is in season.',
							fr: 'Goûtez les plats préparés avec les produits locaux, comme le plantain, le manioc, le macabo et le poisson, sur les étals du marché et dans les petits restaurants. Demandez ce qui est de saison.',
						},
					},
					{
						icon: 'hands',
						title: { en: 'Cocoa and coffee farms', fr: 'Plantations de cacao et de café' },
						text: {
							en: 'Cocoa and coffee are grown across the area, alongside palm oil and food crops. If you would like to see a farm, ask a local contact to introduce you to the farmer, and never enter a farm without permission.',
							fr: 'Le cacao et le café sont cultivés dans toute la région, à côté du palmier à huile et des cultures vivrières. Pour visiter une plantation, demandez à une personne du village de vous présenter au planteur, et n’entrez jamais dans un champ sans autorisation.',
						},
					},
				],
			},
			{
				id: 'local-customs',
				kind: 'list',
				title: { en: 'Respect local customs', fr: 'Respecter les usages locaux' },
				intro: {
					en: 'A few simple habits make you welcome everywhere:',
					fr: 'Quelques gestes simples vous ouvriront toutes les portes :',
				},
				items: [
					{
						en: 'Greet people, especially elders, before asking for anything.',
						fr: 'Saluez les gens, surtout les aînés, avant de demander quoi que ce soit.',
					},
					{
						en: 'Ask before taking photos of people, ceremonies, palaces or sacred places.',
						fr: 'Demandez avant de photographier des personnes, des cérémonies, des chefferies ou des lieux sacrés.',
					},
					{
						en: 'When visiting a village, introduce yourself to the chief or a local contact.',
						fr: 'En visite dans un village, présentez-vous au chef ou à une personne du village.',
					},
					{
						en: 'Some forests and places are sacred: do not enter them without permission.',
						fr: 'Certaines forêts et certains lieux sont sacrés : n’y entrez pas sans autorisation.',
					},
					{
						en: 'Do not pick fruit or crops from farms: they belong to someone.',
						fr: 'Ne cueillez pas de fruits ni de récoltes dans les champs : ils appartiennent à quelqu’un.',
					},
					{
						en: 'Dress modestly when visiting churches, palaces and ceremonies.',
						fr: 'Portez une tenue correcte pour visiter les églises, les chefferies et assister aux cérémonies.',
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
					{
						label: { en: 'Our history', fr: 'Notre histoire' },
						href: '/visitors/history',
					},
					{
						label: { en: 'Public safety', fr: 'Sécurité publique' },
						href: '/residents/public-safety',
					},
				],
			},
		],
	},
]
