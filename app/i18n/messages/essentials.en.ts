/**
 * The texts of the error and not-found screens. They are part of the EN catalog, and also
 * shipped on their own so the last-resort error page is translated even when the page's data
 * (which carries the catalog to the browser) could not be loaded.
 */
export const essentialsEn = {
	'notFound.title': 'Page not found',
	'notFound.text':
		'Sorry, we could not find the page you were looking for. It may have been moved or removed, or the address may be mistyped.',
	'notFound.home': 'Return Home',
	'notFound.back': 'Go Back',
	'notFound.metaTitle': 'Page not found — {product}',
	'error.title': 'Something went wrong',
	'error.unexpected': 'An unexpected error occurred',
	'error.routerTitle': 'Unexpected Application Error!',
	'error.reference': 'Reference to quote if you contact the council: {id}',
	'error.home': 'Return Home',
	'error.metaTitle': 'Error — {product}',
} as const
