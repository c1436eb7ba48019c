import zlib from 'node:zlib'

/**
 * A valid one-page PDF whose content stream (spaces, FlateDecode) inflates to `mib` MiB from
 * about a thousandth of that: what issue 32 found taking the server's memory to 2.3 GB. Made
 * in 16 MiB steps so the test's own memory stays small.
 */
export async function pdfBomb(mib: number): Promise<Uint8Array> {
	const deflate = zlib.createDeflate({ level: 9 })
	const parts: Buffer[] = []
	deflate.on('data', (chunk: Buffer) => parts.push(chunk))
	const ended = new Promise((resolve) => deflate.on('end', resolve))
	const spaces = Buffer.alloc(16 << 20, 32)
	for (let i = 0; i < Math.ceil(mib / 16); i++)
		if (!deflate.write(spaces)) await new Promise((resolve) => deflate.once('drain', resolve))
	deflate.end()
	await ended
	const stream = Buffer.concat(parts)
	const objects = [
		'<< /Type /Catalog /Pages 2 0 R >>',
		'<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
		'<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
	]
	const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n')]
	let length = chunks[0]!.length
	const offsets: number[] = []
	const add = (chunk: Buffer) => {
		chunks.push(chunk)
		length += chunk.length
	}
	objects.forEach((object, i) => {
		offsets.push(length)
		add(Buffer.from(`${i + 1} 0 obj\n${object}\nendobj\n`))
	})
	offsets.push(length)
	add(Buffer.from(`4 0 obj\n<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`))
	add(stream)
	add(Buffer.from('\nendstream\nendobj\n'))
	const xref = length
	let trailer = `xref\n0 5\n0000000000 65535 f \n`
	for (const offset of offsets) trailer += `${String(offset).padStart(10, '0')} 00000 n \n`
	trailer += `trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
	add(Buffer.from(trailer))
	return new Uint8Array(Buffer.concat(chunks))
}
