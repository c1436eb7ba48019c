import { beforeAll, describe, expect, test } from 'vitest'
import { checkFormGuard, formGuardValues, sharedFormGuardValues } from './form-guard.server'
import { loadSecrets } from './secrets.server'

beforeAll(async () => {
	const rows = [{ name: 'form-guard', value: 'a-test-secret-of-some-length' }]
	// A stand-in for the database: loadSecrets only selects.
	const db = {
		selectFrom: () => ({ select: () => ({ execute: async () => rows }) }),
	} as unknown as Parameters<typeof loadSecrets>[0]
	await loadSecrets(db)
})

function form(fields: Record<string, string>) {
	const data = new FormData()
	for (const [k, v] of Object.entries(fields)) data.set(k, v)
	return data
}

describe('checkFormGuard', () => {
	const t0 = 1_790_000_000_000
	let started = ''
	beforeAll(() => {
		started = formGuardValues(t0).started
	})

	test('a form sent back by a person after a few seconds passes', () => {
		expect(
			checkFormGuard(form({ form_started: started, website: '' }), { now: t0 + 8_000 }),
		).toEqual({ ok: true })
	})
	test('a filled honeypot is a program', () => {
		expect(
			checkFormGuard(form({ form_started: started, website: 'http://spam' }), { now: t0 + 8_000 }),
		).toEqual({
			ok: false,
			reason: 'honeypot',
		})
	})
	test('faster than a person can write is held back', () => {
		expect(checkFormGuard(form({ form_started: started }), { now: t0 + 1_000 })).toEqual({
			ok: false,
			reason: 'too-fast',
		})
	})
	test('a day-old form has expired', () => {
		expect(checkFormGuard(form({ form_started: started }), { now: t0 + 25 * 3600_000 })).toEqual({
			ok: false,
			reason: 'expired',
		})
	})
	test('a start time not signed by the site, or changed, is refused', () => {
		const [, mac] = started.split('.')
		for (const value of ['', 'abc', `${t0 - 60_000}.${mac}`, `${t0}.${'A'.repeat(22)}`])
			expect(checkFormGuard(form({ form_started: value }), { now: t0 + 8_000 })).toEqual({
				ok: false,
				reason: 'invalid',
			})
		expect(checkFormGuard(form({}), { now: t0 + 8_000 })).toEqual({ ok: false, reason: 'invalid' })
	})
})

describe('a form made for one person (once)', () => {
	const t0 = 1_790_000_000_000
	test('each response gets a value of its own, checked like the others', () => {
		const a = formGuardValues(t0, { once: true }).started
		const b = formGuardValues(t0, { once: true }).started
		expect(a).not.toBe(b)
		expect(a).toMatch(/^\d+\.[\w-]{16}\.[\w-]{22}$/)
		expect(checkFormGuard(form({ form_started: a }), { now: t0 + 8_000 })).toEqual({ ok: true })
	})
	test('its random part is signed too: changed, it is refused', () => {
		const [ms, nonce, mac] = formGuardValues(t0, { once: true }).started.split('.')
		const other = `${'B'.repeat(16)}`
		expect(nonce).not.toBe(other)
		for (const value of [`${ms}.${other}.${mac}`, `${ms}.${mac}`])
			expect(checkFormGuard(form({ form_started: value }), { now: t0 + 8_000 })).toEqual({
				ok: false,
				reason: 'invalid',
			})
	})
})

describe("the footer's forms on shared pages (decision 062)", () => {
	const day = Date.UTC(2026, 10, 29)
	const hour = 3600_000
	test('the same value all day, a new one the next day', () => {
		const morning = sharedFormGuardValues(day + 7 * hour).started
		expect(morning).toMatch(/^\d+\.day\.[\w-]{22}$/)
		expect(sharedFormGuardValues(day + 23 * hour + 59 * 60_000).started).toBe(morning)
		expect(sharedFormGuardValues(day + 24 * hour).started).not.toBe(morning)
	})
	test('no minimum fill time; valid until a day after its day, then expired', () => {
		const started = sharedFormGuardValues(day + 23 * hour).started
		for (const now of [day, day + 1_000, day + 47 * hour])
			expect(checkFormGuard(form({ form_started: started }), { now })).toEqual({ ok: true })
		expect(checkFormGuard(form({ form_started: started }), { now: day + 49 * hour })).toEqual({
			ok: false,
			reason: 'expired',
		})
	})
	test('signed as a day: the same moment as a plain value, or another day, is refused', () => {
		const [ms, mark, mac] = sharedFormGuardValues(day).started.split('.')
		const plain = formGuardValues(day).started.split('.')[1]
		for (const value of [
			`${ms}.${mac}`,
			`${ms}.${mark}.${plain}`,
			`${day + 24 * hour}.${mark}.${mac}`,
		])
			expect(checkFormGuard(form({ form_started: value }), { now: day + hour })).toEqual({
				ok: false,
				reason: 'invalid',
			})
	})
})
