import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { DiffText } from './diff-view'
import { changedNames, fieldChanges, fieldLanguage, wordDiff } from './diff.server'

const labels = { added: 'added:', removed: 'removed:' }

describe('word comparison', () => {
	test('marks the words removed and added, keeping the rest', () => {
		const parts = wordDiff('The office opens at eight daily', 'The office opens at nine daily')
		expect(parts.filter((p) => p.change === 'removed').map((p) => p.text.trim())).toEqual(['eight'])
		expect(parts.filter((p) => p.change === 'added').map((p) => p.text.trim())).toEqual(['nine'])
		expect(parts.map((p) => (p.change === 'added' ? '' : p.text)).join('')).toBe(
			'The office opens at eight daily',
		)
	})

	test('fields are compared one by one, each with its language', () => {
		const changes = fieldChanges(
			{ 'title.en': 'Birth', 'title.fr': 'Naissance', pathEn: '/a', status: 'draft' },
			{ 'title.en': 'Birth', 'title.fr': 'Naissances', pathEn: '/b', status: 'draft', extra: 'x' },
		)
		expect(changes.map((c) => [c.name, c.lang])).toEqual([
			['title.fr', 'fr'],
			['pathEn', 'en'],
			['extra', null],
		])
		expect(changedNames({ a: '1' }, { a: '1', b: '' })).toEqual([])
		expect(fieldLanguage('content_en')).toBe('en')
		expect(fieldLanguage('pathFr')).toBe('fr')
		expect(fieldLanguage('status')).toBe(null)
	})
})

describe('side-by-side rendering', () => {
	const parts = wordDiff('Open on Monday', 'Open on Tuesday')

	test('the older side strikes the removed words, saying so in words', () => {
		const html = renderToStaticMarkup(<DiffText parts={parts} side="before" labels={labels} />)
		expect(html).toContain('<del')
		expect(html).not.toContain('<ins')
		expect(html).toMatch(/<del[^>]*><span class="sr-only">\[removed: <\/span>Monday/)
		expect(html).not.toContain('Tuesday')
	})

	test('the newer side marks the added words, saying so in words', () => {
		const html = renderToStaticMarkup(<DiffText parts={parts} side="after" labels={labels} />)
		expect(html).toMatch(/<ins[^>]*><span class="sr-only">\[added: <\/span>Tuesday/)
		expect(html).not.toContain('<del')
		expect(html).toContain('Open on ')
	})

	test('text is escaped, never markup', () => {
		const html = renderToStaticMarkup(
			<DiffText parts={wordDiff('a', '<script>x</script>')} side="after" labels={labels} />,
		)
		expect(html).not.toContain('<script>')
	})
})
