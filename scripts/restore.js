// `npm run restore`: see docs/decisions/047-backups.md and the README ("Backups and restore"). Uses the
// built server (run `npm run build` first, or `npm start` once) and the site's configuration
// (DATA_DIR or DATABASE_URL, STORAGE and the S3_ variables, the BACKUP_ variables).
import { loadBuiltServer } from './built-server.js'

const app = await loadBuiltServer()
try {
	process.exitCode = await app.restoreCommand(process.argv.slice(2))
} catch (error) {
	// A configuration the site would refuse too (Invalid environment configuration: …).
	console.error(error instanceof Error ? error.message : error)
	process.exitCode = 1
}
