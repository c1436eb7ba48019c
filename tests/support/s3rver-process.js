// A local S3-compatible server (s3rver) in a process of its own, for tests/support/s3-server.ts:
// `node --openssl-legacy-provider tests/support/s3rver-process.js <folder> <bucket>` prints
// {"port": N} once it listens, and stops on SIGTERM. Run apart from the tests so that OpenSSL's
// legacy provider (s3rver writes its listing continuation tokens with DES) is on for it alone.
import S3rver from 's3rver'

const [directory, bucket] = process.argv.slice(2)
if (!directory || !bucket) {
	console.error('usage: s3rver-process.js <folder> <bucket>')
	process.exit(2)
}
const server = new S3rver({
	address: '127.0.0.1',
	port: 0,
	directory,
	silent: true,
	configureBuckets: [{ name: bucket }],
})
const { port } = await server.run()
console.log(JSON.stringify({ port }))
process.on('SIGTERM', () => {
	server.close().then(
		() => process.exit(0),
		() => process.exit(1),
	)
})
