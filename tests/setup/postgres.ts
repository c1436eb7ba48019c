import type { TestProject } from 'vitest/node'
import { migrateToLatest, openDatabase } from '#app/db/client.server'
import { startCluster } from '../../scripts/pg-cluster.js'
import { createDatabase } from '../support/pg-database'

/**
 * Global setup of the `postgres` test project: a throw-away PostgreSQL 15 cluster in a temp dir on
 * a free port, removed afterwards. Tests reach it through `inject('pgUrl')`. The schema is migrated
 * once into `pgTemplate`, which each test's database copies (`create database … template`) instead
 * of running every migration again (tests/support/db.ts); the migrations themselves stay tested
 * from an empty database by the server tests' first starts and the database tests that ask for one.
 */
declare module 'vitest' {
	export interface ProvidedContext {
		pgUrl: string
		pgTemplate: string
	}
}

async function migratedTemplate(clusterUrl: string) {
	const name = 'migrated_schema'
	const handle = openDatabase({ databaseUrl: await createDatabase(clusterUrl, name) })
	await migrateToLatest(handle)
	await handle.close()
	return name
}

export default async function setup(project: TestProject) {
	const cluster = await startCluster()
	project.provide('pgUrl', cluster.url)
	project.provide('pgTemplate', await migratedTemplate(cluster.url))
	return () => cluster.stop()
}
