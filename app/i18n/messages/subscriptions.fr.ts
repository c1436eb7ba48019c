import type { SubscriptionMessageKey } from './subscriptions.en'

/** The French texts of subscriptions by email (typed against the English: none can be missing). */
export const subscriptionsFr: Record<SubscriptionMessageKey, string> = {
	'sub.pageTitle': 'Les nouvelles par courriel',
	'sub.intro':
		'Recevez un courriel quand la commune publie une actualité, un événement, une alerte, un nouveau document, une offre d’emploi ou un appel d’offres. Un courriel par publication, dans la langue choisie. Vous pouvez arrêter à tout moment.',
	'sub.off':
		'Les abonnements par courriel ne sont pas disponibles pour le moment. Suivez les actualités sur ce site, ou renseignez-vous à la mairie.',
	'sub.email': 'Votre adresse électronique',
	'sub.emailHint':
		'Nous n’envoyons que ce que vous demandez. Votre adresse n’est jamais montrée à personne.',
	'sub.topics': 'Que souhaitez-vous recevoir ?',
	'sub.topic.news': 'Actualités',
	'sub.topic.events': 'Événements',
	'sub.topic.alerts': 'Alertes (urgences, avertissements)',
	'sub.topic.documents': 'Nouveaux documents',
	'sub.topic.jobs': 'Offres d’emploi',
	'sub.topic.bids': 'Appels d’offres',
	'sub.languages': 'En quelle langue ?',
	'sub.lang.en': 'Anglais',
	'sub.lang.fr': 'Français',
	'sub.lang.both': 'Les deux (anglais et français dans chaque courriel)',
	'sub.submit': 'S’abonner',
	'sub.error.title': 'Veuillez vérifier le formulaire',
	'sub.error.email': 'Saisissez une adresse électronique valide, comme nom@exemple.cm.',
	'sub.error.topics': 'Choisissez au moins une chose à recevoir.',
	'sub.error.languages': 'Choisissez une langue.',
	'sub.error.again':
		'Votre formulaire n’a pas pu être vérifié (envoyé trop vite, ou trop ancien). Veuillez l’envoyer à nouveau.',
	'sub.error.busy':
		'Trop d’inscriptions attendent une confirmation en ce moment. Veuillez réessayer dans quelques heures.',
	'sub.error.tooMany':
		'Trop d’inscriptions depuis cette connexion. Patientez quelques minutes puis réessayez.',
	'sub.sent.title': 'Consultez votre boîte de réception',
	'sub.sent.text':
		'Si cette adresse peut recevoir nos courriels, un message est en route. Ouvrez-le et suivez le lien pour confirmer. Le lien est valable 48 heures ; rien n’est envoyé avant votre confirmation.',
	'sub.sent.spam': 'Rien après quelques minutes ? Regardez dans vos courriers indésirables.',
	'sub.held.title': 'Votre inscription est enregistrée',
	'sub.held.text':
		'Beaucoup de personnes s’inscrivent en ce moment : l’e-mail qui vous demande de confirmer peut mettre jusqu’à un jour à arriver. Vous n’avez rien d’autre à faire d’ici là.',
	'sub.confirm.title': 'Confirmez votre abonnement',
	'sub.confirm.text': 'Appuyez sur le bouton pour commencer à recevoir les courriels.',
	'sub.confirm.button': 'Confirmer mon abonnement',
	'sub.confirmed.title': 'Abonnement confirmé',
	'sub.confirmed.text':
		'Merci. Vous recevrez un courriel quand la commune publiera ce que vous avez choisi. Chaque courriel contient un lien pour modifier vos choix ou arrêter.',
	'sub.invalid.title': 'Ce lien ne fonctionne pas',
	'sub.invalid.text':
		'Il est incomplet, expiré (les liens de confirmation sont valables 48 heures) ou a déjà servi. Vous pouvez vous abonner à nouveau.',
	'sub.again': 'S’abonner',
	'sub.manage.title': 'Votre abonnement par courriel',
	'sub.manage.text': 'Modifiez ce que vous recevez, ou arrêtez tous les courriels.',
	'sub.manage.save': 'Enregistrer mes choix',
	'sub.manage.saved': 'Vos choix sont enregistrés.',
	'sub.unsubscribe.title': 'Arrêter les courriels',
	'sub.unsubscribe.text':
		'Appuyez sur le bouton pour ne plus recevoir de courriels de notre part ({product}).',
	'sub.unsubscribe.button': 'Se désabonner',
	'sub.unsubscribed.title': 'Vous êtes désabonné',
	'sub.unsubscribed.text':
		'Vous ne recevrez plus de courriels de notre part. Votre adresse est retirée de la liste.',
	'sub.toHome': 'Retour à l’accueil',

	'mail.confirm.subject': '{product} : confirmez votre abonnement',
	'mail.confirm.text':
		'Quelqu’un (sans doute vous) a demandé à recevoir à cette adresse les courriels du site officiel ({product}).',
	'mail.confirm.action': 'Pour confirmer, ouvrez ce lien et appuyez sur le bouton :',
	'mail.confirm.button': 'Confirmer mon abonnement',
	'mail.confirm.ignore':
		'Si vous n’avez rien demandé, ignorez ce courriel : rien ne vous sera envoyé et votre adresse sera supprimée sous 48 heures.',
	'mail.subject': '{kind} : {title}',
	'mail.kind.news': 'Actualité',
	'mail.kind.events': 'Événement',
	'mail.kind.documents': 'Nouveau document',
	'mail.kind.jobs': 'Offre d’emploi',
	'mail.kind.bids': 'Appel d’offres',
	'mail.kind.alert.emergency': 'Urgence',
	'mail.kind.alert.warning': 'Avertissement',
	'mail.kind.alert.information': 'Information',
	'mail.readMore': 'En savoir plus :',
	'mail.readMoreLink': 'Lire la suite sur le site',
	'mail.eventWhen': 'Quand : {date}',
	'mail.eventWhere': 'Où : {place}',
	'mail.footer':
		'Vous recevez ce courriel car vous vous êtes abonné sur le site officiel ({product}).',
	'mail.manage': 'Modifier vos choix :',
	'mail.unsubscribe': 'Se désabonner :',
	'mail.manageLink': 'Modifier vos choix',
	'mail.unsubscribeLink': 'Se désabonner',
}
