// The sample administrator's staff-area session for the measuring scripts: signs in through the
// sign-in form (README: the seeded login) and reads the session's anti-forgery token from the
// dashboard. Shared by bench:admin, bench:load and bench:crash.

export const SAMPLE_ADMIN = {
	email: 'admin@mbonge-council.example',
	password: 'council-sample-admin-7341',
}

/** Signs in on `origin`; the session cookie (`council_session=…`) and the CSRF token. */
export async function signInAsSampleAdmin(origin) {
	const response = await fetch(`${origin}/admin-dtima/login`, {
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
		body: new URLSearchParams({
			intent: 'login',
			email: SAMPLE_ADMIN.email,
			password: SAMPLE_ADMIN.password,
			redirectTo: '/admin-dtima',
		}).toString(),
		redirect: 'manual',
	})
	const cookie = response.headers
		.getSetCookie()
		.map((c) => c.split(';')[0])
		.find((c) => c.startsWith('council_session='))
	if (response.status !== 302 || !cookie) throw new Error(`sign-in failed: HTTP ${response.status}`)
	const page = await (await fetch(`${origin}/admin-dtima`, { headers: { cookie } })).text()
	const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1]
	if (!csrf) throw new Error('signed in, but no CSRF token on the dashboard')
	return { cookie, csrf }
}
