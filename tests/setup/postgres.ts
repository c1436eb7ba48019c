import type { TestProject } from 'vitest/node'
import { startCluster } from '../../scripts/pg-cluster.js'

/**
 * Global setup of the `postgres` test project: a throw-away PostgreSQL 15 cluster in a temp dir on
 * a free port, removed afterwards. Tests reach it through `inject('pgUrl')`.
 */
declare module 'vitest' {
	export interface ProvidedContext {
		pgUrl: string
	}
}

export default async function setup(project: TestProject) {
	const cluster = await startCluster()
	project.provide('pgUrl', cluster.url)
	return () => cluster.stop()
}
