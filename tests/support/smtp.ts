import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type DeliveredMail = ParsedMail & { envelopeTo: string[] }

/**
 * A real SMTP server on a free loopback port (smtp-server), keeping every message it receives,
 * parsed (mailparser): what the site actually delivered, headers and both parts. Pass `env` to the
 * production server so it sends through this one. `refuse` makes it answer the next messages with
 * a temporary (4xx) or permanent (5xx) refusal, to test retries.
 */
export async function startSmtp() {
	const messages: DeliveredMail[] = []
	/** How long to wait, once a message is in (and kept), before answering that it was taken. */
	let holdMs = 0
	/** Messages turned away with `refuseNext`'s codes, as they were offered. */
	const refused: DeliveredMail[] = []
	const waiting = new Set<() => void>()
	let refusals: number[] = []
	const server = new SMTPServer({
		authOptional: true,
		disabledCommands: ['STARTTLS', 'AUTH'],
		logger: false,
		size: 5 * 1024 * 1024,
		onData(stream, session, callback) {
			const refusal = refusals.shift()
			simpleParser(stream)
				.then((parsed) => {
					const mail = Object.assign(parsed, {
						envelopeTo: session.envelope.rcptTo.map((r) => r.address),
					})
					;(refusal ? refused : messages).push(mail)
					for (const wake of waiting) wake()
					if (refusal) {
						const error = new Error(refusal >= 500 ? 'Mailbox refused' : 'Try again later')
						;(error as Error & { responseCode: number }).responseCode = refusal
						return callback(error)
					}
					if (holdMs) setTimeout(() => callback(), holdMs)
					else callback()
				})
				.catch(callback)
		},
	})
	await new Promise<void>((resolve, reject) => {
		server.once('error', reject)
		server.listen(0, '127.0.0.1', () => resolve())
	})
	const port = (server.server.address() as AddressInfo).port
	return {
		port,
		env: {
			SMTP_HOST: '127.0.0.1',
			SMTP_PORT: String(port),
			SMTP_SECURE: 'false',
			MAIL_FROM: 'Town Council <no-reply@council.test>',
		},
		messages,
		/** Answers the next messages with these SMTP codes (e.g. [451] or [550]) instead of taking them. */
		refuseNext(...codes: number[]) {
			refusals = [...codes]
		},
		refused,
		/**
		 * Answers each message `ms` after it arrived (it is kept at once): the window in which the
		 * server has a mail and its sender does not know yet.
		 */
		holdAnswers(ms: number) {
			holdMs = ms
		},
		/** The first delivered message (already or later) for which `match` is true. */
		waitFor(match: (mail: DeliveredMail) => boolean, timeoutMs = 10_000) {
			return waitIn(messages, match, timeoutMs)
		},
		/** The first message turned away (already or later) for which `match` is true. */
		waitForRefused(match: (mail: DeliveredMail) => boolean, timeoutMs = 10_000) {
			return waitIn(refused, match, timeoutMs)
		},
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	}

	function summary(list: DeliveredMail[]) {
		return JSON.stringify(list.map((m) => ({ to: m.envelopeTo, subject: m.subject })))
	}

	function waitIn(
		list: DeliveredMail[],
		match: (mail: DeliveredMail) => boolean,
		timeoutMs: number,
	): Promise<DeliveredMail> {
		return new Promise((resolve, reject) => {
			const check = () => {
				const found = list.find(match)
				if (!found) return false
				clearTimeout(timer)
				waiting.delete(wakeUp)
				resolve(found)
				return true
			}
			const wakeUp = () => void check()
			const timer = setTimeout(() => {
				waiting.delete(wakeUp)
				reject(
					new Error(
						`no such mail within ${timeoutMs} ms; delivered: ${summary(messages)}; refused: ${summary(refused)}`,
					),
				)
			}, timeoutMs)
			if (!check()) waiting.add(wakeUp)
		})
	}
}

export type TestSmtp = Awaited<ReturnType<typeof startSmtp>>

/**
 * A header as it was written on the wire (unfolded), or undefined. mailparser files some headers
 * (List-*) under other names; tests about what a mail client reads should look at the raw line.
 */
export function rawHeader(mail: ParsedMail, name: string): string | undefined {
	const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line
	return line
		?.slice(line.indexOf(':') + 1)
		.replace(/\r?\n[ \t]+/g, ' ')
		.trim()
}
