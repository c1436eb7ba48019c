import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * The clock of servers started with TEST_CLOCK_FILE (app/platform/clock.server.ts): the file holds
 * milliseconds added to the real time, read by the server each time it asks for the time. Tests
 * move it forward instead of sleeping (a form's minimum fill time, scheduled items, retries, the
 * end of a minute).
 *
 * The file is replaced whole (written beside it, then renamed over it), so a server reading it at
 * that moment reads the old value or the new one, never an empty file, which it would take for a
 * shift of 0: the clock going back. Moves are made under a lock, so that test processes sharing
 * one server (Playwright's workers) never lose one another's.
 */
export class TestClock {
	/** `file`: in a folder of its own (moves write beside it), which `remove` deletes. */
	constructor(readonly file: string) {}

	/** A new clock file, at 0, in a temporary folder of its own. */
	static create(prefix = 'council-clock-') {
		const clock = new TestClock(path.join(fs.mkdtempSync(path.join(os.tmpdir(), prefix)), 'shift'))
		clock.set(0)
		return clock
	}

	/** What to give a server so that it runs on this clock. */
	get env() {
		return { TEST_CLOCK_FILE: this.file }
	}

	/** Milliseconds the servers' clock is ahead of the real time (0 before anything was written). */
	get shift(): number {
		try {
			const ms = Number(fs.readFileSync(this.file, 'utf8').trim())
			return Number.isFinite(ms) ? ms : 0
		} catch {
			return 0
		}
	}

	/** Now, on the servers' clock. */
	now() {
		return Date.now() + this.shift
	}

	/** Moves the servers' clock forward by `ms`. */
	advance(ms: number) {
		this.locked(() => this.set(this.shift + ms))
	}

	/** Sets the servers' clock to `ms` ahead of the real time. */
	set(ms: number) {
		const next = `${this.file}.${process.pid}.next`
		fs.writeFileSync(next, String(ms))
		fs.renameSync(next, this.file)
	}

	/** Removes the clock's folder. */
	remove() {
		fs.rmSync(path.dirname(this.file), { recursive: true, force: true })
	}

	private locked(change: () => void) {
		const lock = `${this.file}.lock`
		const deadline = Date.now() + 10_000
		for (;;) {
			try {
				fs.mkdirSync(lock)
				break
			} catch (error) {
				if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || Date.now() > deadline) throw error
				// Another process is moving the clock (a few microseconds): look again shortly.
				Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2)
			}
		}
		try {
			change()
		} finally {
			fs.rmdirSync(lock)
		}
	}
}

/**
 * For a server on the real clock: waits, if need be, for a new minute to begin, so that a page
 * stored now is still the stored one a few seconds later (it lasts to the end of its minute).
 */
export async function earlyInMinute(seconds = 10) {
	const into = Date.now() % 60_000
	if (into > 60_000 - seconds * 1000)
		await new Promise((resolve) => setTimeout(resolve, 60_050 - into))
}
