import { getEnv, publicUrl, type Env } from '#app/platform/env.server'

/** The site's public address: PUBLIC_URL when configured, else the origin the request came to. */
export function publicOrigin(to: Request | URL, env: Pick<Env, 'PUBLIC_URL'> = getEnv()) {
	return publicUrl(env) ?? (to instanceof URL ? to : new URL(to.url)).origin
}
