// Renders the SVG illustrations in assets/ to small AVIF and WebP files in public/images/, renders
// the PNG icons from the hand-written SVG emblems, draws the link-preview pictures (share-*.jpg)
// and writes app/features/media/image-manifest.ts.
// Run with `npm run images` after editing a drawing; the outputs are committed, the site never runs
// this script. The output depends only on the SVG sources, the settings below and the sharp/libvips
// version, so running it twice gives the same bytes and an unchanged file is not rewritten.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const assetsDir = path.join(root, 'assets')
const outDir = path.join(root, 'public/images')
const manifestFile = path.join(root, 'app/features/media/image-manifest.ts')

const KB = 1024

// Raster illustrations. `widths` are the rendered widths (used for srcset); `saveData`, widths
// rendered as well and offered instead of them with `Save-Data: on`. Qualities were tuned by
// eye and for size: flat drawings survive moderate AVIF quality well, and full-resolution chroma
// (4:4:4) keeps edges between saturated colours (flag, clothes) clean for a few percent more bytes.
// `budget` holds upper limits in bytes for the AVIF file at a given width; WebP may be 1.5 times
// as large. The script exits with an error when a limit is exceeded.
const NEWS_WIDTHS = [200, 400, 700, 800]
// The 640 must come in the first ten TCP segments with its response headers (14 KB).
const NEWS_BUDGET = { 200: 4 * KB, 400: 12 * KB, 700: 14 * KB }
const illustrations = [
	{
		name: 'hero',
		widths: [640, 1024, 1600],
		// Rendered too, but offered only to a reader saving data (decision 057): a phone takes
		// the 640 anyway, so the smallest width saved that reader nothing; under the hero's dark
		// veil the 320 reads as a softer copy. Not in the page's srcset otherwise, whose bytes
		// (the home page is within its first flight by a few dozen) stay as they were.
		saveData: [320],
		avif: 60,
		webp: 80,
		budget: { 320: 6 * KB, 640: 25 * KB, 1600: 70 * KB },
	},
	{ name: 'mayor', widths: [320, 640], avif: 62, webp: 80, budget: { 320: 12 * KB } },
	// News pictures: 200 for a phone's list thumbnail (7rem at a 1.75 screen), 400 for a wide
	// screen's card, 700 for an article on a phone (a 360-412 px screen less its margins at 1.75
	// or 2 needs 656-665; browsers take the smallest file at least that wide, so a 640 was never
	// chosen, and the 800 was a second round trip on slow data, issue 34), 800 for a wide screen.
	// The busiest drawing: at AVIF 58 its 700 was 17 KB; at 46 it is under the budget and looked
	// the same side by side at the phone's size (WebP, for the few browsers without AVIF, likewise).
	{ name: 'news-festival', widths: NEWS_WIDTHS, avif: 46, webp: 74, budget: NEWS_BUDGET },
	{
		name: 'news-community-centre',
		widths: NEWS_WIDTHS,
		avif: 58,
		webp: 80,
		budget: NEWS_BUDGET,
	},
	{ name: 'news-roads', widths: NEWS_WIDTHS, avif: 58, webp: 80, budget: NEWS_BUDGET },
	{ name: 'news-market', widths: NEWS_WIDTHS, avif: 58, webp: 80, budget: NEWS_BUDGET },
	{ name: 'cabinet-sample', widths: [160, 320], avif: 62, webp: 80, budget: { 160: 6 * KB } },
]

// PNG icons rendered from the hand-written SVGs in public/images/.
const icons = [
	// iOS shows transparent areas as black, so the emblem sits on a light square with some margin.
	{
		file: 'apple-touch-icon.png',
		source: 'logo.svg',
		size: 180,
		inner: 144,
		background: '#fdf8ec',
	},
	{ file: 'favicon-32.png', source: 'favicon.svg', size: 32, inner: 32, background: null },
]

const WEBP_ALLOWANCE = 1.5

// Link-preview pictures (og:image), one per kind of page, 1200x630 JPEG (what every network and
// messaging app shows). Drawn from the illustrations and the emblem, with no text: no fonts are
// needed to build them, and the page title travels beside the picture anyway. The kinds match
// `shareKinds` in app/features/feeds/seo.ts; `icon` is a lucide icon in a white disc under the emblem;
// `position` keeps the subject of a wide drawing in the crop.
const share = {
	width: 1200,
	height: 630,
	panel: 420,
	quality: 78,
	budget: 80 * KB,
	emblem: 'logo.svg',
	kinds: [
		{ kind: 'home', drawing: 'hero', position: 'right' },
		{ kind: 'page', drawing: 'news-community-centre', icon: 'landmark' },
		{ kind: 'news', drawing: 'news-market', icon: 'newspaper' },
		{ kind: 'events', drawing: 'news-festival', icon: 'calendar-days' },
		{ kind: 'programs', drawing: 'news-roads', icon: 'clipboard-list' },
		{ kind: 'help', drawing: 'hero', position: 'right', icon: 'circle-help' },
	],
}
const PRIMARY = '#0b6e4f'
const ACCENT = '#fcd116'

/** Intrinsic design size of an SVG, from its width/height attributes or its viewBox. */
function svgSize(svg, file) {
	const tag = svg.match(/<svg\b[^>]*>/)?.[0] ?? ''
	const attr = (name) => tag.match(new RegExp(`\\s${name}="([\\d.]+)"`))?.[1]
	let width = Number(attr('width'))
	let height = Number(attr('height'))
	if (!width || !height) {
		const box = tag
			.match(/viewBox="([^"]+)"/)?.[1]
			.trim()
			.split(/[\s,]+/)
			.map(Number)
		if (box?.length === 4) [width, height] = [box[2], box[3]]
	}
	if (!width || !height) throw new Error(`${file}: cannot read the drawing size`)
	return { width, height }
}

/** Rasterise an SVG at exactly width x height, rendering the vectors at that size (no upscaling). */
function rasterise(svg, design, width, height) {
	const density = (72 * width) / design.width
	return sharp(svg, { density }).resize(width, height, { fit: 'fill' })
}

/** Write a file only when its bytes differ, so re-running leaves timestamps and git alone. */
function writeIfChanged(file, data) {
	if (fs.existsSync(file) && fs.readFileSync(file).equals(data)) return false
	fs.writeFileSync(file, data)
	return true
}

const rel = (file) => path.relative(root, file)
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`
const hex = (n) => Math.round(n).toString(16).padStart(2, '0')

async function renderIllustration(item, rows, problems) {
	const sourceFile = path.join(assetsDir, `${item.name}.svg`)
	const svg = fs.readFileSync(sourceFile)
	const design = svgSize(svg.toString('utf8'), rel(sourceFile))

	for (const width of [...(item.saveData ?? []), ...item.widths]) {
		const height = Math.round((width * design.height) / design.width)
		// Illustrations are opaque: drop the alpha channel, it only costs bytes.
		const pixels = await rasterise(svg, design, width, height)
			.flatten({ background: '#ffffff' })
			.raw()
			.toBuffer({ resolveWithObject: true })
		const image = () => sharp(pixels.data, { raw: pixels.info })

		const avif = await image()
			.avif({ quality: item.avif, effort: 6, chromaSubsampling: '4:4:4' })
			.toBuffer()
		const webp = await image()
			.webp({ quality: item.webp, effort: 6, smartSubsample: true })
			.toBuffer()

		const base = path.join(outDir, `${item.name}-${width}`)
		const changed = [writeIfChanged(`${base}.avif`, avif), writeIfChanged(`${base}.webp`, webp)]

		const limit = item.budget[width]
		let status = ''
		if (limit) {
			const over = []
			if (avif.length > limit) over.push(`avif > ${kb(limit)}`)
			if (webp.length > limit * WEBP_ALLOWANCE) over.push(`webp > ${kb(limit * WEBP_ALLOWANCE)}`)
			status = over.length ? `OVER (${over.join(', ')})` : `ok (avif <= ${kb(limit)})`
			if (over.length) problems.push(`${item.name}-${width}: ${over.join(', ')}`)
		}
		rows.push([
			`${item.name}-${width}`,
			`${width}x${height}`,
			kb(avif.length),
			kb(webp.length),
			changed.some(Boolean) ? 'written' : 'unchanged',
			status,
		])
	}

	// Average colour of the drawing, for a background while the image loads.
	const { channels } = await rasterise(
		svg,
		design,
		64,
		Math.round((64 * design.height) / design.width),
	)
		.flatten({ background: '#ffffff' })
		.stats()
	const color = `#${channels
		.slice(0, 3)
		.map((c) => hex(c.mean))
		.join('')}`

	removeStaleWidths(item)
	return { ...design, widths: item.widths, saveData: item.saveData, color }
}

/** Delete renders of this illustration at widths that are no longer configured. */
function removeStaleWidths(item) {
	const pattern = new RegExp(`^${item.name}-(\\d+)\\.(avif|webp)$`)
	for (const file of fs.readdirSync(outDir)) {
		const match = file.match(pattern)
		if (match && ![...item.widths, ...(item.saveData ?? [])].includes(Number(match[1]))) {
			fs.unlinkSync(path.join(outDir, file))
			console.log(`removed stale ${rel(path.join(outDir, file))}`)
		}
	}
}

async function renderIcon(icon, rows) {
	const sourceFile = path.join(outDir, icon.source)
	const svg = fs.readFileSync(sourceFile)
	const design = svgSize(svg.toString('utf8'), rel(sourceFile))
	let png = rasterise(svg, design, icon.inner, icon.inner)
	if (icon.background) {
		const pad = Math.round((icon.size - icon.inner) / 2)
		const emblem = await png.png().toBuffer()
		png = sharp({
			create: { width: icon.size, height: icon.size, channels: 3, background: icon.background },
		}).composite([{ input: emblem, left: pad, top: pad }])
	}
	const data = await png.png({ compressionLevel: 9, palette: true, effort: 10 }).toBuffer()
	const written = writeIfChanged(path.join(outDir, icon.file), data)
	rows.push([
		icon.file,
		`${icon.size}x${icon.size}`,
		'',
		'',
		written ? 'written' : 'unchanged',
		`png ${kb(data.length)}`,
	])
}

const lucideDir = path.join(root, 'node_modules/lucide-react/dist/esm/icons')

/** The SVG elements of a lucide icon (24x24, stroked); alias files re-export another icon. */
async function lucideElements(name) {
	const file = path.join(lucideDir, `${name}.mjs`)
	const module = await import(file)
	if (!module.__iconData) {
		const target = fs.readFileSync(file, 'utf8').match(/from '\.\/([\w-]+)\.mjs'/)
		if (!target) throw new Error(`lucide icon ${name}: no drawing found`)
		return lucideElements(target[1])
	}
	const attr = (v) => String(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;')
	return module.__iconData.node
		.map(([tag, attrs]) => {
			const list = Object.entries(attrs)
				.filter(([k]) => k !== 'key')
				.map(([k, v]) => `${k}="${attr(v)}"`)
				.join(' ')
			return `<${tag} ${list}/>`
		})
		.join('')
}

/** An illustration rasterised to cover width x height (cropped, not stretched). */
async function coverDrawing(name, width, height, position = 'centre') {
	const svg = fs.readFileSync(path.join(assetsDir, `${name}.svg`))
	const design = svgSize(svg.toString('utf8'), name)
	const scale = Math.max(width / design.width, height / design.height)
	const w = Math.ceil(design.width * scale)
	const h = Math.ceil(design.height * scale)
	const full = await rasterise(svg, design, w, h)
		.flatten({ background: '#ffffff' })
		.png()
		.toBuffer()
	return sharp(full).resize(width, height, { fit: 'cover', position }).png().toBuffer()
}

async function renderSharePicture(item, rows, problems) {
	const { width, height, panel } = share
	const drawing = await coverDrawing(item.drawing, width - panel, height, item.position)
	const emblemFile = path.join(outDir, share.emblem)
	const emblemSvg = fs.readFileSync(emblemFile)
	const emblemDesign = svgSize(emblemSvg.toString('utf8'), rel(emblemFile))
	const emblemSize = item.icon ? 220 : 280
	const emblem = await rasterise(emblemSvg, emblemDesign, emblemSize, emblemSize).png().toBuffer()
	const disc = 120
	const discY = 470
	const icon = item.icon
		? `<circle cx="${panel / 2}" cy="${discY}" r="${disc / 2}" fill="#ffffff"/>` +
			`<g transform="translate(${panel / 2 - 36} ${discY - 36}) scale(3)" fill="none" stroke="${PRIMARY}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${await lucideElements(item.icon)}</g>`
		: ''
	const panelSvg = Buffer.from(
		`<svg xmlns="http://www.w3.org/2000/svg" width="${panel}" height="${height}">` +
			`<rect width="${panel}" height="${height}" fill="${PRIMARY}"/>` +
			`<rect x="${panel - 12}" width="12" height="${height}" fill="${ACCENT}"/>` +
			`${icon}</svg>`,
	)
	const emblemTop = item.icon ? 90 : Math.round((height - emblemSize) / 2)
	const jpeg = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
		.composite([
			{ input: await sharp(panelSvg).png().toBuffer(), left: 0, top: 0 },
			{ input: emblem, left: Math.round((panel - 12 - emblemSize) / 2), top: emblemTop },
			{ input: drawing, left: panel, top: 0 },
		])
		.jpeg({ quality: share.quality, mozjpeg: true, chromaSubsampling: '4:4:4' })
		.toBuffer()
	const file = `share-${item.kind}.jpg`
	const written = writeIfChanged(path.join(outDir, file), jpeg)
	const over = jpeg.length > share.budget
	if (over) problems.push(`${file}: jpeg > ${kb(share.budget)}`)
	rows.push([
		file,
		`${width}x${height}`,
		'',
		'',
		written ? 'written' : 'unchanged',
		`${over ? 'OVER' : 'ok'} (jpeg ${kb(jpeg.length)} <= ${kb(share.budget)})`,
	])
}

function manifestSource(entries) {
	const key = (name) => (/^[a-z_$][\w$]*$/i.test(name) ? name : `'${name}'`)
	// Laid out as Prettier would (a tab counts 2, lines up to 100): the file is committed.
	const lines = entries.map(([name, e]) => {
		const fields = [
			`width: ${e.width}`,
			`height: ${e.height}`,
			`widths: [${e.widths.join(', ')}]`,
			...(e.saveData ? [`saveData: [${e.saveData.join(', ')}]`] : []),
			`color: '${e.color}'`,
		]
		const line = `\t${key(name)}: { ${fields.join(', ')} },`
		if (line.length + 1 <= 100) return line
		return [`\t${key(name)}: {`, ...fields.map((f) => `\t\t${f},`), '\t},'].join('\n')
	})
	return [
		'// Generated by scripts/images.js — do not edit by hand.',
		'// width/height: intrinsic size of the drawing (for <img> width/height attributes);',
		'// widths: rendered files /images/<name>-<width>.avif and .webp; color: average colour;',
		'// saveData: rendered files offered instead of `widths` to a reader saving data.',
		'export const imageManifest = {',
		...lines,
		'} as const',
		'',
		'export type ImageName = keyof typeof imageManifest',
		'',
	].join('\n')
}

function printTable(rows) {
	const head = ['image', 'size', 'avif', 'webp', 'file', 'budget']
	const all = [head, ...rows]
	const widths = head.map((_, i) => Math.max(...all.map((r) => r[i].length)))
	const right = new Set([2, 3])
	const line = (r) =>
		r
			.map((c, i) => (right.has(i) ? c.padStart(widths[i]) : c.padEnd(widths[i])))
			.join('  ')
			.trimEnd()
	console.log(line(head))
	console.log(widths.map((w) => '-'.repeat(w)).join('  '))
	for (const r of rows) console.log(line(r))
}

async function main() {
	fs.mkdirSync(outDir, { recursive: true })
	fs.mkdirSync(path.dirname(manifestFile), { recursive: true })

	const rows = []
	const problems = []
	const entries = []
	for (const item of illustrations) {
		entries.push([item.name, await renderIllustration(item, rows, problems)])
	}
	for (const icon of icons) await renderIcon(icon, rows)
	for (const item of share.kinds) await renderSharePicture(item, rows, problems)

	const manifestWritten = writeIfChanged(manifestFile, Buffer.from(manifestSource(entries)))

	printTable(rows)
	console.log(`\n${rel(manifestFile)} ${manifestWritten ? 'written' : 'unchanged'}`)
	if (problems.length) {
		console.error(`\nSize budget exceeded:\n  ${problems.join('\n  ')}`)
		process.exitCode = 1
	}
}

await main()
