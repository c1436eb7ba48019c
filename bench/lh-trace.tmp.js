import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_FLAGS } from '../scripts/chromium.js'
import { spawnServer } from '../scripts/spawn-server.js'
const server = await spawnServer({ prefix: 'council-probe-' })
const p = process.argv[2]
const url = server.origin + p
await fetch(url)
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'probe-chrome-'))
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS], userDataDir: profile, logLevel: 'silent' })
const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
await chrome.kill()
const trace = result.artifacts.Trace ?? result.artifacts.traces?.defaultPass
const events = trace.traceEvents
// main renderer thread: find CrRendererMain
const main = events.find(e => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' )
const mains = events.filter(e => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(e => `${e.pid}:${e.tid}`)
const nav = events.find(e => e.name === 'navigationStart' )
const t0 = nav?.ts ?? 0
for (const key of mains) {
  const [pid, tid] = key.split(':').map(Number)
  const tasks = events.filter(e => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur > 3000)
  if (!tasks.length) continue
  console.log('thread', key, 'events >3ms', tasks.length)
  for (const t of tasks.sort((a,b)=>a.ts-b.ts).slice(0,80)) console.log(((t.ts - t0)/1000).toFixed(1).padStart(8), (t.dur/1000).toFixed(1).padStart(7), t.name, JSON.stringify(t.args?.data?.url ?? t.args?.data?.type ?? '').slice(0,60))
}
await server.stop()
