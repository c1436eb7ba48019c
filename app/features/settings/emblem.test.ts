import fs from 'node:fs'
import { describe, expect, test } from 'vitest'
import { DRAWN_EMBLEM_ICON, emblemFiles, emblemRef, iconLinks, webManifest } from './emblem'

const id = '0123456789abcdef0123'
const council = { name: { en: 'Buea Council', fr: 'Commune de Buea' }, shortName: 'Buea' }

describe('the emblem as icons and a web manifest', () => {
	test('without an emblem: the site’s own icons', () => {
		expect(emblemFiles('')).toBeNull()
		expect(emblemFiles('/images/logo.svg')).toBeNull()
		expect(iconLinks('').map((l) => l.href)).toEqual([
			DRAWN_EMBLEM_ICON,
			'/images/favicon-32.png',
			'/images/apple-touch-icon.png',
		])
		const manifest = webManifest({ ...council, emblem: '' }, 'en')
		expect(manifest.icons.map((i) => i.src)).toEqual([
			'/images/favicon.svg',
			'/images/apple-touch-icon.png',
		])
	})

	test('the drawing written into the page is the logo file’s, as a data: address', () => {
		const shapes = (svg: string) => [...svg.matchAll(/ d=["']([^"']+)["']/g)].map((m) => m[1])
		const file = fs.readFileSync(new URL('../../../public/images/logo.svg', import.meta.url), 'utf8')
		expect(shapes(DRAWN_EMBLEM_ICON)).toEqual(shapes(file))
		expect(shapes(file)).toHaveLength(13)
		// `#` would end the address (a fragment); double quotes would end the attribute.
		expect(DRAWN_EMBLEM_ICON).toMatch(/^data:image\/svg\+xml,<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg'/)
		expect(DRAWN_EMBLEM_ICON).not.toMatch(/[#"]/)
		expect(DRAWN_EMBLEM_ICON).toContain("fill='%23007a5e'")
	})

	test('with one: its files, named by its hash, and the council’s name in the language', () => {
		const ref = emblemRef(id)
		expect(iconLinks(ref)).toEqual([
			{ rel: 'icon', href: `/uploads/${id}-icon-16.png`, sizes: '16x16', type: 'image/png' },
			{ rel: 'icon', href: `/uploads/${id}-icon-32.png`, sizes: '32x32', type: 'image/png' },
			{ rel: 'icon', href: `/uploads/${id}-icon-48.png`, sizes: '48x48', type: 'image/png' },
			{ rel: 'apple-touch-icon', href: `/uploads/${id}-apple-180.png`, sizes: '180x180' },
		])
		const fr = webManifest({ ...council, emblem: ref }, 'fr')
		expect([fr.name, fr.short_name, fr.lang, fr.start_url]).toEqual([
			'Commune de Buea',
			'Buea',
			'fr',
			'/fr',
		])
		expect(fr.icons).toEqual([
			{ src: `/uploads/${id}-icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
			{ src: `/uploads/${id}-icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
			{
				src: `/uploads/${id}-maskable-512.png`,
				sizes: '512x512',
				type: 'image/png',
				purpose: 'maskable',
			},
		])
		expect(webManifest({ ...council, emblem: ref }, 'en').name).toBe('Buea Council')
	})
})
