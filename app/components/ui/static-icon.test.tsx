import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import * as badgeCheck from 'lucide-react/icons/badge-check'
import * as circleUser from 'lucide-react/icons/circle-user'
import * as x from 'lucide-react/icons/x'
import { staticIcon, type IconData } from './static-icon'

// Each icon file's data, which lucide's types do not declare.
const dataOf = (file: object) => (file as { __iconData: IconData }).__iconData

// The build draws every lucide icon with `staticIcon` (vite.config.ts): what lucide draws, less its
// class names and `xmlns` (static-icon.tsx).
const icons = [
	['badge-check (with an alias)', badgeCheck.default, dataOf(badgeCheck)],
	['circle-user (circles)', circleUser.default, dataOf(circleUser)],
	['x (paths)', x.default, dataOf(x)],
] as const

const propsCases = [
	{},
	{ className: 'size-6 text-green-700' },
	{ 'aria-hidden': true, className: 'size-4' },
	{ 'aria-label': 'Close', role: 'img' },
	{ size: 16, strokeWidth: 3, color: 'red' },
]

describe('staticIcon draws what lucide draws', () => {
	for (const [name, Lucide, data] of icons) {
		test(name, () => {
			const Static = staticIcon(data)
			for (const props of propsCases) {
				const ours = renderToStaticMarkup(<Static {...props} />)
				const theirs = renderToStaticMarkup(<Lucide {...props} />)
				// Same element, same attributes (in any order) but lucide's own, same shapes.
				const { xmlns, class: classes = '', ...rest } = attributes(theirs)
				expect(xmlns).toBe('http://www.w3.org/2000/svg')
				const own = String(classes)
					.split(' ')
					.filter((name) => !/^lucide(-|$)/.test(name))
				expect(own.join(' ')).toBe('className' in props ? props.className : '')
				expect(attributes(ours), JSON.stringify(props)).toEqual(
					own.length ? { ...rest, class: own.join(' ') } : rest,
				)
				expect(shapes(ours)).toBe(shapes(theirs))
			}
		})
	}
})

function attributes(svg: string) {
	const open = /^<svg([^>]*)>/.exec(svg)?.[1] ?? ''
	return Object.fromEntries([...open.matchAll(/ ([\w:-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]))
}

function shapes(svg: string) {
	return svg.replace(/^<svg[^>]*>/, '')
}
