import { describe, expect, test } from 'vitest'
import { sampleSettings } from '#app/seed/seed.server'
import type { CouncilSettings } from '#app/features/settings/settings-schema'
import {
	breadcrumbList,
	councilAddress,
	event,
	governmentOrganization,
	newsArticle,
	parseOpeningHours,
	parseTimeRange,
	serializeJsonLd,
} from './structured-data.server'

const origin = 'https://council.example'
const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']

describe('serializeJsonLd', () => {
	test('text that would close the script or open a comment is escaped, the value is unchanged', () => {
		const data = { headline: 'Hello </script><script>alert(1)</script> <!-- & \u2028' }
		const json = serializeJsonLd(data)
		expect(json).not.toMatch(/[<>&\u2028]/)
		expect(JSON.parse(json)).toEqual(data)
	})
})

describe('opening hours from the settings text', () => {
	test('the sample council, in English and in French, gives the same rule', () => {
		const expected = [
			{
				'@type': 'OpeningHoursSpecification',
				dayOfWeek: weekdays,
				opens: '08:00',
				closes: '16:30',
			},
			{
				'@type': 'OpeningHoursSpecification',
				dayOfWeek: ['Saturday'],
				opens: '09:00',
				closes: '12:00',
			},
		]
		expect(parseOpeningHours(sampleSettings.officeHours.en)).toEqual(expected)
		expect(parseOpeningHours(sampleSettings.officeHours.fr)).toEqual(expected)
	})

	test('several rules, full day names, a list of days, 24-hour times', () => {
		expect(
			parseOpeningHours(
				'Monday to Thursday 7:30 AM - 3:30 PM; Fri, Sat 8:00 - 12:30\nSunday closed',
			),
		).toEqual([
			{
				'@type': 'OpeningHoursSpecification',
				dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'],
				opens: '07:30',
				closes: '15:30',
			},
			{
				'@type': 'OpeningHoursSpecification',
				dayOfWeek: ['Friday', 'Saturday'],
				opens: '08:00',
				closes: '12:30',
			},
		])
	})

	test('text without days or times gives no hours rather than wrong ones', () => {
		expect(parseOpeningHours('By appointment')).toEqual([])
		expect(parseOpeningHours('Mon-Fri')).toEqual([])
		expect(parseOpeningHours('')).toEqual([])
	})
})

describe('time ranges', () => {
	test.each([
		['9:00 AM - 4:00 PM', { start: '09:00', end: '16:00' }],
		['7:00 AM - 12:00 PM', { start: '07:00', end: '12:00' }],
		['12:30 pm', { start: '12:30' }],
		['de 8 h 15 à 17 h', { start: '08:15', end: '17:00' }],
		['14h30-18h', { start: '14:30', end: '18:00' }],
		['10 am', { start: '10:00' }],
	])('%s', (text, expected) => {
		expect(parseTimeRange(text)).toEqual(expected)
	})

	test('bare numbers, impossible times and empty text are not times', () => {
		expect(parseTimeRange('Gate 12, 3 stalls')).toBeNull()
		expect(parseTimeRange('25:00')).toBeNull()
		expect(parseTimeRange('All day')).toBeNull()
		expect(parseTimeRange('')).toBeNull()
	})
})

describe('the council as a GovernmentOrganization', () => {
	test('name, address, contacts, hours and links from the settings', () => {
		const org = governmentOrganization(sampleSettings, 'en', origin)
		expect(org).toMatchObject({
			'@context': 'https://schema.org',
			'@type': 'GovernmentOrganization',
			name: 'Mbonge Council',
			url: 'https://council.example/',
			logo: 'https://council.example/images/logo.svg',
			telephone: sampleSettings.phone,
			email: sampleSettings.email,
			address: {
				'@type': 'PostalAddress',
				streetAddress: 'Council Hall, Main Street',
				addressLocality: 'Mbonge',
				addressRegion: 'South West Region',
				addressCountry: 'CM',
			},
			openingHoursSpecification: [
				{ dayOfWeek: weekdays, opens: '08:00', closes: '16:30' },
				{ dayOfWeek: ['Saturday'], opens: '09:00', closes: '12:00' },
			],
		})
		// The sample council has no social accounts yet: no empty sameAs.
		expect(org).not.toHaveProperty('sameAs')
	})

	test('in French: French name and address, home at /fr; social links become sameAs', () => {
		const settings: CouncilSettings = {
			...sampleSettings,
			social: { ...sampleSettings.social, facebook: 'https://facebook.com/mbonge', x: '' },
		}
		const org = governmentOrganization(settings, 'fr', origin)
		expect(org).toMatchObject({
			name: 'Commune de Mbonge',
			url: 'https://council.example/fr',
			address: { addressRegion: 'région du Sud-Ouest', addressCountry: 'CM' },
			sameAs: ['https://facebook.com/mbonge'],
		})
	})

	test('an address without the town in it is kept whole; an absolute logo URL is kept', () => {
		const settings: CouncilSettings = {
			...sampleSettings,
			postalAddress: { en: 'PO Box 12', fr: 'BP 12' },
			logo: 'https://cdn.example/logo.png',
		}
		expect(councilAddress(settings, 'en')).toEqual({
			'@type': 'PostalAddress',
			streetAddress: 'PO Box 12',
			addressLocality: 'Mbonge',
			postOfficeBoxNumber: '00',
			addressCountry: 'CM',
		})
		expect(governmentOrganization(settings, 'en', origin).logo).toBe('https://cdn.example/logo.png')
	})
})

describe('NewsArticle', () => {
	const input = {
		url: `${origin}/news/festival`,
		headline: 'Cultural Festival Success',
		description: 'Thousands gathered…',
		publishedAt: '2024-02-15',
		updatedAt: '2024-03-01T10:00:00.000Z',
		image: `${origin}/images/news-festival-800.webp`,
		inLanguage: 'en' as const,
	}

	test('has the fields search engines require', () => {
		expect(newsArticle(input, sampleSettings, 'en', origin)).toMatchObject({
			'@context': 'https://schema.org',
			'@type': 'NewsArticle',
			headline: 'Cultural Festival Success',
			datePublished: '2024-02-15',
			dateModified: '2024-03-01T10:00:00.000Z',
			image: [input.image],
			inLanguage: 'en',
			author: { '@type': 'GovernmentOrganization', name: 'Mbonge Council' },
			publisher: { '@type': 'GovernmentOrganization', logo: `${origin}/images/logo.svg` },
			mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
		})
	})

	test('no image when there is none; never modified before it was published; long headlines cut', () => {
		const article = newsArticle(
			{ ...input, image: undefined, updatedAt: '2024-01-01T00:00:00Z', headline: 'x'.repeat(200) },
			sampleSettings,
			'fr',
			origin,
		)
		expect(article).not.toHaveProperty('image')
		expect(article.dateModified).toBe('2024-02-15')
		expect((article.headline as string).length).toBeLessThanOrEqual(110)
	})
})

describe('Event', () => {
	const input = {
		url: `${origin}/events/1`,
		name: 'Community clean-up day',
		description: 'Residents are invited…',
		date: '2026-03-14',
		time: '7:00 AM - 12:00 PM',
		location: 'Main market',
		inLanguage: 'en' as const,
	}

	test('start and end in council time (+01:00), place in the council area, scheduled and in person', () => {
		expect(event(input, sampleSettings, 'en', origin)).toMatchObject({
			'@context': 'https://schema.org',
			'@type': 'Event',
			name: 'Community clean-up day',
			startDate: '2026-03-14T07:00:00+01:00',
			endDate: '2026-03-14T12:00:00+01:00',
			eventStatus: 'https://schema.org/EventScheduled',
			eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
			location: {
				'@type': 'Place',
				name: 'Main market',
				address: { addressLocality: 'Mbonge', addressCountry: 'CM' },
			},
			organizer: { '@type': 'GovernmentOrganization', name: 'Mbonge Council' },
			inLanguage: 'en',
		})
		// The market is not at the council hall: no street address borrowed from the council.
		const place = event(input, sampleSettings, 'en', origin).location as { address: object }
		expect(place.address).not.toHaveProperty('streetAddress')
	})

	test('an unreadable time gives the day alone; no venue means the council hall', () => {
		const ld = event({ ...input, time: 'All day', location: '' }, sampleSettings, 'fr', origin)
		expect(ld.startDate).toBe('2026-03-14')
		expect(ld).not.toHaveProperty('endDate')
		expect(ld.location).toMatchObject({
			name: 'Commune de Mbonge',
			address: { streetAddress: 'Hôtel de ville, Grande Rue' },
		})
	})
})

test('BreadcrumbList: absolute addresses, menu groups without a page skipped, positions from 1', () => {
	const list = breadcrumbList(
		[{ label: 'Home', href: '/fr' }, { label: 'Government' }, { label: 'Cabinet' }],
		origin,
		`${origin}/fr/government/cabinet`,
	)
	expect(list).toEqual({
		'@context': 'https://schema.org',
		'@type': 'BreadcrumbList',
		itemListElement: [
			{ '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/fr` },
			{
				'@type': 'ListItem',
				position: 2,
				name: 'Cabinet',
				item: `${origin}/fr/government/cabinet`,
			},
		],
	})
})
