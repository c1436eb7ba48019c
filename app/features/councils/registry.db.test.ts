import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, inject, test } from 'vitest'
import { createPgDatabase } from '../../../tests/support/db'
import { runOnCluster } from '../../../tests/support/pg-database'
import {
	baseDatabaseName,
	councilDatabaseName,
	databaseUrlFor,
	installDatabaseName,
} from './postgres.server'
import { normalHost, Registry, RegistryError, type RegistryPlace } from './registry.server'

/**
 * The install's registry of councils (decision 060): ids, host names, status. On SQLite (`unit`:
 * the file `install.db`) and on PostgreSQL (`postgres`: the database `<base>_install` beside the
 * one DATABASE_URL names, made on first opening).
 */
const onPostgres = () => process.env.TEST_DB === 'postgres'

let registry: Registry | undefined
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
	await registry?.close()
	registry = undefined
	for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** A place no registry has been yet: a file in a temp folder, or a new base database. */
async function freshPlace(): Promise<RegistryPlace> {
	if (!onPostgres()) {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'council-registry-'))
		cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }))
		return path.join(dir, 'install.db')
	}
	const base = await createPgDatabase(inject('pgUrl'), 'reg')
	cleanups.push(base.drop)
	cleanups.push(() =>
		runOnCluster(
			inject('pgUrl'),
			`drop database if exists ${installDatabaseName(base.url)} with (force)`,
		),
	)
	return { databaseUrl: base.url }
}

/**
 * Two processes' work at the same moment. On SQLite, the two connections of one test process are
 * not two processes: better-sqlite3 waits for a lock by blocking the thread, so the holder could
 * never finish. There one after the other; two processes wait their turn (busy_timeout).
 */
async function together<A, B>(a: () => Promise<A>, b: () => Promise<B>) {
	if (onPostgres()) return Promise.allSettled([a(), b()])
	const first = await Promise.allSettled([a()])
	return [...first, ...(await Promise.allSettled([b()]))]
}

describe(`the registry of councils (${onPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
	test('a council at its host names: found by any of them, as a request gives it', async () => {
		registry = await Registry.open(await freshPlace())
		const at = new Date('2026-11-28T10:00:00Z')
		await registry.add({ id: 'buea', hosts: ['buea.example.cm', 'WWW.Buea.example.cm.'] }, at)
		await registry.add(
			{
				id: 'mbonge',
				hosts: ['www.mbonge.cm', 'localhost:3001'],
				publicUrl: 'https://www.mbonge.cm/',
			},
			at,
		)
		expect((await registry.forHost('BUEA.example.cm'))?.id).toBe('buea')
		expect((await registry.forHost('www.buea.example.cm'))?.id).toBe('buea')
		expect((await registry.forHost('localhost:3001'))?.id).toBe('mbonge')
		expect(await registry.forHost('localhost:3002')).toBeUndefined()
		expect(await registry.forHost('evil.example')).toBeUndefined()
		expect(await registry.list()).toEqual([
			{
				id: 'buea',
				hosts: ['buea.example.cm', 'www.buea.example.cm'],
				status: 'active',
				publicUrl: 'https://buea.example.cm',
				createdAt: at.toISOString(),
			},
			{
				id: 'mbonge',
				hosts: ['localhost:3001', 'www.mbonge.cm'],
				status: 'active',
				publicUrl: 'https://www.mbonge.cm',
				createdAt: at.toISOString(),
			},
		])
	})

	test('an id or a host name already taken, or not one, is refused and nothing is written', async () => {
		const here = await Registry.open(await freshPlace())
		registry = here
		await here.add({ id: 'buea', hosts: ['buea.example.cm'] })
		const refused = async (entry: { id: string; hosts: string[]; publicUrl?: string }) => {
			await expect(here.add(entry)).rejects.toThrow(RegistryError)
		}
		await refused({ id: 'buea', hosts: ['other.example.cm'] })
		await refused({ id: 'kumba', hosts: ['kumba.example.cm', 'BUEA.example.cm'] })
		await refused({ id: 'Kumba', hosts: ['kumba.example.cm'] })
		await refused({ id: '../etc', hosts: ['kumba.example.cm'] })
		await refused({ id: 'install', hosts: ['kumba.example.cm'] })
		await refused({ id: 'kumba', hosts: [] })
		await refused({ id: 'kumba', hosts: ['kumba example'] })
		await refused({ id: 'kumba', hosts: ['-kumba.example.cm'] })
		await refused({ id: 'kumba', hosts: ['kumba.example.cm'], publicUrl: 'ftp://kumba' })
		expect((await here.list()).map((council) => council.id)).toEqual(['buea'])
		expect(await here.forHost('kumba.example.cm')).toBeUndefined()
	})

	test('suspended and resumed; kept in its database', async () => {
		const place = await freshPlace()
		registry = await Registry.open(place)
		await registry.add({ id: 'buea', hosts: ['buea.example.cm'] })
		await registry.setStatus('buea', 'suspended')
		await expect(registry.setStatus('nowhere', 'active')).rejects.toThrow(RegistryError)
		await registry.close()
		registry = await Registry.open(place)
		expect((await registry.forHost('buea.example.cm'))?.status).toBe('suspended')
		await registry.setStatus('buea', 'failed', 'Migration 035 failed: disk I/O error')
		expect(await registry.get('buea')).toMatchObject({
			status: 'failed',
			error: 'Migration 035 failed: disk I/O error',
		})
		await registry.setStatus('buea', 'active')
		expect((await registry.get('buea'))?.status).toBe('active')
		expect((await registry.get('buea'))?.error).toBeUndefined()
	})

	test('two instances open it at once, the first time: one registry, each sees what the other writes', async () => {
		const place = await freshPlace()
		const opened = await together(
			() => Registry.open(place),
			() => Registry.open(place),
		)
		const [first, second] = opened.map((r) => {
			if (r.status === 'rejected') throw r.reason
			return r.value
		}) as [Registry, Registry]
		registry = first
		cleanups.push(() => second.close())
		await first.add({ id: 'buea', hosts: ['buea.example.cm'] })
		expect((await second.forHost('buea.example.cm'))?.id).toBe('buea')
		await second.setStatus('buea', 'suspended')
		expect((await first.get('buea'))?.status).toBe('suspended')
		// The same host asked by both at once: one has it, the other is refused.
		const both = await together(
			() => first.add({ id: 'kumba', hosts: ['kumba.example.cm'] }),
			() => second.add({ id: 'kumba-town', hosts: ['kumba.example.cm'] }),
		)
		expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
		const refusal = both.find((r) => r.status === 'rejected')
		expect(refusal?.reason).toBeInstanceOf(RegistryError)
		// Its Kysely handle, for the tables other parts of the install keep there.
		const rows = await first.db.selectFrom('council_hosts').select('host').execute()
		expect(rows.map((r) => r.host).sort()).toEqual(['buea.example.cm', 'kumba.example.cm'])
	})

	test('host names as requests write them', () => {
		expect(normalHost(' Buea.Example.CM. ')).toBe('buea.example.cm')
		expect(normalHost('localhost.:3001')).toBe('localhost:3001')
	})
})

describe("the install's PostgreSQL databases, named from DATABASE_URL's", () => {
	const url = 'postgres://council:pw@db.example:5432/council?sslmode=require'
	test("the registry's and each council's, on the same server with the same options", () => {
		expect(baseDatabaseName(url)).toBe('council')
		expect(installDatabaseName(url)).toBe('council_install')
		expect(councilDatabaseName(url, 'buea')).toBe('council_c_buea')
		// An id has no `_`: hyphens as `_` give no two ids one name.
		expect(councilDatabaseName(url, 'mbonge-rural')).toBe('council_c_mbonge_rural')
		expect(databaseUrlFor(url, 'council_c_buea')).toBe(
			'postgres://council:pw@db.example:5432/council_c_buea?sslmode=require',
		)
	})

	test('a name PostgreSQL would cut (63 bytes), or no database named, is refused', () => {
		const long = `postgres://db.example/${'x'.repeat(21)}`
		expect(() => councilDatabaseName(long, 'a'.repeat(40))).toThrow(/63 bytes/)
		expect(councilDatabaseName(long.slice(0, -1), 'a'.repeat(40))).toHaveLength(63)
		expect(() => baseDatabaseName('postgres://db.example')).toThrow(/names no database/)
	})
})
