import fs from 'node:fs'
import path from 'node:path'
import Sqlite from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { spawnServer } from '../../scripts/spawn-server.js'
import { startSmtp, type TestSmtp } from '../support/smtp'
import { onPostgres, startServer } from './start-server'

// Queued mail across a restart of the production server (issue 32, decision 037): a graceful stop
// waits until the mail the SMTP server is taking is recorded as sent, so the next start does not
// send it again; after kill -9, the next start on the same host sends the killed process's mails
// at once (not two minutes later), and a mail sent twice that way carries one Message-ID.
// SQLite only: the queue's mechanism is tested on both databases in outbox.db.test.ts.

let smtp: TestSmtp
beforeAll(async () => {
	smtp = await startSmtp()
	// Each message is kept at once and answered 0.5 s later: the window a stop falls into.
	smtp.holdAnswers(500)
})
afterAll(() => smtp?.close())

type Server = Awaited<ReturnType<typeof startServer>>

function queue(server: Server, keys: string[]) {
	const db = new Sqlite(path.join(server.dataDir, 'council.db'))
	try {
		const at = new Date().toISOString()
		const insert = db.prepare(
			`insert into mail_outbox (key, to_address, subject, body_text, next_attempt_at, created_at)
			 values (?, ?, ?, 'Hello', ?, ?)`,
		)
		for (const key of keys) insert.run(key, `${key}@example.cm`, `About ${key}`, at, at)
	} finally {
		db.close()
	}
}

function outbox(dataDir: string) {
	const db = new Sqlite(path.join(dataDir, 'council.db'), { readonly: true })
	try {
		return db.prepare('select key, status, locked_until from mail_outbox order by id').all() as {
			key: string
			status: string
			locked_until: string | null
		}[]
	} finally {
		db.close()
	}
}

/** Stops the server with `signal` and starts another on a copy of its data (the same database). */
async function restart(server: Server, signal: 'SIGTERM' | 'SIGKILL') {
	server.child.kill(signal)
	await server.exited
	const rows = outbox(server.dataDir)
	const next = await spawnServer({ env: smtp.env, copyFrom: server.dataDir })
	fs.rmSync(server.dataDir, { recursive: true, force: true })
	return { rows, next }
}

const delivered = (key: string) => smtp.messages.filter((m) => m.subject === `About ${key}`)

if (!onPostgres())
	describe('queued mail across a restart', () => {
		test('a graceful stop records the mail being sent: after the restart each mail arrives once', async () => {
			const server = await startServer({ ...smtp.env, SHUTDOWN_DRAIN_MS: '100' })
			queue(server, ['calm-1', 'calm-2', 'calm-3'])
			// The first mail is in the SMTP server; its answer is 0.5 s away. Stop now.
			await smtp.waitFor((m) => m.subject === 'About calm-1')
			const { rows, next } = await restart(server, 'SIGTERM')
			try {
				expect(rows).toEqual([
					{ key: 'calm-1', status: 'sent', locked_until: null },
					{ key: 'calm-2', status: 'pending', locked_until: null },
					{ key: 'calm-3', status: 'pending', locked_until: null },
				])
				await smtp.waitFor((m) => m.subject === 'About calm-3', 15_000)
				// Time for a second copy of calm-1 to arrive, were one sent.
				await new Promise((r) => setTimeout(r, 1_000))
				expect(['calm-1', 'calm-2', 'calm-3'].map((k) => delivered(k).length)).toEqual([1, 1, 1])
			} finally {
				await next.stop()
			}
		})

		test("after kill -9 the next start sends the killed process's mail at once, with the same Message-ID", async () => {
			const server = await startServer(smtp.env)
			queue(server, ['killed-1', 'killed-2'])
			await smtp.waitFor((m) => m.subject === 'About killed-1')
			const { rows, next } = await restart(server, 'SIGKILL')
			try {
				// The killed process held killed-1 (a lease of two minutes) and never heard the answer.
				expect(rows[0]).toMatchObject({ key: 'killed-1', status: 'pending' })
				expect(rows[0]!.locked_until).not.toBeNull()
				// The new process released it at start: both go out within seconds, not minutes.
				await smtp.waitFor(() => delivered('killed-1').length === 2, 15_000)
				await smtp.waitFor((m) => m.subject === 'About killed-2', 15_000)
				const [first, again] = delivered('killed-1')
				expect(again!.messageId).toBe(first!.messageId)
				expect(next.log()).toContain('released 1 mail(s) held by a process that stopped')
			} finally {
				await next.stop()
			}
		})
	})
