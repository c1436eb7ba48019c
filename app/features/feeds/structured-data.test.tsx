import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { NonceProvider } from '#app/platform/nonce'
import { serializeJsonLd } from '#app/features/feeds/structured-data.server'
import { StructuredData } from '#app/components/site/structured-data'

test('a title containing </script> stays inside the JSON-LD block, which carries the nonce', () => {
	const data = { '@type': 'NewsArticle', headline: 'Roads </script><script>alert(1)</script>' }
	const html = renderToString(
		<NonceProvider value="abc123">
			<StructuredData json={serializeJsonLd(data)} />
		</NonceProvider>,
	)
	// One element, closed once, at the end.
	expect(html.match(/<\/script/gi)).toHaveLength(1)
	expect(html.endsWith('</script>')).toBe(true)
	const match = /^<script type="application\/ld\+json" nonce="abc123">(.*)<\/script>$/s.exec(html)
	expect(match).not.toBeNull()
	expect(JSON.parse(match![1]!)).toEqual(data)
})
