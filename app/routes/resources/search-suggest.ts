import type { LoaderFunctionArgs } from 'react-router'
import { methodNotAllowed } from '#app/features/feeds/feeds.server'
import { searchSuggestions } from '#app/features/search/search-page.server'

/**
 * `GET /search/suggest?q=`, `/fr/search/suggest?q=`: the search field's suggestions as JSON
 * (features/search/search-page.server.ts), in the address's language.
 */
export async function loader({ url }: LoaderFunctionArgs) {
	const { suggestions, timing } = await searchSuggestions(url)
	// How long the index took, as the search page says it (bench/search.js).
	return Response.json(suggestions, { headers: { 'Server-Timing': timing } })
}

export const action = methodNotAllowed
