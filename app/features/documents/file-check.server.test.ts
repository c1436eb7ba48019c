import { describe, expect, it } from 'vitest'
import {
	docm,
	docx,
	exe,
	odp,
	ods,
	odt,
	storedZip,
	xlsx,
} from '../../../tests/support/office-files'
import { checkDocument } from './file-check.server'
import { simplePdf } from './simple-pdf'

const bytes = (b: Buffer | Uint8Array) => new Uint8Array(b)

describe('what a document is, by its bytes', () => {
	it('knows each accepted format', () => {
		expect(checkDocument(simplePdf('t', ['x']))).toEqual({ ok: true, type: 'pdf' })
		expect(checkDocument(bytes(docx()))).toEqual({ ok: true, type: 'docx' })
		expect(checkDocument(bytes(xlsx()))).toEqual({ ok: true, type: 'xlsx' })
		expect(checkDocument(bytes(odt()))).toEqual({ ok: true, type: 'odt' })
		expect(checkDocument(bytes(ods()))).toEqual({ ok: true, type: 'ods' })
	})

	it('refuses programs, web pages and other archives, whatever their name', () => {
		expect(checkDocument(bytes(exe()))).toEqual({ ok: false, reason: 'unknown' })
		expect(
			checkDocument(new TextEncoder().encode('<!doctype html><script>alert(1)</script>')),
		).toEqual({ ok: false, reason: 'unknown' })
		expect(checkDocument(bytes(odp()))).toEqual({ ok: false, reason: 'unknown' })
		expect(checkDocument(bytes(storedZip([['readme.txt', 'hello']])))).toEqual({
			ok: false,
			reason: 'unknown',
		})
		expect(checkDocument(new Uint8Array())).toEqual({ ok: false, reason: 'unknown' })
	})

	it('refuses documents that carry macros', () => {
		expect(checkDocument(bytes(docm()))).toEqual({ ok: false, reason: 'macros' })
		const basic = storedZip([
			['mimetype', 'application/vnd.oasis.opendocument.text'],
			['Basic/Standard/Module1.xml', 'Sub Main'],
		])
		expect(checkDocument(bytes(basic))).toEqual({ ok: false, reason: 'macros' })
	})

	it('calls a cut-off archive broken, without throwing', () => {
		const whole = docx()
		expect(checkDocument(bytes(whole.subarray(0, whole.length - 30)))).toEqual({
			ok: false,
			reason: 'broken',
		})
		expect(checkDocument(new TextEncoder().encode('PK\u0003\u0004garbage'))).toEqual({
			ok: false,
			reason: 'broken',
		})
	})
})
