import { describe, expect, it } from 'vitest'
import { tFor } from '#app/i18n/i18n'
import { en } from '#app/i18n/messages/en'
import { fr } from '#app/i18n/messages/fr'
import { fileInfo, formatSize } from './format'
import { downloadName } from './upload.server'

describe('what a download costs, in each language', () => {
	const tEn = tFor(en, {})
	const tFr = tFor(fr, {})
	it('reads as people expect', () => {
		expect(formatSize(300, 'en', tEn)).toBe('1 KB')
		expect(formatSize(820 * 1024, 'en', tEn)).toBe('820 KB')
		expect(formatSize(1.24 * 1024 * 1024, 'en', tEn)).toBe('1.2 MB')
		expect(formatSize(1.24 * 1024 * 1024, 'fr', tFr)).toBe('1,2 Mo')
		expect(formatSize(15.6 * 1024 * 1024, 'fr', tFr)).toBe('16 Mo')
		expect(fileInfo({ type: 'pdf', size: 1.24 * 1024 * 1024 }, 'en', tEn)).toBe('PDF, 1.2 MB')
		expect(fileInfo({ type: 'ods', size: 2048 }, 'fr', tFr)).toBe('Tableur OpenDocument, 2 Ko')
	})
})

describe('the name a download is saved under', () => {
	it('drops folders and control characters and ends with the real type', () => {
		expect(downloadName('C:\\Users\\clerk\\Budget 2026.exe', 'pdf', 'document')).toBe(
			'Budget 2026.pdf',
		)
		expect(downloadName('../../etc/passwd', 'docx', 'document')).toBe('passwd.docx')
		expect(downloadName('"\u0007.pdf', 'pdf', 'budget-2026')).toBe('budget-2026.pdf')
	})
})
