import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { SAMPLE_CONFIG, sampleConfig } from '../../scripts/nginx-config.js'
import { freePort } from '../../scripts/spawn-server.js'

/** nginx from Debian's package, or the first one on PATH. */
export function findNginx(): string {
	if (fs.existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx'
	const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' })
	const onPath = found.stdout.trim()
	if (found.status === 0 && onPath) return onPath
	throw new Error(
		'nginx is not installed, and this test runs the site behind it as a real install does. ' +
			'Install it with `apt-get install -y nginx` (Debian; .ci/run does it on CI), then run the ' +
			'test again.',
	)
}

/**
 * nginx with the repository's sample configuration (deploy/nginx/council.conf) in front of
 * `upstreams` (host:port), on a free loopback port, with its logs, temp files, cache and pid in a
 * temp folder of its own: the reverse proxy of an install that runs several instances.
 */
export async function startNginx(upstreams: string[], options: { cache?: boolean } = {}) {
	const nginx = findNginx()
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'council-nginx-'))
	const port = await freePort()
	const conf = path.join(dir, 'nginx.conf')
	const site = sampleConfig(fs.readFileSync(SAMPLE_CONFIG, 'utf8'), {
		upstreams,
		port,
		dir,
		cache: options.cache,
	})
	fs.writeFileSync(path.join(dir, 'council.conf'), site)
	fs.writeFileSync(
		conf,
		`# Written by tests/support/nginx.ts around the sample configuration (council.conf, included).
daemon off;
# One process, run as whoever starts the test: no workers switching to another user who could not
# write the temp folder.
master_process off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
	access_log ${dir}/access.log;
	client_body_temp_path ${dir}/client_body;
	proxy_temp_path ${dir}/proxy;
	fastcgi_temp_path ${dir}/fastcgi;
	uwsgi_temp_path ${dir}/uwsgi;
	scgi_temp_path ${dir}/scgi;
	include ${dir}/council.conf;
}
`,
	)
	const child = spawn(nginx, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], {
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	let output = ''
	child.stdout.on('data', (chunk) => (output += chunk))
	child.stderr.on('data', (chunk) => (output += chunk))
	let exited = false
	const exit = new Promise<void>((resolve) =>
		child.on('exit', () => {
			exited = true
			resolve()
		}),
	)
	const origin = `http://127.0.0.1:${port}`
	const stop = async () => {
		if (!exited) {
			child.kill('SIGQUIT')
			const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
			await exit
			clearTimeout(timer)
		}
		fs.rmSync(dir, { recursive: true, force: true })
	}
	const log = () => {
		const errors = fs.existsSync(path.join(dir, 'error.log'))
			? fs.readFileSync(path.join(dir, 'error.log'), 'utf8')
			: ''
		return `${output}${errors}`.trim()
	}
	const deadline = Date.now() + 10_000
	while (Date.now() < deadline && !exited) {
		const up = await fetch(`${origin}/healthz`).then(
			(r) => r.ok,
			() => false,
		)
		if (up) return { origin, port, dir, log, stop }
		await new Promise((r) => setTimeout(r, 100))
	}
	const why = log()
	await stop()
	throw new Error(`nginx did not start (${nginx}):\n${why}`)
}
