import { describe, expect, it } from 'vitest'
import { withoutTrackers } from './trackers'

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
