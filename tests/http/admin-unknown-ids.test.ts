import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ResourceDef } from '#app/features/cms/resources'
import { resourceList, resources } from '#app/features/content-types'
import { escapeHtml, text } from '../support/texts'
import type { Client, Reply } from './client'
import { startSignedInServer } from './start-server'

// Unknown ids, in a form or in the address, come back as “This item no longer exists” or as the
// plain list, never an error page: on SQLite (`http`) and PostgreSQL (`http-pg`), one test per
// list, so a failure names it. (Hostile ids on every action: admin-hostile.test.ts.)

let server: Awaited<ReturnType<typeof startSignedInServer>>['server']
let admin: Client

beforeAll(async () => {
	;({ server, admin } = await startSignedInServer())
})
afterAll(() => server?.stop())

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** The result banner the server renders after a redirect: its role and its texts. */
function flash(reply: Reply) {
	const match = /<div role="(alert|status)" data-flash-banner[^>]*>(.*?)<\/div>/.exec(reply.body)
	return match ? { role: match[1], html: match[2]! } : undefined
}

/** Posts to a list, expects the redirect back to it, and then the “no longer exists” banner. */
async function expectNotFound(def: ResourceDef, form: Record<string, string>, needle?: string) {
	const label = JSON.stringify(form)
	const response = await admin.adminPost(def.path, form)
	expect(response.status, label).toBe(302)
	expect(new URL(response.headers.location!, 'http://x').pathname, label).toBe(def.path)
	const list = await admin.get(response.headers.location!)
	expect(list.status, label).toBe(200)
	const banner = flash(list)
	expect(banner?.role, label).toBe('alert')
	expect(banner?.html, label).toContain(escapeHtml(text('en', 'admin.toast.notFound')))
	if (needle) expect(list.body, label).not.toContain(escapeHtml(needle))
}

describe('unknown ids in a form: “This item no longer exists”', () => {
	test('quick links: delete, update, empty and negative ids', async () => {
		const def = resources.quickLinks
		const valid = { label_en: `Ghost ${uid()}`, href: '/help', sort_order: '0' }
		for (const form of [
			{ intent: 'delete', id: '999999' },
			{ intent: 'update', id: 'abc', ...valid },
			{ intent: 'update', id: '999999', ...valid },
			{ intent: 'delete', id: '' },
			{ intent: 'delete', id: '-1' },
		]) {
			await expectNotFound(def, form, valid.label_en)
		}
	})

	for (const def of resourceList) {
		test(`${def.key}: deleting${def.publishable ? ' and publishing' : ''} an unknown item`, async () => {
			await expectNotFound(def, { intent: 'delete', id: '999999' })
			if (def.publishable) await expectNotFound(def, { intent: 'publish', id: '999999' })
		})
	}
})

describe('an unknown id in the address just shows the list', () => {
	for (const def of resourceList) {
		test(def.key, async () => {
			for (const query of ['?edit=999999', '?delete=abc']) {
				const reply = await admin.get(`${def.path}${query}`)
				expect(reply.status, query).toBe(200)
				const h1 = /<h1[^>]*>(.*?)<\/h1>/.exec(reply.body)?.[1]
				expect(h1, query).toBe(escapeHtml(text('en', def.text.title)))
				expect(reply.body, query).not.toContain('role="alertdialog"')
				expect(reply.body, query).not.toContain(`>${escapeHtml(text('en', def.text.editTitle))}<`)
			}
		})
	}
})
