import type { AnchorHTMLAttributes } from 'react'

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
	/** An address of this site, from its root (`/news`, `/fr/events?page=2`). */
	to: string
}

/**
 * A link to a page of the public site: a plain anchor. Public pages have no client-side
 * navigation (decision 058): a link loads the page, as without JavaScript; and a plain anchor costs
 * nothing to render on the server, where React Router's `Link` resolves its address against the
 * route matches for each of a page's dozens of links (decision 035).
 */
export function SiteLink({ to, ...props }: SiteLinkProps) {
	return <a href={to} {...props} />
}
