import { expect, test } from 'vitest'
import { catalogs } from '#app/i18n/catalogs.server'
import { pageCrumbs } from './page.server'

const origin = 'http://council.test'

test('a page under a menu group: the group is shown but, having no page, left out of the JSON-LD', () => {
	const trail = pageCrumbs(new URL(`${origin}/fr/government/cabinet?utm_source=x`), 'Cabinet', {
		label: catalogs.fr['nav.government'],
	})
	const home = catalogs.fr['nav.home']
	expect(trail.items).toEqual([
		{ label: home, href: '/fr' },
		{ label: catalogs.fr['nav.government'] },
		{ label: 'Cabinet' },
	])
	expect(JSON.parse(trail.jsonLd)).toEqual({
		'@context': 'https://schema.org',
		'@type': 'BreadcrumbList',
		itemListElement: [
			{ '@type': 'ListItem', position: 1, name: home, item: `${origin}/fr` },
			// The current page at its canonical address (trackers dropped).
			{
				'@type': 'ListItem',
				position: 2,
				name: 'Cabinet',
				item: `${origin}/fr/government/cabinet`,
			},
		],
	})
})

test('a page under a list: the list is a link in both; the JSON is escaped for an inline script', () => {
	const trail = pageCrumbs(new URL(`${origin}/news/roads`), 'Roads </script><!--', {
		label: 'News',
		href: '/news',
	})
	expect(trail.items.map((c) => c.label)).toEqual(['Home', 'News', 'Roads </script><!--'])
	expect(trail.jsonLd).not.toMatch(/[<>]/)
	const list = JSON.parse(trail.jsonLd) as { itemListElement: { name: string; item: string }[] }
	expect(list.itemListElement.map((i) => [i.name, i.item])).toEqual([
		['Home', `${origin}/`],
		['News', `${origin}/news`],
		['Roads </script><!--', `${origin}/news/roads`],
	])
})
