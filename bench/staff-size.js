// `npm run bench:staff-size`: what the staff area's screens weigh on a clerk's paid mobile data
// (issue 33): each screen's HTML as transferred (brotli, as Chrome on Android asks for it), signed
// in as the sample administrator, in both languages. Prints each figure against its goal with the
// machine's load average. A measuring tool, not a test: missed goals exit 0; a server that will
// not start exits 1.
//
//   node bench/staff-size.js [--build]
import http from 'node:http'
import os from 'node:os'
import zlib from 'node:zlib'
import { spawnServer } from '../scripts/spawn-server.js'
import { ensureBuild } from './build.js'
import { signInAsSampleAdmin } from './staff-session.js'

const KiB = 1024
const GOALS = { signIn: 25 * KiB, list: 40 * KiB }

/** The screens measured: the sign-in page, every list, and the other screens for information. */
const SCREENS = [
	{ path: '/admin-dtima/login', kind: 'signIn', anonymous: true },
	{ path: '/admin-dtima/pages', kind: 'list' },
	{ path: '/admin-dtima/content/news', kind: 'list' },
	{ path: '/admin-dtima/content/events', kind: 'list' },
	{ path: '/admin-dtima/content/documents', kind: 'list' },
	{ path: '/admin-dtima/content/alerts', kind: 'list' },
	{ path: '/admin-dtima/requests', kind: 'list' },
	{ path: '/admin-dtima/users', kind: 'list' },
	{ path: '/admin-dtima/feedback', kind: 'list' },
	{ path: '/admin-dtima/notifications', kind: 'list' },
	{ path: '/admin-dtima', kind: 'other' },
	{ path: '/admin-dtima/pages/edit?id=1', kind: 'other' },
	{ path: '/admin-dtima/settings', kind: 'other' },
]

const loadAverage = () =>
	os
		.loadavg()
		.map((n) => n.toFixed(2))
		.join(' ')

/** The body's bytes as sent (compressed), and as read once decoded. */
function measure(origin, path, headers) {
	return new Promise((resolve, reject) => {
		http
			.get(`${origin}${path}`, { headers: { 'accept-encoding': 'br', ...headers } }, (res) => {
				const chunks = []
				res.on('data', (chunk) => chunks.push(chunk))
				res.on('end', () => {
					const raw = Buffer.concat(chunks)
					const encoding = res.headers['content-encoding']
					const decoded =
						encoding === 'br'
							? zlib.brotliDecompressSync(raw)
							: encoding === 'gzip'
								? zlib.gunzipSync(raw)
								: raw
					resolve({ status: res.statusCode, bytes: raw.length, decoded: decoded.length })
				})
			})
			.on('error', reject)
	})
}

async function main() {
	ensureBuild(process.argv.includes('--build'), 'bench:staff-size')
	console.log(`[bench:staff-size] load average before: ${loadAverage()} (${os.cpus().length} CPUs)`)
	const app = await spawnServer({ prefix: 'council-bench-staff-size-' })
	try {
		const { cookie } = await signInAsSampleAdmin(app.origin)
		const rows = []
		for (const lang of ['en', 'fr'])
			for (const screen of SCREENS) {
				const headers = screen.anonymous
					? { cookie: `admin_lang=${lang}` }
					: { cookie: `${cookie}; admin_lang=${lang}` }
				const { status, bytes, decoded } = await measure(app.origin, screen.path, headers)
				const goal = GOALS[screen.kind]
				rows.push({ lang, ...screen, status, bytes, decoded, goal })
			}
		const fmt = (n) => (Number.isFinite(n) ? `${(n / KiB).toFixed(1)} KiB` : '?')
		console.log(`\nload average after: ${loadAverage()}\n`)
		for (const row of rows) {
			const verdict = row.goal ? (row.bytes <= row.goal ? 'met   ' : 'MISSED') : '      '
			console.log(
				`${verdict}  ${row.lang}  ${row.path.padEnd(36)} ${String(row.status).padEnd(4)} ${fmt(row.bytes).padStart(10)} sent (${fmt(row.decoded)} of HTML)${row.goal ? `   goal ≤ ${fmt(row.goal)}` : ''}`,
			)
		}
	} finally {
		await app.stop()
	}
}

main().catch((error) => {
	console.error(error)
	process.exit(1)
})
