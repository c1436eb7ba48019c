// The councils one install serves (COUNCILS=multi, decision 060): `npm run councils -- list|add|
// suspend|resume …`. Uses the built server (run `npm run build` first, or `npm start` once) and
// the same configuration as the site (DATA_DIR).
import { loadBuiltServer } from './built-server.js'

const app = await loadBuiltServer()
process.exitCode = await app.councilsCommand(process.argv.slice(2))
