import { useNonce } from '#app/utils/nonce'
import { serializeJsonLd, type JsonLd } from '#app/utils/structured-data'

/**
 * JSON-LD for search engines. A data block the browser never runs; it still carries the page's
 * CSP nonce so that every inline script on a page has one (nothing to audit by type). The text is
 * escaped so that it cannot end the element early (see `serializeJsonLd`).
 */
export function StructuredData({ data }: { data: JsonLd | JsonLd[] }) {
	const nonce = useNonce()
	return (
		<script
			type="application/ld+json"
			nonce={nonce}
			dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
		/>
	)
}
