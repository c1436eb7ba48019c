// Files between the local folder and the object store: `npm run files:migrate -- [--dry-run]
// [--to s3|local]`. Uses the built server (run `npm run build` first, or `npm start` once) and the
// same configuration as the site (DATA_DIR, STORAGE and the S3_ variables).
import { loadBuiltServer } from './built-server.js'

const app = await loadBuiltServer()
try {
	process.exitCode = await app.filesCommand(process.argv.slice(2))
} catch (error) {
	// A configuration the site would refuse too (Invalid environment configuration: …).
	console.error(error instanceof Error ? error.message : error)
	process.exitCode = 1
}
