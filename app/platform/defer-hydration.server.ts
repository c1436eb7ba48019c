import { Transform, type TransformCallback } from 'node:stream'

/**
 * Load the JavaScript after the page has painted.
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
const PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g
const MODULE_SCRIPT = /(<script nonce="[^"]*" type="module" async="">)([\s\S]*?)(<\/script>)/
const STATIC_IMPORT = /^\s*import \* as (route\d+) from ("[^"]+");\s*$/gm

export function deferHydration(html: string): string {
	const hrefs = [...html.matchAll(PRELOAD_LINK)].map((m) => m[1] as string)
	const script = MODULE_SCRIPT.exec(html)
	if (!hrefs.length || !script) return html
	const [whole, open, body = '', close] = script
	const imports = [...body.matchAll(STATIC_IMPORT)]
	if (!imports.length) return html
	const names = imports.map((m) => m[1]).join(', ')
	const specifiers = imports.map((m) => `import(${m[2]})`).join(', ')
	const rest = body.replace(STATIC_IMPORT, '').replace(/^;\s*/, '')
	const deferred =
		`\n;(async () => {` +
		`await new Promise((go) => document.readyState === "complete" ? go() : addEventListener("load", () => go(), { once: true }));` +
		// …and after the frame that paints the loaded images.
		`await new Promise((go) => requestAnimationFrame(() => setTimeout(go, 0)));` +
		`for (const href of ${JSON.stringify(hrefs)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link) }` +
		`const [${names}] = await Promise.all([${specifiers}]);\n${rest}\n})();`
	return html.replace(PRELOAD_LINK, '').replace(whole, `${open}${deferred}${close}`)
}

/**
 * Collects the rendered document and rewrites it once complete. (React already sends our documents
 * in one piece: there are no streamed Suspense boundaries. React hoists the modulepreload links into
 * <head>, so the rewrite needs the whole document.)
 */
export class DeferHydrationStream extends Transform {
	private chunks: Buffer[] = []

	override _transform(chunk: Buffer | string, _encoding: BufferEncoding, done: TransformCallback) {
		this.chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)
		done()
	}

	override _flush(done: TransformCallback) {
		done(null, deferHydration(Buffer.concat(this.chunks).toString('utf8')))
	}
}
