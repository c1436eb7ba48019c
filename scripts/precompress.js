// Writes .br and .gz beside every text asset of the client build, at maximum compression, so the
// server sends phones the smallest files without compressing on each request.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const dir = path.resolve('build/client')
const textFile = /\.(js|mjs|css|svg|json|txt|xml|html|webmanifest)$/i
let count = 0

function walk(current) {
	for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
		const full = path.join(current, entry.name)
		if (entry.isDirectory()) walk(full)
		else if (textFile.test(entry.name)) compress(full)
	}
}

function compress(file) {
	const data = fs.readFileSync(file)
	if (data.length < 512) return
	const br = zlib.brotliCompressSync(data, {
		params: {
			[zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
			[zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
		},
	})
	const gz = zlib.gzipSync(data, { level: 9 })
	fs.writeFileSync(`${file}.br`, br)
	fs.writeFileSync(`${file}.gz`, gz)
	count++
}

if (fs.existsSync(dir)) {
	walk(dir)
	console.log(`precompress: wrote .br and .gz for ${count} files in build/client`)
}
