import { expect, test } from 'vitest'
import { windowLimiter } from './rate-limit.server'

test('a key gets `limit` requests per window, then waits for the next window', () => {
	const limiter = windowLimiter({ limit: 3, windowMs: 60_000 })
	const t = 1_000_000
	expect([1, 2, 3, 4].map(() => limiter.take('a', t))).toEqual([true, true, true, false])
	expect(limiter.take('b', t)).toBe(true)
	expect(limiter.retryAfter('a', t + 15_000)).toBe(45)
	expect(limiter.take('a', t + 59_999)).toBe(false)
	expect(limiter.take('a', t + 60_000)).toBe(true)
})

test('memory stays bounded: the oldest windows are forgotten first', () => {
	const limiter = windowLimiter({ limit: 1, windowMs: 60_000, maxKeys: 100 })
	for (let i = 0; i < 10_000; i++) limiter.take(`2001:db8::${i.toString(16)}`, 1_000 + i)
	expect(limiter.size).toBe(100)
	// The newest are still remembered.
	expect(limiter.take(`2001:db8::${(9_999).toString(16)}`, 20_000)).toBe(false)
})
