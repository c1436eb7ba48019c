import { spawnServer } from '/work/main/scripts/spawn-server.js'
const t0 = Date.now()
const s = await spawnServer({ prefix: 'seedtime-' })
console.log('fresh start+seed ms', Date.now() - t0)
await s.stop()
