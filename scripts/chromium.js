// Debian's Chromium and the flags it needs on these machines (no network but loopback, run as root),
// shared by the Playwright tests and the benchmark.
export const CHROMIUM_PATH =
	process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium'

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
