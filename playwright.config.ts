import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from './scripts/chromium.js'
import { adminStatePath } from './tests/e2e/auth-state'
import { E2E_PORT, publicServerClock } from './tests/e2e/server-clock'

const PORT = E2E_PORT
// The staff-area tests change content; they get a server and database of their own so that the
// public-site tests (crawl, newsroom counts) never see their articles come and go.
const ADMIN_PORT = PORT + 1
// One renderer process per site in each context: a test's new page joins the process the context's
// open page keeps running (tests/e2e/fixtures.ts) rather than starting its own.
const launchOptions = {
	executablePath: TEST_CHROMIUM_PATH,
	args: [...CHROMIUM_FLAGS, '--process-per-site'],
}
// Each run starts on a fresh, freshly seeded database (the folder is emptied before the server starts).
const dataDir = path.join(os.tmpdir(), `council-e2e-${PORT}`)
const adminDataDir = path.join(os.tmpdir(), `council-e2e-${ADMIN_PORT}`)
// The public server's clock, which tests move on instead of waiting (tests/e2e/server-clock.ts):
// at the real time when the server starts.
const clockDir = path.dirname(publicServerClock.file)
// The staff area runs on SQLite only: the same rules on PostgreSQL (sign-in, sessions, throttling,
// roles, hostile input, limits, a form sent twice, unknown ids, the search following changes) run
// without a browser on both databases in Vitest (`*.db.test.ts` in the `postgres` project, and
// tests/http in `http-pg`), where they cost a fraction of a browser's time (decision 006).
const adminURL = `http://127.0.0.1:${ADMIN_PORT}`
// A staff-area test walks ten or more pages, saving and publishing on the way: about 20 s on a
// quiet 2-CPU machine, and past 30 s when the machine is shared and busy (seen in a full run at a
// load average of 10–14). The budget allows for that; what each test asserts is unchanged.
const adminBudget = { timeout: 90_000, expect: { timeout: 10_000 } }

export default defineConfig({
	testDir: 'tests/e2e',
	fullyParallel: true,
	forbidOnly: Boolean(process.env.CI),
	retries: process.env.CI ? 1 : 0,
	// Two workers on two CPUs: with three, the browsers, the two servers and the axe scans
	// oversubscribed them (load 12–14) and the whole run took 782 s against 658 s with two (the same
	// 303 tests, alone on the machine, 2026-11-27); in the headless shell, 519 s with three against
	// 477 s with two (272 tests, the same day). E2E_WORKERS overrides.
	workers: Number(process.env.E2E_WORKERS ?? 2),
	timeout: 30_000,
	use: {
		baseURL: `http://127.0.0.1:${PORT}`,
		trace: 'on-first-retry',
		launchOptions,
		// The pocket guide's service worker (decision 059) keeps pages and answers for the site: it
		// runs only in the tests about it (pocket.spec.ts and admin-pocket.spec.ts allow it), so that
		// every other test sees the network as it is.
		serviceWorkers: 'block',
	},
	projects: [
		// Tests tagged @phone-size (the French axe scans, accessibility.spec.ts: each page is scanned
		// in English at desktop size and in French on a phone) run in the mobile project only.
		{
			name: 'desktop',
			testIgnore: [/\.mobile\.spec\.ts$/, /(^|[\\/])admin[^\\/]*\.spec\.ts$/],
			grepInvert: /@phone-size/,
			use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
		},
		// Tests tagged @any-viewport (tests/e2e/helpers.ts: page content, links, status codes, nothing
		// in the top bar) give the same result at any width, and those tagged @desktop-size (the
		// English axe scans of accessibility.spec.ts, and a few of one language's markup already
		// checked on a phone in the other) run at desktop size only.
		{
			name: 'mobile',
			testIgnore: [/\.desktop\.spec\.ts$/, /(^|[\\/])admin[^\\/]*\.spec\.ts$/],
			grepInvert: /@any-viewport|@desktop-size/,
			use: { ...devices['Pixel 7'], launchOptions },
		},
		// Signs in once for the staff-area tests (see tests/e2e/admin.setup.ts).
		{
			name: 'admin-setup',
			testMatch: /admin\.setup\.ts$/,
			use: { baseURL: adminURL, launchOptions },
		},
		// The staff area, on its own server and database (desktop viewport; the specs set others),
		// signed in as the sample administrator.
		{
			name: 'admin',
			testMatch: /(^|[\\/])admin[^\\/]*\.spec\.ts$/,
			dependencies: ['admin-setup'],
			...adminBudget,
			use: {
				...devices['Desktop Chrome'],
				viewport: { width: 1280, height: 800 },
				baseURL: adminURL,
				storageState: adminStatePath(adminURL),
				launchOptions,
			},
		},
		// The server process itself (health, headers, shutdown, proxies, request limits, a production
		// install) needs no browser: Vitest, tests/http.
	],
	webServer: [
		{
			command: `rm -rf '${dataDir}' '${clockDir}' && mkdir -p '${clockDir}' && node server/index.js`,
			url: `http://127.0.0.1:${PORT}/healthz`,
			reuseExistingServer: false,
			timeout: 60_000,
			env: {
				PORT: String(PORT),
				HOST: '127.0.0.1',
				DATA_DIR: dataDir,
				NODE_ENV: 'production',
				...publicServerClock.env,
			},
		},
		{
			command: `rm -rf '${adminDataDir}' && node server/index.js`,
			url: `http://127.0.0.1:${ADMIN_PORT}/healthz`,
			reuseExistingServer: false,
			timeout: 60_000,
			env: {
				PORT: String(ADMIN_PORT),
				HOST: '127.0.0.1',
				DATA_DIR: adminDataDir,
				NODE_ENV: 'production',
			},
		},
	],
})
