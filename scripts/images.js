// Renders the SVG illustrations in assets/ to small AVIF and WebP files in public/images/, renders
// the PNG icons from the hand-written SVG emblems, and writes app/content/image-manifest.ts.
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
const manifestFile = path.join(root, 'app/content/image-manifest.ts')

const KB = 1024

// Raster illustrations. `widths` are the rendered widths (used for srcset). Qualities were tuned by
// eye and for size: flat drawings survive moderate AVIF quality well, and full-resolution chroma
// (4:4:4) keeps edges between saturated colours (flag, clothes) clean for a few percent more bytes.
// `budget` holds upper limits in bytes for the AVIF file at a given width; WebP may be 1.5 times
// as large. The script exits with an error when a limit is exceeded.
const illustrations = [
	{
		name: 'hero',
		widths: [640, 1024, 1600],
		avif: 60,
		webp: 80,
		budget: { 640: 25 * KB, 1600: 70 * KB },
	},
	{ name: 'mayor', widths: [320, 640], avif: 62, webp: 80, budget: { 320: 12 * KB } },
	{ name: 'news-festival', widths: [400, 800], avif: 58, webp: 80, budget: { 400: 12 * KB } },
	{
		name: 'news-community-centre',
		widths: [400, 800],
		avif: 58,
		webp: 80,
		budget: { 400: 12 * KB },
	},
	{ name: 'news-roads', widths: [400, 800], avif: 58, webp: 80, budget: { 400: 12 * KB } },
	{ name: 'news-market', widths: [400, 800], avif: 58, webp: 80, budget: { 400: 12 * KB } },
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

	for (const width of item.widths) {
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
	return { ...design, widths: item.widths, color }
}

/** Delete renders of this illustration at widths that are no longer configured. */
function removeStaleWidths(item) {
	const pattern = new RegExp(`^${item.name}-(\\d+)\\.(avif|webp)$`)
	for (const file of fs.readdirSync(outDir)) {
		const match = file.match(pattern)
		if (match && !item.widths.includes(Number(match[1]))) {
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

function manifestSource(entries) {
	const key = (name) => (/^[a-z_$][\w$]*$/i.test(name) ? name : `'${name}'`)
	const lines = entries.map(
		([name, e]) =>
			`\t${key(name)}: { width: ${e.width}, height: ${e.height}, widths: [${e.widths.join(', ')}], color: '${e.color}' },`,
	)
	return [
		'// Generated by scripts/images.js — do not edit by hand.',
		'// width/height: intrinsic size of the drawing (for <img> width/height attributes);',
		'// widths: rendered files /images/<name>-<width>.avif and .webp; color: average colour.',
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

	const manifestWritten = writeIfChanged(manifestFile, Buffer.from(manifestSource(entries)))

	printTable(rows)
	console.log(`\n${rel(manifestFile)} ${manifestWritten ? 'written' : 'unchanged'}`)
	if (problems.length) {
		console.error(`\nSize budget exceeded:\n  ${problems.join('\n  ')}`)
		process.exitCode = 1
	}
}

await main()
