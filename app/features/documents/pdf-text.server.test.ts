import { describe, expect, it } from 'vitest'
import { pdfBomb } from '../../../tests/support/pdf-bomb'
import { cleanText, extractPdfText, readPdfText } from './pdf-text.server'
import { simplePdf } from './simple-pdf'

describe('the text inside a PDF', () => {
	it('is read in a process of its own, accents included', async () => {
		const text = await extractPdfText(
			simplePdf('Budget', [
				'Budget primitif 2026',
				'Adduction d eau à Kumbe-Balondo',
				'zanzibarique',
			]),
		)
		expect(text).toContain('zanzibarique')
		expect(text).toContain('Adduction d eau à Kumbe-Balondo')
	})

	it('is cut to the number of pages and characters asked', async () => {
		const lines = Array.from({ length: 200 }, (_, i) => `line ${i} of a long report`)
		const text = await extractPdfText(simplePdf('Long', lines), { maxPages: 1, maxChars: 5000 })
		expect(text).toContain('line 0 ')
		expect(text).not.toContain('line 45 ')
		const short = await extractPdfText(simplePdf('Long', lines), { maxChars: 50 })
		expect(short!.length).toBeLessThanOrEqual(50)
	})

	it('is null for a broken or hostile file, never an exception or a stall', async () => {
		expect(
			await extractPdfText(new TextEncoder().encode('%PDF-1.7\n%garbage without objects')),
		).toBeNull()
		// A deadline that cannot be met: the worker is stopped and the caller gets null on time.
		const started = Date.now()
		expect(await extractPdfText(simplePdf('t', ['x']), { timeoutMs: 1 })).toBeNull()
		expect(Date.now() - started).toBeLessThan(2000)
	})

	it("a stream that inflates far past the ceiling: stopped there, and this process's memory stays as it was", async () => {
		const bomb = await pdfBomb(256)
		expect(bomb.length).toBeLessThan(1024 * 1024)
		let peak = 0
		const before = process.memoryUsage().rss
		const watch = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10)
		const outcome = await readPdfText(bomb, { memoryMb: 200 })
		clearInterval(watch)
		expect(outcome).toEqual({ text: null, stopped: 'memory' })
		// Issue 32: with pdf.js in a worker thread, this process went from 93 MB to 2.3 GB.
		expect(peak - before).toBeLessThan(64 * 1024 * 1024)
	})

	it('drops control characters and collapses spaces', () => {
		expect(cleanText('a\u0000b   c \n\n d')).toBe('a b c\nd')
	})
})
