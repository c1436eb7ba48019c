// `npm run bench:pocket`: what the pocket guide (issue 35, decision 059) keeps on a phone and what
// it costs the reader, in each language: a first visit to the home page in Chromium, with the
// service worker, until the worker has kept the guide. A measuring tool, not a test: a missed goal
// exits 0; a server or a browser that will not start exits 1.
//
// Printed against their goals:
// - the guide as kept on the phone (its two pages, as stored, and the scripts they use): ≤ 200 KiB;
// - the bytes the worker brought over the network for it (compressed, headers included);
// - the public JavaScript the guide adds to every page: its island and the worker's script.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from '../scripts/chromium.js'
import { spawnServer } from '../scripts/spawn-server.js'
import { ensureBuild, root } from './build.js'

const KiB = 1024
const GOAL_GUIDE_KIB = 200

ensureBuild(process.argv.includes('--build'), 'bench:pocket')
const islands = JSON.parse(fs.readFileSync(path.join(root, 'build/islands.json'), 'utf8'))
const worker = fs.readFileSync(path.join(root, 'build/client/sw.js'))
const workerBrotli = fs.existsSync(path.join(root, 'build/client/sw.js.br'))
	? fs.statSync(path.join(root, 'build/client/sw.js.br')).size
	: worker.length

let server
let browser
try {
	server = await spawnServer({ prefix: 'council-bench-pocket-' })
	browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_FLAGS })
	const rows = []
	for (const [lang, start] of [
		['en', '/'],
		['fr', '/fr'],
	]) {
		const context = await browser.newContext({ baseURL: server.origin, serviceWorkers: 'allow' })
		let networkBytes = 0
		const sizes = []
		context.on('requestfinished', (request) => {
			if (!request.serviceWorker()) return
			sizes.push(
				request.sizes().then((size) => {
					networkBytes += size.responseBodySize + size.responseHeadersSize
				}),
			)
		})
		const page = await context.newPage()
		await page.addInitScript(() =>
			document.addEventListener('pocket:kept', () => {
				document.documentElement.dataset.pocketKept = 'true'
			}),
		)
		await page.goto(start)
		await page.waitForSelector('html[data-pocket-kept]', { state: 'attached', timeout: 30_000 })
		await Promise.all(sizes)
		const kept = await page.evaluate(async () => {
			const out = {}
			for (const name of ['pocket-guide', 'pocket-assets']) {
				const cache = await caches.open(name)
				let bytes = 0
				for (const request of await cache.keys())
					bytes += (await (await cache.match(request)).blob()).size
				out[name] = bytes
			}
			return out
		})
		rows.push({ lang, kept, networkBytes })
		await context.close()
	}
	const load = os
		.loadavg()
		.map((value) => value.toFixed(2))
		.join(' ')
	console.log(`\nPocket guide (issue 35), load average ${load}\n`)
	for (const { lang, kept, networkBytes } of rows) {
		const guide = (kept['pocket-guide'] + kept['pocket-assets']) / KiB
		const met = guide <= GOAL_GUIDE_KIB ? 'met   ' : 'MISSED'
		console.log(
			`${met}  ${lang}: kept on the phone   ${guide.toFixed(1)} KiB (pages ${(kept['pocket-guide'] / KiB).toFixed(1)}, scripts ${(kept['pocket-assets'] / KiB).toFixed(1)})   goal ≤ ${GOAL_GUIDE_KIB} KiB`,
		)
		console.log(
			`        ${lang}: brought by the worker over the network   ${(networkBytes / KiB).toFixed(1)} KiB`,
		)
	}
	const island = islands.pocket
	console.log(
		`        JavaScript every public page adds: island ${(island.brotli / KiB).toFixed(2)} KiB, worker /sw.js ${(workerBrotli / KiB).toFixed(2)} KiB (brotli; ${(worker.length / KiB).toFixed(1)} KiB as run)`,
	)
} catch (error) {
	console.error(`[bench:pocket] ${error instanceof Error ? error.message : error}`)
	if (server) console.error(server.log().slice(-2000))
	process.exitCode = 1
} finally {
	await browser?.close()
	await server?.stop()
}
