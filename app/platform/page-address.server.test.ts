import { expect, test } from 'vitest'
import { pageAddress } from './page-address.server'

const of = (address: string) => {
	const url = pageAddress(new Request(`http://council.test${address}`))
	return `${url.pathname}${url.search}`
}

test("a client-side navigation's data request is the page it loads", () => {
	expect(of('/admin-dtima/news.data?_routes=routes%2Fadmin%2Fresource')).toBe('/admin-dtima/news')
	expect(of('/_root.data')).toBe('/')
	expect(of('/fr/news.data?page=2&_routes=x')).toBe('/fr/news?page=2')
})

test("a form posted to an index route loses React Router's empty index, not the page's own", () => {
	expect(of('/admin-dtima?index')).toBe('/admin-dtima')
	expect(of('/search?index=&q=market')).toBe('/search?q=market')
	expect(of('/search?index=2&q=market')).toBe('/search?index=2&q=market')
})

test('a document request is left as it is', () => {
	expect(of('/government/cabinet?utm_source=x')).toBe('/government/cabinet?utm_source=x')
	expect(of('/documents/budget.data-2026')).toBe('/documents/budget.data-2026')
	expect(of('/')).toBe('/')
})
