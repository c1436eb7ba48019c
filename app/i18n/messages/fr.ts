import type { Messages } from './en'
import { essentialsFr } from './essentials.fr'

/** Texte français de l'interface. Typé contre le catalogue anglais : une clé manquante ne compile pas. */
export const fr: Messages = {
	...essentialsFr,
	'meta.siteDescription':
		'Site officiel de {product} : services communaux, actualités, événements et informations pour les habitants, les visiteurs et les entreprises.',
	'meta.homeTitle': '{product} — Site officiel',

	'a11y.skipToContent': 'Aller au contenu principal',
	'toast.region': 'Notifications',
	'a11y.externalLink': '(ouvre un autre site)',

	'topBar.homeLink': '{product} — accueil',
	'topBar.mainNav': 'Menu principal',
	'topBar.openMenu': 'Menu',
	'topBar.closeMenu': 'Fermer le menu',
	'topBar.switchLanguage': 'English',
	'topBar.switchLanguageLabel': 'Read this page in English',

	'search.toggle': 'Rechercher',
	'search.closeToggle': 'Fermer la recherche',
	'search.label': 'Rechercher sur le site de la commune',
	'search.placeholder': 'Service, actualité, événement…',
	'search.submit': 'Rechercher',
	'search.pageTitle': 'Recherche',
	'search.pageDescription':
		'Rechercher sur le site de la commune : services, pages d’information, actualités, événements, programmes et questions.',
	'search.pageIntro': 'Trouvez un service, un document, une page, une actualité ou un événement.',
	'search.resultsTitle': 'Résultats pour « {query} »',
	'search.count': 'Résultats trouvés : {count}',
	'search.truncated':
		'Votre recherche était longue : seuls ses {max} premiers caractères ont été utilisés.',
	'search.results': 'Résultats de la recherche',
	'search.in': 'Dans : {page}',
	'search.type.page': 'Page',
	'search.type.service': 'Service',
	'search.type.news': 'Actualité',
	'search.type.event': 'Événement',
	'search.type.programme': 'Programme',
	'search.type.faq': 'Question',
	'search.type.cabinet': 'Cabinet',
	'search.type.bid': 'Appel d’offres',
	'search.pagination': 'Pages de résultats',
	'search.previous': 'Résultats précédents',
	'search.next': 'Résultats suivants',
	'search.pageOf': 'Page {page} sur {pages}',
	'search.popular': 'Services les plus demandés',
	'search.emptyHint': 'Tapez un ou deux mots : un service, un document, un lieu ou un sujet.',
	'search.noResults': 'Aucun résultat pour « {query} ».',
	'search.noResultsTips': 'Vérifiez l’orthographe, ou essayez d’autres mots ou moins de mots.',
	'search.moreHelp': 'D’autres moyens de trouver ce qu’il vous faut',
	'search.helpLink': 'Lire les questions les plus fréquentes des habitants',
	'search.contactIntro': 'Ou demandez à la mairie :',
	'search.phone': 'Téléphone : {phone}',
	'search.email': 'Courriel : {email}',
	'search.directions': 'Adresse et horaires de la mairie',
	'search.suggestions': 'Suggestions',
	'search.seeAll': 'Voir tous les résultats pour « {query} »',

	'nav.home': 'Accueil',
	'nav.government': 'Administration',
	'nav.government.meetMayor': 'Le Maire',
	'nav.government.cabinet': 'Le cabinet du Maire',
	'nav.residents': 'Habitants',
	'nav.residents.artsCulture': 'Arts et culture',
	'nav.residents.publicSafety': 'Sécurité publique',
	'nav.residents.parksRecreation': 'Parcs et loisirs',
	'nav.residents.directions': "Accès à l'hôtel de ville",
	'nav.visitors': 'Visiteurs',
	'nav.visitors.gettingAround': 'Se déplacer',
	'nav.visitors.history': 'Histoire',
	'nav.visitors.thingsToDo': 'À voir et à faire',
	'nav.business': 'Entreprises',
	'nav.business.licenses': "Licences d'exploitation",
	'nav.business.suppliers': 'Fournisseurs',
	'nav.business.grants': 'Subventions et financements',
	'nav.business.zoning': 'Urbanisme et zonage',
	'nav.business.bids': "Appels d'offres",
	'nav.business.start': 'Créer une entreprise',
	'nav.iWantTo': 'Je veux',
	'nav.iWantTo.ceremonial': 'Réserver une cérémonie',
	'nav.iWantTo.findBusiness': 'Trouver une entreprise',
	'nav.iWantTo.businessLicense': "Obtenir une licence d'exploitation",
	'nav.iWantTo.eventsPermit': 'Obtenir une autorisation de manifestation',

	'hero.title': '{product} vous souhaite la bienvenue',
	'hero.subtitle':
		'Services communaux, actualités et informations pour les habitants, les visiteurs et les entreprises — en français et en anglais.',
	'hero.imageAlt': 'Collines verdoyantes, plantations et hôtel de ville au lever du soleil',

	'services.title': 'Services communaux',
	'services.intro': 'Ce que la commune peut faire pour vous, et comment procéder.',
	'services.licenses.title': 'Licences et autorisations',
	'services.licenses.text':
		"Licences d'exploitation, permis de bâtir et autorisations de manifestation.",
	'services.administrative.title': 'Services administratifs',
	'services.administrative.text': 'Copies certifiées, attestations et légalisation de documents.',
	'services.technical.title': 'Services techniques',
	'services.technical.text': 'Routes, plans de construction, assainissement et travaux publics.',
	'services.birthCertificate.title': 'Actes de naissance',
	'services.birthCertificate.text':
		"Déclarer une naissance ou obtenir une copie d'acte de naissance.",
	'services.socialAffairs.title': 'Affaires sociales',
	'services.socialAffairs.text':
		'Soutien aux familles, aux personnes âgées et aux personnes handicapées.',
	'services.tax.title': 'Impôts communaux',
	'services.tax.text': 'Taxes locales et droits de marché : quoi payer, où et quand.',

	'programs.title': 'Programmes et priorités',
	'programs.intro': 'Le cap de la commune, et les travaux déjà engagés.',
	'programs.agenda.title': 'Programme de développement',
	'programs.agenda.text':
		"Notre plan pour les routes, l'électricité, les écoles, l'eau et l'emploi local pour les années à venir.",
	'programs.agenda.action': 'En savoir plus',
	'programs.projects.title': 'Projets en cours',
	'programs.projects.text':
		'Suivez les projets en cours dans la commune et ce que chacun a déjà permis de réaliser.',
	'programs.projects.action': 'Voir les projets',

	'news.title': 'Dernières actualités',
	'news.visitNewsroom': 'Toutes les actualités',
	'news.empty': "Aucune actualité n'a encore été publiée.",
	'news.publishedOn': 'Publié le {date}',

	'events.title': 'Événements à venir',
	'events.viewAll': 'Voir tous les événements',
	'events.empty': "Aucun événement n'est prévu pour le moment.",
	'events.location': 'Lieu',
	'events.time': 'Horaire',

	'content.onlyInEnglish': 'Available in English only',
	'content.onlyInFrench': 'Disponible en français seulement',

	'mayor.sectionTitle': 'Le mot du Maire',
	'mayor.learnMore': 'En savoir plus sur le Maire',
	'mayor.imageAlt': 'Portrait du Maire, {name}',

	'partners.title': 'Nos partenaires',

	'footer.contactTitle': 'Nous contacter',
	'footer.phone': 'Téléphone',
	'footer.email': 'Courriel',
	'footer.address': 'Adresse',
	'footer.poBox': 'B.P. {box}',
	'footer.quickLinks': 'Liens rapides',
	'footer.aboutTitle': 'La commune en bref',
	'footer.established': 'Créée en {year}',
	'footer.population': 'Population : plus de {count} habitants',
	'footer.area': 'Superficie : {area} km²',
	'footer.hours': "Heures d'ouverture : {hours}",
	'footer.followUs': 'Suivez-nous',
	'footer.social.facebook': 'Facebook',
	'footer.social.x': 'X (Twitter)',
	'footer.social.youtube': 'YouTube',
	'footer.social.whatsapp': 'WhatsApp',
	'footer.socialSoon': 'Nos pages sur les réseaux sociaux arrivent bientôt.',
	'footer.fraudTitle': 'Signaler une fraude',
	'footer.fraudText':
		"Les services communaux se paient uniquement à la recette municipale, contre un reçu officiel. Si quelqu'un vous demande de l'argent pour accélérer un dossier, ou prétend agir au nom de la commune, signalez-le à la mairie au {phone}.",
	'footer.credits': 'Site réalisé avec le soutien de nos partenaires.',
	'footer.rights': '© {year} {product}. Tous droits réservés.',

	'meta.pageTitle': '{title} — {product}',
	'meta.shareImage.home':
		"{product} : emblème, à côté d'un dessin de l'hôtel de ville au milieu des collines",
	'meta.shareImage.page':
		"{product} : emblème et symbole d'un édifice public, à côté d'un dessin d'habitants devant un bâtiment communal",
	'meta.shareImage.news':
		"{product} : emblème et symbole d'un journal, à côté d'un dessin d'un marché animé",
	'meta.shareImage.events':
		"{product} : emblème et symbole d'un calendrier, à côté d'un dessin de danseurs en fête",
	'meta.shareImage.programs':
		"{product} : emblème et symbole d'une liste de tâches, à côté d'un dessin de travaux routiers",
	'meta.shareImage.help':
		"{product} : emblème et point d'interrogation, à côté d'un dessin de l'hôtel de ville",
	'breadcrumbs.label': "Fil d'Ariane",

	'page.dateModified': 'Date de modification :',
	'page.amount': '{amount} FCFA',
	'page.officeHours': "Heures d'ouverture des bureaux",
	'page.hoursUnknown': "Renseignez-vous à la mairie sur les heures d'ouverture.",
	'page.mayorRole': 'Maire de la {product}',
	'page.cabinetEmpty': 'Les membres du cabinet seront bientôt présentés ici.',
	'page.photoOf': 'Photo de {name}',
	'page.emergency.police': 'Police',
	'page.emergency.fire': 'Sapeurs-pompiers',
	'page.emergency.ambulance': 'Ambulance',
	'page.emergency.council': "Ligne d'urgence de la mairie",
	'page.emergency.call': 'Appeler le',
	'page.emergency.placeholder': 'Numéro à confirmer',
	'page.emergency.placeholderHelp':
		"La mairie n'a pas encore publié ce numéro. En attendant, appelez la mairie au {phone}.",
	'page.map.alt':
		"Plan dessiné de la {product} : la route principale traverse la ville d'ouest en est, la rivière coule au sud, le marché est au centre et l'hôtel de ville juste au nord du marché.",
	'page.map.open': 'Ouvrir le plan dans OpenStreetMap',
	'page.map.legendHall': 'Hôtel de ville',
	'page.map.legendMarket': 'Marché',
	'page.map.legendRoad': 'Route principale',
	'page.map.legendRiver': 'Rivière',

	'bids.caption': "Appels d'offres",
	'bids.reference': "Numéro de l'appel",
	'bids.subject': 'Objet',
	'bids.category': 'Catégorie',
	'bids.closingDate': 'Date de clôture',
	'bids.status': 'État',
	'bids.open': 'Ouvert',
	'bids.closed': 'Clos',
	'bids.empty': "Aucun appel d'offres n'est publié pour le moment.",

	'directory.label': "Rechercher dans l'annuaire des entreprises",
	'directory.placeholder': 'Nom, activité ou quartier',
	'directory.submit': 'Rechercher',
	'directory.teaser':
		'{count} entreprises enregistrées figurent dans l’annuaire. En voici quelques-unes :',
	'directory.results': 'Entreprises correspondant à « {query} » : {count}',
	'directory.empty':
		'Aucune entreprise enregistrée ne correspond à « {query} ». Essayez un autre mot ou renseignez-vous à la mairie.',
	'directory.noPhone': 'Numéro de téléphone non communiqué',

	'help.open': 'Aide',
	'help.title': 'Comment pouvons-nous vous aider avec les services de la {product} ?',
	'help.placeholder': 'Rechercher des services et informations de la {product}...',
	'help.group': 'Questions fréquentes',
	'help.empty': 'Aucun résultat.',
	'help.back': '← Retour aux questions',
	'help.close': 'Fermer',
	'help.loading': 'Chargement des questions…',
	'help.loadError': "Les questions n'ont pas pu être chargées. Ouvrez plutôt la page d'aide.",
	'help.pageTitle': 'Aide et questions fréquentes',
	'help.pageDescription':
		'Les réponses aux questions les plus posées à la {product} : actes de naissance, jour de marché, impôts, permis de bâtir, signalements, entreprises.',
	'help.pageIntro':
		'Les réponses aux questions les plus posées par les habitants. Cherchez parmi elles, ou contactez la mairie.',
	'help.searchLabel': 'Rechercher dans les questions',
	'help.searchSubmit': 'Rechercher',
	'help.resultsFor': 'Questions correspondant à « {query} » : {count}',
	'help.showAll': 'Afficher toutes les questions',
	'help.stillNeedHelp': "Besoin d'aide supplémentaire ?",
	'help.contactText':
		'Appelez la mairie au {phone} ou écrivez à {email}. Vous pouvez aussi vous rendre à la mairie.',
	'help.directions': "Comment venir à l'hôtel de ville",

	'news.pageTitle': 'Actualités',
	'news.pageDescription':
		"L'actualité de la {product} : décisions du conseil, travaux, services et vie locale, des plus récentes aux plus anciennes.",
	'news.pageIntro':
		'Les nouvelles de la mairie et de la communauté, des plus récentes aux plus anciennes.',
	'news.pagination': 'Pages des actualités',
	'news.newer': 'Articles plus récents',
	'news.older': 'Articles plus anciens',
	'news.pageOf': 'Page {page} sur {pages}',
	'news.allNews': 'Toutes les actualités',

	'events.pageTitle': 'Événements',
	'events.pageDescription':
		'Les événements à venir et passés de la {product} : dates, heures et lieux, en français et en anglais.',
	'events.pageIntro':
		'Réunions, fêtes et journées communautaires organisées par la mairie ou avec elle.',
	'events.upcoming': 'Événements à venir',
	'events.past': 'Événements passés',
	'events.noPast': "Aucun événement passé n'est répertorié.",
	'events.date': 'Date',
	'events.allEvents': 'Tous les événements',

	'feeds.rss': 'Flux RSS',
	'feeds.newsTitle': 'Actualités de la {product}',
	'feeds.calendar': 'Ajouter ces événements à votre agenda',
	'feeds.calendarName': 'Événements de la {product}',

	'alerts.region': 'Alertes de la commune',
	'alert.level.emergency': 'Urgence',
	'alert.level.warning': 'Avertissement',
	'alert.level.information': 'Information',
	'alert.labelled': '{level} :',
	'alert.readMore': 'En savoir plus',
	'alert.dismiss': 'Masquer ce message',
	'alerts.feedTitle': 'Alertes de la {product}',
	'alerts.feedDescription':
		'Urgences, avertissements et informations de service de la commune, tant qu’ils sont d’actualité.',
	'feeds.eventCalendar': 'Ajouter à mon agenda',

	'programs.agenda.pageDescription':
		'Le programme de développement de la {product} : les projets et priorités du conseil, et leur avancement.',
	'programs.agenda.pageIntro':
		'Les plans adoptés par le conseil pour les années à venir, et leur état d’avancement.',
	'programs.projects.pageDescription':
		'Les projets en cours dans la {product} : routes, eau, écoles, marchés et plus, avec leur état d’avancement.',
	'programs.projects.pageIntro':
		'Les projets que la mairie réalise ou a achevés, et leur état d’avancement.',
	'programs.status': 'État',
	'programs.status.planning': 'En préparation',
	'programs.status.active': 'En cours',
	'programs.status.completed': 'Achevé',
	'programs.empty': "Rien n'a encore été publié ici.",
	'programs.seeAlsoProjects': 'Voir les projets en cours',
	'programs.seeAlsoAgenda': 'Voir le programme de développement',
	'gone.metaTitle': 'Page retirée — {product}',
	'gone.title': 'Cette page a été retirée',
	'gone.text':
		"La commune a retiré cette page du site. Ce que vous cherchez se trouve peut-être sur une autre page : faites une recherche, ou repartez de la page d'accueil.",
	'gone.call': 'Vous pouvez aussi appeler la commune au {phone}.',
	'gone.home': "Aller à la page d'accueil",
	'preview.banner': 'Aperçu — non public',
	'preview.state.draft': 'Un brouillon : personne hors du personnel ne peut le voir.',
	'preview.state.published': 'La version publiée, telle que le public la voit.',
	'preview.state.scheduled': 'Programmé : le public le verra à l’heure prévue.',
	'preview.state.changes':
		'Modifications pas encore publiques : le public voit toujours la version publiée.',
	'preview.edit': 'Retour à la modification',
	'preview.otherLanguage': 'Voir en anglais',
	'preview.desktop': 'Largeur ordinateur',
	'preview.phone': 'Largeur téléphone',
	'preview.frameTitle': 'La page à la largeur d’un téléphone',
}
