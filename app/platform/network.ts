import net from 'node:net'

/**
 * The network a client address belongs to, as the limits count it (issue 32): its /24 for IPv4,
 * its /64 for IPv6 (what one household or one server usually has: a script that rotates addresses
 * inside its own network counts as one). IPv4 written as IPv6 (`::ffff:198.51.100.7`) is IPv4.
 * Null for what is not an address.
 */
export function networkOf(address: string | null | undefined): string | null {
	if (!address) return null
	const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
	const ip = mapped ? mapped[1]! : address
	const family = net.isIP(ip)
	if (family === 4) return `${ip.split('.').slice(0, 3).join('.')}.0/24`
	if (family !== 6) return null
	const bare = ip.split('%')[0]!.toLowerCase()
	const [head = '', tail = ''] = bare.split('::')
	const left = head ? head.split(':') : []
	const right = bare.includes('::') ? (tail ? tail.split(':') : []) : []
	// An embedded IPv4 tail takes two groups; only the first four groups matter here.
	const groups = bare.includes('::')
		? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
		: left
	return `${groups
		.slice(0, 4)
		.map((g) => (Number.parseInt(g, 16) || 0).toString(16))
		.join(':')}::/64`
}
