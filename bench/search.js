// `npm run bench:search`: how long the site search takes, over the relevance table's queries
// (tests/support/search-relevance.json), on the sample council plus 1,000 generated news articles
// in both languages. A measuring tool, not a test: it prints figures and has no target to pass or
// fail. It exits 1 only when something did not work (a response other than 200, the generated
// articles never found). See README.md.
//
//   node bench/search.js [--rounds N] [--extra N] [--build]
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import Database from 'better-sqlite3'
import { spawnServer } from '../scripts/spawn-server.js'
import { ensureBuild, root } from './build.js'

function parseArgs(argv) {
	const options = { rounds: 20, extra: 1000, build: false }
	for (let i = 0; i < argv.length; i++) {
		const [name, inline] = argv[i].split('=')
		const value = () => Number(inline ?? argv[++i])
		if (name === '--rounds') options.rounds = value()
		else if (name === '--extra') options.extra = value()
		else if (name === '--build') options.build = true
		else {
			console.error('usage: node bench/search.js [--rounds N] [--extra N] [--build]')
			process.exit(2)
		}
	}
	if (!Number.isInteger(options.rounds) || options.rounds < 1) throw new Error('--rounds ≥ 1')
	if (!Number.isInteger(options.extra) || options.extra < 0) throw new Error('--extra ≥ 0')
	return options
}

// Words the generated articles are made of: council life in both languages, so that the queries
// of the table find them too and have to rank them against the real pages.
const words = {
	en: 'council market road water school health clinic youth farmers budget meeting quarter chief festival permit licence tax certificate birth marriage bridge borehole rain season cocoa palm oil training women cooperative football election registry office mayor cabinet project works repair drainage electricity solar lamps community hall library bus taxi park cleaning waste'.split(
		' ',
	),
	fr: 'commune marché route eau école santé centre jeunes agriculteurs budget réunion quartier chef festival permis licence impôt acte naissance mariage pont forage pluie saison cacao huile palme formation femmes coopérative football élection registre bureau maire cabinet projet travaux réparation drainage électricité lampes solaires salle bibliothèque bus taxi parc nettoyage déchets'.split(
		' ',
	),
}

function sentence(random, lang, n) {
	const list = words[lang]
	const out = Array.from({ length: n }, () => list[Math.floor(random() * list.length)])
	out[0] = out[0][0].toUpperCase() + out[0].slice(1)
	return `${out.join(' ')}.`
}

/** A small seeded generator, so every run indexes the same articles. */
function seeded(seed) {
	let s = seed >>> 0
	return () => {
		s = (s * 1664525 + 1013904223) >>> 0
		return s / 2 ** 32
	}
}

function addNews(dbFile, count) {
	const db = new Database(dbFile)
	const random = seeded(42)
	const insert = db.prepare(
		`insert into news (slug, title_en, title_fr, content_en, content_fr, image, status, published_at, created_at, updated_at)
		 values (?, ?, ?, ?, ?, null, 'published', ?, ?, ?)`,
	)
	const day = (i) => new Date(Date.UTC(2020, 0, 1) + i * 86_400_000 * 2).toISOString().slice(0, 10)
	db.transaction(() => {
		for (let i = 0; i < count; i++) {
			const body = (lang) =>
				Array.from({ length: 6 }, () =>
					sentence(random, lang, 12 + Math.floor(random() * 10)),
				).join(' ')
			const d = day(i)
			insert.run(
				`bench-${i}-${crypto.randomBytes(3).toString('hex')}`,
				sentence(random, 'en', 6).slice(0, -1),
				sentence(random, 'fr', 6).slice(0, -1),
				body('en'),
				body('fr'),
				d,
				`${d}T08:00:00.000Z`,
				`${d}T08:00:00.000Z`,
			)
		}
		// Staff changes are logged; the search notices the new version and rebuilds its index.
		db.prepare(
			`insert into activity_log (action, item_type, item_id, item_title, actor, kind, ip, created_at)
			 values ('created', 'news', null, 'bench articles', 'bench', 'content', null, ?)`,
		).run(new Date().toISOString())
	})()
	db.close()
}

const percentile = (sorted, p) =>
	sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const ms = (v) => `${v.toFixed(1)} ms`

async function timed(url) {
	const started = performance.now()
	const response = await fetch(url)
	const body = await response.text()
	const total = performance.now() - started
	if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`)
	const engine = Number(
		/search;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1],
	)
	return { total, engine, body }
}

async function main() {
	const options = parseArgs(process.argv.slice(2))
	const table = JSON.parse(
		fs.readFileSync(path.join(root, 'tests/support/search-relevance.json'), 'utf8'),
	)
	ensureBuild(options.build, 'bench:search')
	const server = await spawnServer({ prefix: 'council-bench-search-' })
	try {
		addNews(path.join(server.dataDir, 'council.db'), options.extra)
		// The first search after the change waits for the rebuild (at most one check interval later).
		const probe = `${server.origin}/search?q=${encodeURIComponent('borehole cocoa')}`
		let rebuild
		const deadline = Date.now() + 30_000
		for (;;) {
			const r = await timed(probe)
			if (/bench-/.test(r.body) || options.extra === 0) {
				rebuild = r
				break
			}
			if (Date.now() > deadline) throw new Error('the generated articles were never found')
			await new Promise((resolve) => setTimeout(resolve, 250))
		}
		const url = (row) =>
			`${server.origin}${row.locale === 'fr' ? '/fr' : ''}/search?q=${encodeURIComponent(row.query)}`
		for (const row of table) await timed(url(row)) // warm-up
		const totals = []
		const engines = []
		for (let round = 0; round < options.rounds; round++) {
			for (const row of table) {
				const r = await timed(url(row))
				totals.push(r.total)
				engines.push(r.engine)
			}
		}
		totals.sort((a, b) => a - b)
		engines.sort((a, b) => a - b)
		console.log(
			`[bench:search] ${table.length} queries × ${options.rounds} rounds, sample council + ${options.extra} generated news (SQLite)`,
		)
		console.log(
			`  first search after adding them (index rebuilt): ${ms(rebuild.total)} (index ${ms(rebuild.engine)})`,
		)
		console.log(
			`  index only (Server-Timing "search"): p50 ${ms(percentile(engines, 50))}, p95 ${ms(percentile(engines, 95))}, max ${ms(engines.at(-1))}`,
		)
		console.log(
			`  whole request (GET /search?q=…, HTML page): p50 ${ms(percentile(totals, 50))}, p95 ${ms(percentile(totals, 95))}, max ${ms(totals.at(-1))}`,
		)
	} finally {
		await server.stop()
	}
}

main().catch((error) => {
	console.error(`[bench:search] ${error.message}`)
	process.exit(1)
})
