import type { NoticeMessageKey } from './notifications.en'

/** Les notifications du personnel (décision 050), en français. */
export const notificationsFr: Record<NoticeMessageKey, string> = {
	'notice.kind.request.new': 'Une nouvelle demande dans une catégorie dont je m’occupe',
	'notice.kind.request.assigned': 'Une demande qui m’est confiée',
	'notice.kind.request.untouched': 'Une demande à laquelle personne n’a touché (administrateurs)',
	'notice.kind.review.submitted': 'Un contenu envoyé en relecture (administrateurs)',
	'notice.kind.review.approved': 'Mon contenu approuvé et publié',
	'notice.kind.review.sentBack': 'Mon contenu qui m’est renvoyé',
	'notice.kind.schedule.live': 'Ma modification programmée mise en ligne',
	'notice.kind.mail.failing': 'Des e-mails qui n’arrivent pas à partir (administrateurs)',
	'notice.kind.page.reported': 'Un problème signalé sur une page',
	'notice.kind.page.votedNo': 'Une page que beaucoup de lecteurs trouvent inutile',

	'notice.request.new.title': 'Nouvelle demande {reference} : {category}',
	'notice.request.new.body':
		'Un habitant a écrit au sujet de « {category} ». Ouvrez-la pour la lire, la confier et y répondre.',
	'notice.request.assigned.title': 'Confiée à vous : {reference}',
	'notice.request.assigned.body': '{name} vous a confié la demande {reference} ({category}).',
	'notice.request.untouched.title': 'Personne n’a touché à la demande {reference}',
	'notice.request.untouched.body.one':
		'La demande {reference} ({category}) attend depuis {count} jour sans réponse, sans note ni changement d’état.',
	'notice.request.untouched.body.other':
		'La demande {reference} ({category}) attend depuis {count} jours sans réponse, sans note ni changement d’état.',
	'notice.review.submitted.title': 'À relire : {title}',
	'notice.review.submitted.body': 'Envoyé en relecture par {name}.',
	'notice.review.approved.title': 'Publié : {title}',
	'notice.review.approved.body': '{name} l’a approuvé et publié.',
	'notice.review.sentBack.title': 'Renvoyé : {title}',
	'notice.review.sentBack.body': '{name} vous l’a renvoyé : « {comment} »',
	'notice.schedule.live.title': 'En ligne : {title}',
	'notice.schedule.live.body':
		'Votre modification programmée a été mise en ligne à l’heure prévue.',
	'notice.mail.failing.title.one': '{count} e-mail n’a pas pu être envoyé',
	'notice.mail.failing.title.other': '{count} e-mails n’ont pas pu être envoyés',
	'notice.mail.failing.body':
		'Le serveur de messagerie les a refusés, ou n’a pas pu être joint après plusieurs essais. Le tableau de bord montre l’état des e-mails ; prévenez la personne qui gère le serveur.',
	'notice.page.reported.title': 'Problème signalé : {path}',
	'notice.page.reported.body':
		'Un lecteur a signalé un problème sur {path}. Lisez-le dans les avis sur les pages.',
	'notice.page.votedNo.title': 'Jugée inutile : {path}',
	'notice.page.votedNo.body.one':
		'{count} lecteur a répondu « Non » à « Cette page vous a-t-elle été utile ? » sur {path} ces 7 derniers jours.',
	'notice.page.votedNo.body.other':
		'{count} lecteurs ont répondu « Non » à « Cette page vous a-t-elle été utile ? » sur {path} ces 7 derniers jours.',
	'notice.legacy': 'Avis',

	'notice.list.count.one': '{count} notification',
	'notice.list.count.other': '{count} notifications',
	'notice.list.unread.one': '{count} nouvelle',
	'notice.list.unread.other': '{count} nouvelles',
	'notice.list.new': 'Nouvelle',
	'notice.list.read': 'Lue',
	'notice.list.none': 'aucune nouvelle',
	'notice.list.open': 'Ouvrir',
	'notice.list.openLabel': 'Ouvrir : {title}',
	'notice.list.done': 'Traitée',
	'notice.list.choices': 'Choisir ce dont vous êtes averti',

	'notice.mail.subject': '{product} : {title}',
	'notice.mail.greeting': 'Bonjour {name},',
	'notice.mail.open': 'Ouvrez-la dans l’espace du personnel : {link}',
	'notice.mail.footer':
		'Vous recevez cet e-mail selon vos choix dans « Mon compte », dans l’espace du personnel : {prefs}',

	'notice.prefs.title': 'Notifications',
	'notice.prefs.intro':
		'Pour chaque sorte de notification, choisissez de la voir dans l’espace du personnel seulement, de la recevoir aussi par e-mail, ou pas du tout. Les e-mails sont écrits dans la langue que vous avez utilisée ici en dernier.',
	'notice.prefs.emailOff':
		'L’e-mail est désactivé sur ce site (aucun serveur de messagerie n’est configuré) : les notifications apparaissent seulement dans l’espace du personnel.',
	'notice.prefs.kind': 'Notification',
	'notice.prefs.mode.app': 'Dans l’espace du personnel',
	'notice.prefs.mode.email': 'Aussi par e-mail',
	'notice.prefs.mode.off': 'Désactivée',
	'notice.prefs.save': 'Enregistrer mes choix',
	'notice.prefs.saved': 'Vos choix de notifications sont enregistrés.',

	'notice.routing.title': 'Qui traite les demandes',
	'notice.routing.intro':
		'Choisissez qui est averti quand une demande arrive dans chaque catégorie : une personne (la demande lui est confiée) ou une équipe. Sans choix, tous les administrateurs sont avertis.',
	'notice.routing.category': 'Catégorie',
	'notice.routing.handler': 'Traitée par',
	'notice.routing.handlerFor': 'Traitée par, pour {category}',
	'notice.routing.team.admin': 'Équipe : tous les administrateurs',
	'notice.routing.team.editor': 'Équipe : tous les rédacteurs',
	'notice.routing.nobody': 'Pas de choix (tous les administrateurs)',
	'notice.routing.escalation':
		'Prévenir les administrateurs quand personne n’a touché à une demande depuis',
	'notice.routing.escalationHint':
		'En jours, de 1 à 60. Une demande restée sans suite aussi longtemps est signalée une fois, puis de nouveau chaque fois que la même durée s’écoule.',
	'notice.routing.days': 'jours',
	'notice.routing.save': 'Enregistrer',
	'notice.routing.saved': 'Enregistré : les demandes vont aux personnes choisies.',
	'notice.routing.badDays': 'Indiquez un nombre entier de jours, de 1 à 60.',
	'notice.routing.unknown': 'Cette personne ou cette équipe n’existe plus. Choisissez de nouveau.',
	'notice.routing.link': 'Qui traite les demandes',
}
