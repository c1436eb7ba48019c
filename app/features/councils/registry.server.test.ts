import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { normalHost, Registry, RegistryError } from './registry.server'

/** The install's registry of councils (decision 060): ids, host names, status. */
let registry: Registry | undefined
afterEach(() => registry?.close())

describe('the registry of councils', () => {
	test('a council at its host names: found by any of them, as a request gives it', () => {
		registry = Registry.open(':memory:')
		const at = new Date('2026-11-28T10:00:00Z')
		registry.add({ id: 'buea', hosts: ['buea.example.cm', 'WWW.Buea.example.cm.'] }, at)
		registry.add(
			{
				id: 'mbonge',
				hosts: ['www.mbonge.cm', 'localhost:3001'],
				publicUrl: 'https://www.mbonge.cm/',
			},
			at,
		)
		expect(registry.forHost('BUEA.example.cm')?.id).toBe('buea')
		expect(registry.forHost('www.buea.example.cm')?.id).toBe('buea')
		expect(registry.forHost('localhost:3001')?.id).toBe('mbonge')
		expect(registry.forHost('localhost:3002')).toBeUndefined()
		expect(registry.forHost('evil.example')).toBeUndefined()
		expect(registry.list()).toEqual([
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

	test('an id or a host name already taken, or not one, is refused and nothing is written', () => {
		registry = Registry.open(':memory:')
		registry.add({ id: 'buea', hosts: ['buea.example.cm'] })
		const refused = (entry: { id: string; hosts: string[] }) => {
			expect(() => registry!.add(entry)).toThrow(RegistryError)
		}
		refused({ id: 'buea', hosts: ['other.example.cm'] })
		refused({ id: 'kumba', hosts: ['kumba.example.cm', 'BUEA.example.cm'] })
		refused({ id: 'Kumba', hosts: ['kumba.example.cm'] })
		refused({ id: '../etc', hosts: ['kumba.example.cm'] })
		refused({ id: 'install', hosts: ['kumba.example.cm'] })
		refused({ id: 'kumba', hosts: [] })
		refused({ id: 'kumba', hosts: ['kumba example'] })
		refused({ id: 'kumba', hosts: ['-kumba.example.cm'] })
		expect(() =>
			registry!.add({ id: 'kumba', hosts: ['kumba.example.cm'], publicUrl: 'ftp://kumba' }),
		).toThrow(RegistryError)
		expect(registry.list().map((council) => council.id)).toEqual(['buea'])
		expect(registry.forHost('kumba.example.cm')).toBeUndefined()
	})

	test('suspended and resumed; kept in its file', () => {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'council-registry-'))
		const file = path.join(dir, 'install.db')
		try {
			registry = Registry.open(file)
			registry.add({ id: 'buea', hosts: ['buea.example.cm'] })
			registry.setStatus('buea', 'suspended')
			expect(() => registry!.setStatus('nowhere', 'active')).toThrow(RegistryError)
			registry.close()
			registry = Registry.open(file)
			expect(registry.forHost('buea.example.cm')?.status).toBe('suspended')
			registry.setStatus('buea', 'failed', 'Migration 035 failed: disk I/O error')
			expect(registry.get('buea')).toMatchObject({
				status: 'failed',
				error: 'Migration 035 failed: disk I/O error',
			})
			registry.setStatus('buea', 'active')
			expect(registry.get('buea')?.status).toBe('active')
			expect(registry.get('buea')?.error).toBeUndefined()
		} finally {
			registry?.close()
			registry = undefined
			fs.rmSync(dir, { recursive: true, force: true })
		}
	})

	test('host names as requests write them', () => {
		expect(normalHost(' Buea.Example.CM. ')).toBe('buea.example.cm')
		expect(normalHost('localhost.:3001')).toBe('localhost:3001')
	})
})
