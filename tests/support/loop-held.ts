/**
 * Runs `work` and measures the longest the event loop went without turning meanwhile (a 5 ms
 * timer's longest gap): how long this thread, the one that answers every visitor, was held.
 */
export async function loopHeld<T>(work: () => Promise<T>): Promise<{ result: T; longest: number }> {
	let longest = 0
	let last = performance.now()
	const tick = setInterval(() => {
		const now = performance.now()
		longest = Math.max(longest, now - last)
		last = now
	}, 5)
	try {
		const result = await work()
		return { result, longest: Math.max(longest, performance.now() - last) }
	} finally {
		clearInterval(tick)
	}
}
