import { devices, expect, test, type Page } from './fixtures'
import { adminMenu } from '../../app/features/staff-frame/admin-nav'
import { adminPages } from '../../app/route-table'
import type { ResourceDef } from '../../app/features/cms/resources'
import { resourceList } from '../../app/features/content-types'
import { screenFields, settingsScreenList } from '../../app/features/cms/settings-screens'
import { blockData } from '../../app/features/pages/data-screens'
import { specOf } from '../../app/features/pages/editor/block-specs'
import { contentPages } from '../../app/seed/pages/index'
import { adminPost, expectNoAxeViolations, openInApp, text, type Lang } from './helpers'

// axe (WCAG 2.x A and AA) on the staff area's screens: in English at desktop size, and a
// phone-sized pass in French. The two interface languages are the same components with other
// words, and the phone layout the same markup styled narrow, so each language and each size is
// checked once rather than every screen three times. Runs in the "admin" project (its own server
// and database). The screens are walked in a few tests, one page each, moving from screen to
// screen as a clerk's clicks would (`openInApp`, helpers.ts: the first loaded whole), a step and a
// soft check per screen so that every failing screen is named; loading each screen whole, axe's
// script included, cost more than twice the CPU.
//
// Which screens the quick sweep (the default) covers — one per screen template:
// - every route module of the route table that draws a screen (entries whose module is a `.ts` file
//   are actions, e.g. the language switch), through its first address: dashboard, content and
//   pages hubs, notifications, search (empty, and with results: `?q=market`), account, accounts,
//   activity log;
// - the one list-of-items module (routes/admin/resource.tsx) serves nine lists, and the one
//   settings module (routes/admin/settings-screen.tsx) three screens; they differ by the kinds of
//   fields they show. The first list is scanned as a list, with its create panel, its edit panel
//   and the delete confirmation (one shared component), with the first settings screen;
// - the kinds of field (text, textarea, date, select, number, link, image…): in English at
//   desktop size, `coverByKind` adds the few other lists whose create panels, with the first's,
//   show every kind, and the settings screens that together show every kind. On a phone, in
//   French, the same fields are the same markup in another language and a narrower layout,
//   checked through the first list and the first settings screen;
// - on a phone, in French: one screen of each layout (dashboard, tables, a settings form, Pages,
//   Menu), and the first list's create panel and delete confirmation (the edit panel is the
//   create panel filled in);
// - the page editor (one module; `/admin-dtima/menu`, the Menu screen, at both sizes): in English
//   at desktop size, the editors of the fewest seeded pages whose sections together show every
//   kind of field, rows and a section of live data (`editorPages`; on a phone, in French, the
//   first of them), the new-page form refused, with its error summary and its fields in error
//   (the blank new-page form is that form with fewer sections than any editor, so it is not
//   scanned again), and the delete confirmation of a page added for the purpose (both sizes).
// The sign-in page is scanned in admin-auth.spec.ts. That every screen of the route table and
// every address of the menu answers 200 with one h1 in each language is checked by
// tests/http/admin-access.test.ts (no browser needed).
// `npm run test:a11y-all` (A11Y_ALL=1) scans every screen, every menu address and every list's
// panels, in both languages at desktop size, instead.
const all = process.env.A11Y_ALL === '1'

/** The fewest items (greedily, first in list order on a tie) that together show every variant. */
function coverByKind<T>(items: readonly T[], variants: (item: T) => string[]) {
	const sets = items.map((item) => ({ item, variants: new Set(variants(item)) }))
	const missing = new Set(sets.flatMap((s) => [...s.variants]))
	const picked: T[] = []
	while (missing.size) {
		const gain = (s: (typeof sets)[number]) => [...s.variants].filter((v) => missing.has(v)).length
		const best = sets.reduce((a, b) => (gain(b) > gain(a) ? b : a))
		picked.push(best.item)
		best.variants.forEach((v) => missing.delete(v))
	}
	// Keep the original order, so the first list stays first.
	return items.filter((item) => picked.includes(item))
}

// The first list stands for the list screen, its edit panel and the delete confirmation; in
// English at desktop size, the create panels of the lists that together show every kind of field.
const first = resourceList[0]!
const kindLists = [
	first,
	...coverByKind(resourceList, (d) => d.fields.map((f) => `field:${f.kind}`)),
].filter((d, i, a) => a.indexOf(d) === i)
const kindSettings = coverByKind(settingsScreenList, (s) =>
	screenFields(s).map((f) => `field:${f.kind}`),
).map((s) => s.path)

// An item's history needs an item (`?type=&id=`): scanned by checkHistory, with a comparison and
// a restore confirmation on screen.
const HISTORY = '/admin-dtima/history'
// The page editor (one module): the new-page form, and a stored page's editor with `?id=`.
const EDITOR = '/admin-dtima/pages/edit'

const everyScreen = [
	...new Set([
		...adminPages.filter((p) => !p.file.endsWith('.ts') && p.path !== HISTORY).map((p) => p.path),
		...adminMenu.flatMap((item) => [item.href, ...(item.subItems ?? []).map((s) => s.href)]),
		'/admin-dtima/search?q=market',
	]),
]
// The page editor's first address is the new-page form: scanned refused, with its error summary
// and every field in error, and the editors of seeded pages show its sections and more
// (`editorPages`), so it is not scanned a third time blank.
const oneScreenPerModule = [
	...new Set(
		adminPages
			.filter((p) => !p.file.endsWith('.ts') && p.path !== HISTORY && p.path !== EDITOR)
			.filter(
				(p) => !['routes/admin/resource.tsx', 'routes/admin/settings-screen.tsx'].includes(p.file),
			)
			.map((p) => p.path),
	),
	'/admin-dtima/search?q=market',
	first.path,
]
// The page editor draws each section with its kind's fields (block-specs.ts): the fewest seeded
// pages that together show every shape of field, of row field, and a live-data section.
type SeedPage = (typeof contentPages)[number]
const editorVariants = (p: SeedPage) => [
	...new Set(
		p.blocks.flatMap((block) => {
			const spec = specOf(block.kind)
			return [
				...spec.fields.map((f) => `field:${f.shape}`),
				...(spec.rows?.fields ?? []).map((f) => `row:${f.shape}`),
				...(blockData[block.kind] ? ['data'] : []),
			]
		}),
	),
]
// The richest first: on a phone, only it is scanned.
const editorPages = (all ? contentPages : coverByKind(contentPages, editorVariants))
	.toSorted((a, b) => editorVariants(b).length - editorVariants(a).length)
	.map((p) => p.path)

/** The editor's address for the stored page at `path` (as linked from the Pages screen). */
async function editorOf(page: Page, path: string) {
	const html = await (await page.request.get('/admin-dtima/pages')).text()
	const row = new RegExp(
		`data-page="${path}"[^>]*>\\s*<th[^>]*>[\\s\\S]*?<a[^>]*href="${EDITOR}\\?id=(\\d+)"`,
	)
	const id = row.exec(html)?.[1]
	expect(id, `${path} is on the Pages screen`).toBeTruthy()
	return `${EDITOR}?id=${id}`
}

async function checkEditor(page: Page, lang: Lang, path: string) {
	await open(page, lang, await editorOf(page, path))
	await expect(page.locator('legend h3').first()).toBeVisible()
	await expectNoAxeViolations(page, { soft: true })
}

/** The delete confirmation, for a draft page added for it and deleted afterwards. */
async function checkDeletePage(page: Page, lang: Lang) {
	const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
	const created = await adminPost(page, EDITOR, {
		form: {
			op: 'save',
			group: 'residents',
			status: 'draft',
			'title.en': `Accessibility check ${tag}`,
			'title.fr': `Vérification d’accessibilité ${tag}`,
			'b.0.kind': 'prose',
			'b.0.paragraphs.en': 'A page to delete.',
			'b.0.paragraphs.fr': 'Une page à supprimer.',
		},
		maxRedirects: 0,
	})
	expect(created.status(), 'the page is added').toBe(302)
	// Its editor shows the "page created" message once (a toast, still fading in while axe looks):
	// that request takes it, as the clerk's next page would.
	expect((await page.request.get(created.headers().location!)).status()).toBe(200)
	const editor = `${EDITOR}?id=${/[?&]id=(\d+)/.exec(created.headers().location ?? '')?.[1]}`
	try {
		await open(page, lang, `${editor}&delete`)
		await expect(
			page.getByRole('button', { name: text(lang, 'admin.pageEditor.deleteConfirm') }),
		).toBeVisible()
		await expectNoAxeViolations(page, { soft: true })
	} finally {
		const deleted = await adminPost(page, editor, { form: { op: 'delete' }, maxRedirects: 0 })
		expect(deleted.status(), 'the page is deleted').toBe(302)
	}
}

/** The new-page form sent empty: its error summary takes the focus, its fields are in error. */
async function checkRefusedSave(page: Page, lang: Lang) {
	await open(page, lang, EDITOR)
	await page
		.getByRole('button', { name: text(lang, 'admin.pageEditor.save') })
		.first()
		.click()
	await expect(page.locator('#errors')).toBeFocused()
	await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
	await expectNoAxeViolations(page, { soft: true })
}

/** The screens scanned, and the lists whose create panels are scanned (`everyKind`: desktop). */
function sweep(everyKind: boolean) {
	if (all) return { screens: everyScreen, formLists: resourceList }
	return {
		screens: [...oneScreenPerModule, ...(everyKind ? kindSettings : kindSettings.slice(0, 1))],
		formLists: everyKind ? kindLists : [first],
	}
}

// Each list-of-items screen also has its create panel, edit panel and delete confirmation.
type Variant = 'new' | 'edit' | 'delete'
const variants: Variant[] = ['new', 'edit', 'delete']

async function useLanguage(page: Page, lang: Lang, baseURL: string) {
	await page.context().addCookies([{ name: 'admin_lang', value: lang, url: baseURL }])
}

/** A screen, as the clerk's next click would bring it (helpers.ts). */
const open = (page: Page, lang: Lang, url: string) => openInApp(page, url, lang)

/** The oldest item of a list (sample data no test deletes), for its edit and delete screens. */
async function existingId(page: Page, def: ResourceDef) {
	const list = await page.request.get(def.path)
	expect(list.status(), `${def.path} answers 200`).toBe(200)
	const ids = [...(await list.text()).matchAll(/data-item-row="(\d+)"/g)]
		.map((m) => Number(m[1]))
		.filter((n) => n > 0)
	expect(ids.length, `${def.path} lists at least one item`).toBeGreaterThan(0)
	return Math.min(...ids)
}

/**
 * Several screens in one page, one step each, moving between them as a clerk's clicks would
 * (`goInApp`), each scanned by axe with a soft check so that every failing screen is named.
 */
type Check = [string, () => Promise<void>]

async function sweepScreens(page: Page, lang: Lang, checks: Check[]) {
	for (const [name, check] of checks) await test.step(name, check)
}

/** A screen scanned as it is (no panel to wait for). */
const screenCheck = (page: Page, lang: Lang, url: string): Check => [
	url,
	async () => {
		await open(page, lang, url)
		await expectNoAxeViolations(page, { soft: true })
	},
]

const variantCheck = (page: Page, lang: Lang, def: ResourceDef, variant: Variant): Check => [
	`${def.path} ?${variant}`,
	() => checkVariant(page, lang, def, variant, { soft: true }),
]

// A sweep walks twenty screens or more, each a navigation and a scan: up to a minute on a busy
// machine.
const SWEEP_TIMEOUT = 240_000

/** The first list's oldest item unpublished and published again, then its history compared. */
async function checkHistory(page: Page, lang: Lang) {
	const id = await existingId(page, first)
	for (const intent of ['unpublish', 'publish']) {
		const reply = await adminPost(page, first.path, { form: { intent, id }, maxRedirects: 0 })
		expect(reply.status()).toBe(302)
	}
	// The "published" message (a toast, still fading in while axe looks) is taken by this request,
	// as the clerk's next page would.
	expect((await page.request.get(first.path)).status()).toBe(200)
	await open(page, lang, `${HISTORY}?type=${first.key}&id=${id}&from=0&to=1&restore=0`)
	await expect(page.getByRole('alertdialog')).toBeVisible()
	await expect(page.locator('del, ins').first()).toBeVisible()
	await expectNoAxeViolations(page, { soft: true })
}

async function checkVariant(
	page: Page,
	lang: Lang,
	def: ResourceDef,
	variant: Variant,
	{ soft = false } = {},
) {
	const query = variant === 'new' ? '?new' : `?${variant}=${await existingId(page, def)}`
	await open(page, lang, `${def.path}${query}`)
	if (variant === 'delete') {
		await expect(page.getByRole('alertdialog')).toBeVisible()
	} else {
		const title = variant === 'new' ? def.text.createTitle : def.text.editTitle
		await expect(page.getByRole('region', { name: text(lang, title), exact: true })).toBeVisible()
	}
	await expectNoAxeViolations(page, { soft })
}

for (const lang of all ? (['en', 'fr'] as const) : (['en'] as const)) {
	const { screens, formLists } = sweep(lang === 'en')
	test.describe(`staff area in ${lang === 'en' ? 'English' : 'French'}: no axe violations`, () => {
		test.beforeEach(async ({ page, baseURL }) => {
			await useLanguage(page, lang, baseURL!)
		})

		test(`${lang}: one screen of each kind`, async ({ page }) => {
			test.setTimeout(SWEEP_TIMEOUT)
			await sweepScreens(
				page,
				lang,
				screens.map((url) => screenCheck(page, lang, url)),
			)
		})

		// The delete confirmation is one component whose only difference between lists is the
		// item's name in its title, and the edit panel is the create panel filled in: both are
		// checked on the first list, in each language (every list with A11Y_ALL=1, as before,
		// except the delete confirmation).
		test(`${lang}: the lists' panels`, async ({ page }) => {
			test.setTimeout(SWEEP_TIMEOUT)
			await sweepScreens(
				page,
				lang,
				formLists.flatMap((def) =>
					(def === first
						? variants
						: all
							? variants.filter((v) => v !== 'delete')
							: (['new'] as const)
					).map((variant) => variantCheck(page, lang, def, variant)),
				),
			)
		})

		// The page editor's sections, field by field kind, the new-page form refused, its delete
		// confirmation and an item's history (the same markup in French: English only, as for the
		// lists' other panels).
		if (lang === 'en' || all) {
			test(`${lang}: the page editor and an item’s history`, async ({ page }) => {
				test.setTimeout(SWEEP_TIMEOUT)
				await sweepScreens(page, lang, [
					...editorPages.map((path): Check => [
						`page editor of ${path}`,
						() => checkEditor(page, lang, path),
					]),
					['the new-page form refused', () => checkRefusedSave(page, lang)],
					['a page’s delete confirmation', () => checkDeletePage(page, lang)],
					['history: comparison and restore confirmation', () => checkHistory(page, lang)],
				])
			})
		}
	})
}

// Pixel 7 without its browser choice (the project already runs Chromium; changing the browser
// inside a file is not allowed).
const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7']

test.describe('staff area on a phone (Pixel 7, French): no axe violations', () => {
	test.use(pixel7)
	const { screens: every, formLists } = sweep(false)
	// The narrow layout of each kind of screen: a dashboard, tables (lists, accounts, the activity
	// log), a settings form, the Pages and Menu screens (the page editor: below).
	const phoneScreens = [
		'/admin-dtima',
		'/admin-dtima/pages',
		// The Pages list's filters open (a filter chosen), and a bulk action's confirmation.
		'/admin-dtima/pages?q=a&state=published',
		`${first.path}?bulk=delete&id=1&id=2`,
		'/admin-dtima/menu',
		kindSettings[0]!,
		first.path,
		'/admin-dtima/users',
		'/admin-dtima/activity',
	]
	const screens = all ? every : phoneScreens

	test.beforeEach(async ({ page, baseURL }) => {
		await useLanguage(page, 'fr', baseURL!)
	})

	// With the first list's create panel and delete confirmation (the edit panel is the create
	// panel filled in, the same markup).
	test('phone: one screen of each layout, and the first list’s panels', async ({ page }) => {
		test.setTimeout(SWEEP_TIMEOUT)
		await sweepScreens(page, 'fr', [
			...screens.map((url) => screenCheck(page, 'fr', url)),
			...formLists.flatMap((def) =>
				(def === first ? (['new', 'delete'] as const) : (['new'] as const)).map((variant) =>
					variantCheck(page, 'fr', def, variant),
				),
			),
		])
	})

	// The editor's sections stacked (English and French one above the other): the richest page.
	test('phone: the page editor and an item’s history', async ({ page }) => {
		test.setTimeout(SWEEP_TIMEOUT)
		await sweepScreens(page, 'fr', [
			...(all ? editorPages : editorPages.slice(0, 1)).map((path): Check => [
				`page editor of ${path}`,
				() => checkEditor(page, 'fr', path),
			]),
			['a page’s delete confirmation', () => checkDeletePage(page, 'fr')],
			['history: comparison and restore confirmation', () => checkHistory(page, 'fr')],
		])
	})
})

// What the primitives' variants promise, as Chromium computes it: a class passed beside a variant's
// own would lose or win by stylesheet order (cn() does not merge; docs/decisions/019), so these
// check the result, not the class names.
test.describe('button variants render as asked (computed styles)', () => {
	/** The site's danger colour, as the browser resolves it. */
	async function dangerColour(page: Page) {
		return page.evaluate(() => {
			const probe = document.createElement('span')
			probe.style.color = 'var(--color-danger)'
			document.body.append(probe)
			const colour = getComputedStyle(probe).color
			probe.remove()
			return colour
		})
	}

	test('the delete confirmation button is the danger colour; a row’s Delete link is red', async ({
		page,
		baseURL,
	}) => {
		await useLanguage(page, 'en', baseURL!)
		const def = resourceList[0]!
		const id = await existingId(page, def)
		await open(page, 'en', def.path)
		const danger = await dangerColour(page)
		expect(danger).toBe('rgb(179, 38, 30)')

		const rowDelete = page
			.locator(`tr[data-item-row="${id}"]`)
			.getByRole('link', { name: text('en', 'admin.action.delete'), exact: true })
		await expect.soft(rowDelete).toHaveCSS('color', danger)

		await open(page, 'en', `${def.path}?delete=${id}`)
		const confirm = page
			.getByRole('alertdialog')
			.getByRole('button', { name: text('en', 'admin.action.confirmDelete') })
		await expect.soft(confirm).toHaveCSS('background-color', danger)
		await expect.soft(confirm).toHaveCSS('color', 'rgb(255, 255, 255)')
	})

	test('an action link with a long label wraps on a narrow screen instead of overflowing', async ({
		page,
	}) => {
		await page.setViewportSize({ width: 320, height: 640 })
		await page.goto('/fr/residents/parks-recreation')
		const link = page.getByRole('link', { name: 'Organiser un événement dans un parc' })
		await expect(link).toHaveCSS('white-space', 'normal')
		const box = await link.evaluate((el) => {
			const rect = el.getBoundingClientRect()
			return {
				right: rect.right,
				height: rect.height,
				lineHeight: parseFloat(getComputedStyle(el).lineHeight),
				overflows: el.scrollWidth > el.clientWidth,
			}
		})
		// Two lines or more, inside the screen, and the button grew with its text.
		expect(box.height).toBeGreaterThanOrEqual(2 * box.lineHeight)
		expect(box.right).toBeLessThanOrEqual(320)
		expect(box.overflows).toBe(false)
	})
})
