/**
 * A component's variant classes (`cva`), worked out once per combination of its props: a page draws
 * the same few buttons and badges dozens of times, and `cva` builds its list anew at each call
 * (~0.15 ms of each page's render on the server). Only props that are plain values are kept (a
 * class list given as an array or object is passed through), at most 500 combinations.
 */
export function keptVariants<F extends (props?: Record<string, unknown>) => string>(classes: F): F {
	const kept = new Map<string, string>()
	return ((props?: Record<string, unknown>) => {
		let key = ''
		for (const name in props) {
			const value = props[name]
			if (value !== null && typeof value === 'object') return classes(props)
			key += `${name}=${String(value)}\u0000`
		}
		let value = kept.get(key)
		if (value === undefined) {
			value = classes(props)
			if (kept.size < 500) kept.set(key, value)
		}
		return value
	}) as F
}
