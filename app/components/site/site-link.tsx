import { useEffect, type AnchorHTMLAttributes } from 'react'
import { useNavigate } from 'react-router'

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
	/** An address of this site, from its root (`/news`, `/fr/events?page=2`). */
	to: string
}

/**
 * A link to a page of the public site: a plain anchor, which the site's frame follows in place
 * once JavaScript runs (`useSiteLinks`), as React Router's `Link` does. Without the hooks each
 * `Link` runs (resolving its address against the route matches, its click handler), a page's
 * dozens of links cost nothing to render on the server or to hydrate on a phone (decision 035).
 * `data-discover` lets React Router learn the routes of the links on screen ahead of a click.
 */
export function SiteLink({ to, ...props }: SiteLinkProps) {
	return <a href={to} data-site-link="" data-discover="true" {...props} />
}

interface ClickLike {
	defaultPrevented: boolean
	button: number
	metaKey: boolean
	ctrlKey: boolean
	shiftKey: boolean
	altKey: boolean
	target: EventTarget | null
}

/**
 * The address a click on a site link should go to in place, or nothing when the browser should
 * handle it: another button or a modifier key (a new tab or window), a link to another origin, with
 * a target or a download, or a click something else already handled.
 */
export function siteLinkDestination(event: ClickLike, origin: string): string | undefined {
	if (event.defaultPrevented || event.button !== 0) return undefined
	if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined
	const target = event.target as { closest?: (selector: string) => Element | null } | null
	const link = target?.closest?.('a[data-site-link]') as HTMLAnchorElement | null | undefined
	if (!link) return undefined
	if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined
	const url = new URL(link.href, origin)
	if (url.origin !== origin) return undefined
	return `${url.pathname}${url.search}${url.hash}`
}

/** Follows the site links of the page in place (client-side navigation), from one listener. */
export function useSiteLinks() {
	const navigate = useNavigate()
	useEffect(() => {
		// After React's own listener (added at hydration): a handler that prevented the default
		// (closing a menu, say) is seen here.
		const follow = (event: MouseEvent) => {
			const to = siteLinkDestination(event, window.location.origin)
			if (to === undefined) return
			event.preventDefault()
			// The page already shown is replaced, not stacked, as React Router's Link does.
			const { pathname, search, hash } = window.location
			void navigate(to, { replace: to === `${pathname}${search}${hash}` })
		}
		document.addEventListener('click', follow)
		return () => document.removeEventListener('click', follow)
	}, [navigate])
}
