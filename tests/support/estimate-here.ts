import { createRequire } from 'node:module'
import { ESTIMATE_CHARS, L33T_SUBSTITUTIONS } from '#app/auth/password.server'

/**
 * How long one strength estimate holds the thread that runs it, measured on this thread in this
 * run: the dictionaries' load and one check, as the first estimate of a process would be without
 * the worker. Tests compare the event loop's longest gap with it (a ratio measured in one run),
 * not with a fixed number of milliseconds, which a loaded machine makes meaningless.
 */
export function estimateHereMs(password: string) {
	const require = createRequire(import.meta.url)
	const started = performance.now()
	const [core, common, english, french] = [
		'@zxcvbn-ts/core',
		'@zxcvbn-ts/language-common',
		'@zxcvbn-ts/language-en',
		'@zxcvbn-ts/language-fr',
	].map((name) => require(name))
	const factory = new core.ZxcvbnFactory({
		dictionary: { ...common.dictionary, ...english.dictionary, ...french.dictionary },
		graphs: common.adjacencyGraphs,
		maxLength: ESTIMATE_CHARS,
		l33tMaxSubstitutions: L33T_SUBSTITUTIONS,
		translations: english.translations,
	})
	factory.check(password.slice(0, ESTIMATE_CHARS))
	return performance.now() - started
}
