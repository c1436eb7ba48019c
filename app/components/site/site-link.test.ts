import { describe, expect, test } from 'vitest'
import { siteLinkDestination } from './site-link'

const origin = 'https://council.example'

/** A click on an element inside a link (or on nothing that is a link). */
function click(
	link: { href: string; target?: string; download?: boolean } | null,
	event: Partial<{
		button: number
		metaKey: boolean
		ctrlKey: boolean
		shiftKey: boolean
		altKey: boolean
		defaultPrevented: boolean
	}> = {},
) {
	const anchor = link && {
		href: new URL(link.href, origin).href,
		target: link.target ?? '',
		hasAttribute: (name: string) => name === 'download' && Boolean(link.download),
	}
	return siteLinkDestination(
		{
			defaultPrevented: false,
			button: 0,
			metaKey: false,
			ctrlKey: false,
			shiftKey: false,
			altKey: false,
			...event,
			target: {
				closest: (selector: string) => (selector === 'a[data-site-link]' ? anchor : null),
			} as unknown as EventTarget,
		},
		origin,
	)
}

describe('a click on a site link', () => {
	test('a plain click goes to the address in place, with its query and fragment', () => {
		expect(click({ href: '/fr/news?page=2#list' })).toBe('/fr/news?page=2#list')
	})

	test('the browser keeps what it does itself: other buttons, modifier keys, targets, downloads', () => {
		expect(click({ href: '/news' }, { button: 1 })).toBeUndefined()
		for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)
			expect(click({ href: '/news' }, { [key]: true })).toBeUndefined()
		expect(click({ href: '/news', target: '_blank' })).toBeUndefined()
		expect(click({ href: '/news', target: '_self' })).toBe('/news')
		expect(click({ href: '/documents/budget/file', download: true })).toBeUndefined()
	})

	test('nothing for a click already handled, outside a site link, or to another origin', () => {
		expect(click({ href: '/news' }, { defaultPrevented: true })).toBeUndefined()
		expect(click(null)).toBeUndefined()
		expect(click({ href: 'https://elsewhere.example/news' })).toBeUndefined()
	})
})
