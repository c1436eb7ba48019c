// What the load benches read of this machine: a command they need, the load average they print
// beside their figures, a process's resident memory and the CPU time it has used.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'

/** The path of a command, or exit 1 saying how to install it. */
export function need(command) {
	const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' })
	if (found.status !== 0) {
		console.error(`${command} is not installed: apt-get install -y ${command}`)
		process.exit(1)
	}
	return found.stdout.trim()
}

export const loadAverage = () =>
	os
		.loadavg()
		.map((n) => n.toFixed(2))
		.join(' ')

/** A process's resident memory in MB (0 once it is gone). */
export function rssMb(pid) {
	try {
		const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
		return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
	} catch {
		return 0
	}
}

/**
 * The CPU time a process has used so far (user and system), in seconds: what a server spent on its
 * requests whatever else ran on the machine meanwhile (0 once it is gone).
 */
export function cpuSeconds(pid) {
	try {
		// Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
		const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
		const ticks = Number(fields[11]) + Number(fields[12])
		return ticks / CLOCK_TICKS
	} catch {
		return 0
	}
}
const CLOCK_TICKS =
	Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100

/**
 * The part of a wrk script that counts the answers by status, over every thread (its `setup` must
 * keep the threads in `threads`, its `init` start `statuses` empty): printed as `status N count`
 * lines at the end, for the bench to read.
 */
export const WRK_STATUSES = `response = function(status, headers, body)
	statuses[status] = (statuses[status] or 0) + 1
end
done = function(summary, latency, requests)
	local total = {}
	for _, thread in ipairs(threads) do
		for status, n in pairs(thread:get("statuses")) do total[status] = (total[status] or 0) + n end
	end
	for status, n in pairs(total) do io.write(string.format("status %d %d\\n", status, n)) end
end
`

/**
 * The pages a crowd reads, for the load benches (bench:load, bench:councils, bench:pause): home in
 * both languages, newsroom, events, an article, a search, the cabinet page.
 */
export const CROWD_MIX = [
	'/',
	'/fr',
	'/news',
	'/events',
	'/news/cultural-festival-success',
	'/search?q=market',
	'/government/cabinet',
]

/** A wrk script reading `paths` in turn (the crowd's mix by default), asking for gzip as a browser. */
export function wrkMixScript(paths = CROWD_MIX) {
	return `local paths = { ${paths.map((p) => JSON.stringify(p)).join(', ')} }
local i = 0
request = function()
	i = i + 1
	return wrk.format("GET", paths[(i % #paths) + 1], { ["Accept-Encoding"] = "gzip" })
end
`
}

/** A bench's numeric `--name value` option from the command line, or `fallback`. */
export function numberOption(name, fallback, args = process.argv.slice(2)) {
	const at = args.indexOf(`--${name}`)
	return at === -1 ? fallback : Number(args[at + 1])
}
