import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { resourceSchema } from './resources'
import { resources } from '#app/features/content-types'
import { isSafeLink, type formSchema } from './fields'

function parse(schema: ReturnType<typeof formSchema>, entries: Record<string, string>) {
	const form = new FormData()
	for (const [k, v] of Object.entries(entries)) form.append(k, v)
	const submission = parseWithZod(form, { schema })
	return {
		status: submission.status,
		value: submission.status === 'success' ? submission.value : undefined,
		error: submission.status === 'error' ? submission.error : undefined,
	}
}

describe('news form: required text and its length limits', () => {
	const schema = resourceSchema(resources.news)
	test('empty form: the title and content minimum messages on the English fields', () => {
		const result = parse(schema, {})
		expect(result.status).toBe('error')
		expect(result.error).toMatchObject({
			title_en: ['admin.validation.titleMin'],
			content_en: ['admin.validation.contentMin'],
		})
		expect(result.error?.title_fr).toBeUndefined()
	})
	test('French only is enough, and its minimums apply', () => {
		expect(
			parse(schema, { title_fr: 'Fête', content_fr: 'Une belle fête au village.' }).status,
		).toBe('success')
		const short = parse(schema, { title_fr: 'Fê', content_fr: 'court' })
		expect(short.error).toMatchObject({
			title_fr: ['admin.validation.titleMin'],
			content_fr: ['admin.validation.contentMin'],
		})
	})
	test('whitespace does not count, over-long text is refused', () => {
		expect(parse(schema, { title_en: '     ', content_en: '          ' }).error).toMatchObject({
			title_en: ['admin.validation.titleMin'],
		})
		expect(
			parse(schema, { title_en: 'x'.repeat(201), content_en: 'Long enough text.' }).error,
		).toMatchObject({ title_en: ['admin.validation.tooLong'] })
	})
	test('markup is kept as text (it is escaped when shown)', () => {
		const result = parse(schema, {
			title_en: '<script>alert(1)</script>',
			content_en: '<img src=x onerror=alert(1)>',
		})
		expect(result.status).toBe('success')
		expect(result.value?.title_en).toBe('<script>alert(1)</script>')
	})
})

describe('other content types', () => {
	test('event: title in one language and a real date are required', () => {
		const schema = resourceSchema(resources.events)
		expect(parse(schema, {}).error).toMatchObject({
			title_en: ['admin.validation.required'],
			date: ['admin.validation.required'],
		})
		expect(parse(schema, { title_fr: 'Réunion', date: '2027-02-30' }).error).toMatchObject({
			date: ['admin.validation.date'],
		})
		const ok = parse(schema, { title_fr: 'Réunion', date: '2027-02-28', time: '9:00 AM' })
		expect(ok.status).toBe('success')
		expect(ok.value).toMatchObject({
			title_fr: 'Réunion',
			title_en: '',
			location_en: '',
		})
	})
	test('programme: only the listed type and status are accepted', () => {
		const schema = resourceSchema(resources.programs)
		const bad = parse(schema, { title_en: 'Roads', type: 'other', progress: 'done' })
		expect(bad.error).toMatchObject({
			type: ['admin.validation.choose'],
			progress: ['admin.validation.choose'],
		})
		const good = parse(schema, { title_en: 'Roads', type: 'project', progress: 'active' })
		expect(good.value).toMatchObject({
			type: 'project',
			sort_order: 0,
		})
		expect(
			parse(schema, { title_en: 'Roads', type: 'project', progress: 'active', sort_order: '-3' })
				.error,
		).toMatchObject({
			sort_order: ['admin.validation.number'],
		})
		// Only digits, as typed: what Number() alone would read as a number is refused.
		for (const typed of ['0x10', '1e3', 'Infinity', ' 12', '12 ', '1_000', '12abc', '+5', '3.0']) {
			expect(
				parse(schema, { title_en: 'Roads', type: 'project', progress: 'active', sort_order: typed })
					.error,
				typed,
			).toMatchObject({ sort_order: ['admin.validation.number'] })
		}
		expect(
			parse(schema, { title_en: 'Roads', type: 'project', progress: 'active', sort_order: '12' })
				.value,
		).toMatchObject({ sort_order: 12 })
	})
	test('quick link: a site path or a web address, never javascript:', () => {
		const schema = resourceSchema(resources.quickLinks)
		for (const href of ['javascript:alert(1)', '//evil.example', 'data:text/html,x', 'ftp://x']) {
			expect(parse(schema, { label_en: 'Link', href }).error).toMatchObject({
				href: ['admin.validation.link'],
			})
		}
		expect(parse(schema, { label_en: 'Link', href: '/residents/directions#bus' }).status).toBe(
			'success',
		)
		expect(isSafeLink('https://www.example.org/page')).toBe(true)
	})
	test('business: phone characters are checked', () => {
		const schema = resourceSchema(resources.businesses)
		expect(
			parse(schema, { name: 'Shop', activity_en: 'Food', quarter: 'Ikiliwindi', phone: '<b>1</b>' })
				.error,
		).toMatchObject({ phone: ['admin.validation.phone'] })
	})
})

describe('content-type descriptions', () => {
	test('every text a screen uses exists in both admin catalogs', async () => {
		const { resourceList } = await import('#app/features/content-types')
		const { adminEn } = await import('#app/i18n/messages/admin.en')
		const { adminFr } = await import('#app/i18n/messages/admin.fr')
		for (const def of resourceList) {
			const keys = [
				...Object.values(def.text),
				...def.fields.map((f) => f.label),
				...def.columns.map((c) => c.label),
			]
			for (const key of keys) {
				expect(adminEn, `${def.key}: ${key}`).toHaveProperty([key])
				expect(adminFr, `${def.key}: ${key}`).toHaveProperty([key])
			}
		}
	})
})
