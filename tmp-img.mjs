import { chromium } from '@playwright/test'
import { spawnServer } from '/work/main/scripts/spawn-server.js'
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from '/work/main/scripts/chromium.js'
const extra = process.argv.slice(2)
const s = await spawnServer({ copyFrom: '/tmp/seeded' })
const browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, '--process-per-site', ...extra] })
const nojs = process.env.NOJS === "1"; const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: !nojs })
const page = await ctx.newPage()
const paths = ['/', '/news', '/fr', '/events', '/fr/news', '/government/meet-mayor', '/visitors/history', '/services/birth-certificate']
const read = () => { const [u,n,sy,i,w,irq,sirq,st] = require('fs').readFileSync('/proc/stat','utf8').split('\n')[0].split(/\s+/).slice(1).map(Number); return u+n+sy+irq+sirq+st }
await page.goto(s.origin + '/')
const { readFileSync } = await import('node:fs')
const busy = () => { const f = readFileSync('/proc/stat','utf8').split('\n')[0].split(/\s+/).slice(1).map(Number); return f[0]+f[1]+f[2]+f[5]+f[6]+f[7] }
const b0 = busy(), t0 = Date.now()
for (let r = 0; r < 5; r++) for (const p of paths) { await page.goto(s.origin + p); if (!nojs) await page.locator('html[data-hydrated="true"]').waitFor() }
console.log(extra.join(' ') || '(default)', 'busy cpu-s', (busy() - b0) / 100, 'wall', (Date.now() - t0) / 1000)
await browser.close(); await s.stop()
