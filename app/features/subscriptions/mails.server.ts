import type { OutgoingMail } from '#app/platform/mail/outbox.server'
import type { SubscriptionLanguages } from '#app/db/schema'
import type { AnnouncedItem } from '#app/features/cms/content-type'
import { localizePath, type Locale } from '#app/i18n/locales'
import { subscriptionTexts, subT } from './texts'

/**
 * The messages of subscriptions by email: plain text always, and a simple HTML alternative (no
 * pictures, no styles beyond the mail client's, nothing that loads from anywhere). Every address
 * in them is absolute; every text comes from the subscription catalog.
 */

const escape = (text: string) =>
	text
		.replace(/&/g, '&amp;')
		.replace(/</g, '&lt;')
		.replace(/>/g, '&gt;')
		.replace(/"/g, '&quot;')
		.replace(/'/g, '&#39;')

/** A subject line: one line, bounded (a title could hold a line break or be very long). */
const subjectLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 200)

export const subscribePath = (page: 'confirm' | 'manage' | 'unsubscribe', locale: Locale) =>
	localizePath(`/subscribe/${page}`, locale)

const link = (
	origin: string,
	page: 'confirm' | 'manage' | 'unsubscribe',
	locale: Locale,
	token: string,
) => `${origin}${subscribePath(page, locale)}?token=${encodeURIComponent(token)}`

function html(lang: string, paragraphs: string[]) {
	return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"></head><body>${paragraphs.join('')}</body></html>`
}

/** The double opt-in message: a link to a page with a button (a GET confirms nothing). */
export function confirmationMail(options: {
	key: string
	to: string
	token: string
	locale: Locale
	origin: string
	product: string
}): OutgoingMail {
	const t = subT(subscriptionTexts[options.locale], options.product)
	const url = link(options.origin, 'confirm', options.locale, options.token)
	return {
		key: options.key,
		to: options.to,
		subject: subjectLine(t('mail.confirm.subject')),
		text: [
			t('mail.confirm.text'),
			'',
			t('mail.confirm.action'),
			url,
			'',
			t('mail.confirm.ignore'),
		].join('\n'),
		html: html(options.locale, [
			`<p>${escape(t('mail.confirm.text'))}</p>`,
			`<p><a href="${escape(url)}">${escape(t('mail.confirm.button'))}</a></p>`,
			`<p>${escape(t('mail.confirm.ignore'))}</p>`,
		]),
		priority: 2,
	}
}

export type { AnnouncedItem }

const other = (locale: Locale): Locale => (locale === 'en' ? 'fr' : 'en')
/** A text in a language, or in the other when that is all there is. */
const inLanguage = (value: { en: string; fr: string }, locale: Locale) =>
	value[locale].trim() || value[other(locale)].trim()

function itemUrl(origin: string, item: AnnouncedItem, locale: Locale) {
	if (/^https?:\/\//i.test(item.path)) return item.path
	return `${origin}${localizePath(item.path, locale)}`
}

/**
 * One item for one subscriber, in their language, or in both (one message, English then French,
 * when they chose both: one message per item, never two).
 */
export function announcementMail(options: {
	item: AnnouncedItem
	subscriber: { id: number; email: string; languages: SubscriptionLanguages }
	token: string
	origin: string
	product: { en: string; fr: string }
}): OutgoingMail {
	const { item, subscriber, origin } = options
	const locales: Locale[] = subscriber.languages === 'both' ? ['en', 'fr'] : [subscriber.languages]
	const first = locales[0]!
	const subject = locales
		.map((locale) => {
			const t = subT(subscriptionTexts[locale], options.product[locale])
			return t('mail.subject', { kind: t(item.kind), title: inLanguage(item.title, locale) })
		})
		.join(' / ')
	const text: string[] = []
	const parts: string[] = []
	for (const locale of locales) {
		const t = subT(subscriptionTexts[locale], options.product[locale])
		const title = inLanguage(item.title, locale)
		const summary = inLanguage(item.summary, locale)
		const url = itemUrl(origin, item, locale)
		const facts = [
			item.when ? t('mail.eventWhen', { date: inLanguage(item.when, locale) }) : '',
			item.where && inLanguage(item.where, locale)
				? t('mail.eventWhere', { place: inLanguage(item.where, locale) })
				: '',
		].filter(Boolean)
		if (text.length) text.push('', '— — —', '')
		text.push(
			t('mail.subject', { kind: t(item.kind), title }),
			'',
			...facts,
			...(facts.length ? [''] : []),
		)
		if (summary) text.push(summary, '')
		text.push(t('mail.readMore'), url)
		parts.push(
			`<div lang="${locale}">`,
			`<h1>${escape(t('mail.subject', { kind: t(item.kind), title }))}</h1>`,
			...facts.map((fact) => `<p>${escape(fact)}</p>`),
			summary ? `<p>${escape(summary)}</p>` : '',
			`<p><a href="${escape(url)}">${escape(t('mail.readMoreLink'))}</a></p>`,
			'</div>',
			locale === locales.at(-1) ? '' : '<hr>',
		)
	}
	const manage = link(origin, 'manage', first, options.token)
	const unsubscribeUrl = link(origin, 'unsubscribe', first, options.token)
	text.push('', '--')
	const footer: string[] = []
	for (const locale of locales) {
		const t = subT(subscriptionTexts[locale], options.product[locale])
		text.push(
			t('mail.footer'),
			`${t('mail.manage')} ${manage}`,
			`${t('mail.unsubscribe')} ${unsubscribeUrl}`,
		)
		footer.push(
			`<p lang="${locale}"><small>${escape(t('mail.footer'))} <a href="${escape(manage)}">${escape(t('mail.manageLink'))}</a> · <a href="${escape(unsubscribeUrl)}">${escape(t('mail.unsubscribeLink'))}</a></small></p>`,
		)
	}
	return {
		key: `notify:${item.type}:${item.id}:${subscriber.id}`,
		to: subscriber.email,
		subject: subjectLine(subject),
		text: text.join('\n'),
		html: html(first, [...parts, '<hr>', ...footer]),
		headers: {
			// RFC 2369 and RFC 8058: the mail client's own "unsubscribe" button, in one request.
			'List-Unsubscribe': `<${unsubscribeUrl}>`,
			'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
		},
		// Emergency alerts before anything else queued (decision 040): the type says how urgent.
		priority: item.priority,
	}
}
