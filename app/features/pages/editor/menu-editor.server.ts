import { data } from 'react-router'
import { ADMIN_BASE } from '#app/config'
import { assertCsrf, requireStaff, requireStaffAction } from '#app/auth/auth.server'
import { logActivity } from '#app/db/activity.server'
import { getDb } from '#app/db/client.server'
import { clientAddress } from '#app/features/cms/client-address.server'
import { redirectWithFlash } from '#app/features/cms/flash.server'
import { getSettings, setSetting } from '#app/features/settings/queries.server'
import { catalogs } from '#app/i18n/catalogs.server'
import { readSmallForm } from '#app/platform/request-body.server'
import { groupLabelKeys, normalizeMenuGroups, type MenuGroupSetting } from '../menu'
import { movePage } from '../page-writes.server'
import { listPages } from '../pages-store.server'
import { pageGroups, type PageGroup } from '../types'
import { ownLabel, type FieldErrors } from './editor.server'
import type { FormValues } from './form-state'

export const MENU_PATH = `${ADMIN_BASE}/menu`
const LABEL_MAX = 60

/** One group of the Menu screen: its place, its labels, and its pages in order. */
export interface MenuScreenGroup {
	key: PageGroup
	defaultLabel: { en: string; fr: string }
	pages: { id: number; title: string; status: 'draft' | 'published' }[]
}

async function screenData() {
	const db = getDb()
	const [settings, pages] = await Promise.all([getSettings(db), listPages(db)])
	const groups = normalizeMenuGroups(settings.menuGroups)
	const values: FormValues = {}
	groups.forEach((g, i) => {
		values[`g.${i}.key`] = g.key
		values[`g.${i}.label.en`] = g.label.en
		values[`g.${i}.label.fr`] = g.label.fr
		if (g.inMenu) values[`g.${i}.inMenu`] = 'on'
	})
	for (const p of pages) {
		values[`p.${p.id}.label.en`] = ownLabel(p.menuLabel.en, p.title.en)
		values[`p.${p.id}.label.fr`] = ownLabel(p.menuLabel.fr, p.title.fr)
		if (p.inMenu) values[`p.${p.id}.inMenu`] = 'on'
	}
	const screenGroups: MenuScreenGroup[] = groups.map((g) => ({
		key: g.key,
		defaultLabel: {
			en: catalogs.en[groupLabelKeys[g.key]],
			fr: catalogs.fr[groupLabelKeys[g.key]],
		},
		pages: pages
			.filter((p) => p.group === g.key)
			.map((p) => ({ id: p.id, title: p.title.en || p.title.fr, status: p.status })),
	}))
	return { groups: screenGroups, values, pages }
}

/** `GET /admin-dtima/menu`: the main menu's groups and pages, in order, with their labels. */
export async function menuLoader(request: Request) {
	await requireStaff(request)
	const { groups, values } = await screenData()
	return { groups, values }
}

const isGroup = (value: unknown): value is PageGroup =>
	typeof value === 'string' && (pageGroups as readonly string[]).includes(value)

/**
 * Saves the whole screen (labels, what is in the menu), then applies the button pressed: a group
 * or a page one place up or down. Nothing is saved when a label is too long: the screen comes
 * back as typed, with the message.
 */
export async function menuAction(request: Request, context: { clientIp?: string | null }) {
	const session = await requireStaffAction(request)
	const form = await readSmallForm(request, 256 * 1024)
	assertCsrf(session, form)
	const db = getDb()
	const { groups, pages } = await screenData()
	const typed = (name: string) => {
		const v = form.get(name)
		return typeof v === 'string' ? v.trim() : ''
	}
	const errors: FieldErrors = {}
	const values: FormValues = {}
	for (const [name, value] of form) {
		if (typeof value === 'string' && (name.startsWith('g.') || name.startsWith('p.')))
			values[name] = value
	}
	for (const name of Object.keys(values)) {
		if (/\.label\.(en|fr)$/.test(name) && typed(name).length > LABEL_MAX) {
			errors[name] = { key: 'admin.validation.tooLong', vars: { max: LABEL_MAX } }
		}
	}
	if (Object.keys(errors).length) return data({ values, errors }, { status: 400 })

	// The groups in the order the form had them (each once), labels as typed.
	const order = groups.map((_, i) => typed(`g.${i}.key`))
	const stored: MenuGroupSetting[] = normalizeMenuGroups(
		order.filter(isGroup).map((key) => {
			const i = order.indexOf(key)
			return {
				key,
				label: { en: typed(`g.${i}.label.en`), fr: typed(`g.${i}.label.fr`) },
				inMenu: Boolean(form.get(`g.${i}.inMenu`)),
			}
		}),
	)
	const op = typed('op')
	const [what, arg] = op.split(':')
	const at = Number(arg)
	if ((what === 'up-group' || what === 'down-group') && Number.isInteger(at)) {
		const other = what === 'up-group' ? at - 1 : at + 1
		if (stored[at] && stored[other]) [stored[at], stored[other]] = [stored[other]!, stored[at]!]
	}
	const now = new Date().toISOString()
	await db.transaction().execute(async (trx) => {
		await setSetting(trx, 'menuGroups', stored, now)
		for (const page of pages) {
			const en = typed(`p.${page.id}.label.en`) || page.title.en
			const fr = typed(`p.${page.id}.label.fr`) || page.title.fr
			const inMenu = form.get(`p.${page.id}.inMenu`) ? 1 : 0
			if (en === page.menuLabel.en && fr === page.menuLabel.fr && inMenu === Number(page.inMenu)) {
				continue
			}
			await trx
				.updateTable('pages')
				.set({ menu_label_en: en, menu_label_fr: fr, in_menu: inMenu })
				.where('id', '=', page.id)
				.execute()
		}
		await logActivity(
			trx,
			{
				action: 'update',
				itemType: 'menu',
				itemTitle: 'menu',
				actor: session.user.name,
				kind: 'content',
				ip: clientAddress(context),
			},
			now,
		)
	})
	let target = 'menu-groups'
	if ((what === 'up-page' || what === 'down-page') && Number.isInteger(at)) {
		await movePage(db, at, what === 'up-page' ? 'up' : 'down')
		target = `page-${at}`
	} else if (what === 'up-group' || what === 'down-group') {
		target = `group-${stored[what === 'up-group' ? at - 1 : at + 1]?.key ?? ''}`
	}
	return redirectWithFlash(`${MENU_PATH}#${target}`, {
		kind: 'success',
		title: 'admin.toast.successTitle',
		text: 'admin.siteMenu.saved',
	})
}
