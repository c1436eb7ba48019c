// The repository's sample nginx configuration (deploy/nginx/council.conf), made to run here: its
// lines marked `# test: …` are pointed at these instances, a loopback port and a temp folder;
// everything else is as a council would install it. Used by the tests of several instances
// (tests/support/nginx.ts) and by `npm run bench:load`.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const SAMPLE_CONFIG = path.resolve(
	path.dirname(fileURLToPath(import.meta.url)),
	'../deploy/nginx/council.conf',
)

/**
 * `cache: false` turns the shared page cache off (a test that looks at which instance answered
 * each request); every answer says which instance gave it (`X-Upstream`).
 * @param {string} sample the sample file's text
 * @param {{ upstreams: string[], port: number, dir: string, cache?: boolean }} options
 */
export function sampleConfig(sample, options) {
	let upstreamsWritten = false
	const lines = sample.split('\n').flatMap((line) => {
		const mark = /;\s*#\s*test:\s*(.+)$/.exec(line)?.[1]?.trim()
		const indent = /^\s*/.exec(line)[0]
		if (mark === 'upstreams') {
			if (upstreamsWritten) return []
			upstreamsWritten = true
			return options.upstreams.map((u) => `${indent}server ${u} max_fails=2 fail_timeout=5s;`)
		}
		if (mark === 'cache path')
			return [
				`${indent}proxy_cache_path ${options.dir}/cache levels=1:2 keys_zone=council:10m max_size=64m inactive=10m use_temp_path=off;`,
			]
		if (mark === 'listen') return [`${indent}listen 127.0.0.1:${options.port};`]
		if (mark === 'server name') return [`${indent}server_name 127.0.0.1 localhost;`]
		if (mark) throw new Error(`unknown test mark in ${SAMPLE_CONFIG}: ${mark}`)
		if (options.cache === false && /^\s*proxy_cache council;/.test(line))
			return [`${indent}proxy_cache off;`]
		if (/^\s*add_header X-Cache /.test(line))
			return [line, `${indent}add_header X-Upstream $upstream_addr always;`]
		return [line]
	})
	const missing = ['upstreams', 'cache path', 'listen'].filter(
		(mark) => !sample.includes(`# test: ${mark}`),
	)
	if (missing.length) throw new Error(`${SAMPLE_CONFIG} lost its test marks: ${missing.join(', ')}`)
	return lines.join('\n')
}
