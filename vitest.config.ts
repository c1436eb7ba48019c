import { defineConfig } from 'vitest/config'

// Kept apart from vite.config.ts so the React Router plugin does not run inside tests. The `#app/`
// alias needs no entry here: Vite resolves it from package.json `imports` (decision 020).

// As Playwright does in CI: a test that fails once is run once more, and `npm test` lists it as
// flaky with its first failure (scripts/test.js), so it is seen and mended, not hidden.
const retry = process.env.CI ? 1 : 0

export default defineConfig({
	test: {
		// Vitest's default on a 2-CPU machine is one worker (CPUs - 1): every file in turn. The
		// server tests (tests/http) mostly wait on the server processes they start, so files run three
		// at a time. VITEST_WORKERS overrides.
		maxWorkers: Number(process.env.VITEST_WORKERS ?? 3),
		projects: [
			{
				test: {
					name: 'unit',
					// The unit and database files share their worker's modules instead of loading the
					// app's module graph afresh for each file (84 s → 41 s for these two projects here).
					// So a test that changes something global (the clock, the database handle, the
					// environment) sets it in its own beforeAll and puts it back; none uses vi.mock.
					isolate: false,
					include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
					environment: 'node',
					retry,
					// Image encoding and database round trips on a shared 2-CPU machine: 5 s is too tight.
					testTimeout: 20_000,
				},
			},
			{
				// The database suites again, against a throw-away PostgreSQL 15 cluster.
				test: {
					name: 'postgres',
					isolate: false,
					include: ['app/**/*.db.test.ts'],
					environment: 'node',
					retry,
					testTimeout: 20_000,
					globalSetup: ['./tests/setup/postgres.ts'],
					env: { TEST_DB: 'postgres' },
				},
			},
			{
				// The production server answering requests, no browser (tests/http): hostile input,
				// request limits, access rules, feeds. Each file starts its own server on a freshly
				// seeded SQLite database. Builds first if there is no build (tests/setup/http.ts).
				test: {
					name: 'http',
					// Each file still gets its own server and database; what is shared is the modules the
					// test files import (the seed data, the catalogs): 28 s → 10 s of import time here.
					isolate: false,
					include: ['tests/http/**/*.test.ts'],
					// Several instances share PostgreSQL: those files run in `http-pg` only.
					exclude: [
						'tests/http/files-two-instances.test.ts',
						'tests/http/several-instances.test.ts',
						// Two instances on one database, with their mail (decision 040).
						'tests/http/subscriptions.test.ts',
						// Moving a council SQLite → PostgreSQL → SQLite (decision 047).
						'tests/http/backups.test.ts',
						// PostgreSQL going away under the server (decision 049).
						'tests/http/database-away.test.ts',
						// Many councils on PostgreSQL, two instances behind nginx (decision 060).
						'tests/http/councils-pg.test.ts',
					],
					environment: 'node',
					retry,
					testTimeout: 60_000,
					hookTimeout: 120_000,
					globalSetup: ['./tests/setup/http.ts'],
					env: { TEST_DB: 'sqlite' },
				},
			},
			{
				// The staff-area files (and the page editor's) again, each on its own database in a throw-away PostgreSQL 15
				// cluster (what the end-to-end tests ran on both databases before moving here); and two
				// instances behind nginx sharing the database and an object store (decision 032).
				test: {
					name: 'http-pg',
					isolate: false,
					include: [
						'tests/http/admin-*.test.ts',
						'tests/http/page-editor.test.ts',
						'tests/http/files-two-instances.test.ts',
						'tests/http/several-instances.test.ts',
						'tests/http/page-cache.test.ts',
						// Restarts on the same database, under load (both databases).
						'tests/http/restarts.test.ts',
						// Subscriptions by email: one mail per subscriber from two instances (decision 040).
						// Requests (039) and page feedback (038) run here only in their database tests
						// (`postgres`): what their HTTP files check does not depend on the database.
						'tests/http/subscriptions.test.ts',
						// Backups and restore between the databases (decision 047).
						'tests/http/backups.test.ts',
						// The database going away and coming back (decision 049).
						'tests/http/database-away.test.ts',
						// Many councils from one install: a database each, two instances (decision 060).
						'tests/http/councils-pg.test.ts',
					],
					// What these check does not depend on the database, and their database side runs on
					// PostgreSQL in `postgres` (picture-alt.db, site-texts.db): markdown rendered into
					// pages, the alt-text rule of a picture, a site text edited and shown.
					exclude: [
						'tests/http/admin-formatting.test.ts',
						'tests/http/admin-picture-alt.test.ts',
						'tests/http/admin-site-texts.test.ts',
					],
					environment: 'node',
					retry,
					testTimeout: 60_000,
					hookTimeout: 120_000,
					globalSetup: ['./tests/setup/http.ts'],
					env: { TEST_DB: 'postgres' },
				},
			},
		],
	},
})
