import { spawn } from 'node:child_process'
import fsp from 'node:fs/promises'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'

/**
 * The words inside a PDF, for the site search (decision 033). pdf.js (through `unpdf`) reads the
 * file in a process of its own, never in the server's: a hostile or broken PDF (a page tree that
 * never ends, a font that takes seconds to parse, a stream that inflates to gigabytes) is stopped
 * at a memory ceiling or a deadline, and the document is kept without its text. A worker thread was
 * not enough (issue 32): its heap limit does not cover pdf.js's buffers, and a 1 MB PDF whose
 * stream inflates to 1 GiB took the server to 2.3 GB, much of it kept after. A process's memory is
 * counted whole (its resident size, read from /proc every 20 ms) and given back whole when it
 * ends. Extraction happens once, at upload; searches read the stored text.
 */

/** At most this many pages are read… */
export const PDF_MAX_PAGES = 300
/** …and this many characters kept (about 60 pages of dense text). */
export const PDF_MAX_CHARS = 200_000
/** A PDF that takes longer than this is kept without its text. */
export const PDF_TIMEOUT_MS = 20_000
/**
 * The reading process's resident memory, in MB: past it, it is stopped. Node and pdf.js take
 * about 60 MB; a council's documents need well under 100 more.
 */
export const PDF_MEMORY_MB = 320
/** Its JavaScript heap (the rest of the ceiling is pdf.js's buffers). */
const PDF_HEAP_MB = 192
/** How often the process's memory is read. */
const WATCH_MS = 20
/** One extraction at a time: uploads are rare, and the machine has two cores. */
let queue: Promise<unknown> = Promise.resolve()

/*
 * The reading process's code: a CommonJS script given to `node -e`, so it needs no file of its own
 * beside the built server. It reads the PDF from its standard input, loads pdf.js from the module
 * the server resolved, and writes the text (or the error) as one JSON line.
 */
const CHILD_SOURCE = `
const [moduleUrl, maxPages, maxChars] = process.argv.slice(1);
(async () => {
	const chunks = [];
	for await (const chunk of process.stdin) chunks.push(chunk);
	const { getDocumentProxy } = await import(moduleUrl);
	const pdf = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)), {
		isEvalSupported: false,
		disableFontFace: true,
		useSystemFonts: false,
		stopAtErrors: false,
	});
	const pages = Math.min(pdf.numPages, Number(maxPages));
	let text = '';
	for (let n = 1; n <= pages && text.length < Number(maxChars); n++) {
		const page = await pdf.getPage(n);
		const content = await page.getTextContent();
		for (const item of content.items) {
			if (typeof item.str === 'string' && item.str) text += item.str + (item.hasEOL ? '\\n' : ' ');
		}
		text += '\\n';
		page.cleanup();
	}
	process.stdout.write(JSON.stringify({ text: text.slice(0, Number(maxChars)) }) + '\\n');
})().catch((error) => process.stdout.write(JSON.stringify({ error: String((error && error.message) || error) }) + '\\n'));
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
	/** The reading process's memory ceiling in MB (PDF_MEMORY_MB). */
	memoryMb?: number
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

/** A process's resident memory in bytes, from /proc (Linux); null where there is none. */
async function residentBytes(pid: number): Promise<number | null> {
	try {
		const statm = await fsp.readFile(`/proc/${pid}/statm`, 'utf8')
		return Number(statm.split(' ')[1]) * 4096
	} catch {
		return null
	}
}

export interface PdfTextOutcome {
	text: string | null
	/** Why there is no text: the file could not be read, or it needed too much memory or time. */
	stopped?: 'memory' | 'time' | 'unreadable'
}

function extractOnce(bytes: Uint8Array, options: PdfTextOptions): Promise<PdfTextOutcome> {
	return new Promise((resolve) => {
		let settled = false
		let output = ''
		const child = spawn(
			process.execPath,
			[
				`--max-old-space-size=${PDF_HEAP_MB}`,
				'--max-semi-space-size=8',
				'-e',
				CHILD_SOURCE,
				unpdfUrl(),
				String(options.maxPages ?? PDF_MAX_PAGES),
				String(options.maxChars ?? PDF_MAX_CHARS),
			],
			// pdf.js warns about fonts and broken objects on its console: not the server log's business.
			{ stdio: ['pipe', 'pipe', 'ignore'], env: { PATH: process.env.PATH ?? '' } },
		)
		const done = (outcome: PdfTextOutcome) => {
			if (settled) return
			settled = true
			clearTimeout(timer)
			clearInterval(watch)
			if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
			resolve(outcome)
		}
		const limit = (options.memoryMb ?? PDF_MEMORY_MB) * 1024 * 1024
		const watch = setInterval(() => {
			if (child.pid === undefined) return
			void residentBytes(child.pid).then((rss) => {
				if (rss !== null && rss > limit) done({ text: null, stopped: 'memory' })
			})
		}, WATCH_MS)
		const timer = setTimeout(
			() => done({ text: null, stopped: 'time' }),
			options.timeoutMs ?? PDF_TIMEOUT_MS,
		)
		child.stdout.setEncoding('utf8')
		// eslint-disable-next-line no-restricted-syntax -- the reading process's output, not a request's body
		child.stdout.on('data', (chunk: string) => {
			// One line of JSON; anything much longer than the text allowed is not ours.
			output += chunk
			if (output.length > (options.maxChars ?? PDF_MAX_CHARS) * 8 + 1024)
				done({ text: null, stopped: 'unreadable' })
		})
		child.on('error', () => done({ text: null, stopped: 'unreadable' }))
		child.on('close', () => {
			try {
				const message = JSON.parse(output) as { text?: string; error?: string }
				done(
					typeof message.text === 'string'
						? { text: cleanText(message.text, options.maxChars) }
						: { text: null, stopped: 'unreadable' },
				)
			} catch {
				done({ text: null, stopped: 'unreadable' })
			}
		})
		child.stdin.on('error', () => {})
		child.stdin.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
	})
}

/**
 * The text of a PDF ('' when it has none, such as a scan), or null when it could not be read in
 * time and memory. Never throws.
 */
export async function extractPdfText(bytes: Uint8Array, options: PdfTextOptions = {}) {
	return (await readPdfText(bytes, options)).text
}

/** The same, with why there is no text when there is none (said to the clerk). Never throws. */
export function readPdfText(
	bytes: Uint8Array,
	options: PdfTextOptions = {},
): Promise<PdfTextOutcome> {
	const run = queue.then(() =>
		extractOnce(bytes, options).catch((): PdfTextOutcome => ({
			text: null,
			stopped: 'unreadable',
		})),
	)
	queue = run.catch(() => null)
	return run
}
