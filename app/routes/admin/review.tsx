import { ReviewScreen } from '#app/features/review/review-screen'
import { reviewAction, reviewLoader } from '#app/features/review/review.server'
import type { AdminHandle } from './layout'
import type { Route } from './+types/review'

/** `/admin-dtima/review`: what waits for an administrator to publish (features/review). */
export const handle: AdminHandle = { crumbs: [{ label: 'admin.nav.review' }] }

export async function loader({ request, url }: Route.LoaderArgs) {
	return reviewLoader(request, url)
}

export async function action({ request, context }: Route.ActionArgs) {
	return reviewAction(request, context)
}

export default function ReviewRoute({ loaderData, actionData }: Route.ComponentProps) {
	return <ReviewScreen data={loaderData} actionData={actionData} />
}
