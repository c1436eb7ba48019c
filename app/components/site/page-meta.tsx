/**
 * Title and description of a page, in its language. React 19 hoists these into <head> when the
 * server renders the document, and updates them on client-side navigation.
 */
export function PageMeta({
	title,
	description,
	noIndex = false,
}: {
	title: string
	description?: string
	noIndex?: boolean
}) {
	return (
		<>
			<title>{title}</title>
			{description ? <meta name="description" content={description} /> : null}
			{noIndex ? <meta name="robots" content="noindex" /> : null}
		</>
	)
}
