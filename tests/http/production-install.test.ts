import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'
import { expect, test } from 'vitest'
import { freePort } from '../../scripts/spawn-server.js'

// A production install runs every feature: the site is built (which needs the development tools),
// then copied to a scratch folder whose node_modules holds only `dependencies`
// (`npm install --omit=dev`), then started with `npm start`'s script and nothing configured. A
// staff member signs in and publishes a news article with a picture through the real form, which
// needs the image library at run time. Runs in the Vitest "http" project (no browser).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const ADMIN = { email: 'admin@mbonge-council.example', password: 'council-sample-admin-7341' }
// Development tools that must be gone after the install (each only in devDependencies).
// Workbox too: it is bundled into the pocket guide's worker (/sw.js) at build time, as Vite
// bundles the rest, and nothing imports it at run time.
const DEV_ONLY = [
	'vite',
	'vitest',
	'@playwright/test',
	'@react-router/dev',
	'eslint',
	'workbox-core',
]

function run(cmd: string, args: string[], cwd: string) {
	const result = spawnSync(cmd, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
	if (result.status !== 0)
		throw new Error(`${cmd} ${args[0]} … failed (${result.status}):\n${result.stderr}`)
	return result.stdout
}

/**
 * The project as a fresh clone plus its build, in a scratch folder. node_modules is a hard-linked
 * copy of this checkout's (cheap: no file is copied), except npm's own record of the tree, which
 * npm rewrites in place and must not write through a link into the original.
 */
function scratchInstall(dir: string) {
	const files = run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], root)
		.split('\0')
		// Files only: a deleted file is still listed until committed, and this checkout's
		// node_modules may be a link.
		.filter((f) => f && fs.lstatSync(path.join(root, f), { throwIfNoEntry: false })?.isFile())
	run('cp', ['--parents', '-p', '-t', dir, ...files], root)
	// The build is newer than every source, as after `npm run build`: `npm start` serves it as is.
	run('cp', ['-a', path.join(root, 'build'), dir], root)
	// Built here after checking out, as in a real deployment (the copy gave folders new times).
	const now = new Date()
	fs.utimesSync(path.join(dir, 'build/server/index.js'), now, now)
	const modules = fs.realpathSync(path.join(root, 'node_modules'))
	run('cp', ['-al', modules, path.join(dir, 'node_modules')], root)
	const record = path.join(dir, 'node_modules/.package-lock.json')
	fs.rmSync(record, { force: true })
	fs.copyFileSync(path.join(modules, '.package-lock.json'), record)
	run('npm', ['install', '--omit=dev', '--offline', '--no-audit', '--no-fund'], dir)
}

/** Every package the built server and the run-time scripts import by name (`node:` excluded). */
function runtimeImports(dir: string) {
	const files = [
		...fs
			.readdirSync(path.join(dir, 'build/server'), { recursive: true, encoding: 'utf8' })
			.filter((f) => f.endsWith('.js'))
			.map((f) => path.join(dir, 'build/server', f)),
		...[
			'server/index.js',
			'server/mode.js',
			'scripts/start.js',
			'scripts/user.js',
			'scripts/setup.js',
			'scripts/files.js',
			'scripts/built-server.js',
		].map((f) => path.join(dir, f)),
	].filter((f) => fs.existsSync(f))
	const names = new Set<string>()
	const pattern =
		/^\s*(?:import|export)\s+(?:[^'";]*?\s+from\s+)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/gm
	for (const file of files) {
		for (const m of fs.readFileSync(file, 'utf8').matchAll(pattern)) {
			const spec = (m[1] ?? m[2])!
			if (spec.startsWith('.') || spec.startsWith('/') || spec.startsWith('node:')) continue
			if (spec.startsWith('#')) continue
			names.add(spec)
		}
	}
	return [...names].sort()
}

test(
	'a production install (npm install --omit=dev) runs every feature, including picture uploads',
	{ timeout: 240_000 },
	async () => {
		expect(
			fs.existsSync(path.join(root, 'build/server/index.js')),
			'run `npm run build` first (npm test does)',
		).toBe(true)
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'council-production-'))
		let child: ReturnType<typeof spawn> | undefined
		let log = ''
		try {
			scratchInstall(dir)
			for (const name of DEV_ONLY)
				expect(fs.existsSync(path.join(dir, 'node_modules', name)), `${name} is installed`).toBe(
					false,
				)

			// Everything the server imports resolves in the production install.
			const imports = runtimeImports(dir)
			expect(imports).toContain('sharp')
			expect(imports).toContain('express')
			// The object store's client, loaded only when STORAGE=s3 (decision 032).
			expect(imports).toContain('@aws-sdk/client-s3')
			const check = spawnSync(
				process.execPath,
				[
					'--input-type=module',
					'-e',
					`const missing = []
for (const name of ${JSON.stringify(imports)}) {
	try { import.meta.resolve(name) } catch { missing.push(name) }
}
console.log(JSON.stringify(missing))`,
				],
				{ cwd: dir, encoding: 'utf8' },
			)
			expect(check.stderr).toBe('')
			// Vite is only imported by the development server (`--dev`).
			const missing = JSON.parse(check.stdout).filter((name: string) => name !== 'vite')
			expect.soft(missing, 'imported at run time but not installed').toEqual([])
			// The command lines load the built server with only these packages (`npm run setup`).
			const setup = spawnSync(process.execPath, ['scripts/setup.js', '--help'], {
				cwd: dir,
				encoding: 'utf8',
			})
			expect.soft(setup.status, setup.stderr).toBe(0)
			expect.soft(setup.stdout).toContain('npm run setup -- --name')
			const files = spawnSync(process.execPath, ['scripts/files.js', '--help'], {
				cwd: dir,
				encoding: 'utf8',
			})
			expect.soft(files.status, files.stderr).toBe(0)
			expect.soft(files.stdout).toContain('npm run files:migrate')

			// `npm start`'s script, with nothing configured but the port and a fresh data folder.
			const port = await freePort()
			const env: Record<string, string | undefined> = { ...process.env }
			delete env.NODE_ENV
			delete env.PUBLIC_URL
			delete env.TRUST_PROXY
			delete env.DATABASE_URL
			child = spawn(process.execPath, ['scripts/start.js'], {
				cwd: dir,
				env: { ...env, PORT: String(port), DATA_DIR: path.join(dir, 'data') },
				stdio: ['ignore', 'pipe', 'pipe'],
			})
			const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000))
			child.stdout!.on('data', keep)
			child.stderr!.on('data', keep)
			const origin = `http://localhost:${port}`
			await expect
				.poll(
					async () => {
						if (child!.exitCode !== null) throw new Error(`the server exited:\n${log}`)
						return fetch(`${origin}/healthz`).then(
							(r) => r.status,
							() => 0,
						)
					},
					{ timeout: 90_000, interval: 250 },
				)
				.toBe(200)
			expect.soft(await (await fetch(`${origin}/healthz`)).json()).toMatchObject({
				status: 'ok',
				mode: 'production',
			})
			expect.soft(log).not.toContain('building')

			// Sign in as the sample administrator (README).
			const signIn = await fetch(`${origin}/admin-dtima/login`, {
				method: 'POST',
				redirect: 'manual',
				headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
				body: new URLSearchParams({ intent: 'login', ...ADMIN }).toString(),
			})
			expect(signIn.status).toBe(302)
			const cookie = signIn.headers
				.getSetCookie()
				.map((c) => c.split(';')[0]!)
				.find((c) => c.startsWith('council_session='))
			expect(cookie).toBeTruthy()

			// The create-article form, with its hidden fields (anti-forgery token, one-time token).
			const listPath = '/admin-dtima/content/news'
			const formPage = await (
				await fetch(`${origin}${listPath}?new`, { headers: { Cookie: cookie! } })
			).text()
			const hidden = Object.fromEntries(
				[...formPage.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)].map((m) => [
					m[1]!,
					m[2]!,
				]),
			)
			expect(hidden.csrf).toBeTruthy()
			expect(hidden.token).toBeTruthy()

			const title = `Production install ${Date.now()}`
			const form = new FormData()
			for (const [name, value] of Object.entries(hidden)) form.append(name, value)
			form.set('intent', 'create')
			form.append('title_en', title)
			form.append('content_en', 'The water point at the market has been repaired.')
			form.append('title_fr', `${title} (fr)`)
			form.append('content_fr', 'Le point d’eau du marché a été réparé.')
			const picture = fs.readFileSync(path.join(root, 'public/images/share-news.jpg'))
			form.append('image', new Blob([picture], { type: 'image/jpeg' }), 'market.jpg')
			// A picture is described in each language the article is written in.
			form.append('image_alt_en', 'The repaired water point at the market.')
			form.append('image_alt_fr', 'Le point d’eau réparé du marché.')
			const created = await fetch(`${origin}${listPath}?new`, {
				method: 'POST',
				redirect: 'manual',
				headers: { Cookie: cookie!, Origin: origin },
				body: form,
			})
			expect(created.status, (await created.text()).slice(0, 2000) + log).toBe(302)
			expect(new URL(created.headers.get('location')!, origin).pathname).toBe(listPath)

			const db = new Database(path.join(dir, 'data/council.db'), { readonly: true })
			const row = db.prepare('select id, image from news where title_en = ?').get(title) as {
				id: number
				image: string
			}
			db.close()
			expect(row.image).toMatch(/^upload:[0-9a-f]{20}:/)

			const published = await fetch(`${origin}${listPath}`, {
				method: 'POST',
				redirect: 'manual',
				headers: {
					Cookie: cookie!,
					Origin: origin,
					'Content-Type': 'application/x-www-form-urlencoded',
				},
				body: new URLSearchParams({
					csrf: hidden.csrf!,
					intent: 'publish',
					id: String(row.id),
				}).toString(),
			})
			expect(published.status).toBe(302)

			// The newsroom shows it with its picture, and the picture is served.
			const newsroom = await (await fetch(`${origin}/news`)).text()
			expect(newsroom).toContain(title)
			const upload = /\/uploads\/[0-9a-f]{20}-\d+\.(?:avif|webp)/.exec(newsroom)?.[0]
			expect(upload, 'a picture from /uploads on the newsroom').toBeTruthy()
			const image = await fetch(`${origin}${upload}`)
			expect(image.status).toBe(200)
			expect(image.headers.get('content-type')).toMatch(/^image\/(avif|webp)$/)
			expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(500)
			// The pocket guide's worker, built with Workbox inside it: served whole without it.
			const worker = await fetch(`${origin}/sw.js`)
			expect(worker.status).toBe(200)
			const source = await worker.text()
			expect(source).toContain('pocket-')
			expect(source).not.toMatch(/\bfrom\s*["']workbox-|import\(\s*["']workbox-/)
		} finally {
			if (child && child.exitCode === null) {
				const exited = new Promise((resolve) => child!.once('exit', resolve))
				child.kill('SIGTERM')
				const timer = setTimeout(() => child!.kill('SIGKILL'), 15_000)
				await exited
				clearTimeout(timer)
			}
			fs.rmSync(dir, { recursive: true, force: true })
		}
	},
)
