/**
 * A small, valid PDF of plain text lines (Helvetica, A4, as many pages as the lines need): the
 * sample documents of a fresh install and the tests' files are made with it, so the repository
 * holds no binary fixtures. Latin-1 text only (French accents included).
 */
export function simplePdf(title: string, lines: readonly string[]): Uint8Array<ArrayBuffer> {
	const perPage = 40
	const pages: string[][] = []
	for (let i = 0; i < Math.max(1, lines.length); i += perPage)
		pages.push(lines.slice(i, i + perPage))
	const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`)
	const objects: string[] = []
	// 1: catalog, 2: pages, 3: font, 4: info; then each page and its content stream.
	const pageIds = pages.map((_, i) => 5 + i * 2)
	objects[1] = '<< /Type /Catalog /Pages 2 0 R >>'
	objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`
	objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'
	objects[4] = `<< /Title (${escape(title)}) /Producer (council-site) >>`
	pages.forEach((pageLines, i) => {
		const stream = [
			'BT',
			'/F1 11 Tf',
			'14 TL',
			'56 790 Td',
			...pageLines.map((line, n) => `${n === 0 ? '' : 'T* '}(${escape(line)}) Tj`),
			'ET',
		].join('\n')
		objects[pageIds[i]!] =
			`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`
		objects[pageIds[i]! + 1] =
			`<< /Length ${latin1(stream).length} >>\nstream\n${stream}\nendstream`
	})
	let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n'
	const offsets: number[] = []
	for (let id = 1; id < objects.length; id++) {
		offsets[id] = latin1(body).length
		body += `${id} 0 obj\n${objects[id]}\nendobj\n`
	}
	const xref = latin1(body).length
	body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`
	for (let id = 1; id < objects.length; id++) {
		body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`
	}
	body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 4 0 R >>\nstartxref\n${xref}\n%%EOF\n`
	return latin1(body)
}

/** Text as Latin-1 bytes (WinAnsi covers French); other characters become '?'. */
function latin1(text: string) {
	const bytes = new Uint8Array(text.length)
	for (let i = 0; i < text.length; i++) {
		const code = text.charCodeAt(i)
		bytes[i] = code < 256 ? code : 63
	}
	return bytes
}
