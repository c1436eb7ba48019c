// Debian's Chromium and the flags it needs on these machines (no network but loopback, run as root),
// shared by the Playwright tests and the benchmark.
import fs from 'node:fs'

export const CHROMIUM_PATH =
	process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium'

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/**
 * The browser the Playwright tests drive: Debian's headless shell (`apt-get install -y
 * chromium-headless-shell`, the same Blink and V8 without the desktop browser around them, what
 * Playwright itself runs for headless tests) when it is installed, else Chromium. Here the same
 * 31 public-page tests took 78–82 CPU-seconds in the shell against 98–101 in Chromium. The
 * benchmark keeps full Chromium (Lighthouse drives a desktop browser). CHROMIUM_PATH overrides.
 */
export const TEST_CHROMIUM_PATH =
	process.env.CHROME_PATH ||
	process.env.CHROMIUM_PATH ||
	(fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

export const CHROMIUM_FLAGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--disable-dev-shm-usage',
]
