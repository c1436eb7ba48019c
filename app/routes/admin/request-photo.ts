import { Readable } from 'node:stream'
import type { LoaderFunctionArgs } from 'react-router'
import { requireStaff } from '#app/auth/auth.server'
import { getDb } from '#app/db/client.server'
import { parseId } from '#app/features/cms/resource.server'
import { requestPhoto } from '#app/features/requests/staff.server'

/**
 * `/admin-dtima/requests/photo?id=N`: a resident's photo, to signed-in staff only (decision 039).
 * Never stored by a cache (the staff area answers `no-store`); never run as anything but a picture.
 */
export async function loader({ request, url }: LoaderFunctionArgs) {
	await requireStaff(request)
	const id = parseId(url.searchParams.get('id'))
	const photo = id ? await requestPhoto(getDb(), id) : null
	const stream = photo ? await photo.storage.read(photo.key) : null
	if (!stream) return new Response('Not Found', { status: 404 })
	// A reader gone before the body is read must not leave the file open.
	if (request.signal.aborted) stream.destroy()
	else request.signal.addEventListener('abort', () => stream.destroy(), { once: true })
	return new Response(Readable.toWeb(stream) as ReadableStream, {
		headers: {
			'Content-Type': 'image/webp',
			'Content-Security-Policy': "default-src 'none'; sandbox",
		},
	})
}
