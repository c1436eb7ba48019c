// Memory the C library frees goes back to the system (decision 048, "Freed memory that stayed").
//
// glibc's malloc hands a large block (128 KiB and up) its own mapping, returned when it is freed,
// but raises that threshold each time such a block is freed, up to 32 MiB, and lets each of its
// arenas keep twice as much free memory before trimming it. Brotli's working tables (a stored
// page compressed on libuv's threads) raise it early in a process's life; from then on the blocks
// of every compression and of SQLite stay in the arenas. A server serving fifty councils held
// 30 MB more that way under the same load (210–215 MB against 176–183 MB, `bench:councils`),
// and passed the memory ceiling's mark (256 MB) in a busy council's crowd, collecting every few
// seconds for nothing the next seconds would not take again.
//
// A fixed threshold turns that adjustment off. glibc reads it from the environment when a process
// starts, so the server starts itself again once with it (`process.execve`: the same process id,
// arguments and open files). Nothing happens where it cannot matter or was chosen already: not on
// Linux with glibc, a Node without `execve`, the development server, or GLIBC_TUNABLES already set.

export const MALLOC_TUNABLES = 'glibc.malloc.mmap_threshold=262144'

/**
 * Starts this process again with malloc's threshold fixed, when that applies (see above); returns
 * when it does not.
 * @param {string[]} argv
 * @param {Record<string, string | undefined>} env
 */
export function returnFreedMemory(argv, env) {
	if (process.platform !== 'linux' || argv.includes('--dev')) return
	if (env.GLIBC_TUNABLES !== undefined || typeof process.execve !== 'function') return
	const header = /** @type {{ glibcVersionRuntime?: string }} */ (process.report.getReport().header)
	if (!header.glibcVersionRuntime) return
	process.execve(process.execPath, [process.execPath, ...process.execArgv, ...argv.slice(1)], {
		...env,
		GLIBC_TUNABLES: MALLOC_TUNABLES,
	})
}
