import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { LocalStorage } from './local-storage.server'
import { sendStoredFile } from './send-stored.server'
import type { FileStorage } from './types'

// A download cut by the reader while the file is looked up (a phone losing its signal): the file
// the server then opens must be closed at once. Before, `pipeline` into a response already closed
// threw ERR_STREAM_UNABLE_TO_PIPE and left the file open until the garbage collector closed it,
// with a warning in the log, once per cut download (issue 32).

let dir: string
let server: http.Server
const opened: Readable[] = []

beforeAll(async () => {
	dir = fs.mkdtempSync(path.join(os.tmpdir(), 'council-send-stored-'))
	const local = new LocalStorage(dir)
	await local.put('documents/budget.pdf', Buffer.alloc(200_000, 1), 'application/pdf')
	// The store answers the look-up slowly, so the reader is gone before the file is read.
	const slow: FileStorage = {
		kind: 'local',
		put: local.put.bind(local),
		delete: local.delete.bind(local),
		list: local.list.bind(local),
		head: async (key) => {
			await new Promise((resolve) => setTimeout(resolve, 40))
			return local.head(key)
		},
		read: async (key, range) => {
			const body = await local.read(key, range)
			if (body) opened.push(body)
			return body
		},
	}
	server = http.createServer((req, res) => {
		void sendStoredFile(req, res, 'documents/budget.pdf', {
			storage: slow,
			cacheControl: 'no-store',
			contentType: 'application/pdf',
		})
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
})
afterAll(() => {
	server?.close()
	fs.rmSync(dir, { recursive: true, force: true })
})

test('a download cut before its file is read leaves no file open', async () => {
	const { port } = server.address() as net.AddressInfo
	for (const after of [1, 5, 20]) {
		await new Promise<void>((resolve) => {
			const socket = net.connect(port, '127.0.0.1', () => {
				socket.write('GET /budget.pdf HTTP/1.1\r\nHost: localhost\r\n\r\n')
				setTimeout(() => {
					socket.destroy()
					resolve()
				}, after)
			})
			socket.on('error', () => resolve())
		})
	}
	await new Promise((resolve) => setTimeout(resolve, 150))
	// Either never opened (the reader was gone) or opened and closed: none still open.
	expect(opened.filter((body) => !body.destroyed)).toEqual([])
})
