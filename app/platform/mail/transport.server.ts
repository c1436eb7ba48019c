import { createHash } from 'node:crypto'
import type { SendMail } from './outbox.server'
import { smtpOptions } from './mail-config.server'

/**
 * The SMTP client (nodemailer), one pooled connection per instance, with timeouts so a server that
 * stops answering holds one background send, never a page. Null when email is off; nodemailer is
 * loaded only when it is on (a tenth of a second of CPU and some memory at every start otherwise).
 */
export async function smtpSender(): Promise<{ send: SendMail; close: () => void } | null> {
	const options = smtpOptions()
	if (!options) return null
	const { default: nodemailer } = await import('nodemailer')
	const transport = nodemailer.createTransport({
		host: options.host,
		port: options.port,
		secure: options.secure,
		auth: options.auth,
		pool: true,
		maxConnections: 1,
		connectionTimeout: 15_000,
		greetingTimeout: 15_000,
		socketTimeout: 60_000,
	})
	return {
		async send(mail) {
			await transport.sendMail({
				from: options.from,
				to: mail.to,
				subject: mail.subject,
				text: mail.text,
				html: mail.html,
				headers: { 'Auto-Submitted': 'auto-generated', ...mail.headers },
				messageId: messageId(mail.key, options.from),
			})
		},
		close: () => transport.close(),
	}
}

/**
 * One Message-ID per queued mail, whatever the attempt: a mail sent twice (a process killed
 * between the SMTP server's acceptance and the queue's record of it) carries the same one, which
 * mail servers and clients use to keep one copy (decision 037, issue 32).
 */
export function messageId(key: string, from: string) {
	const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost'
	const id = createHash('sha256').update(key).digest('base64url').slice(0, 32)
	return `<${id}@${domain}>`
}
