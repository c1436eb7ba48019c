import type { Messages } from './en'

/** Texte français de l'interface. Typé contre le catalogue anglais : une clé manquante ne compile pas. */
export const fr: Messages = {
	'meta.siteDescription':
		'Site officiel de {product} : services communaux, actualités, événements et informations pour les habitants, les visiteurs et les entreprises.',
	'meta.homeTitle': '{product} — Site officiel',

	'a11y.skipToContent': 'Aller au contenu principal',
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

	'notFound.title': 'Page introuvable',
	'notFound.text':
		"Désolé, nous n'avons pas trouvé la page demandée. Elle a peut-être été déplacée ou supprimée, ou l'adresse comporte une erreur.",
	'notFound.home': "Retour à l'accueil",
	'notFound.back': 'Page précédente',
	'notFound.metaTitle': 'Page introuvable — {product}',

	'error.title': "Une erreur s'est produite",
	'error.unexpected': "Une erreur inattendue s'est produite",
	'error.routerTitle': "Erreur inattendue de l'application !",
	'error.home': "Retour à l'accueil",
	'error.metaTitle': 'Erreur — {product}',
}
