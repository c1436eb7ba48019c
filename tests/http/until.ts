/**
 * Asks again every 100 ms until the answer is the one awaited, or `ms` have passed; returns the
 * last answer, for the test to assert on (a change another instance or a background pass makes
 * within seconds: a suspension, a resume, a deletion).
 */
export async function until<T>(ask: () => Promise<T>, done: (answer: T) => boolean, ms = 15_000) {
	const started = Date.now()
	let answer = await ask()
	while (!done(answer) && Date.now() - started < ms) {
		await new Promise((resolve) => setTimeout(resolve, 100))
		answer = await ask()
	}
	return answer
}
