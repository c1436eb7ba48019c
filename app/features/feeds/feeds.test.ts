import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, test } from 'vitest'
import { buildRss, councilMidnight, escapeXml, rfc822Date } from './feeds'

describe('escapeXml', () => {
	test('escapes the five special characters', () => {
		expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
			'&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
		)
	})
	test('drops characters XML cannot carry, keeps accents, tabs, new lines and emoji', () => {
		expect(escapeXml('a\u0000b\u0008c\u000Bd\uFFFEe\uD800f')).toBe('abcdef')
		expect(escapeXml('Hôtel de ville\t\n🎉')).toBe('Hôtel de ville\t\n🎉')
	})
})

describe('rfc822Date', () => {
	test('GMT and a numeric zone, four-digit year, two-digit day', () => {
		const date = new Date('2024-02-04T23:05:09Z')
		expect(rfc822Date(date)).toBe('Sun, 04 Feb 2024 23:05:09 GMT')
		expect(rfc822Date(date, 60)).toBe('Mon, 05 Feb 2024 00:05:09 +0100')
		expect(rfc822Date(date, -330)).toBe('Sun, 04 Feb 2024 17:35:09 -0530')
	})
	test('an article dated 15 February is dated at midnight in Douala', () => {
		expect(rfc822Date(councilMidnight('2024-02-15'), 60)).toBe('Thu, 15 Feb 2024 00:00:00 +0100')
		expect(Date.parse(rfc822Date(councilMidnight('2024-02-15'), 60))).toBe(
			Date.parse('2024-02-14T23:00:00Z'),
		)
	})
})

/** What a reader shows of an HTML description: its text, entities read. */
const fromHtml = (html: string) =>
	html.replace(
		/&(amp|lt|gt|quot);/g,
		(_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"' })[name]!,
	)

describe('buildRss', () => {
	const hostile = 'Fish & chips <script>alert("x")</script> ]]> l’été'
	const xml = buildRss({
		title: 'Actualités de la Commune de Mbonge',
		link: 'https://council.example/fr/news',
		description: 'Décisions & travaux',
		language: 'fr',
		selfUrl: 'https://council.example/fr/news/feed.xml',
		lastBuildDate: new Date('2024-02-16T10:00:00Z'),
		items: [
			{
				title: hostile,
				link: 'https://council.example/fr/news/a?b=1&c=2',
				description: hostile,
				pubDate: councilMidnight('2024-02-15'),
				image: { url: 'https://council.example/images/x-640.webp', type: 'image/webp' },
			},
			{
				title: 'Second',
				link: 'https://council.example/fr/news/b',
				description: 'Texte',
				pubDate: councilMidnight('2024-02-08'),
			},
		],
	})

	test('is well-formed XML', () => {
		expect(XMLValidator.validate(xml)).toBe(true)
		expect(xml).not.toContain('<script>')
	})

	test('parses back to the same channel and items', () => {
		const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(xml)
		expect(parsed.rss['@version']).toBe('2.0')
		const channel = parsed.rss.channel
		expect(channel.title).toBe('Actualités de la Commune de Mbonge')
		// A description is HTML to readers: the text comes back once the HTML is read (issue 32).
		expect(channel.description).toBe('Décisions &amp; travaux')
		expect(fromHtml(channel.description)).toBe('Décisions & travaux')
		expect(channel.language).toBe('fr')
		expect(channel['atom:link']['@rel']).toBe('self')
		expect(channel['atom:link']['@href']).toBe('https://council.example/fr/news/feed.xml')
		expect(channel.lastBuildDate).toBe('Fri, 16 Feb 2024 10:00:00 GMT')
		expect(channel.item).toHaveLength(2)
		const [first] = channel.item
		expect(first.title).toBe(hostile)
		expect(first.description).toBe(
			'Fish &amp; chips &lt;script&gt;alert("x")&lt;/script&gt; ]]&gt; l’été',
		)
		expect(fromHtml(first.description)).toBe(hostile)
		expect(first.link).toBe('https://council.example/fr/news/a?b=1&c=2')
		expect(first.guid['#text']).toBe(first.link)
		expect(first.guid['@isPermaLink']).toBe('true')
		expect(first.pubDate).toBe('Thu, 15 Feb 2024 00:00:00 +0100')
		expect(first['media:content']['@url']).toBe('https://council.example/images/x-640.webp')
		expect(channel.item[1]['media:content']).toBeUndefined()
	})

	test('an empty feed has no lastBuildDate and no item, and is still valid', () => {
		const empty = buildRss({
			title: 't',
			link: 'https://x.example/news',
			description: 'd',
			language: 'en',
			selfUrl: 'https://x.example/news/feed.xml',
			items: [],
		})
		expect(XMLValidator.validate(empty)).toBe(true)
		expect(empty).not.toContain('lastBuildDate')
		expect(empty).not.toContain('<item>')
	})
})
