import fs from 'node:fs'
import path from 'node:path'
import stylesheet from '#app/styles/app.css?url'
import { InlineCssContext } from './inline-css'

export const InlineCssProvider = InlineCssContext.Provider

let cached: { dir: string; css: string } | undefined

/** The site's one stylesheet, read once from the client build, for inlining into documents. */
export function readInlineCss(clientDir: string | undefined): string {
	if (!clientDir || !import.meta.env.PROD) return ''
	if (cached?.dir === clientDir) return cached.css
	const file = path.join(clientDir, stylesheet)
	const css = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
	if (!css) console.error(`[render] stylesheet ${file} not found; pages will be unstyled`)
	cached = { dir: clientDir, css }
	return css
}
