import { randomBytes } from 'node:crypto'
import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { afterEach, expect, test, vi } from 'vitest'
import { PASSWORD_MIN } from './password-limits'
import { checkPasswordStrength, ESTIMATE_CHARS } from './password.server'

// The strength estimate runs on the main thread: its cost must not grow with what a person (or a
// script) sends. Timings are in `npm run bench:password`; here, what the estimator is given.

afterEach(() => {
	vi.restoreAllMocks()
})

const randomPassword = (n: number) => {
	const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#$%&*-_=+'
	return [...randomBytes(n)].map((b) => alphabet[b % alphabet.length]).join('')
}

test('the estimator is never given more than ESTIMATE_CHARS characters', async () => {
	const check = vi.spyOn(ZxcvbnFactory.prototype, 'check')
	for (const password of [randomPassword(256), 'a'.repeat(256), '4@3$1!0|7+'.repeat(25)]) {
		await checkPasswordStrength(password, 'en')
		await checkPasswordStrength(password, 'fr', ['Chantal Changer', 'chantal@example.org'])
	}
	// (A password made only of the person's words and symbols is refused before any estimate.)
	expect(check.mock.calls.length).toBeGreaterThanOrEqual(4)
	for (const [given] of check.mock.calls) expect(given.length).toBeLessThanOrEqual(ESTIMATE_CHARS)
	expect(ESTIMATE_CHARS).toBeGreaterThan(PASSWORD_MIN)
})

test('long passphrases from password managers are accepted; long weak ones are not', async () => {
	const words = 'lantern mango river quiet harbour pepper violet canoe thunder saffron orchard'
	expect(words.length).toBeGreaterThan(ESTIMATE_CHARS)
	expect(await checkPasswordStrength(words, 'en')).toEqual({ ok: true })
	expect(await checkPasswordStrength(`${words} ${words} ${words}`.slice(0, 256), 'fr')).toEqual({
		ok: true,
	})
	expect(await checkPasswordStrength(randomPassword(200), 'en')).toEqual({ ok: true })
	expect(await checkPasswordStrength('a'.repeat(256), 'en')).toMatchObject({
		ok: false,
		reason: 'weak',
	})
	expect(await checkPasswordStrength('password'.repeat(32), 'en')).toMatchObject({ ok: false })
})

test('l33t-speak versions of common words are still seen through', async () => {
	for (const password of ['p@$$w0rd1234', 'qu3st10nn@1r3', 'P@ssw0rd!2024', '1l0v3y0u!!!!']) {
		expect(await checkPasswordStrength(password, 'en'), password).toMatchObject({ ok: false })
	}
})
