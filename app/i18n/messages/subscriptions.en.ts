/**
 * The texts of subscriptions by email (decision 040): the subscribe, confirm, manage
 * and unsubscribe pages, and the messages themselves. A catalog of its own so that the four pages
 * that use it carry it, not every page of the site (the site catalog travels with every page).
 * `{product}` is the council's name.
 */
export const subscriptionsEn = {
	'sub.pageTitle': 'News by email',
	'sub.intro':
		'Get an email when the council publishes news, events, alerts, new documents, job vacancies or tenders. One email per item, in the language you choose. You can stop at any time.',
	'sub.off':
		'Subscriptions by email are not available at the moment. Follow the news on this site, or ask the council office.',
	'sub.email': 'Your email address',
	'sub.emailHint': 'We send only what you ask for. Your address is never shown to anyone.',
	'sub.topics': 'What do you want to receive?',
	'sub.topic.news': 'News',
	'sub.topic.events': 'Events',
	'sub.topic.alerts': 'Alerts (emergencies, warnings)',
	'sub.topic.documents': 'New documents',
	'sub.topic.jobs': 'Job vacancies',
	'sub.topic.bids': 'Tenders (calls for bids)',
	'sub.languages': 'In which language?',
	'sub.lang.en': 'English',
	'sub.lang.fr': 'French',
	'sub.lang.both': 'Both (English and French in each email)',
	'sub.submit': 'Subscribe',
	'sub.error.title': 'Please check the form',
	'sub.error.email': 'Enter a valid email address, like name@example.com.',
	'sub.error.topics': 'Choose at least one thing to receive.',
	'sub.error.languages': 'Choose a language.',
	'sub.error.again':
		'Your form could not be checked (it was sent too quickly, or it is too old). Please send it again.',
	'sub.error.busy':
		'Too many sign-ups are waiting for confirmation right now. Please try again in a few hours.',
	'sub.error.tooMany':
		'Too many sign-ups from this connection. Please wait a few minutes and try again.',
	'sub.sent.title': 'Check your inbox',
	'sub.sent.text':
		'If this address can receive our emails, a message is on its way to it. Open it and follow the link to confirm. The link works for 48 hours; nothing is sent until you confirm.',
	'sub.sent.spam': 'Nothing after a few minutes? Look in your spam folder.',
	'sub.held.title': 'We have your sign-up',
	'sub.held.text':
		'Many people are signing up at the moment, so the email that asks you to confirm may take up to a day to arrive. You need do nothing more until then.',
	'sub.confirm.title': 'Confirm your subscription',
	'sub.confirm.text': 'Press the button to start receiving emails.',
	'sub.confirm.button': 'Confirm my subscription',
	'sub.confirmed.title': 'Subscription confirmed',
	'sub.confirmed.text':
		'Thank you. You will receive an email when the council publishes what you chose. Every email has a link to change your choices or stop.',
	'sub.invalid.title': 'This link does not work',
	'sub.invalid.text':
		'It is incomplete, expired (confirmation links work for 48 hours) or was already used. You can subscribe again.',
	'sub.again': 'Subscribe',
	'sub.manage.title': 'Your email subscription',
	'sub.manage.text': 'Change what you receive, or stop all emails.',
	'sub.manage.save': 'Save my choices',
	'sub.manage.saved': 'Your choices are saved.',
	'sub.unsubscribe.title': 'Stop the emails',
	'sub.unsubscribe.text': 'Press the button to stop all emails from {product}.',
	'sub.unsubscribe.button': 'Unsubscribe',
	'sub.unsubscribed.title': 'You are unsubscribed',
	'sub.unsubscribed.text':
		'You will receive no more emails from us. Your address is removed from the list.',
	'sub.toHome': 'Back to the home page',

	'mail.confirm.subject': 'Confirm your subscription to {product}',
	'mail.confirm.text':
		'Someone (probably you) asked to receive emails from {product} at this address.',
	'mail.confirm.action': 'To confirm, open this link and press the button:',
	'mail.confirm.button': 'Confirm my subscription',
	'mail.confirm.ignore':
		'If you did not ask, ignore this email: nothing will be sent and your address will be deleted within 48 hours.',
	'mail.subject': '{kind}: {title}',
	'mail.kind.news': 'News',
	'mail.kind.events': 'Event',
	'mail.kind.documents': 'New document',
	'mail.kind.jobs': 'Job vacancy',
	'mail.kind.bids': 'Tender',
	'mail.kind.alert.emergency': 'Emergency',
	'mail.kind.alert.warning': 'Warning',
	'mail.kind.alert.information': 'Information',
	'mail.readMore': 'Read more:',
	'mail.readMoreLink': 'Read more on the website',
	'mail.eventWhen': 'When: {date}',
	'mail.eventWhere': 'Where: {place}',
	'mail.footer': 'You receive this email because you subscribed on the website of {product}.',
	'mail.manage': 'Change your choices:',
	'mail.unsubscribe': 'Unsubscribe:',
	'mail.manageLink': 'Change your choices',
	'mail.unsubscribeLink': 'Unsubscribe',
} as const

export type SubscriptionMessageKey = keyof typeof subscriptionsEn
