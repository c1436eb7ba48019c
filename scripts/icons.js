// Writes public/images/content-icons.svg: the icons of the information pages' cards as one SVG
// sprite, drawn from the lucide icon set the site already uses. Pages reference them with
// <svg><use href="/images/content-icons.svg#name"></svg>, so icon drawings are a cached image
// instead of JavaScript every page would have to download and run. Run `npm run icons` after
// changing the list; the output is committed.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const out = path.join(root, 'public/images/content-icons.svg')

// Our icon names (IconName in app/features/pages/types.ts) → lucide icon files.
const icons = {
	badge: 'badge-check',
	building: 'building-2',
	bus: 'bus',
	calendar: 'calendar',
	camera: 'camera',
	clipboard: 'clipboard-list',
	coins: 'coins',
	file: 'file-text',
	flame: 'flame',
	gavel: 'gavel',
	hands: 'handshake',
	heart: 'heart-handshake',
	landmark: 'landmark',
	leaf: 'leaf',
	map: 'map',
	music: 'music',
	phone: 'phone',
	rings: 'gem',
	search: 'search',
	shield: 'shield-check',
	store: 'store',
	trees: 'trees',
	trophy: 'trophy',
	truck: 'truck',
	users: 'users',
	wrench: 'wrench',
}

const escape = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;')

function element([tag, attrs]) {
	const list = Object.entries(attrs)
		.filter(([name]) => name !== 'key')
		.map(([name, value]) => `${name}="${escape(value)}"`)
		.join(' ')
	return `<${tag} ${list}/>`
}

const iconsDir = path.join(root, 'node_modules/lucide-react/dist/esm/icons')

/** The drawing of a lucide icon; an alias file only re-exports another icon, so follow it. */
async function iconData(file) {
	const modulePath = path.join(iconsDir, `${file}.mjs`)
	const module = await import(modulePath)
	if (module.__iconData) return module.__iconData
	const target = fs.readFileSync(modulePath, 'utf8').match(/from '\.\/([\w-]+)\.mjs'/)
	if (!target) throw new Error(`lucide icon ${file}: no drawing found`)
	return iconData(target[1])
}

const symbols = []
for (const [name, file] of Object.entries(icons)) {
	const data = await iconData(file)
	symbols.push(
		`<symbol id="${name}" viewBox="0 0 24 24">${data.node.map(element).join('')}</symbol>`,
	)
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`
const previous = fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : ''
if (previous === svg) console.log('content-icons.svg unchanged')
else {
	fs.writeFileSync(out, svg)
	console.log(`content-icons.svg written: ${Object.keys(icons).length} icons, ${svg.length} bytes`)
}
