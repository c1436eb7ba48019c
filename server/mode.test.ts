import { describe, expect, test } from 'vitest'
import { applyMode } from './mode.js'

describe('server mode', () => {
	test('production unless --dev, whatever NODE_ENV said', () => {
		for (const asked of [undefined, 'production', 'development', 'test']) {
			const env: Record<string, string | undefined> = { NODE_ENV: asked }
			const result = applyMode(['node', 'server/index.js'], env)
			expect(result).toMatchObject({ dev: false, mode: 'production' })
			expect(env.NODE_ENV).toBe('production')
			expect(Boolean(result.note)).toBe(asked !== undefined && asked !== 'production')
		}
	})

	test('--dev (npm run dev) is the only way to the development build', () => {
		const env: Record<string, string | undefined> = { NODE_ENV: 'production' }
		const result = applyMode(['node', 'server/index.js', '--dev'], env)
		expect(result).toMatchObject({ dev: true, mode: 'development' })
		expect(env.NODE_ENV).toBe('development')
		expect(result.note).toMatch(/NODE_ENV=production ignored/)
		expect(applyMode(['node', 'server/index.js', '--dev'], {}).note).toBeUndefined()
	})
})
