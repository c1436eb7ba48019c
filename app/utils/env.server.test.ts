import { describe, expect, test } from 'vitest'
import { parseEnv } from './env.server'

describe('environment', () => {
	test('nothing set gives the embedded default', () => {
		const env = parseEnv({})
		expect(env).toMatchObject({
			PORT: 3000,
			HOST: '127.0.0.1',
			DATA_DIR: 'data',
			SEED: true,
			TRUST_PROXY: false,
		})
		expect(env.DATABASE_URL).toBeUndefined()
		expect(env.PUBLIC_URL).toBeUndefined()
	})

	test('values are coerced and cleaned', () => {
		const env = parseEnv({
			PORT: '8080',
			DATABASE_URL: 'postgresql://u:p@db:5432/council',
			PUBLIC_URL: 'https://council.example.cm/',
			TRUST_PROXY: 'true',
			SEED: 'false',
		})
		expect(env.PORT).toBe(8080)
		expect(env.PUBLIC_URL).toBe('https://council.example.cm')
		expect(env.TRUST_PROXY).toBe(true)
		expect(env.SEED).toBe(false)
	})

	test('empty strings count as unset', () => {
		expect(parseEnv({ DATABASE_URL: '', PUBLIC_URL: '' }).DATABASE_URL).toBeUndefined()
	})

	test('bad values fail with a message naming the variable', () => {
		expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/)
		expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a postgres/)
		expect(() => parseEnv({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/)
	})

	test('slow-client timeouts: defaults, and headers never longer than the whole request', () => {
		expect(parseEnv({})).toMatchObject({
			HEADERS_TIMEOUT_MS: 20_000,
			REQUEST_TIMEOUT_MS: 180_000,
			KEEP_ALIVE_TIMEOUT_MS: 65_000,
		})
		expect(() => parseEnv({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '1000' })).toThrow(
			/HEADERS_TIMEOUT_MS/,
		)
	})
})
