import type { ActionFunctionArgs } from 'react-router'
import { clientAddress } from '#app/features/cms/client-address.server'
import { answerFeedback } from '#app/features/feedback/feedback.server'
import { localeFromPath } from '#app/i18n/locales'

/**
 * `POST /feedback/answer` and `/fr/feedback/answer` (decision 038): what the footer's block sends
 * with JavaScript, answered in JSON for the block to say in place. See feedback.server.ts.
 */
export function action({ request, url, context }: ActionFunctionArgs) {
	return answerFeedback(request, {
		clientIp: clientAddress(context),
		locale: localeFromPath(url.pathname),
		context,
	})
}

export function loader() {
	return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } })
}
