import { expect } from 'vitest'
import { assertNotHeld, ServerPage } from '../support/server-html'
import type { Client, RequestOptions } from './client'

export { expectCount, normalize, ServerPage } from '../support/server-html'

/** GET `path` as `client`; the answer must have `status` (200 unless told). */
export async function serverPage(
	client: Client,
	path: string,
	status = 200,
	options: RequestOptions = {},
) {
	const reply = await client.get(path, options)
	expect(reply.status, path).toBe(status)
	return new ServerPage(path, reply.status, reply.body)
}

/** The page at `path` does not hold `needle` anywhere (tests/support/server-html.ts). */
export async function expectNotInServerPage(client: Client, path: string, needle: string) {
	assertNotHeld(await serverPage(client, path), needle)
}
