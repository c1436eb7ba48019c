import { expect, type Page } from '@playwright/test'
import { assertNotHeld, ServerPage } from '../support/server-html'

export { expectCount, normalize, ServerPage } from '../support/server-html'

/** GET `url` with the page's cookies; the answer must have `status` (200 unless told). */
export async function serverPage(page: Page, url: string, status = 200) {
	const response = await page.request.get(url)
	expect(response.status(), url).toBe(status)
	return new ServerPage(url, response.status(), await response.text())
}

/** The public page does not hold `needle` anywhere (tests/support/server-html.ts). */
export async function expectNotInServerPage(page: Page, url: string, needle: string) {
	assertNotHeld(await serverPage(page, url), needle)
}
