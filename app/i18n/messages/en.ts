import type { AdminMessageKey } from './admin.en'
/**
 * English interface text. Keys are flat and dotted; `{name}` placeholders are filled by `t()`.
 * The French catalog is typed against this one, so a key missing there fails typecheck.
 */
import { essentialsEn } from './essentials.en'

export const en = {
	...essentialsEn,
	'meta.siteDescription':
		'Official website of {product}: council services, news, events and information for residents, visitors and businesses.',
	'meta.homeTitle': '{product} — Official website',

	'a11y.skipToContent': 'Skip to main content',
	'toast.region': 'Notifications',
	'a11y.externalLink': '(opens another website)',

	'topBar.homeLink': '{product} — home',
	'topBar.mainNav': 'Main menu',
	'topBar.openMenu': 'Menu',
	'topBar.closeMenu': 'Close menu',
	'topBar.switchLanguage': 'Français',
	'topBar.switchLanguageLabel': 'Lire cette page en français',

	'search.toggle': 'Search',
	'search.closeToggle': 'Close search',
	'search.label': 'Search the council website',
	'search.placeholder': 'Services, news, events…',
	'search.submit': 'Search',
	'search.pageTitle': 'Search',
	'search.pageDescription':
		'Search the council website: services, information pages, news, events, programmes and questions.',
	'search.pageIntro': 'Find a service, a document, a page, a news article or an event.',
	'search.resultsTitle': 'Results for “{query}”',
	'search.count': 'Results found: {count}',
	'search.truncated': 'Your search was long: only its first {max} characters were used.',
	'search.results': 'Search results',
	'search.in': 'In: {page}',
	'search.type.page': 'Page',
	'search.type.service': 'Service',
	'search.type.news': 'News',
	'search.type.event': 'Event',
	'search.type.programme': 'Programme',
	'search.type.faq': 'Question',
	'search.type.cabinet': 'Cabinet',
	'search.type.bid': 'Tender',
	'search.pagination': 'Search result pages',
	'search.previous': 'Previous results',
	'search.next': 'More results',
	'search.pageOf': 'Page {page} of {pages}',
	'search.popular': 'Popular services',
	'search.emptyHint': 'Type a word or two: a service, a document, a place or a topic.',
	'search.noResults': 'No results for “{query}”.',
	'search.noResultsTips': 'Check the spelling, or try other words or fewer words.',
	'search.moreHelp': 'More ways to find what you need',
	'search.helpLink': 'Read the questions residents ask most',
	'search.contactIntro': 'Or ask the council office:',
	'search.phone': 'Phone: {phone}',
	'search.email': 'Email: {email}',
	'search.directions': 'Office address and opening hours',
	'search.suggestions': 'Suggestions',
	'search.seeAll': 'See all results for “{query}”',

	'nav.home': 'Home',
	'nav.government': 'Government',
	'nav.government.meetMayor': 'Meet the Mayor',
	'nav.government.cabinet': "The Mayor's Cabinet",
	'nav.residents': 'Residents',
	'nav.residents.artsCulture': 'Arts & Culture',
	'nav.residents.publicSafety': 'Public Safety',
	'nav.residents.parksRecreation': 'Parks & Recreation',
	'nav.residents.directions': 'Directions to Council Hall',
	'nav.visitors': 'Visitors',
	'nav.visitors.gettingAround': 'Getting Around',
	'nav.visitors.history': 'History',
	'nav.visitors.thingsToDo': 'Things to Do',
	'nav.business': 'Business',
	'nav.business.licenses': 'Business Licenses',
	'nav.business.suppliers': 'Suppliers',
	'nav.business.grants': 'Grants & Funding',
	'nav.business.zoning': 'Zoning & Planning',
	'nav.business.bids': 'Bids & Tenders',
	'nav.business.start': 'Start a Business',
	'nav.iWantTo': 'I want to',
	'nav.iWantTo.ceremonial': 'Book a Ceremony',
	'nav.iWantTo.findBusiness': 'Find a Business',
	'nav.iWantTo.businessLicense': 'Get a Business License',
	'nav.iWantTo.eventsPermit': 'Get an Events Permit',

	'hero.title': 'Welcome to {product}',
	'hero.subtitle':
		'Council services, news and information for residents, visitors and businesses — in English and French.',
	'hero.imageAlt': 'Green hills, plantations and the council hall at sunrise',

	'services.title': 'Communal services',
	'services.intro': 'What the council can do for you, and how to get it done.',
	'services.licenses.title': 'Licenses & Permits',
	'services.licenses.text': 'Business licenses, building permits and event permits.',
	'services.administrative.title': 'Administrative Services',
	'services.administrative.text': 'Certified copies, attestations and document authentication.',
	'services.technical.title': 'Technical Services',
	'services.technical.text': 'Roads, building plans, sanitation and public works.',
	'services.birthCertificate.title': 'Birth Certificates',
	'services.birthCertificate.text': 'Register a birth or obtain a copy of a birth certificate.',
	'services.socialAffairs.title': 'Social Affairs',
	'services.socialAffairs.text': 'Support for families, the elderly and people with disabilities.',
	'services.tax.title': 'Council Taxes',
	'services.tax.text': 'Local taxes and market fees: what to pay, where and when.',

	'programs.title': 'Programs & Priorities',
	'programs.intro': 'Where the council is going, and the work already under way.',
	'programs.agenda.title': 'Development Agenda',
	'programs.agenda.text':
		'Our plan for roads, electricity, schools, water and local jobs over the coming years.',
	'programs.agenda.action': 'Learn More',
	'programs.projects.title': 'Ongoing Projects',
	'programs.projects.text':
		'Follow the projects in progress across the municipality and what each has achieved.',
	'programs.projects.action': 'View Projects',

	'news.title': 'Latest News',
	'news.visitNewsroom': 'Visit the Newsroom',
	'news.empty': 'No news has been published yet.',
	'news.publishedOn': 'Published on {date}',

	'events.title': 'Upcoming Events',
	'events.viewAll': 'View all events',
	'events.empty': 'No upcoming events are scheduled at the moment.',
	'events.location': 'Location',
	'events.time': 'Time',

	'content.onlyInEnglish': 'Available in English only',
	'content.onlyInFrench': 'Disponible en français seulement',

	'mayor.sectionTitle': 'A message from the Mayor',
	'mayor.learnMore': 'Learn more about the Mayor',
	'mayor.imageAlt': 'Portrait of the Mayor, {name}',

	'partners.title': 'Our Partners',

	'footer.contactTitle': 'Contact us',
	'footer.phone': 'Phone',
	'footer.email': 'Email',
	'footer.address': 'Address',
	'footer.poBox': 'P.O. Box {box}',
	'footer.quickLinks': 'Quick links',
	'footer.aboutTitle': 'About the municipality',
	'footer.established': 'Established in {year}',
	'footer.population': 'Population: over {count}',
	'footer.area': 'Area: {area} km²',
	'footer.hours': 'Office hours: {hours}',
	'footer.followUs': 'Follow us',
	'footer.social.facebook': 'Facebook',
	'footer.social.x': 'X (Twitter)',
	'footer.social.youtube': 'YouTube',
	'footer.social.whatsapp': 'WhatsApp',
	'footer.socialSoon': 'Our social media pages are coming soon.',
	'footer.fraudTitle': 'Report fraud',
	'footer.fraudText':
		'Council services are paid only at the council treasury, against an official receipt. If anyone asks you for money to speed up a file, or claims to act for the council, report it to the council office on {phone}.',
	'footer.credits': 'Website built with the support of our partners.',
	'footer.rights': '© {year} {product}. All rights reserved.',

	'meta.pageTitle': '{title} — {product}',
	'meta.shareImage.home':
		'Emblem of {product} beside a drawing of the council hall among green hills',
	'meta.shareImage.page':
		'Emblem of {product} and a public building symbol beside a drawing of residents in front of a council building',
	'meta.shareImage.news':
		'Emblem of {product} and a newspaper symbol beside a drawing of a busy market',
	'meta.shareImage.events':
		'Emblem of {product} and a calendar symbol beside a drawing of festival dancers',
	'meta.shareImage.programs':
		'Emblem of {product} and a checklist symbol beside a drawing of road works',
	'meta.shareImage.help':
		'Emblem of {product} and a question mark beside a drawing of the council hall',
	'breadcrumbs.label': 'Breadcrumb',

	'page.amount': '{amount} FCFA',
	'page.dateModified': 'Date modified:',
	'page.officeHours': 'Office hours',
	'page.hoursUnknown': 'Ask the council office for the opening hours.',
	'page.mayorRole': 'Mayor of {product}',
	'page.cabinetEmpty': 'The members of the cabinet will be listed here soon.',
	'page.photoOf': 'Photo of {name}',
	'page.emergency.police': 'Police',
	'page.emergency.fire': 'Fire brigade',
	'page.emergency.ambulance': 'Ambulance',
	'page.emergency.council': 'Council emergency line',
	'page.emergency.call': 'Call',
	'page.emergency.placeholder': 'Number to be confirmed',
	'page.emergency.placeholderHelp':
		'The council has not yet published this number. Until it does, call the council office on {phone}.',
	'page.map.alt':
		'Drawn map of {product}: the main road crosses the town from west to east, the river runs to the south, the market is in the centre and the council hall is just north of the market.',
	'page.map.open': 'Open the map in OpenStreetMap',
	'page.map.legendHall': 'Council hall',
	'page.map.legendMarket': 'Market',
	'page.map.legendRoad': 'Main road',
	'page.map.legendRiver': 'River',

	'bids.caption': 'Bids and tenders',
	'bids.reference': 'Bid number',
	'bids.subject': 'Subject',
	'bids.category': 'Category',
	'bids.closingDate': 'Closing date',
	'bids.status': 'Status',
	'bids.open': 'Open',
	'bids.closed': 'Closed',
	'bids.empty': 'No tenders are published at the moment.',

	'directory.label': 'Search the business directory',
	'directory.placeholder': 'Name, activity or quarter',
	'directory.submit': 'Search',
	'directory.teaser': '{count} registered businesses are listed. A few of them:',
	'directory.results': 'Businesses matching “{query}”: {count}',
	'directory.empty':
		'No registered business matches “{query}”. Try another word, or ask at the council office.',
	'directory.noPhone': 'Phone number not listed',

	'help.open': 'Help',
	'help.title': 'How can we help you with {product} services?',
	'help.placeholder': 'Search {product} services and information...',
	'help.group': 'Frequently Asked Questions',
	'help.empty': 'No results found.',
	'help.back': '← Back to questions',
	'help.close': 'Close',
	'help.loading': 'Loading the questions…',
	'help.loadError': 'The questions could not be loaded. Open the help page instead.',
	'help.pageTitle': 'Help and frequently asked questions',
	'help.pageDescription':
		'Answers to the questions residents ask {product} most often: birth certificates, market day, taxes, building permits, reporting problems, businesses.',
	'help.pageIntro':
		'Answers to the questions residents ask most often. Search them, or contact the council.',
	'help.searchLabel': 'Search the questions',
	'help.searchSubmit': 'Search',
	'help.resultsFor': 'Questions matching “{query}”: {count}',
	'help.showAll': 'Show all questions',
	'help.stillNeedHelp': 'Still need help?',
	'help.contactText':
		'Call the council on {phone} or write to {email}. You can also visit the council office.',
	'help.directions': 'How to find the council hall',

	'news.pageTitle': 'Newsroom',
	'news.pageDescription':
		'News from {product}: council decisions, works, services and community life, newest first.',
	'news.pageIntro': 'News from the council and the community, newest first.',
	'news.pagination': 'Newsroom pages',
	'news.newer': 'Newer articles',
	'news.older': 'Older articles',
	'news.pageOf': 'Page {page} of {pages}',
	'news.allNews': 'All news',

	'events.pageTitle': 'Events',
	'events.pageDescription':
		'Upcoming and past events of {product}: dates, times and places, in English and French.',
	'events.pageIntro': 'Meetings, festivals and community days organised by or with the council.',
	'events.upcoming': 'Upcoming events',
	'events.past': 'Past events',
	'events.noPast': 'No past events are listed.',
	'events.date': 'Date',
	'events.allEvents': 'All events',

	'feeds.rss': 'RSS feed',
	'feeds.newsTitle': 'News from {product}',
	'feeds.calendar': 'Add these events to your calendar',
	'feeds.calendarName': 'Events of {product}',

	'alerts.region': 'Alerts from the council',
	'alert.level.emergency': 'Emergency',
	'alert.level.warning': 'Warning',
	'alert.level.information': 'Information',
	'alert.labelled': '{level}:',
	'alert.readMore': 'Read more',
	'alert.dismiss': 'Hide this message',
	'alerts.feedTitle': 'Alerts from {product}',
	'alerts.feedDescription':
		'Emergencies, warnings and service information from the council, while they are current.',
	'feeds.eventCalendar': 'Add to my calendar',

	'programs.agenda.pageDescription':
		'The development agenda of {product}: the council’s plans and priorities, and where each stands.',
	'programs.agenda.pageIntro':
		'The plans the council has adopted for the coming years, and where each one stands.',
	'programs.projects.pageDescription':
		'Projects under way in {product}: roads, water, schools, markets and more, with their status.',
	'programs.projects.pageIntro':
		'The projects the council is carrying out or has completed, and where each one stands.',
	'programs.status': 'Status',
	'programs.status.planning': 'Planning',
	'programs.status.active': 'Active',
	'programs.status.completed': 'Completed',
	'programs.empty': 'Nothing has been published here yet.',
	'programs.seeAlsoProjects': 'See the ongoing projects',
	'programs.seeAlsoAgenda': 'See the development agenda',
	'gone.metaTitle': 'Page removed — {product}',
	'gone.title': 'This page has been removed',
	'gone.text':
		'The council took this page off the website. What you were looking for may be on another page: search the site, or start from the home page.',
	'gone.call': 'You can also call the council on {phone}.',
	'gone.home': 'Go to the home page',
	'preview.banner': 'Preview — not public',
	'preview.state.draft': 'A draft: nobody outside the staff can see it.',
	'preview.state.published': 'The published version, as the public sees it.',
	'preview.state.scheduled': 'Scheduled: the public will see it at the time set.',
	'preview.state.changes': 'Changes not yet public: the public still sees the published version.',
	'preview.edit': 'Back to editing',
	'preview.otherLanguage': 'See it in French',
	'preview.desktop': 'Desktop width',
	'preview.phone': 'Phone width',
	'preview.frameTitle': 'The page at phone width',
} as const

/** Keys of the public site's catalog (every page gets these). */
export type SiteMessageKey = keyof typeof en
export type Messages = Record<SiteMessageKey, string>
/** Every key `t()` accepts: the site's and the staff area's. */
export type MessageKey = SiteMessageKey | AdminMessageKey
