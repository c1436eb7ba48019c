import type { ActionFunctionArgs } from 'react-router'
import { clientAddress } from '#app/features/cms/client-address.server'
import { recordHelpBeacon } from '#app/features/help/help-beacon.server'

/**
 * `POST /help/asked`: the help assistant reports that a question was read (sent with
 * `navigator.sendBeacon` when someone opens an answer). Feeds the dashboard's "Chat Messages".
 * A few hundred bytes read at most, a limit per address and a daily ceiling: see
 * features/help/help-beacon.server.ts.
 */
export function action({ request, context }: ActionFunctionArgs) {
	return recordHelpBeacon(request, clientAddress(context))
}

export function loader() {
	return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } })
}
