// A real council's first run: `npm run setup -- --name "…" --name-fr "…" --short-name …` writes the
// council's identity, and prepares the database without the sample council (the standard pages are
// written as a skeleton marked "to be written"). Uses the built server (run `npm run build` first,
// or `npm start` once) and the same configuration as the site (DATA_DIR or DATABASE_URL).
import { loadBuiltServer } from './built-server.js'

const app = await loadBuiltServer()
process.exitCode = await app.setupCommand(process.argv.slice(2))
