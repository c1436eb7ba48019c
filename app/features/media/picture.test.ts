import { describe, expect, test } from 'vitest'
import { imagePreload, shownImage } from './picture'

// Saving data (issue 34): with `Save-Data: on` a decorative picture is left out and the others
// come at their smallest width only; without it, every width the build made.

describe('the picture shown', () => {
	test('without Save-Data: every width', () => {
		expect(shownImage('hero', 'Green hills', false)?.widths.length).toBeGreaterThan(1)
		expect(shownImage('hero', '', false)).not.toBeNull()
	})
	test('with Save-Data: a decorative picture is left out, the others at their smallest', () => {
		expect(shownImage('hero', '', true)).toBeNull()
		const all = shownImage('mayor', 'The mayor', false)!
		expect(shownImage('mayor', 'The mayor', true)?.widths).toEqual([all.widths[0]])
	})
	test('with Save-Data: the hero has a width of its own, offered to no other reader', () => {
		const all = shownImage('hero', 'Green hills', false)!
		const saving = shownImage('hero', 'Green hills', true)!
		expect(saving.widths).toEqual([320])
		expect(all.widths).not.toContain(320)
		expect(imagePreload('hero', '100vw', true).imageSrcSet).toBe('/images/hero-320.avif 320w')
		expect(imagePreload('hero', '100vw').imageSrcSet).not.toContain('-320.')
	})
	test('with Save-Data: a picture with files of 400 px and less keeps those (a thumbnail and an article each take theirs)', () => {
		expect(shownImage('news-festival', 'Dancers', true)?.widths).toEqual([200, 400])
		expect(imagePreload('news-festival', '100vw', true).imageSrcSet).not.toContain('-700.')
	})
	test('an upload is treated the same way', () => {
		const upload = 'upload:0123456789abcdef0123:1600x900:400,800,1200'
		expect(shownImage(upload, 'A road', true)?.widths).toEqual([400])
		expect(shownImage(upload, '', true)).toBeNull()
	})
	test('the preload asks for what the picture shows', () => {
		expect(imagePreload('hero', '100vw', true).imageSrcSet).not.toContain(',')
		expect(imagePreload('hero', '100vw').imageSrcSet).toContain(',')
	})
	test('what names no picture shows nothing', () => {
		expect(shownImage('javascript:alert(1)', 'x', false)).toBeNull()
	})
})
