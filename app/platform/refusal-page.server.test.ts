import { describe, expect, test } from 'vitest'
import { refusalEn } from '#app/i18n/messages/essentials.en'
import { refusalFr } from '#app/i18n/messages/essentials.fr'
import { parseAdminForm, readSmallForm } from './request-body.server'
import { refusalFromErrors, refusalLocales, refusalPage, refusals } from './refusal-page.server'

const heading = (html: string) => /<h1>(.*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '')

describe('refusal pages', () => {
	test('a council offline: whose site it is and its telephone, in each language, escaped', () => {
		const council = {
			name: { en: 'Buea <Council>', fr: 'Commune de Buea' },
			phone: '+237 (6) 00-00',
		}
		const both = refusalPage('unavailable', { pathname: '/', council }).body
		expect(both).toContain('<p>This website: Buea &lt;Council&gt;</p>')
		expect(both).toContain('<p>Ce site : Commune de Buea</p>')
		expect(both).toContain('<a href="tel:+23760000">+237 (6) 00-00</a>')
		const french = refusalPage('unavailable', { pathname: '/fr/news', council }).body
		expect(french).not.toContain('This website')
		// No telephone known: no line for it; other refusals say nothing of the council.
		expect(
			refusalPage('unavailable', { pathname: '/', council: { name: council.name } }).body,
		).not.toContain('tel:')
		expect(refusalPage('busy', { pathname: '/', council }).body).not.toContain('Buea')
	})

	test('the language: French under /fr, the staff area’s cookie there, otherwise both', () => {
		expect(refusalLocales('/fr', null)).toEqual(['fr'])
		expect(refusalLocales('/fr/news/x', 'admin_lang=en')).toEqual(['fr'])
		expect(refusalLocales('/news/x', 'admin_lang=fr')).toEqual(['en', 'fr'])
		expect(refusalLocales('/admin-dtima/users', 'a=1; admin_lang=fr')).toEqual(['fr'])
		expect(refusalLocales('/admin-dtima', 'admin_lang=en')).toEqual(['en'])
		expect(refusalLocales('/admin-dtima', 'admin_lang=de')).toEqual(['en', 'fr'])
		expect(refusalLocales('/admin-dtima', 'xadmin_lang=fr')).toEqual(['en', 'fr'])
		expect(refusalLocales('/france', null)).toEqual(['en', 'fr'])
	})

	test('every refusal has its status, a heading and text in both languages, and a way back', () => {
		for (const [name, { status, key }] of Object.entries(refusals)) {
			const both = refusalPage(name as keyof typeof refusals, { pathname: '/x' })
			expect(both.status).toBe(status)
			expect(heading(both.body)).toBe(
				`${refusalEn[`refusal.${key}.title`]} / ${refusalFr[`refusal.${key}.title`]}`,
			)
			expect(both.body).toContain(refusalEn[`refusal.${key}.text`])
			expect(both.body).toContain(refusalFr[`refusal.${key}.text`])
			// A host the site does not answer to, or a council's site that is closed, gets no link
			// back to that host (it would be refused too).
			const linked = !['misdirected', 'noCouncil', 'unavailable'].includes(name)
			expect(both.body.includes('<a href="/">Return Home</a>')).toBe(linked)
			const fr = refusalPage(name as keyof typeof refusals, { pathname: '/fr/x' })
			expect(fr.body).toMatch(/^<!doctype html><html data-refusal lang="fr">/)
			expect(heading(fr.body)).toBe(refusalFr[`refusal.${key}.title`])
			expect(fr.body).not.toContain(refusalEn[`refusal.${key}.text`])
			expect(fr.body.includes(`<a href="/fr">${refusalFr['refusal.home']}</a>`)).toBe(linked)
			const staff = refusalPage(name as keyof typeof refusals, {
				pathname: '/admin-dtima/content/news',
				cookie: 'admin_lang=en',
			})
			expect(
				staff.body.includes(`<a href="/admin-dtima">${refusalEn['refusal.staffHome']}</a>`),
			).toBe(linked)
			expect(staff.body).not.toContain(refusalFr[`refusal.${key}.text`])
		}
	})

	test('a refusal thrown by an action is recognised; other error responses are not', () => {
		const { body } = refusalPage('tooLarge', { pathname: '/admin-dtima' })
		const headers = new Headers({ 'Set-Cookie': 'a=1' })
		const response = refusalFromErrors({ route: { status: 413, data: body } }, headers)
		expect(response?.status).toBe(413)
		expect(response?.headers.get('content-type')).toBe('text/html; charset=utf-8')
		expect(response?.headers.get('set-cookie')).toBe('a=1')
		expect(refusalFromErrors({ route: { status: 404, data: 'Not found' } }, new Headers())).toBe(
			undefined,
		)
		expect(refusalFromErrors(null, new Headers())).toBe(undefined)
	})
})

describe('form helpers answer with the refusal page', () => {
	const url = 'http://localhost/admin-dtima/account'
	const status = async (promise: Promise<unknown>) => {
		try {
			await promise
			return 'parsed'
		} catch (thrown) {
			if (!(thrown instanceof Response)) throw thrown
			expect(thrown.headers.get('content-type')).toBe('text/html; charset=utf-8')
			expect(await thrown.text()).toContain('<h1>')
			return thrown.status
		}
	}
	const post = (body: string, type = 'application/x-www-form-urlencoded') =>
		new Request(url, {
			method: 'POST',
			headers: { 'Content-Type': type, 'Content-Length': String(Buffer.byteLength(body)) },
			body,
		})

	test('small forms: wrong type 415, too large 413, NUL characters 400', async () => {
		expect(await status(readSmallForm(post('a=1', 'application/json'), 1000))).toBe(415)
		expect(await status(readSmallForm(post(`a=${'x'.repeat(2000)}`), 1000))).toBe(413)
		expect(await status(readSmallForm(post('a=b%00c'), 1000))).toBe(400)
		expect(await status(readSmallForm(post('a%00=b'), 1000))).toBe(400)
		expect(await status(readSmallForm(post('a=b'), 1000))).toBe('parsed')
	})

	test('staff-area forms: wrong type 415, unreadable 400', async () => {
		expect(await status(parseAdminForm(post('a', 'application/json')))).toBe(415)
		expect(
			await status(parseAdminForm(post('--x\r\nbroken', 'multipart/form-data; boundary=x'))),
		).toBe(400)
		expect(await status(parseAdminForm(post('title_en=ab')))).toBe('parsed')
	})
})
