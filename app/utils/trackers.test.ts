import { describe, expect, it } from 'vitest'
import { pageQuery, withoutTrackers } from './trackers'

describe('withoutTrackers', () => {
	it('drops the parameters a shared link picks up, keeps the rest as written', () => {
		expect(withoutTrackers('?utm_source=whatsapp&fbclid=abc')).toBe('')
		expect(withoutTrackers('?q=permis&utm_medium=social')).toBe('?q=permis')
		expect(withoutTrackers('?page=2&GCLID=x&igshid=y&mc_cid=z')).toBe('?page=2')
	})
	it('leaves a query without trackers untouched, including `ref`, which may name a request', () => {
		expect(withoutTrackers('')).toBe('')
		expect(withoutTrackers('?ref=MBG-2026-0042')).toBe('?ref=MBG-2026-0042')
		expect(withoutTrackers('?q=a%20b')).toBe('?q=a%20b')
	})
})

describe('pageQuery', () => {
	it('keeps only what a page reads: a list its page, a search its words', () => {
		expect(pageQuery('/news', '?page=2&utm_source=x&colour=red')).toBe('?page=2')
		expect(pageQuery('/fr/search', '?q=acte&page=3&x=1')).toBe('?q=acte&page=3')
		expect(pageQuery('/', '?q=anything')).toBe('')
	})
	it('keeps what opens one person’s page: a request’s reference and key, a subscription’s token', () => {
		const key = 'AbCdEfGhIjKlMnOpQrStUv'
		expect(pageQuery('/contact/status', `?ref=MBG-2026-0042&key=${key}&sent=1&fbclid=z`)).toBe(
			`?ref=MBG-2026-0042&key=${key}&sent=1`,
		)
		expect(pageQuery('/fr/contact/status', '?ref=MBG-2026-0042&mail=1')).toBe(
			'?ref=MBG-2026-0042&mail=1',
		)
		for (const page of ['confirm', 'manage', 'unsubscribe'])
			expect(pageQuery(`/fr/subscribe/${page}`, '?token=t0k3n&utm_medium=social')).toBe(
				'?token=t0k3n',
			)
		expect(pageQuery('/subscribe', '?token=t0k3n')).toBe('')
	})
})
