import { logActivity } from '#app/db/activity.server'
import { parseArgs } from 'node:util'
import type { Kysely } from 'kysely'
import type { Database } from '#app/db/schema'
import { createUser, normalizeEmail, resetPassword } from './accounts.server'
import { checkPasswordStrength, generatePassword } from './password.server'

const USAGE = `Usage:
  npm run user -- list
  npm run user -- create --email EMAIL --name "NAME" [--role editor|admin] [--password PASSWORD]
  npm run user -- reset-password --email EMAIL [--password PASSWORD]
Without --password a strong password is generated and printed once.`

/**
 * The accounts command line (run on the server, e.g. when the only administrator has forgotten
 * their password). Returns the process exit code.
 */
export async function runUserCommand(
	db: Kysely<Database>,
	argv: string[],
	out: (line: string) => void = console.log,
): Promise<number> {
	const [command, ...rest] = argv
	let values: { email?: string; name?: string; role?: string; password?: string }
	try {
		;({ values } = parseArgs({
			args: rest,
			options: {
				email: { type: 'string' },
				name: { type: 'string' },
				role: { type: 'string' },
				password: { type: 'string' },
			},
		}))
	} catch (error) {
		out(error instanceof Error ? error.message : String(error))
		out(USAGE)
		return 2
	}
	if (command === 'list') {
		const users = await db
			.selectFrom('users')
			.select(['email', 'name', 'role', 'active', 'last_sign_in_at'])
			.orderBy('email')
			.execute()
		for (const u of users) {
			out(
				`${u.email}\t${u.name}\t${u.role}\t${Number(u.active) ? 'active' : 'deactivated'}\t${u.last_sign_in_at ?? 'never'}`,
			)
		}
		return 0
	}
	if (command !== 'create' && command !== 'reset-password') {
		out(USAGE)
		return 2
	}
	const email = normalizeEmail(values.email ?? '')
	if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
		out('A valid --email is required.')
		return 2
	}
	const password = values.password ?? generatePassword()
	if (values.password) {
		const strength = await checkPasswordStrength(values.password, 'en', [email, values.name ?? ''])
		if (!strength.ok) {
			out(
				`Password refused (${strength.reason}): ${strength.feedback.join(' ') || 'at least 12 characters'}`,
			)
			return 2
		}
	}
	const existing = await db
		.selectFrom('users')
		.select(['id', 'name'])
		.where('email', '=', email)
		.executeTakeFirst()
	if (command === 'create') {
		const role = values.role ?? 'editor'
		if (role !== 'admin' && role !== 'editor') {
			out('--role must be editor or admin.')
			return 2
		}
		if (!values.name?.trim()) {
			out('A --name is required.')
			return 2
		}
		if (existing) {
			out(`An account already uses ${email}.`)
			return 1
		}
		const id = await createUser(db, { name: values.name.trim(), email, role, password })
		await logActivity(db, {
			action: 'created',
			itemType: 'account',
			itemId: id,
			itemTitle: values.name.trim(),
			actor: 'command line',
			kind: 'user',
		})
		out(`Created ${role} ${email}.`)
	} else {
		if (!existing) {
			out(`No account uses ${email}.`)
			return 1
		}
		await resetPassword(db, existing, password, 'command line')
		out(`New password set for ${email}; their sessions have ended.`)
	}
	if (!values.password) out(`Password (shown only now): ${password}`)
	return 0
}
