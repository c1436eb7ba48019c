import { useNonce } from '#app/platform/nonce'

/**
 * JSON-LD for search engines. The JSON is built and escaped on the server (`serializeJsonLd` in
 * `features/feeds/structured-data.server.ts`, called by loaders) so that the builders never reach the
 * browser; this only writes it out. A data block the browser never runs; it still carries the
 * page's CSP nonce so that every inline script on a page has one (nothing to audit by type).
 */
export function StructuredData({ json }: { json: string }) {
	const nonce = useNonce()
	return (
		<script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />
	)
}
