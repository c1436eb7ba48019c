// PLACEHOLDER until the shared email layer lands on main: main's file replaces this one.
export function mailEnabled(): boolean {
	return Boolean(process.env.SMTP_HOST && process.env.MAIL_FROM)
}
