import { createElement, Fragment } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { pageVars } from '#app/features/pages/page.server'
import { resolvePage } from '#app/features/pages/resolve'
import { skeletonPages } from '#app/features/setup/skeleton-pages'
import { contentPages } from '#app/seed/pages/index'
import { samplePrograms } from '#app/seed/sample-pages.server'
import { sampleEvents, sampleNews, sampleSettings } from '#app/seed/seed.server'
import { formatInline, formatText } from './markdown.server'
import { RichInlineText, RichText } from './rich-text'

/**
 * Texts written before they could hold formatting keep showing the same words: every sample news
 * article, event, programme and information-page paragraph, in both languages, drawn the old way
 * and the new way.
 */

/** What a reader sees of some markup: its words, whitespace as the browser collapses it. */
const words = (markup: string) =>
	markup
		.replace(/<[^>]+>/g, ' ')
		.replaceAll('&lt;', '<')
		.replaceAll('&gt;', '>')
		.replaceAll('&quot;', '"')
		.replaceAll('&#x27;', "'")
		.replaceAll('&amp;', '&')
		.replace(/\s+/g, ' ')
		.trim()
const tagsOf = (markup: string) => new Set([...markup.matchAll(/<([a-z0-9]+)/g)].map((m) => m[1]))
const render = (node: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(node)

/** How a news article's text was drawn: a paragraph per block of lines. */
const oldArticle = (text: string) =>
	render(
		createElement(
			Fragment,
			null,
			text.split(/\n\s*\n/).map((p, i) => createElement('p', { key: i }, p)),
		),
	)
/** How an event's description and a programme's text were drawn: one paragraph. */
const oldSingle = (text: string) => render(createElement('p', null, text))

const texts = (rows: Record<string, unknown>[], base: string) =>
	rows.flatMap((row) =>
		(['en', 'fr'] as const)
			.map((l) => row[`${base}_${l}`])
			.filter((v): v is string => typeof v === 'string' && v !== ''),
	)

describe('sample texts written before formatting show the same words', () => {
	const cases = [
		['news', texts(sampleNews, 'content'), oldArticle],
		['events', texts(sampleEvents('2030-01-01'), 'description'), oldSingle],
		['programmes', texts(samplePrograms, 'description'), oldSingle],
	] as const
	test.each(cases)('%s', (_, list, old) => {
		expect(list.length).toBeGreaterThan(3)
		for (const text of list) {
			const now = render(createElement(RichText, { blocks: formatText(text, { locale: 'en' }) }))
			expect(words(now), text).toBe(words(old(text)))
			// Nothing in them was taken for a mark: paragraphs only.
			expect([...tagsOf(now)], text).toEqual(['p'])
		}
	})

	test('information pages: every paragraph is drawn exactly as before', () => {
		let count = 0
		for (const page of [...contentPages, ...skeletonPages]) {
			for (const locale of ['en', 'fr'] as const) {
				const resolved = resolvePage(page, locale, pageVars(sampleSettings, locale))
				for (const block of resolved.blocks) {
					if (block.kind !== 'prose') continue
					for (const paragraph of block.paragraphs) {
						const before = render(createElement('p', null, paragraph))
						const now = render(
							createElement(
								'p',
								null,
								createElement(RichInlineText, { nodes: formatInline(paragraph, { locale }) }),
							),
						)
						expect(now, `${page.path} (${locale})`).toBe(before)
						count += 1
					}
				}
			}
		}
		expect(count).toBeGreaterThan(20)
	})
})
