import type { essentialsEn } from './essentials.en'

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
