import os from 'node:os'
import path from 'node:path'
import { TestClock } from '../support/test-clock'

/** The public test server's port (the staff area's server has the next one). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210)

/**
 * The public test server's clock (playwright.config.ts starts the server with TEST_CLOCK_FILE on
 * it, its folder emptied first): a test moves it on rather than waiting, e.g. past a form's
 * minimum fill time. Moving it forward only brings nearer what the tests sharing the server wait
 * for (a form's fill time, the end of a stored page's minute); none of them needs time to stand
 * still. The staff-area server keeps the real time.
 */
export const publicServerClock = new TestClock(
	path.join(os.tmpdir(), `council-e2e-${E2E_PORT}-clock`, 'shift'),
)
