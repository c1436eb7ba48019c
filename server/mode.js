// The server's mode, decided before React or the application is loaded (React picks its
// development or production build from NODE_ENV when it is first imported). The development build
// costs about 1.6 times the CPU per page, so it runs only under `npm run dev` (`--dev`); every other
// start is production, whatever NODE_ENV the shell carries.

/**
 * Sets NODE_ENV for this process from its arguments. Returns the mode, and a note when NODE_ENV
 * said otherwise.
 * @param {string[]} argv
 * @param {Record<string, string | undefined>} env
 */
export function applyMode(argv, env) {
	const dev = argv.includes('--dev')
	const mode = dev ? 'development' : 'production'
	const asked = env.NODE_ENV
	env.NODE_ENV = mode
	const note =
		asked && asked !== mode
			? `NODE_ENV=${asked} ignored: ${dev ? '--dev runs development' : 'only `npm run dev` (--dev) runs development'}`
			: undefined
	return { dev, mode, note }
}
