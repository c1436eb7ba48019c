import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'

/**
 * The words inside a PDF, for the site search (decision 033). pdf.js (through `unpdf`) reads the
 * file in a worker thread, never on the thread that serves pages, with a memory ceiling and a
 * deadline: a hostile or broken PDF (a page tree that never ends, a font that takes seconds to
 * parse, a stream that inflates to gigabytes) ends the worker, and the document is kept without
 * its text. Extraction happens once, at upload; searches read the stored text.
 */

/** At most this many pages are read… */
export const PDF_MAX_PAGES = 300
/** …and this many characters kept (about 60 pages of dense text). */
export const PDF_MAX_CHARS = 200_000
/** A PDF that takes longer than this is kept without its text. */
export const PDF_TIMEOUT_MS = 20_000
/** The worker's heap; past it the worker is stopped, not the server. */
const PDF_HEAP_MB = 192
/** One extraction at a time: uploads are rare, and the machine has two cores. */
let queue: Promise<unknown> = Promise.resolve()

/*
 * The worker's code. It runs as a CommonJS script (an "eval" worker) so it needs no file of its
 * own next to the built server; it loads pdf.js from the module the main thread resolved.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
	const { getDocumentProxy } = await import(workerData.module);
	const pdf = await getDocumentProxy(workerData.bytes, {
		isEvalSupported: false,
		disableFontFace: true,
		useSystemFonts: false,
		stopAtErrors: false,
	});
	const pages = Math.min(pdf.numPages, workerData.maxPages);
	let text = '';
	for (let n = 1; n <= pages && text.length < workerData.maxChars; n++) {
		const page = await pdf.getPage(n);
		const content = await page.getTextContent();
		for (const item of content.items) {
			if (typeof item.str === 'string' && item.str) text += item.str + (item.hasEOL ? '\\n' : ' ');
		}
		text += '\\n';
		page.cleanup();
	}
	parentPort.postMessage({ text: text.slice(0, workerData.maxChars) });
})().catch((error) => parentPort.postMessage({ error: String(error && error.message || error) }));
`

let moduleUrl: string | undefined
/** Where `unpdf` is, as a file URL the worker can import. */
function unpdfUrl() {
	// The package's ES module build (`require.resolve` finds its CommonJS twin beside it).
	const resolved = createRequire(import.meta.url)
		.resolve('unpdf')
		.replace(/\.cjs$/, '.mjs')
	moduleUrl ??= pathToFileURL(resolved).href
	return moduleUrl
}

export interface PdfTextOptions {
	timeoutMs?: number
	maxPages?: number
	maxChars?: number
}

/** Collapses runs of white space and drops control characters. */
export function cleanText(text: string, max = PDF_MAX_CHARS) {
	return (
		text
			// eslint-disable-next-line no-control-regex -- control characters are what is removed
			.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ' ')
			.replace(/[ \t]+/g, ' ')
			.replace(/\s*\n\s*/g, '\n')
			.trim()
			.slice(0, max)
	)
}

function extractOnce(bytes: Uint8Array, options: PdfTextOptions): Promise<string | null> {
	return new Promise((resolve) => {
		let settled = false
		const done = (text: string | null) => {
			if (settled) return
			settled = true
			clearTimeout(timer)
			void worker.terminate()
			resolve(text)
		}
		// A copy: the worker gets its own bytes, and the caller keeps its own.
		const copy = new Uint8Array(bytes)
		const worker = new Worker(WORKER_SOURCE, {
			eval: true,
			workerData: {
				module: unpdfUrl(),
				bytes: copy,
				maxPages: options.maxPages ?? PDF_MAX_PAGES,
				maxChars: options.maxChars ?? PDF_MAX_CHARS,
			},
			transferList: [copy.buffer],
			resourceLimits: {
				maxOldGenerationSizeMb: PDF_HEAP_MB,
				maxYoungGenerationSizeMb: 32,
				stackSizeMb: 4,
			},
			stdout: true,
			stderr: true,
		})
		// pdf.js warns about fonts and broken objects on the console: not the server log's business.
		worker.stdout.resume()
		worker.stderr.resume()
		const timer = setTimeout(() => done(null), options.timeoutMs ?? PDF_TIMEOUT_MS)
		worker.on('message', (message: { text?: string; error?: string }) =>
			done(typeof message.text === 'string' ? cleanText(message.text, options.maxChars) : null),
		)
		worker.on('error', () => done(null))
		worker.on('exit', () => done(null))
	})
}

/**
 * The text of a PDF ('' when it has none, such as a scan), or null when it could not be read in
 * time and memory. Never throws.
 */
export function extractPdfText(bytes: Uint8Array, options: PdfTextOptions = {}) {
	const run = queue.then(() => extractOnce(bytes, options).catch(() => null))
	queue = run.catch(() => null)
	return run
}
