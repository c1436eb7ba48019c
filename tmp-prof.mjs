import { chromium } from '@playwright/test'
import { spawnServer } from '/work/main/scripts/spawn-server.js'
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from '/work/main/scripts/chromium.js'
const s = await spawnServer({ copyFrom: '/tmp/seeded' })
const browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, '--process-per-site'] })
const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } })
const page = await ctx.newPage()
const cdp = await ctx.newCDPSession(page)
await cdp.send('Performance.enable')
const paths = (process.env.PATHS ?? '/,/news,/fr,/events,/government/meet-mayor').split(',')
for (const p of paths) { await page.goto(s.origin + p); await page.locator('html[data-hydrated="true"]').waitFor() }
const sum = {}
for (let r = 0; r < 3; r++) for (const p of paths) { await page.goto(s.origin + p); await page.locator('html[data-hydrated="true"]').waitFor(); await page.waitForTimeout(300)
  const m = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map(m => [m.name, m.value]))
  for (const k of ['TaskDuration','ScriptDuration','V8CompileDuration','LayoutDuration','RecalcStyleDuration','TaskOtherDuration']) { sum[p] ??= {}; sum[p][k] = (sum[p][k] ?? 0) + m[k] / 3 }
  sum[p].nodes = m.Nodes; sum[p].heap = m.JSHeapUsedSize / 1e6 }
for (const [p, v] of Object.entries(sum)) console.log(p, Object.entries(v).map(([k, x]) => `${k.replace('Duration','')}=${k.endsWith('Duration') ? (x*1000).toFixed(0)+'ms' : x.toFixed(0)}`).join(' '))
const m1 = {}
console.log('JSHeapUsedSize', (m1.JSHeapUsedSize/1e6).toFixed(1), 'MB', 'Nodes', m1.Nodes)
await browser.close(); await s.stop()
