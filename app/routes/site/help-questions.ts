import type { LoaderFunctionArgs } from 'react-router'
import { methodNotAllowed } from '#app/features/feeds/feeds.server'
import { helpQuestionsResponse } from '#app/features/help/help.server'

/**
 * `GET /help/questions` and `/fr/help/questions`: the help page's questions as JSON for the help
 * panel, in the address's language (see features/help/help.server.ts).
 */
export function loader({ url }: LoaderFunctionArgs) {
	return helpQuestionsResponse(url)
}

export const action = methodNotAllowed
