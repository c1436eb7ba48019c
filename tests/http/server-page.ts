import { expect } from 'vitest'
import { ServerPage } from '../support/server-html'
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
