import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_FLAGS } from '../scripts/chromium.js'
import { spawnServer } from '../scripts/spawn-server.js'
const server = await spawnServer({ prefix: 'council-probe-' })
const paths = process.argv.slice(2)
for (const p of paths) {
  const url = server.origin + p
  await fetch(url); await fetch(url)
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'probe-chrome-'))
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS], userDataDir: profile, logLevel: 'silent' })
  const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
  await chrome.kill()
  const a = lhr.audits
  console.log('\n==', p, 'FCP', a['first-contentful-paint'].numericValue.toFixed(0), 'LCP', a['largest-contentful-paint'].numericValue.toFixed(0), 'TBT', a['total-blocking-time'].numericValue.toFixed(0))
  console.log('breakdown', JSON.stringify(a['mainthread-work-breakdown'].details.items.map(i => [i.group, Math.round(i.duration)])))
  console.log('lcp element', JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? a['largest-contentful-paint-element']?.details?.items?.[0]).slice(0,300))
  const lb = a['largest-contentful-paint-element']?.details?.items?.[1]?.items
  console.log('lcp phases', JSON.stringify(lb))
  console.log('dom size', a['dom-size']?.numericValue)
  const m = a.metrics.details.items[0]
  console.log('observed FCP', m.observedFirstContentfulPaint, 'LCP', m.observedLargestContentfulPaint, 'TTFB?', a['server-response-time']?.numericValue)
  console.log('long tasks', JSON.stringify((a['long-tasks']?.details?.items ?? []).map(t => [t.url?.slice(-40), Math.round(t.duration), Math.round(t.startTime)])))
  fs.writeFileSync(`/tmp/lh/${p.replace(/\W/g,'_')}.json`, JSON.stringify(lhr))
}
await server.stop()
