import { describe, expect, test } from 'vitest'
import { networkOf } from './network'

describe('networkOf: the /24 or /64 the limits count by', () => {
	test('IPv4: the first three numbers', () => {
		expect(networkOf('198.51.100.7')).toBe('198.51.100.0/24')
		expect(networkOf('198.51.100.250')).toBe('198.51.100.0/24')
		expect(networkOf('198.51.101.7')).toBe('198.51.101.0/24')
		expect(networkOf('::ffff:198.51.100.7')).toBe('198.51.100.0/24')
	})

	test('IPv6: the first four groups, however the address is written', () => {
		expect(networkOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
		expect(networkOf('2001:0DB8:0001:0002:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64')
		expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64')
		expect(networkOf('2001:db8:0:0:1::')).toBe('2001:db8:0:0::/64')
		expect(networkOf('::1')).toBe('0:0:0:0::/64')
		expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
	})

	test('anything else is no network', () => {
		for (const value of [null, undefined, '', 'unknown', '999.1.1.1', '1.2.3'])
			expect(networkOf(value)).toBeNull()
	})
})
