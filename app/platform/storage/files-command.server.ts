import { buffer } from 'node:stream/consumers'
import type { Env } from '#app/platform/env.server'
import { S3Storage, s3OptionsFromEnv } from './s3-storage.server'
import { localStorageOf } from './storage.server'
import type { FileStorage } from './types'

export const FILES_USAGE = `Usage: npm run files:migrate -- [--dry-run] [--to s3|local]

Copies every file (pictures, documents) from the folder DATA_DIR/uploads to the object store
that STORAGE=s3 and the S3_ variables name (--to s3, the default), or back from that store to
the folder (--to local). A file already at the destination with the same size is left alone,
so the command can run again (after the site restarts on the new store, to catch files uploaded
meanwhile). Nothing is deleted from the source.

  --dry-run   only count what would be copied`

export interface CopyReport {
	copied: number
	skipped: number
	failed: { key: string; error: string }[]
}

type Say = (line: string) => void

/**
 * Copies every object of one store to another, `parallel` at a time. An object the destination
 * already holds with the same size is skipped (keys are chosen by the server and never reused for
 * other bytes); each copy is checked by its size at the destination afterwards.
 */
export async function copyFiles(
	from: FileStorage,
	to: FileStorage,
	options: { dryRun?: boolean; parallel?: number; say?: Say } = {},
): Promise<CopyReport> {
	const say = options.say ?? (() => {})
	const report: CopyReport = { copied: 0, skipped: 0, failed: [] }
	const copyOne = async (key: string) => {
		try {
			const source = await from.head(key)
			if (!source) return // deleted since it was listed
			const there = await to.head(key)
			if (there?.size === source.size) {
				report.skipped++
				return
			}
			if (options.dryRun) {
				report.copied++
				say(`would copy ${key} (${source.size} bytes)`)
				return
			}
			const body = await from.read(key)
			if (!body) return
			const bytes = await buffer(body)
			if (bytes.length !== source.size)
				throw new Error(`read ${bytes.length} bytes, expected ${source.size}`)
			await to.put(key, bytes, source.contentType)
			const written = await to.head(key)
			if (written?.size !== source.size)
				throw new Error(`the destination holds ${written?.size ?? 'nothing'} bytes after writing`)
			report.copied++
		} catch (error) {
			report.failed.push({ key, error: error instanceof Error ? error.message : String(error) })
		}
	}
	const running = new Set<Promise<void>>()
	for await (const key of from.list()) {
		const task = copyOne(key).finally(() => running.delete(task))
		running.add(task)
		if (running.size >= (options.parallel ?? 4)) await Promise.race(running)
	}
	await Promise.all(running)
	return report
}

/**
 * `npm run files:migrate`: copies the files between the local folder and the object store, says
 * what it did, and exits non-zero if anything failed (scripts/files.js).
 */
export async function runFilesCommand(
	argv: string[],
	env: Env,
	say: Say = (line) => console.log(line),
): Promise<number> {
	const args = [...argv]
	if (args[0] === 'migrate') args.shift()
	let dryRun = false
	let direction: 's3' | 'local' = 's3'
	for (let i = 0; i < args.length; i++) {
		const arg = args[i]
		if (arg === '--dry-run') dryRun = true
		else if (arg === '--to') {
			const to = args[++i]
			if (to !== 's3' && to !== 'local') {
				say(`--to takes s3 or local, not ${to === undefined ? 'nothing' : JSON.stringify(to)}`)
				return 2
			}
			direction = to
		} else if (arg === '--help' || arg === '-h') {
			say(FILES_USAGE)
			return 0
		} else {
			say(`Unknown argument: ${arg}\n\n${FILES_USAGE}`)
			return 2
		}
	}
	if (env.STORAGE !== 's3') {
		say(
			'There is no object store to copy to or from: STORAGE is local. Run the command with ' +
				'STORAGE=s3 and the S3_ variables of the store (S3_BUCKET, and S3_ENDPOINT, ' +
				'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE as needed), the same as ' +
				'the site will run with. See "Files: one machine or several" in the README.',
		)
		return 2
	}
	const local = localStorageOf(env)
	const s3 = new S3Storage(s3OptionsFromEnv(env))
	try {
		await s3.check()
		const [from, to] = direction === 's3' ? [local, s3] : [s3, local]
		const where = (s: FileStorage) =>
			s === local
				? `the folder ${local.dir}`
				: `the object store (bucket ${s3.options.bucket}${s3.options.prefix ? `, under ${s3.options.prefix}` : ''})`
		say(`${dryRun ? 'Checking' : 'Copying'} files from ${where(from)} to ${where(to)}…`)
		const report = await copyFiles(from, to, { dryRun, say })
		for (const { key, error } of report.failed) say(`failed: ${key}: ${error}`)
		say(
			`${dryRun ? 'would copy' : 'copied'} ${report.copied}, ` +
				`already there ${report.skipped}, failed ${report.failed.length}`,
		)
		return report.failed.length ? 1 : 0
	} catch (error) {
		say(`Could not copy the files: ${error instanceof Error ? error.message : error}`)
		return 1
	} finally {
		await s3.close()
	}
}
