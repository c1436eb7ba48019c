import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startSmtp, type TestSmtp } from '../support/smtp'
import { Client } from './client'
import { SAMPLE_ADMIN, startServer } from './start-server'

// Email (decision 037) against the production server: without SMTP the site works, says so at
// start-up, and the staff dashboard tells staff that email is off; with SMTP it says it is on and
// how the queue stands.

let smtp: TestSmtp
beforeAll(async () => {
	smtp = await startSmtp()
})
afterAll(() => smtp?.close())

async function dashboard(env: Record<string, string>) {
	const server = await startServer(env)
	try {
		const admin = new Client(server.origin)
		await admin.signIn(SAMPLE_ADMIN.email, SAMPLE_ADMIN.password)
		admin.setCookie('admin_lang', 'en')
		const en = await admin.get('/admin-dtima')
		admin.setCookie('admin_lang', 'fr')
		const fr = await admin.get('/admin-dtima')
		const home = await new Client(server.origin).get('/')
		return { en: en.body, fr: fr.body, home: home.status, log: server.log() }
	} finally {
		await server.stop()
	}
}

describe('email on the staff dashboard', () => {
	test('without SMTP: the site works, the start-up line and the dashboard say email is off', async () => {
		const { en, fr, home, log } = await dashboard({})
		expect(home).toBe(200)
		expect(log).toContain('email off: set SMTP_HOST and MAIL_FROM')
		expect(en).toContain('data-email="off"')
		expect(en).toContain('Email is off')
		expect(en).toContain('residents get no confirmation or reply by email')
		expect(fr).toContain('Les courriels sont désactivés')
	})

	test('with SMTP: the start-up line names the server, the dashboard says email is on', async () => {
		const { en, fr, log } = await dashboard(smtp.env)
		expect(log).toContain(
			`email through 127.0.0.1:${smtp.port} from Town Council <no-reply@council.test>`,
		)
		expect(en).toContain('data-email="on"')
		expect(en).toContain('Email is on')
		expect(en).toMatch(/Waiting to be sent: 0\. Sent in the last 7 days: 0\./)
		expect(fr).toContain('Les courriels sont activés')
	})
})
