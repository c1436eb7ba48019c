import { createContext, useContext } from 'react'
import stylesheet from '#app/styles/app.css?url'

/**
 * The stylesheet is the only thing that blocks the first paint, so production documents carry it
 * inline: one round trip fewer on a slow connection. A staff page carries it whole (later screens
 * fetch data only); a public page gets an empty `<style>` here, filled once the page is drawn with
 * only the rules it uses (public-document.server.ts, decision 058). The development server keeps
 * the <link> for hot reload.
 */
export const InlineCssContext = createContext('')
const INLINE_CSS = import.meta.env.PROD

export function SiteStyles() {
	const css = useContext(InlineCssContext)
	if (!INLINE_CSS) return <link rel="stylesheet" href={stylesheet} />
	// In the browser the context is empty: suppressHydrationWarning keeps the server's text.
	return (
		<style
			data-href={stylesheet}
			suppressHydrationWarning
			dangerouslySetInnerHTML={{ __html: css }}
		/>
	)
}
