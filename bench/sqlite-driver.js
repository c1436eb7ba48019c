// `node bench/sqlite-driver.js`: the two SQLite drivers this site could use on Node 22 and 24,
// better-sqlite3 and Node's built-in node:sqlite, on the kinds of statement a page runs (one row by
// key, a short list, a count with a join) and on the writes staff make (one transaction each).
// Prints operations per second for each, side by side, with the load average (decision 042).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'

const { DatabaseSync } = await import('node:sqlite').catch(() => ({}))

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-driver-'))
const ROWS = 2000

const schema = `
	create table page (id integer primary key, slug text unique not null, title text not null,
		body text not null, state text not null, updated_at text not null);
	create table tag (page_id integer not null references page(id), name text not null);
	create index tag_page on tag(page_id);`

function fill(exec, insert, tagInsert) {
	exec('begin immediate')
	for (let id = 1; id <= ROWS; id++) {
		insert(
			id,
			`page-${id}`,
			`Title ${id}`,
			'x'.repeat(400 + (id % 300)),
			id % 5 ? 'published' : 'draft',
		)
		tagInsert(id, `tag-${id % 17}`)
	}
	exec('commit')
}

const statements = {
	byKey: 'select id, slug, title, body, state, updated_at from page where slug = ?',
	list: "select id, slug, title, updated_at from page where state = 'published' order by id desc limit 20 offset ?",
	count: 'select count(*) as n from page join tag on tag.page_id = page.id where tag.name = ?',
	write: 'update page set title = ?, updated_at = ? where id = ?',
}

function measure(label, run) {
	// Warm up, then as many rounds as fit in ~700 ms.
	for (let i = 0; i < 500; i++) run(i)
	const started = process.hrtime.bigint()
	let count = 0
	while (Number(process.hrtime.bigint() - started) < 700e6) {
		for (let i = 0; i < 200; i++) run(count + i)
		count += 200
	}
	const seconds = Number(process.hrtime.bigint() - started) / 1e9
	return { label, perSecond: Math.round(count / seconds) }
}

/** The same statements on one driver's connection (both have exec and prepare → run/get/all). */
function run(db) {
	db.exec('pragma journal_mode = WAL; pragma synchronous = NORMAL')
	db.exec(schema)
	const insert = db.prepare('insert into page values (?, ?, ?, ?, ?, ?)')
	const tag = db.prepare('insert into tag values (?, ?)')
	fill(
		(s) => db.exec(s),
		(...a) => insert.run(...a, new Date().toISOString()),
		(...a) => tag.run(...a),
	)
	const byKey = db.prepare(statements.byKey)
	const list = db.prepare(statements.list)
	const count = db.prepare(statements.count)
	const write = db.prepare(statements.write)
	const begin = db.prepare('begin immediate')
	const commit = db.prepare('commit')
	const results = [
		measure('one row by key', (i) => byKey.get(`page-${(i % ROWS) + 1}`)),
		measure('list of 20', (i) => list.all(i % 50)),
		measure('count with a join', (i) => count.get(`tag-${i % 17}`)),
		measure('write in its own transaction', (i) => {
			begin.run()
			write.run(`T ${i}`, '2026-11-27', (i % ROWS) + 1)
			commit.run()
		}),
	]
	db.close()
	return results
}

console.log(
	`[bench:sqlite] Node ${process.version}, load average ${os
		.loadavg()
		.map((n) => n.toFixed(2))
		.join(' ')} (${os.cpus().length} CPUs)`,
)
const better = run(new SQLite(path.join(folder, 'better.db')))
const builtIn = DatabaseSync ? run(new DatabaseSync(path.join(folder, 'node.db'))) : undefined
console.log(
	`${'statement'.padEnd(30)} ${'better-sqlite3'.padStart(16)} ${'node:sqlite'.padStart(16)}   ratio`,
)
for (const [i, row] of better.entries()) {
	const other = builtIn?.[i]
	console.log(
		`${row.label.padEnd(30)} ${`${row.perSecond.toLocaleString('en')}/s`.padStart(16)} ${(other ? `${other.perSecond.toLocaleString('en')}/s` : 'n/a').padStart(16)}   ${other ? (other.perSecond / row.perSecond).toFixed(2) : ''}`,
	)
}
fs.rmSync(folder, { recursive: true, force: true })
