import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const script = path.join(import.meta.dirname, 's3rver-process.js')

/**
 * A local S3-compatible server (s3rver, in a child process) on a free loopback port, its objects in
 * a temp folder, with one empty bucket: what the object-store tests talk to, through the real AWS
 * SDK. s3rver checks the access key id of each request but not its signature (it does not compute
 * version 4 signatures), so a test of refused credentials uses an unknown key id.
 */
export async function startS3Server(bucket = 'council-files') {
	const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'council-s3-'))
	const child = spawn(process.execPath, ['--openssl-legacy-provider', script, directory, bucket], {
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	let output = ''
	const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
	const port = await new Promise<number>((resolve, reject) => {
		const timer = setTimeout(() => reject(new Error(`s3rver did not start:\n${output}`)), 15_000)
		child.stderr.on('data', (chunk) => (output += chunk))
		child.stdout.on('data', (chunk) => {
			output += chunk
			const line = /\{"port":(\d+)\}/.exec(output)
			if (line) {
				clearTimeout(timer)
				resolve(Number(line[1]))
			}
		})
		void exited.then((code) => {
			clearTimeout(timer)
			reject(new Error(`s3rver exited (${code}) before listening:\n${output}`))
		})
	})
	const endpoint = `http://127.0.0.1:${port}`
	// s3rver's one account.
	const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
	return {
		endpoint,
		bucket,
		directory,
		/** The site's environment variables for this store. */
		env: {
			STORAGE: 's3',
			S3_BUCKET: bucket,
			S3_ENDPOINT: endpoint,
			S3_REGION: 'us-east-1',
			S3_FORCE_PATH_STYLE: 'true',
			S3_ACCESS_KEY_ID: credentials.accessKeyId,
			S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
		},
		options: { bucket, endpoint, region: 'us-east-1', forcePathStyle: true, ...credentials },
		/** Freezes the store (SIGSTOP): connections open, nothing answers, as a hung store. */
		pause: () => void child.kill('SIGSTOP'),
		/** Thaws it (SIGCONT): it answers again, the requests it took while frozen included. */
		resume: () => void child.kill('SIGCONT'),
		async stop() {
			child.kill('SIGCONT')
			if (child.exitCode === null && child.signalCode === null) {
				child.kill('SIGTERM')
				const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
				await exited
				clearTimeout(timer)
			}
			fs.rmSync(directory, { recursive: true, force: true })
		},
	}
}
