/**
 * Staff notifications (decision 050): each kind's title and text, rendered in the reader's
 * language when read or mailed, the notifications screen, the choices on My account and the
 * request routing screen. Counts have one `.one` and one `.other` form, chosen by
 * Intl.PluralRules. Merged into the staff catalogs (catalogs.server.ts).
 */
export const notificationsEn = {
	'notice.kind.request.new': 'A new request in a category I handle',
	'notice.kind.request.assigned': 'A request assigned to me',
	'notice.kind.request.untouched': 'A request no one has touched (administrators)',
	'notice.kind.review.submitted': 'Content sent to review (administrators)',
	'notice.kind.review.approved': 'My content approved and published',
	'notice.kind.review.sentBack': 'My content sent back to me',
	'notice.kind.schedule.live': 'My scheduled change went live',
	'notice.kind.mail.failing': 'Mail that keeps failing (administrators)',
	'notice.kind.page.reported': 'A problem reported on a page',
	'notice.kind.page.votedNo': 'A page many readers found not useful',

	'notice.request.new.title': 'New request {reference}: {category}',
	'notice.request.new.body':
		'A resident wrote about “{category}”. Open it to read, assign and answer it.',
	'notice.request.assigned.title': 'Assigned to you: {reference}',
	'notice.request.assigned.body': '{name} assigned request {reference} ({category}) to you.',
	'notice.request.untouched.title': 'No one has touched request {reference}',
	'notice.request.untouched.body.one':
		'Request {reference} ({category}) has waited {count} day without any reply, note or change of status.',
	'notice.request.untouched.body.other':
		'Request {reference} ({category}) has waited {count} days without any reply, note or change of status.',
	'notice.review.submitted.title': 'To review: {title}',
	'notice.review.submitted.body': 'Sent for review by {name}.',
	'notice.review.approved.title': 'Published: {title}',
	'notice.review.approved.body': '{name} approved and published it.',
	'notice.review.sentBack.title': 'Sent back: {title}',
	'notice.review.sentBack.body': '{name} sent it back: “{comment}”',
	'notice.schedule.live.title': 'Now public: {title}',
	'notice.schedule.live.body': 'Your scheduled change went live at the time you set.',
	'notice.mail.failing.title.one': '{count} email could not be sent',
	'notice.mail.failing.title.other': '{count} emails could not be sent',
	'notice.mail.failing.body':
		'The mail server refused them, or could not be reached after several tries. The dashboard shows the state of email; tell the person who runs the server.',
	'notice.page.reported.title': 'Problem reported: {path}',
	'notice.page.reported.body': 'A reader reported a problem on {path}. Read it in Page feedback.',
	'notice.page.votedNo.title': 'Not useful: {path}',
	'notice.page.votedNo.body.one':
		'{count} reader answered “No” to “Was this page useful?” on {path} in the last 7 days.',
	'notice.page.votedNo.body.other':
		'{count} readers answered “No” to “Was this page useful?” on {path} in the last 7 days.',
	'notice.legacy': 'Notice',

	'notice.list.count.one': '{count} notification',
	'notice.list.count.other': '{count} notifications',
	'notice.list.unread.one': '{count} new',
	'notice.list.unread.other': '{count} new',
	'notice.list.new': 'New',
	'notice.list.read': 'Read',
	'notice.list.none': 'none new',
	'notice.list.open': 'Open',
	'notice.list.openLabel': 'Open: {title}',
	'notice.list.done': 'Done',
	'notice.list.choices': 'Choose what you are told of',

	'notice.mail.subject': '{product}: {title}',
	'notice.mail.greeting': 'Hello {name},',
	'notice.mail.open': 'Open it in the staff area: {link}',
	'notice.mail.footer':
		'You receive this email because of your choices on My account, in the staff area: {prefs}',

	'notice.prefs.title': 'Notifications',
	'notice.prefs.intro':
		'For each kind of notification, choose whether you see it in the staff area only, also receive it by email, or not at all. Emails are written in the language you last used here.',
	'notice.prefs.emailOff':
		'Email is off on this site (no mail server is set): notifications appear in the staff area only.',
	'notice.prefs.kind': 'Notification',
	'notice.prefs.mode.app': 'In the staff area',
	'notice.prefs.mode.email': 'Also by email',
	'notice.prefs.mode.off': 'Muted',
	'notice.prefs.save': 'Save my choices',
	'notice.prefs.saved': 'Your notification choices are saved.',

	'notice.routing.title': 'Who handles requests',
	'notice.routing.intro':
		'Choose who is told when a request arrives in each category: one person (the request is assigned to them) or a team. Without a choice, every administrator is told.',
	'notice.routing.category': 'Category',
	'notice.routing.handler': 'Handled by',
	'notice.routing.handlerFor': 'Handled by, for {category}',
	'notice.routing.team.admin': 'Team: every administrator',
	'notice.routing.team.editor': 'Team: every editor',
	'notice.routing.nobody': 'Not chosen (every administrator)',
	'notice.routing.escalation': 'Tell administrators when a request has not been touched for',
	'notice.routing.escalationHint':
		'In days, from 1 to 60. A request untouched that long is escalated once, then again each time as long again passes.',
	'notice.routing.days': 'days',
	'notice.routing.save': 'Save',
	'notice.routing.saved': 'Saved: requests go to the people you chose.',
	'notice.routing.badDays': 'Enter a whole number of days from 1 to 60.',
	'notice.routing.unknown': 'That person or team no longer exists. Choose again.',
	'notice.routing.link': 'Who handles requests',
} as const

export type NoticeMessageKey = keyof typeof notificationsEn
