import { describe, expect, test } from 'vitest'
import {
	httpsSite,
	isLoopbackHost,
	parseEnv,
	parseTrustProxy,
	productionProblems,
} from './env.server'

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
			TRUST_PROXY: '1',
			SEED: 'false',
		})
		expect(env.PORT).toBe(8080)
		expect(env.PUBLIC_URL).toBe('https://council.example.cm')
		expect(env.TRUST_PROXY).toBe(1)
		expect(env.SEED).toBe(false)
	})

	test('empty strings count as unset', () => {
		expect(parseEnv({ DATABASE_URL: '', PUBLIC_URL: '' }).DATABASE_URL).toBeUndefined()
	})

	test('bad values fail with a message naming the variable', () => {
		expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/)
		expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a postgres/)
		expect(() => parseEnv({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/)
		expect(() => parseEnv({ PUBLIC_URL: 'ftp://council.example.cm' })).toThrow(
			/PUBLIC_URL must be an http/,
		)
	})

	test('files: a local folder by default; an S3-compatible store with its variables', () => {
		expect(parseEnv({})).toMatchObject({
			STORAGE: 'local',
			S3_REGION: 'us-east-1',
			S3_FORCE_PATH_STYLE: false,
			S3_PREFIX: '',
		})
		const env = parseEnv({
			STORAGE: 'S3',
			S3_BUCKET: 'mbonge-files',
			S3_REGION: 'eu-west-3',
			S3_ENDPOINT: 'http://127.0.0.1:9000',
			S3_ACCESS_KEY_ID: 'key',
			S3_SECRET_ACCESS_KEY: 'secret',
			S3_FORCE_PATH_STYLE: '1',
			S3_PREFIX: '/councils/mbonge/',
		})
		expect(env).toMatchObject({
			STORAGE: 's3',
			S3_BUCKET: 'mbonge-files',
			S3_REGION: 'eu-west-3',
			S3_ENDPOINT: 'http://127.0.0.1:9000',
			S3_FORCE_PATH_STYLE: true,
			S3_PREFIX: 'councils/mbonge/',
		})
		// No keys: the SDK's own credentials (instance role, AWS_PROFILE…); empty values are unset.
		const role = parseEnv({
			STORAGE: 's3',
			S3_BUCKET: 'mbonge-files',
			S3_ENDPOINT: '',
			S3_REGION: '',
		})
		expect(role).toMatchObject({ S3_REGION: 'us-east-1' })
		expect(role.S3_ACCESS_KEY_ID).toBeUndefined()
		expect(role.S3_ENDPOINT).toBeUndefined()
	})

	test('a file store that cannot work is refused with what to set', () => {
		expect(() => parseEnv({ STORAGE: 'disk' })).toThrow(
			/STORAGE=disk is not a file store: use local .* or s3/,
		)
		expect(() => parseEnv({ STORAGE: 's3' })).toThrow(
			/S3_BUCKET: STORAGE=s3 needs the name of the bucket/,
		)
		expect(() => parseEnv({ STORAGE: 's3', S3_BUCKET: 'Council_Files' })).toThrow(
			/S3_BUCKET must be a bucket name/,
		)
		expect(() =>
			parseEnv({ STORAGE: 's3', S3_BUCKET: 'files', S3_ENDPOINT: '127.0.0.1:9000' }),
		).toThrow(/S3_ENDPOINT must be the http:\/\/ or https:\/\/ address/)
		expect(() => parseEnv({ STORAGE: 's3', S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' })).toThrow(
			/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both/,
		)
		expect(() =>
			parseEnv({ STORAGE: 's3', S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'yes' }),
		).toThrow(/S3_FORCE_PATH_STYLE must be true or false/)
		expect(() => parseEnv({ STORAGE: 's3', S3_BUCKET: 'files', S3_REGION: 'EU West' })).toThrow(
			/S3_REGION must be a region name/,
		)
		expect(() => parseEnv({ STORAGE: 's3', S3_BUCKET: 'files', S3_PREFIX: '../other' })).toThrow(
			/S3_PREFIX must be a folder name/,
		)
		// The bucket named, but the store left local: each instance would keep its own files.
		expect(() => parseEnv({ S3_BUCKET: 'files', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
			/S3_BUCKET, S3_ENDPOINT are set but STORAGE is not s3, so files would stay on this machine/,
		)
	})

	test('email: off by default; SMTP_HOST and MAIL_FROM go together, and so do the user and password', () => {
		expect(parseEnv({})).toMatchObject({ SMTP_PORT: 587, SMTP_SECURE: undefined })
		expect(
			parseEnv({
				SMTP_HOST: 'smtp.example.cm',
				MAIL_FROM: 'Council <no-reply@example.cm>',
				SMTP_SECURE: 'true',
				SMTP_PORT: '465',
			}),
		).toMatchObject({
			SMTP_HOST: 'smtp.example.cm',
			SMTP_PORT: 465,
			SMTP_SECURE: true,
		})
		expect(() => parseEnv({ SMTP_HOST: 'smtp.example.cm' })).toThrow(/MAIL_FROM: SMTP_HOST is set/)
		expect(() => parseEnv({ MAIL_FROM: 'no-reply@example.cm' })).toThrow(
			/SMTP_HOST: MAIL_FROM is set/,
		)
		expect(() =>
			parseEnv({ SMTP_HOST: 'smtp.example.cm', MAIL_FROM: 'no-reply@example.cm', SMTP_USER: 'me' }),
		).toThrow(/SMTP_USER, SMTP_PASSWORD: set both/)
		expect(() => parseEnv({ SMTP_HOST: 'smtp.example.cm', MAIL_FROM: 'not an address' })).toThrow(
			/MAIL_FROM must be an address/,
		)
		expect(() => parseEnv({ SMTP_PORT: 'twenty-five' })).toThrow(/SMTP_PORT/)
	})

	test('TRUST_PROXY: off, a number of proxies, or the proxies’ addresses (Express semantics)', () => {
		for (const off of ['', 'false', '0', ' FALSE ']) expect(parseTrustProxy(off)).toBe(false)
		expect(parseTrustProxy('1')).toBe(1)
		expect(parseTrustProxy('2')).toBe(2)
		expect(parseTrustProxy('loopback')).toEqual(['loopback'])
		expect(parseTrustProxy('10.0.0.2, 10.0.0.3,10.1.0.0/16,fd00::/8,loopback')).toEqual([
			'10.0.0.2',
			'10.0.0.3',
			'10.1.0.0/16',
			'fd00::/8',
			'loopback',
		])
		expect(parseTrustProxy('192.168.1.0/255.255.255.0')).toEqual(['192.168.1.0/255.255.255.0'])
		expect(parseEnv({ TRUST_PROXY: 'uniquelocal' }).TRUST_PROXY).toEqual(['uniquelocal'])
	})

	test('TRUST_PROXY=true (trust any X-Forwarded-For) and unreadable values are refused, explained', () => {
		expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(
			/TRUST_PROXY=true would trust any X-Forwarded-For .*TRUST_PROXY=1.*TRUST_PROXY=loopback/s,
		)
		expect(() => parseEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: "yes" is not/)
		expect(() => parseEnv({ TRUST_PROXY: '10.0.0.300' })).toThrow(/"10\.0\.0\.300"/)
		expect(() => parseEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/)
		expect(() => parseEnv({ TRUST_PROXY: 'loopback,,' })).toThrow(/TRUST_PROXY/)
	})

	test('production refuses to listen beyond this machine without PUBLIC_URL', () => {
		for (const HOST of ['127.0.0.1', 'localhost', '::1'])
			expect(productionProblems(parseEnv({ HOST }))).toEqual([])
		const [problem] = productionProblems(parseEnv({ HOST: '0.0.0.0' }))
		expect(problem).toMatch(/HOST=0\.0\.0\.0 .*PUBLIC_URL is not set.*Set PUBLIC_URL/s)
		expect(productionProblems(parseEnv({ HOST: '::' }))).toHaveLength(1)
		expect(
			productionProblems(parseEnv({ HOST: '0.0.0.0', PUBLIC_URL: 'https://council.example.cm' })),
		).toEqual([])
	})

	test('loopback host names; an HTTPS public address', () => {
		for (const name of ['localhost', 'LOCALHOST', '127.0.0.1', '127.1.2.3', '[::1]', '::1'])
			expect(isLoopbackHost(name), name).toBe(true)
		for (const name of ['council.example.cm', '10.0.0.1', 'localhost.evil.example', '0.0.0.0'])
			expect(isLoopbackHost(name), name).toBe(false)
		expect(httpsSite({ PUBLIC_URL: 'https://council.example.cm' })).toBe(true)
		expect(httpsSite({ PUBLIC_URL: 'http://192.168.1.10:3000' })).toBe(false)
		expect(httpsSite({ PUBLIC_URL: undefined })).toBe(false)
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
