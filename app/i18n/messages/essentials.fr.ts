import type { essentialsEn, refusalEn } from './essentials.en'

/**
 * The texts of the error and not-found screens. They are part of the FR catalog, and also
 * shipped on their own so the last-resort error page is translated even when the page's data
 * (which carries the catalog to the browser) could not be loaded.
 */
export const essentialsFr = {
	'notFound.title': 'Page introuvable',
	'notFound.text':
		"Désolé, nous n'avons pas trouvé la page demandée. Elle a peut-être été déplacée ou supprimée, ou l'adresse comporte une erreur.",
	'notFound.home': "Retour à l'accueil",
	'notFound.back': 'Page précédente',
	'notFound.metaTitle': 'Page introuvable — {product}',
	'error.title': "Une erreur s'est produite",
	'error.unexpected': "Une erreur inattendue s'est produite",
	'error.routerTitle': "Erreur inattendue de l'application !",
	'error.reference': 'Référence à donner si vous contactez la commune : {id}',
	'error.home': "Retour à l'accueil",
	'error.metaTitle': 'Erreur — {product}',
} satisfies Record<keyof typeof essentialsEn, string>

/** The pages for requests refused before any page is rendered (see essentials.en.ts). */
export const refusalFr = {
	'refusal.busy.title': 'Le site est très sollicité',
	'refusal.busy.text':
		'Beaucoup de personnes ouvrent des pages en ce moment. Réessayez dans quelques secondes : la page demandée viendra.',
	'refusal.databaseAway.title': 'Le site ne peut pas répondre pour le moment',
	'refusal.databaseAway.text':
		'Le site de la commune ne parvient pas à joindre sa base de données en ce moment. Rien de ce qui était déjà enregistré n’est perdu. Veuillez réessayer dans une minute.',
	'refusal.diskFull.title': 'Le site ne peut rien enregistrer pour le moment',
	'refusal.diskFull.text':
		'Le serveur de la commune est plein : rien ne peut être enregistré en ce moment. Les pages restent consultables. Veuillez réessayer plus tard ; la commune a été prévenue.',
	'refusal.failed.title': 'Une erreur s’est produite',
	'refusal.failed.text':
		'Le site de la commune n’a pas pu répondre à cette demande. Veuillez réessayer dans un instant.',
	'refusal.notSaved': 'Ce que vous avez envoyé n’a pas été enregistré.',
	'refusal.reference': 'Référence à donner si vous contactez la commune : {id}',
	'refusal.unavailable.whose': 'Ce site : {name}',
	'refusal.unavailable.phone': 'Téléphone de la mairie : {phone}',
	'refusal.fileAway.title': 'Ce fichier ne peut pas être envoyé pour le moment',
	'refusal.fileAway.text':
		'L’endroit où la commune conserve ses fichiers ne répond pas en ce moment. Le fichier n’a rien perdu : veuillez réessayer dans quelques minutes.',
	'refusal.tooLarge.title': 'Le formulaire est trop volumineux',
	'refusal.tooLarge.text':
		'Ce qui a été envoyé dépasse ce que ce site accepte (un texte trop long, ou trop de champs ou de fichiers) : rien n’a été enregistré. Raccourcissez-le et envoyez-le de nouveau.',
	'refusal.unsupported.title': 'Le formulaire n’a pas pu être accepté',
	'refusal.unsupported.text':
		'Ce formulaire a été envoyé dans un format que ce site n’accepte pas : rien n’a été enregistré. Envoyez-le de nouveau depuis la page où il figure.',
	'refusal.unreadable.title': 'Le formulaire n’a pas pu être lu',
	'refusal.unreadable.text':
		'Ce qui a été envoyé n’a pas pu être lu (il a peut-être été tronqué ou contient des caractères non autorisés) : rien n’a été enregistré. Envoyez-le de nouveau depuis la page où il figure.',
	'refusal.badAddress.title': 'Cette adresse n’est pas valide',
	'refusal.badAddress.text':
		'L’adresse contient des caractères qui ne peuvent désigner aucune page de ce site. Vérifiez comment elle a été saisie ou copiée, ou repartez de la page d’accueil.',
	'refusal.crossSite.title': 'Ce formulaire n’a pas été envoyé depuis ce site',
	'refusal.crossSite.text':
		'Pour votre sécurité, les modifications ne sont acceptées que depuis les pages de ce site : rien n’a été modifié. Ouvrez la page sur ce site et envoyez le formulaire depuis celle-ci.',
	'refusal.misdirected.title': 'Ce site ne répond pas à cette adresse',
	'refusal.misdirected.text':
		'L’adresse utilisée pour atteindre cette page n’est pas celle du site : aucune page n’est affichée ici. Utilisez l’adresse officielle du site de la commune. Si vous administrez ce site : donnez son adresse publique à PUBLIC_URL.',
	'refusal.noCouncil.title': 'Aucun site de commune ne répond à cette adresse',
	'refusal.noCouncil.text':
		'L’adresse utilisée pour atteindre cette page n’est celle d’aucun site de commune servi ici. Vérifiez comment elle a été saisie ou copiée, ou utilisez l’adresse officielle du site de la commune.',
	'refusal.unavailable.title': 'Ce site est momentanément indisponible',
	'refusal.unavailable.text':
		'Le site de la commune ne peut pas être affiché pour le moment. Veuillez réessayer plus tard. Pour toute urgence, contactez la mairie par téléphone.',
	'refusal.back':
		'Pour revenir au formulaire, utilisez le bouton Retour de votre navigateur : ce que vous avez saisi s’y trouve peut-être encore.',
	'refusal.home': 'Retour à l’accueil',
	'refusal.staffHome': 'Retour à l’espace du personnel',
} satisfies Record<keyof typeof refusalEn, string>
