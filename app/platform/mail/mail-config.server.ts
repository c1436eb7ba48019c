import { getEnv, publicUrl, type Env } from '#app/platform/env.server'

/**
 * Email settings, from the environment (decision 037). Email is on when SMTP_HOST and MAIL_FROM are
 * set (the environment check refuses one without the other).
 */
export function mailEnabled(env: Env = getEnv()): boolean {
	return Boolean(env.SMTP_HOST && env.MAIL_FROM)
}

/** What the SMTP client needs; null when email is off. */
export function smtpOptions(env: Env = getEnv()) {
	if (!env.SMTP_HOST || !env.MAIL_FROM) return null
	return {
		host: env.SMTP_HOST,
		port: env.SMTP_PORT,
		secure: env.SMTP_SECURE ?? env.SMTP_PORT === 465,
		auth:
			env.SMTP_USER !== undefined
				? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? '' }
				: undefined,
		from: env.MAIL_FROM,
	}
}

/**
 * The address links in mails start with: PUBLIC_URL, which every real install sets; else the
 * address this server listens on (a mail read on this machine, as in the tests).
 */
export function mailOrigin(env: Env = getEnv()): string {
	const url = publicUrl(env)
	if (url) return url.replace(/\/+$/, '')
	const host = env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST
	return `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${env.PORT}`
}
