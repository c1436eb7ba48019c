import { spawn } from 'node:child_process'
import { once } from 'node:events'
import os from 'node:os'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createTestDb } from '../../../tests/support/db'
import { rawHeader, startSmtp, type TestSmtp } from '../../../tests/support/smtp'
import type { DbHandle } from '#app/db/client.server'
import { reloadEnv } from '#app/platform/env.server'
import {
	enqueueMail,
	mailQueueFigures,
	purgeDoneMail,
	releaseDeadLeases,
	sendDueMail,
	startMailer,
	thisProcess,
	type SendMail,
} from './outbox.server'
import { smtpSender } from './transport.server'

// The mail queue (decision 037) on SQLite ("unit") and PostgreSQL ("postgres"): a key is queued and
// sent once, the most urgent first, a refusal is retried or given up, two senders at once never send
// one mail twice, and what the SMTP client hands a real SMTP server is what was queued.

let handle: DbHandle
let smtp: TestSmtp
const saved = { ...process.env }

beforeAll(async () => {
	handle = await createTestDb()
	smtp = await startSmtp()
	Object.assign(process.env, smtp.env)
	reloadEnv()
})
afterAll(async () => {
	process.env = saved
	reloadEnv()
	await smtp.close()
	await handle.close()
})
beforeEach(async () => {
	await handle.db.deleteFrom('mail_outbox').execute()
	smtp.messages.length = 0
})

const mail = (key: string, priority?: number) => ({
	key,
	to: `${key}@example.cm`,
	subject: `About ${key}`,
	text: `Hello ${key}`,
	priority,
})

/** A sender that records what it was asked to send, refusing with the given SMTP codes first. */
function recorder(...refusals: number[]) {
	const sent: string[] = []
	const send: SendMail = async (m) => {
		const code = refusals.shift()
		if (code) throw Object.assign(new Error(`refused ${code}`), { responseCode: code })
		await new Promise((r) => setTimeout(r, 2))
		sent.push(m.subject)
	}
	return { sent, send }
}

describe('the mail queue', () => {
	test('a key is queued once, and sent once', async () => {
		expect(await enqueueMail(handle.db, mail('a'))).toBe(true)
		expect(await enqueueMail(handle.db, mail('a'))).toBe(false)
		const { sent, send } = recorder()
		expect(await sendDueMail(handle.db, send)).toBe(1)
		expect(await sendDueMail(handle.db, send)).toBe(0)
		expect(sent).toEqual(['About a'])
		expect(await enqueueMail(handle.db, mail('a'))).toBe(false)
	})

	test('the most urgent goes first, then in the order queued', async () => {
		await enqueueMail(handle.db, mail('news-1'))
		await enqueueMail(handle.db, mail('info-alert', 5))
		await enqueueMail(handle.db, mail('news-2'))
		await enqueueMail(handle.db, mail('emergency', 0))
		await enqueueMail(handle.db, mail('warning', 1))
		const { sent, send } = recorder()
		await sendDueMail(handle.db, send)
		expect(sent).toEqual([
			'About emergency',
			'About warning',
			'About news-1',
			'About info-alert',
			'About news-2',
		])
	})

	test('a temporary refusal is tried again later; a permanent one is given up', async () => {
		await enqueueMail(handle.db, mail('later'))
		await enqueueMail(handle.db, mail('never'))
		const { sent, send } = recorder(451, 550)
		expect(await sendDueMail(handle.db, send)).toBe(0)
		const rows = await handle.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute()
		expect(rows.map((r) => [r.key, r.status, r.attempts])).toEqual([
			['later', 'pending', 1],
			['never', 'failed', 1],
		])
		expect(rows[0]!.next_attempt_at > new Date().toISOString()).toBe(true)
		expect(rows[1]!.last_error).toContain('550')
		// Not due yet: nothing is sent before its time.
		expect(await sendDueMail(handle.db, send)).toBe(0)
		await handle.db
			.updateTable('mail_outbox')
			.set({ next_attempt_at: new Date(0).toISOString() })
			.execute()
		expect(await sendDueMail(handle.db, send)).toBe(1)
		expect(sent).toEqual(['About later'])
		expect(await mailQueueFigures(handle.db)).toEqual({ pending: 0, failed: 1, sent: 1 })
	})

	test('two senders at once send each mail once', async () => {
		for (let i = 0; i < 30; i++) await enqueueMail(handle.db, mail(`m${i}`))
		const a = recorder()
		const b = recorder()
		const [x, y] = await Promise.all([
			sendDueMail(handle.db, a.send),
			sendDueMail(handle.db, b.send),
		])
		expect(x + y).toBe(30)
		expect([...a.sent, ...b.sent].sort()).toEqual(
			Array.from({ length: 30 }, (_, i) => `About m${i}`).sort(),
		)
	})

	test('done mail is deleted after 30 days', async () => {
		await enqueueMail(handle.db, mail('old'))
		await enqueueMail(handle.db, mail('new'))
		await sendDueMail(handle.db, recorder().send)
		await handle.db
			.updateTable('mail_outbox')
			.set({ created_at: '2020-01-01T00:00:00.000Z' })
			.where('key', '=', 'old')
			.execute()
		expect(await purgeDoneMail(handle.db)).toBe(1)
		expect(
			(await handle.db.selectFrom('mail_outbox').select('key').execute()).map((r) => r.key),
		).toEqual(['new'])
	})

	test('a header with a line break, or one the sender writes, is refused', async () => {
		await expect(
			enqueueMail(handle.db, {
				...mail('h'),
				headers: { 'List-Unsubscribe': '<x>\r\nBcc: a@b.c' },
			}),
		).rejects.toThrow(/line break/)
		await expect(
			enqueueMail(handle.db, { ...mail('h'), headers: { Bcc: 'a@b.c' } }),
		).rejects.toThrow(/written by the sender/)
		await expect(enqueueMail(handle.db, { ...mail('h'), to: 'a@b.c, d@e.f' })).rejects.toThrow(
			/one recipient/,
		)
	})
})

describe('stopping and restarting', () => {
	test('stopping takes no new mail and waits until the mail being sent is recorded', async () => {
		for (const key of ['first', 'second', 'third']) await enqueueMail(handle.db, mail(key))
		let started!: () => void
		const sending = new Promise<void>((resolve) => (started = resolve))
		const sent: string[] = []
		const stop = startMailer(
			handle.db,
			async (m) => {
				started()
				await new Promise((r) => setTimeout(r, 300))
				sent.push(m.key)
			},
			60_000,
		)
		await sending
		await stop()
		// The database may close now: the mail the server took is marked sent, the others wait.
		const rows = await handle.db
			.selectFrom('mail_outbox')
			.select(['key', 'status', 'locked_until'])
			.orderBy('id')
			.execute()
		expect(sent).toEqual(['first'])
		expect(rows).toEqual([
			{ key: 'first', status: 'sent', locked_until: null },
			{ key: 'second', status: 'pending', locked_until: null },
			{ key: 'third', status: 'pending', locked_until: null },
		])
	})

	test("a start releases the leases of this host's stopped processes, not the others'", async () => {
		const child = spawn(process.execPath, ['-e', ''])
		await once(child, 'exit')
		const host = os.hostname()
		const holders = {
			killed: `${host}/${child.pid}/1`,
			// This pid, from a start before this one (a container's process 1 restarted).
			earlier: `${host}/${process.pid}/${thisProcess.started - 5_000}`,
			running: `${host}/${process.ppid}/1`,
			elsewhere: `another-host/${child.pid}/1`,
		}
		const until = new Date(Date.now() + 60_000).toISOString()
		for (const [key, holder] of Object.entries(holders)) {
			await enqueueMail(handle.db, mail(key))
			await handle.db
				.updateTable('mail_outbox')
				.set({ locked_until: until, locked_by: holder })
				.where('key', '=', key)
				.execute()
		}
		const { sent, send } = recorder()
		expect(await sendDueMail(handle.db, send)).toBe(0)
		expect(await releaseDeadLeases(handle.db)).toBe(2)
		expect(await sendDueMail(handle.db, send)).toBe(2)
		expect(sent.sort()).toEqual(['About earlier', 'About killed'])
	})
})

describe('the SMTP client', () => {
	test('delivers what was queued to a real SMTP server: both parts, the extra headers, one recipient', async () => {
		await enqueueMail(handle.db, {
			key: 'real',
			to: 'resident@example.cm',
			subject: 'Votre demande MBG-2026-0042\r\nBcc: x@y.z',
			text: 'Bonjour,\nNous avons bien reçu votre demande.',
			html: '<p>Bonjour,</p><p>Nous avons bien reçu votre demande.</p>',
			headers: {
				'List-Unsubscribe': '<https://council.example.cm/unsubscribe?token=abc>',
				'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
			},
		})
		const sender = (await smtpSender())!
		try {
			expect(await sendDueMail(handle.db, sender.send)).toBe(1)
			// Sent again (as after a process killed before it recorded the first): the same Message-ID.
			await handle.db.updateTable('mail_outbox').set({ status: 'pending' }).execute()
			expect(await sendDueMail(handle.db, sender.send)).toBe(1)
		} finally {
			sender.close()
		}
		await smtp.waitFor(() => smtp.messages.length === 2)
		expect(smtp.messages[0]!.messageId).toMatch(/^<[\w-]{32}@council\.test>$/)
		expect(smtp.messages[1]!.messageId).toBe(smtp.messages[0]!.messageId)
		const delivered = await smtp.waitFor((m) => m.envelopeTo.includes('resident@example.cm'))
		expect(delivered.envelopeTo).toEqual(['resident@example.cm'])
		expect(delivered.subject).toBe('Votre demande MBG-2026-0042 Bcc: x@y.z')
		expect(delivered.from?.value).toEqual([
			{ name: 'Town Council', address: 'no-reply@council.test' },
		])
		expect(delivered.text).toContain('Nous avons bien reçu votre demande.')
		expect(delivered.html).toContain('<p>Nous avons bien reçu votre demande.</p>')
		expect(rawHeader(delivered, 'List-Unsubscribe')).toBe(
			'<https://council.example.cm/unsubscribe?token=abc>',
		)
		expect(rawHeader(delivered, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
		expect(rawHeader(delivered, 'Auto-Submitted')).toBe('auto-generated')
	})

	test('with email off nothing is queued', async () => {
		const { SMTP_HOST, MAIL_FROM } = process.env
		delete process.env.SMTP_HOST
		delete process.env.MAIL_FROM
		reloadEnv()
		try {
			expect(await enqueueMail(handle.db, mail('off'))).toBe(false)
			expect(await smtpSender()).toBeNull()
			expect(await handle.db.selectFrom('mail_outbox').selectAll().execute()).toEqual([])
		} finally {
			Object.assign(process.env, { SMTP_HOST, MAIL_FROM })
			reloadEnv()
		}
	})
})
