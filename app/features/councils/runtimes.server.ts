import type { CouncilScope, DbHandle } from '#app/db/client.server'
import type { CouncilEntry } from './registry.server'

/**
 * The councils this process has open, serving several (issue 36, decision 060): for each, its
 * database handle and what is kept for it (`CouncilScope`). A council is opened on its first
 * request or task (its database opened, migrated and made ready), and at most `max` are kept:
 * past that, the least recently used one that nothing is using is closed, to be opened again when
 * it is next asked for. A council whose database cannot be made ready is reported through
 * `failed` (the registry marks it, and it stays offline) and is not kept.
 */
export interface CouncilRuntimesOptions {
	max: number
	/** Opens a council's database (not yet migrated). */
	openDatabase: (entry: CouncilEntry) => DbHandle
	/** Makes it ready: migrations, a new council's pages, its secrets, its search index. */
	prepare: (scope: CouncilScope, entry: CouncilEntry) => Promise<void>
	/** Before its handle closes (stopping its background work, writing what it holds). */
	beforeClose?: (scope: CouncilScope) => Promise<void>
	failed?: (entry: CouncilEntry, error: unknown) => void
	log?: (line: string) => void
}

interface Open {
	ready: Promise<CouncilScope>
	/** Once ready. */
	scope?: CouncilScope
	/** When it was last asked for (a counter: the least recently used has the lowest). */
	used: number
	/** Requests and tasks using it now: it is not closed while any is. */
	users: number
}

export class CouncilRuntimes {
	private readonly open = new Map<string, Open>()
	private uses = 0
	private readonly closing = new Set<Promise<void>>()

	constructor(private readonly options: CouncilRuntimesOptions) {}

	/** How many councils are open now. */
	get size() {
		return this.open.size
	}

	/** The ids of the councils open now, the least recently used first. */
	openIds() {
		return [...this.open.entries()].sort(([, a], [, b]) => a.used - b.used).map(([id]) => id)
	}

	/**
	 * The council's scope, opened if it is not, for one user: call `release` when done (a request
	 * once its answer is sent). Rejects when its database cannot be made ready.
	 */
	async acquire(entry: CouncilEntry): Promise<{ scope: CouncilScope; release: () => void }> {
		let open = this.open.get(entry.id)
		if (open) open.used = ++this.uses
		else {
			const opening: Open = { ready: this.start(entry), users: 0, used: ++this.uses }
			opening.ready.then(
				(scope) => (opening.scope = scope),
				() => undefined,
			)
			open = opening
			this.open.set(entry.id, opening)
		}
		open.users++
		let released = false
		const release = () => {
			if (released) return
			released = true
			open.users--
			this.trim()
		}
		try {
			const scope = await open.ready
			this.trim()
			return { scope, release }
		} catch (error) {
			// Not kept: the next request finds it failed in the registry, or tries again.
			if (this.open.get(entry.id) === open) this.open.delete(entry.id)
			release()
			throw error
		}
	}

	/**
	 * The council's scope if it is open and ready, marked as just used; else nothing (for work that
	 * is done at once, such as sending a stored page, and never waits for a council to open).
	 */
	peek(id: string): CouncilScope | undefined {
		const open = this.open.get(id)
		if (!open?.scope) return undefined
		open.used = ++this.uses
		return open.scope
	}

	/**
	 * Keeps an open council's scope in use for work that outlives the request that started it (a
	 * page rendered again in the background while the crowd gets the stored one): it is not closed
	 * until the returned function is called. Nothing to keep when that scope is no longer the open
	 * one.
	 */
	hold(scope: CouncilScope): () => void {
		const open = this.open.get(scope.id)
		if (open?.scope !== scope) return () => undefined
		open.users++
		let released = false
		return () => {
			if (released) return
			released = true
			open.users--
			this.trim()
		}
	}

	/** Runs `work` with the council's scope, opened for it and released after. */
	async use<T>(entry: CouncilEntry, work: (scope: CouncilScope) => Promise<T>): Promise<T> {
		const { scope, release } = await this.acquire(entry)
		try {
			return await work(scope)
		} finally {
			release()
		}
	}

	/** Closes a council now if it is open (suspended, deleted): waits for its users to finish. */
	async close(id: string) {
		const open = this.open.get(id)
		if (!open) return
		this.open.delete(id)
		await this.closeOne(id, open)
	}

	/** Closes every council (the server stopping). */
	async closeAll() {
		const all = [...this.open.entries()]
		this.open.clear()
		await Promise.all(all.map(([id, open]) => this.closeOne(id, open)))
		await Promise.all([...this.closing])
	}

	private async start(entry: CouncilEntry): Promise<CouncilScope> {
		const started = performance.now()
		let scope: CouncilScope | undefined
		try {
			scope = {
				id: entry.id,
				handle: this.options.openDatabase(entry),
				kept: new Map(),
				publicUrl: entry.publicUrl,
			}
			await this.options.prepare(scope, entry)
		} catch (error) {
			await scope?.handle.close().catch(() => undefined)
			this.options.failed?.(entry, error)
			throw error
		}
		this.options.log?.(
			`[councils] opened ${entry.id} in ${Math.round(performance.now() - started)} ms (${this.open.size} open)`,
		)
		return scope
	}

	/** Past the bound, the least recently used councils that nothing uses are closed. */
	private trim() {
		if (this.open.size <= this.options.max) return
		const byUse = [...this.open.entries()].sort(([, a], [, b]) => a.used - b.used)
		for (const [id, open] of byUse) {
			if (this.open.size <= this.options.max) break
			if (open.users > 0) continue
			this.open.delete(id)
			const closing = this.closeOne(id, open).finally(() => this.closing.delete(closing))
			this.closing.add(closing)
		}
	}

	private async closeOne(id: string, open: Open) {
		let scope: CouncilScope
		try {
			scope = await open.ready
		} catch {
			return
		}
		// Its users finish first (a stop closes it under them only if they never do).
		for (let waited = 0; open.users > 0 && waited < 10_000; waited += 50)
			await new Promise((resolve) => setTimeout(resolve, 50))
		try {
			await this.options.beforeClose?.(scope)
		} finally {
			await scope.handle.close()
			this.options.log?.(`[councils] closed ${id}`)
		}
	}
}
