import { Writable } from 'node:stream'
import { publicDocument } from './public-document.server'

/**
 * Load the staff area's JavaScript after the page has painted (public pages carry none of it:
 * their islands have their own loader, islands.server.ts, decision 058).
 *
 * Every page works without JavaScript, which only enhances it. Yet React Router's <Scripts> asks for
 * all of it (~118 KiB) up front: modulepreload links and a module script whose static imports start
 * downloading at once, competing with the page's own bytes on a slow connection. Measured with
 * Lighthouse's slow-4G model, that alone moves the first paint from ~1 s to ~2 s.
 *
 * This rewrites the document so the same modules are preloaded and imported once the
 * page has loaded and painted: `modulepreload` links are added then, the static `import * as routeN from "…"`
 * become `await import("…")`, and the rest of React Router's script runs unchanged after them.
 * The rewrite is exact-text, so a React Router upgrade that changes the output is caught by the unit
 * test (the unchanged document still works, just without the deferral).
 */
const PRELOAD_LINK = /^<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>$/
const SCRIPT_OPEN = /^<script nonce="[^"]*" type="module" async="">$/
const STATIC_IMPORT = /^\s*import \* as (route\d+) from ("[^"]+");\s*$/gm
/** A module imported for what it does (the route manifest, with `routeDiscovery: initial`). */
const BARE_IMPORT = /^\s*import ("[^"]+");\s*$/gm

const LINK_START = Buffer.from('<link rel="modulepreload" href="')
const LINK_END = Buffer.from('/>')
const SCRIPT_START = Buffer.from('<script nonce="')
const SCRIPT_TYPE = Buffer.from('" type="module" async="">')
const SCRIPT_END = Buffer.from('</script>')

/** The document as a string, rewritten (see `deferHydrationBytes`). */
export function deferHydration(html: string): string {
	return Buffer.concat(deferHydrationBytes(Buffer.from(html))).toString('utf8')
}

/**
 * The rewrite on the document's bytes: the links and the module script are found with `indexOf`
 * and only they are decoded, so a 140 kB page is neither decoded, scanned by regular expressions
 * nor encoded again as a whole (that took ~1.5 ms of each uncached render). Returns the pieces to
 * send, in order: slices of `html` and the rewritten script.
 */
export function deferHydrationBytes(html: Buffer): Buffer[] {
	const hrefs: string[] = []
	const cuts: Array<[number, number]> = []
	for (let at = html.indexOf(LINK_START); at !== -1; at = html.indexOf(LINK_START, at + 1)) {
		const end = html.indexOf(LINK_END, at)
		if (end === -1) break
		const link = PRELOAD_LINK.exec(html.toString('utf8', at, end + LINK_END.length))
		if (!link) continue
		hrefs.push(link[1] as string)
		cuts.push([at, end + LINK_END.length])
	}
	const script = moduleScript(html, cuts.at(-1)?.[1] ?? 0)
	if (!hrefs.length || !script) return [html]
	const imports = [...script.body.matchAll(STATIC_IMPORT)]
	if (!imports.length) return [html]
	const bare = [...script.body.matchAll(BARE_IMPORT)]
	// Those imported only for what they do come first, unnamed.
	const names = [...bare.map(() => ''), ...imports.map((m) => m[1])].join(', ')
	const specifiers = [...bare.map((m) => m[1]), ...imports.map((m) => m[2])]
		.map((specifier) => `import(${specifier})`)
		.join(', ')
	const rest = script.body.replace(STATIC_IMPORT, '').replace(BARE_IMPORT, '').replace(/^;\s*/, '')
	const deferred =
		`\n;(async () => {` +
		`await new Promise((go) => document.readyState === "complete" ? go() : addEventListener("load", () => go(), { once: true }));` +
		// …and after the frame that paints the loaded images.
		`await new Promise((go) => requestAnimationFrame(() => setTimeout(go, 0)));` +
		`for (const href of ${JSON.stringify(hrefs)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link) }` +
		`const [${names}] = await Promise.all([${specifiers}]);\n${rest}\n})();`
	const pieces: Buffer[] = []
	let from = 0
	for (const [start, end] of cuts) {
		pieces.push(html.subarray(from, start))
		from = end
	}
	pieces.push(html.subarray(from, script.bodyStart), Buffer.from(deferred))
	pieces.push(html.subarray(script.bodyEnd))
	return pieces
}

/** React Router's module script (the first after `from`): where its text starts and ends. */
function moduleScript(html: Buffer, from: number) {
	for (let type = html.indexOf(SCRIPT_TYPE, from); type !== -1;) {
		const open = html.lastIndexOf(SCRIPT_START, type)
		const bodyStart = type + SCRIPT_TYPE.length
		if (open !== -1 && SCRIPT_OPEN.test(html.toString('utf8', open, bodyStart))) {
			const bodyEnd = html.indexOf(SCRIPT_END, bodyStart)
			if (bodyEnd === -1) return undefined
			return { bodyStart, bodyEnd, body: html.toString('utf8', bodyStart, bodyEnd) }
		}
		type = html.indexOf(SCRIPT_TYPE, bodyStart)
	}
	return undefined
}

/**
 * Where React writes a document: its pieces are kept and joined once it is complete, then handed
 * over rewritten (see `deferHydrationBytes`) in production, as they are in development. React
 * already sends our documents in one piece (there are no streamed Suspense boundaries), and the
 * rewrite needs the whole of it since React hoists the modulepreload links into <head>. A plain
 * Writable rather than a Transform piped into a web stream: the document is read whole anyway, so
 * those layers did nothing for it (no difference in CPU measured, decision 035; simpler).
 */
export function documentSink(options: {
	rewrite: boolean
	/**
	 * A public page (decision 058): its islands' scripts and only the CSS it uses are added
	 * (`publicDocument`); the client build's folder says where they are.
	 */
	publicPage?: { clientDir: string | undefined; nonce: string }
	done: (html: Buffer<ArrayBuffer>) => void
	failed: (error: Error) => void
}): Writable {
	const chunks: Buffer[] = []
	const sink = new Writable({
		decodeStrings: true,
		write(chunk: Buffer, _encoding, next) {
			chunks.push(chunk)
			next()
		},
		writev(pieces, next) {
			for (const piece of pieces) chunks.push(piece.chunk as Buffer)
			next()
		},
		final(next) {
			const html = Buffer.concat(chunks)
			if (options.publicPage) options.done(publicDocument(html, options.publicPage))
			else options.done(options.rewrite ? Buffer.concat(deferHydrationBytes(html)) : html)
			next()
		},
	})
	sink.on('error', options.failed)
	return sink
}
