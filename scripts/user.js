// Staff accounts from the command line: `npm run user -- create|reset-password|list …`.
// Uses the built server (run `npm run build` first, or `npm start` once) and the same
// configuration as the site (DATA_DIR or DATABASE_URL).
import { loadBuiltServer } from './built-server.js'

const app = await loadBuiltServer()
process.exitCode = await app.userCommand(process.argv.slice(2))
