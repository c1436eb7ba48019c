import zlib from 'node:zlib'

/**
 * Tiny office documents for tests, made here rather than kept as binaries: a ZIP archive of
 * stored (uncompressed) entries, in the order given, with the entries each format requires.
 */
export function storedZip(entries: [name: string, content: string][]): Buffer {
	const locals: Buffer[] = []
	const centrals: Buffer[] = []
	let offset = 0
	for (const [name, content] of entries) {
		const nameBytes = Buffer.from(name, 'utf8')
		const data = Buffer.from(content, 'utf8')
		const crc = zlib.crc32(data)
		const local = Buffer.alloc(30)
		local.writeUInt32LE(0x04034b50, 0)
		local.writeUInt16LE(20, 4)
		local.writeUInt16LE(0, 8) // stored
		local.writeUInt32LE(crc, 14)
		local.writeUInt32LE(data.length, 18)
		local.writeUInt32LE(data.length, 22)
		local.writeUInt16LE(nameBytes.length, 26)
		locals.push(local, nameBytes, data)
		const central = Buffer.alloc(46)
		central.writeUInt32LE(0x02014b50, 0)
		central.writeUInt16LE(20, 4)
		central.writeUInt16LE(20, 6)
		central.writeUInt16LE(0, 10)
		central.writeUInt32LE(crc, 16)
		central.writeUInt32LE(data.length, 20)
		central.writeUInt32LE(data.length, 24)
		central.writeUInt16LE(nameBytes.length, 28)
		central.writeUInt32LE(offset, 42)
		centrals.push(central, nameBytes)
		offset += 30 + nameBytes.length + data.length
	}
	const directory = Buffer.concat(centrals)
	const end = Buffer.alloc(22)
	end.writeUInt32LE(0x06054b50, 0)
	end.writeUInt16LE(entries.length, 8)
	end.writeUInt16LE(entries.length, 10)
	end.writeUInt32LE(directory.length, 12)
	end.writeUInt32LE(offset, 16)
	return Buffer.concat([...locals, directory, end])
}

const contentTypes = (main: string) =>
	`<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="${main}"/></Types>`

export const docx = () =>
	storedZip([
		[
			'[Content_Types].xml',
			contentTypes(
				'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
			),
		],
		[
			'word/document.xml',
			'<w:document><w:body><w:p><w:r><w:t>Agenda</w:t></w:r></w:p></w:body></w:document>',
		],
	])

export const xlsx = () =>
	storedZip([
		[
			'[Content_Types].xml',
			contentTypes('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'),
		],
		['xl/workbook.xml', '<workbook><sheets><sheet name="Budget"/></sheets></workbook>'],
	])

/** A Word file with macros, named as a plain one. */
export const docm = () =>
	storedZip([
		['[Content_Types].xml', contentTypes('application/vnd.ms-word.document.macroEnabled.main+xml')],
		['word/document.xml', '<w:document/>'],
		['word/vbaProject.bin', 'Sub AutoOpen()'],
	])

const odf = (mime: string) =>
	storedZip([
		['mimetype', mime],
		['content.xml', '<office:document-content/>'],
		['META-INF/manifest.xml', '<manifest:manifest/>'],
	])

export const odt = () => odf('application/vnd.oasis.opendocument.text')
export const ods = () => odf('application/vnd.oasis.opendocument.spreadsheet')
/** An OpenDocument presentation: a real format, but not one the library takes. */
export const odp = () => odf('application/vnd.oasis.opendocument.presentation')

/** The first bytes of a Windows program. */
export const exe = () =>
	Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200)])
