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

/**
 * The pages for requests refused before any page is rendered (a form too large, an address that
 * cannot be read, a form sent from another site…): plain HTML made on the server, outside React.
 * Kept apart from the catalog above so they never travel with the pages' data.
 */
export const refusalEn = {
	'refusal.busy.title': 'The site is very busy',
	'refusal.busy.text':
		'Many people are opening pages at this moment. Please try again in a few seconds: the page you asked for will come.',
	'refusal.databaseAway.title': 'The website cannot answer this just now',
	'refusal.databaseAway.text':
		'The council’s website cannot reach its database at this moment. Nothing that was saved before has been lost. Please try again in a minute.',
	'refusal.diskFull.title': 'The website cannot save anything just now',
	'refusal.diskFull.text':
		'The council’s server is full, so nothing can be saved at this moment. Pages can still be read. Please try again later; the council has been told.',
	'refusal.failed.title': 'Something went wrong',
	'refusal.failed.text':
		'The council’s website could not answer this request. Please try again in a moment.',
	'refusal.notSaved': 'What you sent was not saved.',
	'refusal.reference': 'Reference to quote if you contact the council: {id}',
	'refusal.unavailable.whose': 'This website: {name}',
	'refusal.unavailable.phone': 'The council office’s telephone: {phone}',
	'refusal.fileAway.title': 'This file cannot be sent just now',
	'refusal.fileAway.text':
		'The place where the council keeps its files is not answering at this moment. Nothing is wrong with the file: please try again in a few minutes.',
	'refusal.tooLarge.title': 'The form is too large',
	'refusal.tooLarge.text':
		'What was sent is larger than this website accepts (a text too long, or too many fields or files), so nothing was saved. Make it shorter and send it again.',
	'refusal.unsupported.title': 'The form could not be accepted',
	'refusal.unsupported.text':
		'This form was sent in a format this website does not accept, so nothing was saved. Send it again from the page where it is shown.',
	'refusal.unreadable.title': 'The form could not be read',
	'refusal.unreadable.text':
		'What was sent could not be read (it may have been cut off or contain characters that are not allowed), so nothing was saved. Send it again from the page where it is shown.',
	'refusal.badAddress.title': 'This address is not valid',
	'refusal.badAddress.text':
		'The address contains characters that cannot name any page on this website. Check how it was typed or copied, or start again from the home page.',
	'refusal.crossSite.title': 'This form was not sent from this website',
	'refusal.crossSite.text':
		'For your safety, changes are only accepted from this website’s own pages, so nothing was changed. Open the page on this website and send the form from there.',
	'refusal.misdirected.title': 'This website does not answer at this address',
	'refusal.misdirected.text':
		'The address used to reach this page is not the website’s own address, so no page is shown here. Use the council’s official web address. If you run this website: set PUBLIC_URL to its public address.',
	'refusal.noCouncil.title': 'No council’s website answers at this address',
	'refusal.noCouncil.text':
		'The address used to reach this page is not the address of any council’s website served here. Check how it was typed or copied, or use the council’s official web address.',
	'refusal.unavailable.title': 'This website is temporarily unavailable',
	'refusal.unavailable.text':
		'The council’s website cannot be shown at the moment. Please try again later. For anything urgent, contact the council office by phone.',
	'refusal.back':
		'To return to the form, use your browser’s Back button: what you typed may still be there.',
	'refusal.home': 'Return Home',
	'refusal.staffHome': 'Back to the staff area',
} as const
