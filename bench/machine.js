// What the load benches read of this machine: a command they need, the load average they print
// beside their figures, and a process's resident memory.
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
