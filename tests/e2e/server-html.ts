import { expect, type Page } from '@playwright/test'
import { normalize, ServerPage } from '../support/server-html'

export { expectCount, normalize, ServerPage } from '../support/server-html'

/** GET `url` with the page's cookies; the answer must have `status` (200 unless told). */
export async function serverPage(page: Page, url: string, status = 200) {
	const response = await page.request.get(url)
	expect(response.status(), url).toBe(status)
	return new ServerPage(url, response.status(), await response.text())
}

/**
 * The public page does not hold `needle` anywhere: not in its markup as sent (text, attributes,
 * the data sent for hydration), nor in its decoded text. Stricter than a browser's visible text.
 */
export async function expectNotInServerPage(page: Page, url: string, needle: string) {
	const { html, doc } = await serverPage(page, url)
	expect(html.includes(needle), `${url} holds "${needle}"`).toBe(false)
	expect(normalize(doc.textContent).includes(normalize(needle)), `${url} shows "${needle}"`).toBe(
		false,
	)
	// A needle with markup characters would be escaped in the HTML: look for that form too.
	const escaped = needle
		.replaceAll('&', '&amp;')
		.replaceAll('<', '&lt;')
		.replaceAll('>', '&gt;')
		.replaceAll('"', '&quot;')
		.replaceAll("'", '&#x27;')
	expect(html.includes(escaped), `${url} holds "${escaped}"`).toBe(false)
}
