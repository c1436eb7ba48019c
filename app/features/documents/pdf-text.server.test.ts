import { describe, expect, it } from 'vitest'
import { cleanText, extractPdfText } from './pdf-text.server'
import { simplePdf } from './simple-pdf'

describe('the text inside a PDF', () => {
	it('is read in a worker, accents included', async () => {
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

	it('drops control characters and collapses spaces', () => {
		expect(cleanText('a\u0000b   c \n\n d')).toBe('a b c\nd')
	})
})
