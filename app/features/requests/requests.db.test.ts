import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import sharp from 'sharp'
import { createTestDb } from '../../../tests/support/db'
import { setDatabase, type DbHandle } from '#app/db/client.server'
import { formGuardValues } from '#app/platform/form-guard.server'
import { loadSecrets } from '#app/platform/secrets.server'
import type { FileStorage } from '#app/platform/storage/types'
import { replyError, replyErrors } from '#app/utils/form-reply'
import { REQUEST_CEILINGS } from './limits.server'
import { networkOf } from '#app/platform/network'
import { getInbox, getPublicStatus, heldCount } from './queries.server'
import { sweepRequests } from './retention.server'
import { submitRequest, takeNumber, type SubmitResult } from './submit.server'

// Requests to the council (decision 039) on SQLite (project "unit") and PostgreSQL ("postgres"):
// numbering under concurrency, the limits per address and per email, the daily ceiling, what the
// public status shows, and the retention rules swept with a fake clock.

let handle: DbHandle
const START = '2026-03-02T08:00:00.000Z'

/** A storage that keeps objects in memory, to see what the sweep deletes. */
function memoryStorage() {
	const objects = new Map<string, Uint8Array>()
	const storage = {
		kind: 'local',
		put: async (key: string, body: Uint8Array) => void objects.set(key, body),
		head: async () => null,
		read: async () => null,
		delete: async (key: string) => void objects.delete(key),
		async *list() {},
	} as unknown as FileStorage
	return { storage, objects }
}

/** The form as a browser sends it, with a start time `age` ms ago. */
function contactRequest(fields: Record<string, string | File>, age = 5_000, started?: string) {
	const form = new FormData()
	form.set('form_started', started ?? formGuardValues(Date.now() - age, { once: true }).started)
	form.set('website', '')
	for (const [name, value] of Object.entries(fields)) form.set(name, value)
	return new Request('http://localhost/contact', { method: 'POST', body: form })
}

/** A refusal as the page reads it: the form's message, each field's, and what was typed. */
function asRead(result: SubmitResult) {
	if (result.kind !== 'refused') return result
	const { reply } = result
	return {
		kind: result.kind,
		status: result.status,
		message: replyError(reply),
		errors: replyErrors(reply, [
			'category',
			'description',
			'location',
			'photo',
			'name',
			'email',
			'phone',
		]),
		values: reply.initialValue ?? {},
	}
}

async function submit(fields: Record<string, string | File>, ip = '192.0.2.1', age?: number) {
	const files = memoryStorage()
	const result = asRead(
		await submitRequest(contactRequest(fields, age), {
			locale: 'en',
			clientIp: ip,
			origin: 'https://council.example',
			db: handle.db,
			storage: files.storage,
		}),
	)
	return { result, files }
}

const valid = { category: 'roads', description: 'A deep pothole on the road to the market.' }

beforeAll(async () => {
	vi.useFakeTimers({ toFake: ['Date'] })
	vi.setSystemTime(new Date(START))
	handle = await createTestDb()
	await loadSecrets(handle.db)
	setDatabase(handle)
})
afterAll(async () => {
	vi.useRealTimers()
	setDatabase(undefined)
	await handle?.close()
})

describe(`requests (${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'SQLite'})`, () => {
	test('the seven categories are there, in order', async () => {
		const rows = await handle.db
			.selectFrom('request_categories')
			.select('slug')
			.orderBy('sort_order')
			.execute()
		expect(rows.map((r) => r.slug)).toEqual([
			'roads',
			'street-lighting',
			'waste',
			'water',
			'markets',
			'civil-status',
			'other',
		])
	})

	test('numbers taken at once by 12 transactions are 1 to 12, each once; a new year starts at 1', async () => {
		const numbers = await Promise.all(
			Array.from({ length: 12 }, () =>
				handle.db.transaction().execute((trx) => takeNumber(trx, 2031)),
			),
		)
		expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1))
		expect(await handle.db.transaction().execute((trx) => takeNumber(trx, 2032))).toBe(1)
	})

	test('a request gets the next reference of the year with the council’s letters', async () => {
		const { result } = await submit({ ...valid, email: 'Ama@Example.org', name: 'Ama' })
		expect(result).toMatchObject({ kind: 'sent', reference: 'REQ-2026-0001' })
		const row = await handle.db
			.selectFrom('requests')
			.selectAll()
			.where('reference', '=', 'REQ-2026-0001')
			.executeTakeFirstOrThrow()
		// Emails are compared in lower case (the per-email limit).
		expect(row).toMatchObject({ email: 'ama@example.org', ip: '192.0.2.1', status: 'received' })
	})

	test('the honeypot stores nothing; too fast and a forged start are refused with the text kept', async () => {
		const before = await count()
		expect((await submit({ ...valid, website: 'http://spam.example' })).result.kind).toBe('ignored')
		const fast = (await submit(valid, '192.0.2.1', 500)).result
		expect(fast).toMatchObject({ kind: 'refused', message: 'requests.error.tooFast' })
		expect(fast.kind === 'refused' && fast.values.description).toBe(valid.description)
		// A refusal of the whole form says nothing about its fields, and never gives back the guard.
		expect(fast).toMatchObject({ errors: {} })
		expect(fast.kind === 'refused' && Object.keys(fast.values)).not.toContain('form_started')
		const forged = asRead(
			await submitRequest(
				(() => {
					const form = new FormData()
					form.set('form_started', `${Date.now() - 10_000}.AAAAAAAAAAAAAAAAAAAAAA`)
					for (const [k, v] of Object.entries(valid)) form.set(k, v)
					return new Request('http://localhost/contact', { method: 'POST', body: form })
				})(),
				{ locale: 'fr', clientIp: '192.0.2.1', origin: 'https://x', db: handle.db },
			),
		)
		expect(forged).toMatchObject({ kind: 'refused', message: 'requests.error.again' })
		expect(await count()).toBe(before)
	})

	test('bad input: each field gets its message; hostile text is stored as typed', async () => {
		const bad = (
			await submit({
				category: 'nope',
				description: 'short',
				email: 'not-an-email',
				phone: 'call me',
			})
		).result
		expect(bad).toMatchObject({
			kind: 'refused',
			status: 400,
			errors: {
				category: 'requests.error.category',
				description: 'requests.error.descriptionShort',
				email: 'requests.error.email',
				phone: 'requests.error.phone',
			},
		})
		const hostile = `<script>alert(1)</script> ' OR 1=1; -- \u202e ${'é'.repeat(10)}`
		const { result } = await submit({ category: 'waste', description: hostile }, '192.0.2.2')
		expect(result.kind).toBe('sent')
		const row = await handle.db
			.selectFrom('requests')
			.select('description')
			.where('reference', '=', result.kind === 'sent' ? result.reference : '')
			.executeTakeFirstOrThrow()
		expect(row.description).toBe(hostile.trim())
	})

	test('a program renamed .jpg is refused; a real photo is re-encoded and stored under a server name', async () => {
		const exe = new File(
			[Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(2000)])],
			'photo.jpg',
			{
				type: 'image/jpeg',
			},
		)
		const refused = await submit({ ...valid, photo: exe }, '192.0.2.3')
		expect(refused.result).toMatchObject({ errors: { photo: 'requests.error.photoType' } })
		expect(refused.files.objects.size).toBe(0)
		const jpeg = await sharp({
			create: { width: 640, height: 480, channels: 3, background: '#3a7' },
		})
			.jpeg()
			.withMetadata({ exif: { IFD0: { Artist: 'Secret Name' } } })
			.toBuffer()
		const ok = await submit(
			{ ...valid, photo: new File([jpeg], '../../etc/passwd.jpg') },
			'192.0.2.3',
		)
		expect(ok.result.kind).toBe('sent')
		const [key] = [...ok.files.objects.keys()]
		expect(key).toMatch(/^requests\/[0-9a-f]{32}\.webp$/)
		const stored = ok.files.objects.get(key!)!
		expect(Buffer.from(stored).toString('latin1')).not.toContain('Secret Name')
	})

	test('a form is accepted once: the same form sent again is refused, and nothing stored twice', async () => {
		const started = formGuardValues(Date.now() - 5_000, { once: true }).started
		const send = () =>
			submitRequest(contactRequest(valid, 5_000, started), {
				locale: 'en',
				clientIp: '192.0.2.77',
				origin: 'https://council.example',
				db: handle.db,
				storage: memoryStorage().storage,
			})
		expect((await send()).kind).toBe('sent')
		expect(asRead(await send())).toMatchObject({
			kind: 'refused',
			status: 409,
			message: 'requests.error.alreadySent',
			values: { description: valid.description },
		})
	})

	test('per address: the sixth request of the hour is refused; per email: the fourth', async () => {
		for (let i = 0; i < REQUEST_CEILINGS.perAddressHour; i++)
			expect((await submit(valid, '198.51.100.7')).result.kind).toBe('sent')
		expect((await submit(valid, '198.51.100.7')).result).toMatchObject({
			status: 429,
			message: 'requests.error.tooMany',
		})
		for (let i = 0; i < REQUEST_CEILINGS.perEmailHour; i++)
			expect(
				(await submit({ ...valid, email: 'flood@example.org' }, `203.0.113.${i}`)).result.kind,
			).toBe('sent')
		expect(
			(await submit({ ...valid, email: 'FLOOD@example.org' }, '203.0.113.99')).result,
		).toMatchObject({ status: 429, message: 'requests.error.tooManyEmail' })
		// Per mailbox: another +tag, or dots at Gmail, are the same inbox.
		expect(
			(await submit({ ...valid, email: 'flood+again@example.org' }, '203.0.113.98')).result,
		).toMatchObject({ status: 429, message: 'requests.error.tooManyEmail' })
		for (let i = 0; i < REQUEST_CEILINGS.perEmailHour; i++)
			expect(
				(await submit({ ...valid, email: `river+${i}@gmail.com` }, `203.0.113.${50 + i}`)).result
					.kind,
			).toBe('sent')
		expect(
			(await submit({ ...valid, email: 'r.i.ver@googlemail.com' }, '203.0.113.97')).result,
		).toMatchObject({ status: 429, message: 'requests.error.tooManyEmail' })
		expect(
			(await submit({ ...valid, email: 'rivers@gmail.com' }, '203.0.113.96')).result.kind,
		).toBe('sent')
		// An hour later the address may send again.
		vi.setSystemTime(new Date(Date.now() + 3601_000))
		expect((await submit(valid, '198.51.100.7')).result.kind).toBe('sent')
	})

	/** `n` requests of a flood, stored as the form would have (year 1999, to clear them after). */
	async function flood(n: number, fields: { held?: boolean; ip?: (i: number) => string } = {}) {
		const now = new Date().toISOString()
		const first = Number(
			(
				await handle.db
					.selectFrom('requests')
					.select((eb) => eb.fn.countAll().as('n'))
					.where('year', '=', 1999)
					.executeTakeFirstOrThrow()
			).n,
		)
		const ip =
			fields.ip ??
			((i: number) => `10.${Math.floor(i / 60_000)}.${Math.floor(i / 200) % 256}.${i % 200}`)
		for (let start = 0; start < n; start += 500)
			await handle.db
				.insertInto('requests')
				.values(
					Array.from({ length: Math.min(500, n - start) }, (_, j) => {
						const i = first + start + j
						return {
							reference: `FLOOD-${i}`,
							year: 1999,
							number: i + 1,
							category: 'other',
							description: 'flood',
							location: '',
							locale: 'en' as const,
							status: 'received' as const,
							ip: ip(i),
							network: networkOf(ip(i)),
							held_at: fields.held ? now : null,
							created_at: now,
							updated_at: now,
						}
					}),
				)
				.execute()
	}

	test('one network (its /24 or /64): past its limit, requests are held, not refused, and no mail goes', async () => {
		// A script rotating addresses inside one network: each address stays under its own limit.
		await flood(REQUEST_CEILINGS.perNetworkHour, { ip: (i) => `198.18.7.${i % 250}` })
		const rotated = await submit({ ...valid, email: 'resident@example.org' }, '198.18.7.251')
		expect(rotated.result).toMatchObject({ kind: 'sent', mailed: false })
		const row = await handle.db
			.selectFrom('requests')
			.select(['held_at', 'network'])
			.where('reference', '=', rotated.result.kind === 'sent' ? rotated.result.reference : '')
			.executeTakeFirstOrThrow()
		expect(row.held_at).not.toBeNull()
		expect(row.network).toBe('198.18.7.0/24')
		// Another network is not held.
		const elsewhere = await submit(valid, '198.18.8.1')
		expect(elsewhere.result.kind).toBe('sent')
		// IPv6: one /64, however many addresses in it.
		await flood(REQUEST_CEILINGS.perNetworkHour, {
			ip: (i) => `2001:db8:7:7::${(i + 1).toString(16)}`,
		})
		const v6 = await submit(valid, '2001:db8:7:7:ffff::1')
		const heldV6 = await handle.db
			.selectFrom('requests')
			.select('held_at')
			.where('reference', '=', v6.result.kind === 'sent' ? v6.result.reference : '')
			.executeTakeFirstOrThrow()
		expect(heldV6.held_at).not.toBeNull()
		await handle.db.deleteFrom('requests').where('year', '=', 1999).execute()
		await handle.db.deleteFrom('requests').where('held_at', 'is not', null).execute()
	})

	test('the daily ceiling: past it, requests are held (residents can still write); past the held ceiling, refused', async () => {
		const stored = await count(new Date(Date.now() - 24 * 3600_000).toISOString())
		await flood(REQUEST_CEILINGS.perDay - stored)
		const held = await submit(valid, '192.0.2.200')
		expect(held.result).toMatchObject({ kind: 'sent', mailed: false })
		expect(
			await handle.db
				.selectFrom('requests')
				.select('id')
				.where('held_at', 'is not', null)
				.where('year', '!=', 1999)
				.execute(),
		).toHaveLength(1)
		// The inbox keeps them apart; the dashboard and the inbox count them.
		expect(await heldCount(handle.db)).toBe(1)
		const inbox = await getInbox(handle.db, { status: '', category: '', assigned: '', page: 1 })
		expect(inbox.items.map((r) => r.reference)).not.toContain(
			held.result.kind === 'sent' ? held.result.reference : '',
		)
		const heldInbox = await getInbox(handle.db, {
			status: 'held',
			category: '',
			assigned: '',
			page: 1,
		})
		expect(heldInbox.total).toBe(1)

		await flood(REQUEST_CEILINGS.heldPerDay - 1, { held: true })
		expect((await submit(valid, '192.0.2.201')).result).toMatchObject({
			status: 429,
			message: 'requests.error.ceiling',
		})
		// Cleared for the next tests: the flood goes (as spam would, below).
		await handle.db.deleteFrom('requests').where('year', '=', 1999).execute()
		await handle.db.deleteFrom('requests').where('held_at', 'is not', null).execute()
	})

	test('the public status shows category, status, dates and replies, never personal data', async () => {
		const status = await getPublicStatus(handle.db, 'REQ-2026-0001', 'fr')
		expect(status).toMatchObject({
			reference: 'REQ-2026-0001',
			category: 'Routes',
			status: 'received',
		})
		expect(Object.keys(status!).sort()).toEqual(
			['category', 'closedAt', 'receivedAt', 'reference', 'replies', 'status', 'updatedAt'].sort(),
		)
		expect(JSON.stringify(status)).not.toMatch(/ama@example|Ama|192\.0\.2|pothole/)
	})

	test("the council's replies are shown only with the key of the private link", async () => {
		const row = await handle.db
			.selectFrom('requests')
			.select(['id', 'access_key'])
			.where('reference', '=', 'REQ-2026-0001')
			.executeTakeFirstOrThrow()
		expect(row.access_key).toMatch(/^[\w-]{22}$/)
		await handle.db
			.insertInto('request_log')
			.values({
				request_id: row.id,
				kind: 'reply',
				action: 'reply',
				body: 'We will call you on your phone.',
				actor: 'Clerk',
				actor_id: null,
				created_at: new Date().toISOString(),
			})
			.execute()
		const withKey = await getPublicStatus(handle.db, 'REQ-2026-0001', 'en', row.access_key!)
		expect(withKey?.replies?.map((r) => r.body)).toEqual(['We will call you on your phone.'])
		for (const key of ['', 'x'.repeat(22), row.access_key!.slice(1)]) {
			const bare = await getPublicStatus(handle.db, 'REQ-2026-0001', 'en', key)
			expect(bare).toMatchObject({ reference: 'REQ-2026-0001', status: 'received', replies: null })
		}
		await handle.db.deleteFrom('request_log').where('kind', '=', 'reply').execute()
	})

	test('retention, with a fake clock: addresses after 48 h, spam after 7 days, untouched never deleted, contact details a year after closing', async () => {
		const { storage, objects } = memoryStorage()
		const at = (ms: number) => new Date(ms).toISOString()
		const base = Date.now()
		const make = async (reference: string, fields: Record<string, unknown>) => {
			await handle.db
				.insertInto('requests')
				.values({
					reference,
					year: 2026,
					number: 9000 + Number(reference.slice(-2)),
					category: 'water',
					description: 'The tap at the school is broken.',
					location: 'School',
					locale: 'en',
					status: 'received',
					name: 'Ngozi',
					email: 'ngozi@example.org',
					phone: '+237 600 000 001',
					photo: `requests/${reference.toLowerCase()}.webp`,
					ip: '192.0.2.50',
					created_at: at(base),
					updated_at: at(base),
					...fields,
				})
				.execute()
			objects.set(`requests/${reference.toLowerCase()}.webp`, new Uint8Array(1))
		}
		await make('RET-01', { spam_at: at(base), handled_at: at(base) })
		await make('RET-02', {})
		await make('RET-03', { status: 'resolved', closed_at: at(base), handled_at: at(base) })
		await make('RET-04', { status: 'in_progress', handled_at: at(base) })

		// Two days later: addresses erased, nothing else.
		let swept = await sweepRequests(handle.db, base + 49 * 3600_000, storage)
		expect(swept).toMatchObject({ spamDeleted: 0, anonymised: 0 })
		expect(swept.addressesErased).toBeGreaterThanOrEqual(4)
		// Eight days: the spam is gone, with its photo.
		swept = await sweepRequests(handle.db, base + 8 * 24 * 3600_000, storage)
		expect(swept.spamDeleted).toBe(1)
		expect(objects.has('requests/ret-01.webp')).toBe(false)
		// Sixty-one days, and a year and more: the request nobody touched is escalated (decision
		// 050), never deleted, and keeps its contact details and photo until it is resolved.
		swept = await sweepRequests(handle.db, base + 61 * 24 * 3600_000, storage)
		expect(await refs()).toEqual(expect.arrayContaining(['RET-02', 'RET-03', 'RET-04']))
		// Thirteen months after it was resolved: contact details and photo erased, the record kept.
		swept = await sweepRequests(handle.db, base + 396 * 24 * 3600_000, storage)
		expect(swept.anonymised).toBe(1)
		const kept = await handle.db
			.selectFrom('requests')
			.selectAll()
			.where('reference', '=', 'RET-03')
			.executeTakeFirstOrThrow()
		expect(kept).toMatchObject({ name: null, email: null, phone: null, photo: null, ip: null })
		expect(kept.description).toBe('The tap at the school is broken.')
		expect(objects.has('requests/ret-03.webp')).toBe(false)
		// Still in progress: kept whole, whatever the time.
		const open = await handle.db
			.selectFrom('requests')
			.select(['email', 'photo'])
			.where('reference', '=', 'RET-04')
			.executeTakeFirstOrThrow()
		expect(open.email).toBe('ngozi@example.org')
		const untouched = await handle.db
			.selectFrom('requests')
			.select(['email', 'photo', 'anonymised_at'])
			.where('reference', '=', 'RET-02')
			.executeTakeFirstOrThrow()
		expect(untouched).toEqual({
			email: 'ngozi@example.org',
			photo: 'requests/ret-02.webp',
			anonymised_at: null,
		})
		expect(objects.has('requests/ret-02.webp')).toBe(true)
		// A second sweep finds nothing more to do.
		expect(await sweepRequests(handle.db, base + 396 * 24 * 3600_000, storage)).toMatchObject({
			spamDeleted: 0,
			anonymised: 0,
		})
	})
})

async function count(since?: string) {
	let query = handle.db.selectFrom('requests').select((eb) => eb.fn.countAll().as('n'))
	if (since) query = query.where('created_at', '>', since)
	return Number((await query.executeTakeFirstOrThrow()).n)
}

async function refs() {
	return (await handle.db.selectFrom('requests').select('reference').execute()).map(
		(r) => r.reference,
	)
}
