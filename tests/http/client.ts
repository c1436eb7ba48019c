import http from 'node:http'
import zlib from 'node:zlib'

/** An answer, read whole. */
export interface Reply {
	status: number
	/** Header names in lower case; `set-cookie` joined. */
	headers: Record<string, string>
	setCookies: string[]
	body: string
	/** The address asked for (after following redirects, the last one). */
	url: string
}

export interface RequestOptions {
	headers?: Record<string, string>
	/** Follow redirects (GET after 301/302/303), as a browser would. Off by default. */
	follow?: boolean
}

export interface PostOptions extends RequestOptions {
	/** Sent as application/x-www-form-urlencoded. */
	form?: Record<string, string | number>
	/** Sent as multipart/form-data. */
	multipart?: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>
	/** Sent as is (set the Content-Type in `headers`). */
	data?: string | Buffer
}

/**
 * A small HTTP client with a cookie jar, for tests of the server without a browser: it sends
 * only the headers asked for (no Origin, no Sec-Fetch-*, no Accept-Language: the server sees a
 * request with no language preference and no site of origin unless the test says so), never
 * ask for compression (an answer compressed anyway is decompressed, as a browser would), and
 * follows redirects only when asked.
 */
export class Client {
	private jar = new Map<string, string>()
	private csrfToken: string | undefined

	/**
	 * `host`: the Host header to send (a council of an install serving several, decision 060);
	 * addresses at that host are asked of `origin`.
	 */
	constructor(
		readonly origin: string,
		readonly options: { host?: string } = {},
	) {}

	setCookie(name: string, value: string) {
		this.jar.set(name, value)
	}

	clearCookie(name: string) {
		this.jar.delete(name)
	}

	cookie(name: string) {
		return this.jar.get(name)
	}

	get(path: string, options: RequestOptions = {}) {
		return this.request('GET', path, undefined, options)
	}

	head(path: string, options: RequestOptions = {}) {
		return this.request('HEAD', path, undefined, options)
	}

	async post(path: string, options: PostOptions = {}) {
		const headers: Record<string, string> = {}
		let body: Buffer | undefined
		if (options.form) {
			headers['content-type'] = 'application/x-www-form-urlencoded'
			body = Buffer.from(
				new URLSearchParams(
					Object.entries(options.form).map(([k, v]) => [k, String(v)]),
				).toString(),
			)
		} else if (options.multipart) {
			const data = new FormData()
			for (const [name, value] of Object.entries(options.multipart)) {
				if (typeof value === 'string') data.append(name, value)
				else
					data.append(
						name,
						new Blob([new Uint8Array(value.buffer)], { type: value.mimeType }),
						value.name,
					)
			}
			const encoded = new Request('http://x/', { method: 'POST', body: data })
			headers['content-type'] = encoded.headers.get('content-type')!
			body = Buffer.from(await encoded.arrayBuffer())
		} else if (options.data !== undefined) {
			body = Buffer.isBuffer(options.data) ? options.data : Buffer.from(options.data)
		}
		return this.request('POST', path, body, {
			...options,
			headers: { ...headers, ...options.headers },
		})
	}

	/** The signed-in session's anti-forgery token (read from the dashboard). */
	async csrf() {
		if (!this.csrfToken) {
			const page = await this.get('/admin-dtima')
			this.csrfToken = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1]
			if (!this.csrfToken)
				throw new Error(`not signed in: no CSRF token on /admin-dtima (${page.status})`)
		}
		return this.csrfToken
	}

	/** A staff-area form post with the session's token, as the signed-in person's browser sends it. */
	async adminPost(
		path: string,
		form: Record<string, string | number>,
		options: RequestOptions = {},
	) {
		return this.post(path, { ...options, form: { csrf: await this.csrf(), ...form } })
	}

	/** Signs in through the sign-in form; fails unless the server sends on to the staff area. */
	async signIn(email: string, password: string) {
		const reply = await this.post('/admin-dtima/login', {
			form: { intent: 'login', email, password },
		})
		if (reply.status !== 302 || !this.jar.has('council_session'))
			throw new Error(`sign-in as ${email} failed: ${reply.status}`)
		this.csrfToken = undefined
		return reply
	}

	async request(
		method: string,
		path: string,
		body: Buffer | undefined,
		options: RequestOptions = {},
	): Promise<Reply> {
		let reply = await this.once(method, path, body, options.headers ?? {})
		for (let hops = 0; options.follow && hops < 10; hops++) {
			const location = reply.headers['location']
			if (![301, 302, 303, 307, 308].includes(reply.status) || !location) break
			reply = await this.once('GET', location, undefined, options.headers ?? {})
		}
		return reply
	}

	private once(
		method: string,
		path: string,
		body: Buffer | undefined,
		extra: Record<string, string>,
	) {
		// Resolved like a browser resolves an address (dot segments, characters to escape).
		let url = new URL(path, this.origin)
		const host = this.options.host
		if (host && url.host === host) url = new URL(`${url.pathname}${url.search}`, this.origin)
		const headers: Record<string, string> = { 'user-agent': 'council-http-tests', accept: '*/*' }
		if (host) headers.host = host
		if (this.jar.size)
			headers.cookie = [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ')
		if (body) headers['content-length'] = String(body.length)
		for (const [name, value] of Object.entries(extra)) headers[name.toLowerCase()] = value
		return new Promise<Reply>((resolve, reject) => {
			let answer: http.IncomingMessage | undefined
			const chunks: Buffer[] = []
			const finish = () => {
				const res = answer!
				const setCookies = res.headers['set-cookie'] ?? []
				for (const line of setCookies) this.store(line)
				const flat: Record<string, string> = {}
				for (const [name, value] of Object.entries(res.headers)) {
					if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value
				}
				resolve({
					status: res.statusCode ?? 0,
					headers: flat,
					setCookies,
					body: decode(Buffer.concat(chunks), flat['content-encoding']).toString('utf8'),
					url: url.toString(),
				})
			}
			// A server refusing a request (e.g. 431 for an address too long) may answer, then reset the
			// connection: the answer is what counts, as a browser would show it.
			const failed = (error: Error) => (answer ? finish() : reject(error))
			const req = http.request(
				url.origin === this.origin ? `${this.origin}${url.pathname}${url.search}` : url,
				{ method, headers },
				(res) => {
					answer = res
					res.on('data', (chunk: Buffer) => chunks.push(chunk))
					res.on('error', failed)
					res.on('end', finish)
				},
			)
			req.on('error', failed)
			req.end(body)
		})
	}

	private store(line: string) {
		const [pair = '', ...attributes] = line.split(';')
		const eq = pair.indexOf('=')
		const name = pair.slice(0, eq).trim()
		const value = pair.slice(eq + 1).trim()
		const expired = attributes.some((a) => {
			const [key = '', v = ''] = a.split('=').map((s) => s.trim())
			if (key.toLowerCase() === 'max-age') return Number(v) <= 0
			if (key.toLowerCase() === 'expires') return Date.parse(v) <= Date.now()
			return false
		})
		if (expired || value === '') this.jar.delete(name)
		else this.jar.set(name, value)
	}
}

function decode(body: Buffer, encoding: string | undefined) {
	if (!body.length) return body
	if (encoding === 'br') return zlib.brotliDecompressSync(body)
	if (encoding === 'gzip') return zlib.gunzipSync(body)
	if (encoding === 'deflate') return zlib.inflateSync(body)
	return body
}
