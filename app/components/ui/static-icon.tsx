import type { SVGProps } from 'react'

/** What a lucide icon file exports as `__iconData`: its name and its shapes. */
export interface IconData {
	name: string
	/** Its former names: lucide adds a class for each. */
	aliases?: ReadonlyArray<string>
	node: ReadonlyArray<readonly [string, Readonly<Record<string, string | number>>]>
}

export type StaticIconProps = Omit<
	SVGProps<SVGSVGElement>,
	'children' | 'dangerouslySetInnerHTML'
> & {
	size?: number | string
	/** lucide's name for the stroke colour. */
	color?: string
}

const escapeAttribute = (value: string | number) =>
	String(value).replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')

/**
 * An icon drawn as lucide draws it (the same `<svg>`, attributes and shapes), with its shapes
 * written once as markup instead of built as React elements at every render and hydrated one by
 * one. The build puts it in place of each `lucide-react` icon the app imports (vite.config.ts,
 * `lucideIconFiles`); the icons' own data still comes from lucide's files.
 *
 * Less two things lucide writes on every icon: its class names (`lucide lucide-x`), which no
 * stylesheet or script here uses, and `xmlns`, which an `<svg>` in an HTML page does not need.
 * About 0.1 KiB compressed of every public page (issue 34: a page's first flight).
 */
export function staticIcon(data: IconData) {
	let inner: { __html: string } | undefined
	const shapes = () =>
		(inner ??= {
			__html: data.node
				.map(([tag, attributes]) => {
					const written = Object.entries(attributes)
						.filter(([name]) => name !== 'key')
						.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
						.join('')
					return `<${tag}${written}></${tag}>`
				})
				.join(''),
		})
	function StaticIcon({
		className,
		size = 24,
		color = 'currentColor',
		strokeWidth = 2,
		...rest
	}: StaticIconProps) {
		return (
			<svg
				width={size}
				height={size}
				viewBox="0 0 24 24"
				fill="none"
				stroke={color}
				strokeWidth={strokeWidth}
				strokeLinecap="round"
				strokeLinejoin="round"
				className={className}
				// As lucide does: an icon that says nothing of itself is hidden from assistive technology.
				aria-hidden={labelled(rest) ? undefined : 'true'}
				{...rest}
				dangerouslySetInnerHTML={shapes()}
			/>
		)
	}
	StaticIcon.displayName = `Icon(${data.name})`
	return StaticIcon
}

function labelled(props: Record<string, unknown>) {
	for (const name in props)
		if ((name.startsWith('aria-') || name === 'role' || name === 'title') && props[name] != null)
			return true
	return false
}
