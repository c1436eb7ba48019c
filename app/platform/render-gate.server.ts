import os from 'node:os'

/**
 * The renders the server makes at once (issue 32, part 3). A page from the page cache costs
 * almost nothing; a page rendered (a miss, a search, a staff screen, a form) costs milliseconds of
 * CPU. A flood of uncached requests used to start every render at once: 200 connections of random
 * searches gave requests over 9 s, `/healthz` up to 8.7 s and 1.3 GB of memory. Here, at most
 * `active` renders run; the others wait their turn, **clients taking turns** (one waiting render
 * of each client, then the next of each: a client with a hundred requests waiting does not keep
 * a resident with one waiting behind them), and a request that waited `maxWaitMs`, or arrives
 * when its client already has `perClient` waiting (or everyone `total`), is refused at once with
 * 503 and `Retry-After` rather than left waiting. `/healthz` and stored pages never come here.
 *
 * A render here holds the event loop from start to end (better-sqlite3 answers at once, and
 * React's render of a complete page runs in one go), so renders never overlap by themselves:
 * under a flood the server rendered requests in the order they arrived, and a `/healthz` waited
 * behind every render already asked for. So each render starts on a turn of the event loop of its
 * own (`setImmediate`, one after another): between two renders, the requests that arrived are
 * read, stored pages and `/healthz` answered at once, and new renders join the queue in turn.
 */
export interface RenderGateOptions {
	/** Renders at once (default: twice the CPUs, at least 2). */
	active?: number
	maxWaitMs?: number
	perClient?: number
	total?: number
}

export class RenderBusy extends Error {
	constructor(readonly retryAfterSeconds: number) {
		super('the server is busy')
	}
}

interface Waiter {
	start: () => void
	fail: (error: RenderBusy) => void
	timer: NodeJS.Timeout
}

export function renderGate(options: RenderGateOptions = {}) {
	const active = options.active ?? Math.max(2, os.availableParallelism() * 2)
	const maxWaitMs = options.maxWaitMs ?? 3_000
	const perClient = options.perClient ?? 16
	const total = options.total ?? 256
	let running = 0
	let waiting = 0
	// Clients with renders waiting, in the order they are served (Map keeps insertion order).
	const queues = new Map<string, Waiter[]>()
	const retryAfter = () => Math.max(1, Math.ceil(maxWaitMs / 1000))

	let scheduled = false
	const dispatch = () => {
		scheduled = false
		if (running >= active || !queues.size) return
		const [client, queue] = queues.entries().next().value as [string, Waiter[]]
		const waiter = queue.shift()!
		queues.delete(client)
		// Its next render waits behind every other client's.
		if (queue.length) queues.set(client, queue)
		waiting--
		clearTimeout(waiter.timer)
		running++
		waiter.start()
		next()
	}
	/** The next render starts on a later turn of the event loop (see above). */
	const next = () => {
		if (scheduled || running >= active || !queues.size) return
		scheduled = true
		setImmediate(dispatch)
	}

	/** Waits for a turn; resolves with the function that gives it back (call it once, when done). */
	function enter(client: string): Promise<() => void> {
		const release = () => {
			let released = false
			return () => {
				if (released) return
				released = true
				running--
				next()
			}
		}
		const queue = queues.get(client)
		if (waiting >= total || (queue?.length ?? 0) >= perClient)
			return Promise.reject(new RenderBusy(retryAfter()))
		return new Promise((resolve, reject) => {
			const waiter: Waiter = {
				start: () => resolve(release()),
				fail: reject,
				timer: setTimeout(() => {
					const mine = queues.get(client)
					const at = mine?.indexOf(waiter) ?? -1
					if (at === -1) return
					mine!.splice(at, 1)
					if (!mine!.length) queues.delete(client)
					waiting--
					reject(new RenderBusy(retryAfter()))
				}, maxWaitMs),
			}
			if (queue) queue.push(waiter)
			else queues.set(client, [waiter])
			waiting++
			next()
		})
	}

	/** Runs `work` in a turn of `client`'s. */
	async function run<T>(client: string, work: () => Promise<T>): Promise<T> {
		const done = await enter(client)
		try {
			return await work()
		} finally {
			done()
		}
	}

	/** Would `client`'s render be refused at once now (its queue, or everyone's, full)? */
	function refuses(client: string) {
		return waiting >= total || (queues.get(client)?.length ?? 0) >= perClient
	}
	return {
		enter,
		run,
		refuses,
		retryAfterSeconds: retryAfter,
		get running() {
			return running
		},
		get waiting() {
			return waiting
		},
	}
}

export type RenderGate = ReturnType<typeof renderGate>
