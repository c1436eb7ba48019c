import type { Locale } from '#app/i18n/locales'
import { foldText } from '#app/utils/text'

/**
 * How the site search turns words into index terms, the same way for the text it indexes and for
 * what people type: lower case, accents dropped ("bâtir" → "batir"), little words dropped, plural
 * and common endings removed ("certificates" → "certificat"), and British/American spellings
 * brought together ("license" → "licence"). Typos are left to the search engine's fuzzy matching.
 */

/** Words that carry no meaning for a search, per language (already folded). */
const stopWords: Record<Locale, Set<string>> = {
	en: new Set(
		'a an the of for to in on at and or is are be by with from as it its my i me we our you your how do does what where when who can get into about this that'.split(
			' ',
		),
	),
	fr: new Set(
		'le la les l de des du d un une et ou a au aux en pour par sur dans je j mon ma mes ton ta tes son sa ses nous vous votre vos notre nos est sont comment quoi que qu qui ce cet cette ces se s il elle on y ne pas plus avec'.split(
			' ',
		),
	),
}

/** English plural and verb endings: "fees" → "fee", "cities" → "city", "parking" → "park". */
function stemEnglish(word: string) {
	let w = word
	if (w.endsWith("'s")) w = w.slice(0, -2)
	if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`
	else if (w.length > 4 && w.endsWith('sses')) w = w.slice(0, -2)
	else if (w.length > 4 && /(?:[sxz]|ch|sh)es$/.test(w)) w = w.slice(0, -2)
	else if (w.length > 3 && w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1)
	if (w.length > 6 && w.endsWith('ing')) w = w.slice(0, -3)
	else if (w.length > 5 && w.endsWith('ed') && !w.endsWith('eed')) w = w.slice(0, -2)
	if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1)
	return w
}

/** French plural and feminine endings: "travaux" → "traval", "publiques" → "publiqu". */
function stemFrench(word: string) {
	let w = word
	if (w.length > 5 && w.endsWith('aux')) w = `${w.slice(0, -3)}al`
	else if (w.length > 3 && (w.endsWith('s') || w.endsWith('x'))) w = w.slice(0, -1)
	if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1)
	return w
}

const stemmers: Record<Locale, (word: string) => string> = { en: stemEnglish, fr: stemFrench }

/** Spellings of one word that people use interchangeably; the first is where they all go. */
const variantGroups: Record<Locale, string[][]> = {
	en: [
		['licence', 'license'],
		['centre', 'center'],
		['programme', 'program'],
		['organise', 'organize'],
		['organisation', 'organization'],
		['colour', 'color'],
		['metre', 'meter'],
		['theatre', 'theater'],
		['defence', 'defense'],
		['neighbour', 'neighbor'],
		['neighbourhood', 'neighborhood'],
		['travelling', 'traveling'],
		['cheque', 'check'],
		['enrol', 'enroll'],
		['kilometre', 'kilometer'],
	],
	fr: [
		['evenement', 'evenements', 'evennement'],
		['programme', 'program'],
	],
}

const variants: Record<Locale, Map<string, string>> = { en: new Map(), fr: new Map() }
for (const locale of ['en', 'fr'] as const) {
	for (const group of variantGroups[locale]) {
		const target = stemmers[locale](group[0]!)
		for (const word of group) variants[locale].set(stemmers[locale](word), target)
	}
}

/**
 * Words people type for something the site names differently ("wedding" for marriage). Looked up
 * when searching only: a query word also finds its synonyms, with a lower weight than itself.
 */
const synonymGroups: Record<Locale, string[][]> = {
	en: [
		['marriage', 'wedding'],
		['rubbish', 'waste', 'garbage', 'trash', 'refuse'],
		['tender', 'bid'],
		['job', 'vacancy', 'recruitment', 'employment'],
		['tax', 'levy'],
		['mayor', 'mayoress'],
		['council', 'municipality', 'townhall'],
		['taxi', 'cab'],
		['police', 'gendarmerie'],
	],
	fr: [
		['mariage', 'noce'],
		['dechet', 'ordure', 'poubelle'],
		['appel', 'offre', 'soumission'],
		['impot', 'tax'],
		['mairie', 'commune', 'municipalite'],
		['acte', 'certificat', 'extrait'],
		['emploi', 'recrutement', 'candidature'],
	],
}

const synonyms: Record<Locale, Map<string, string[]>> = { en: new Map(), fr: new Map() }
for (const locale of ['en', 'fr'] as const) {
	for (const group of synonymGroups[locale]) {
		const terms = group.map((word) => searchTerm(word, locale)).filter((t) => t !== null)
		for (const term of terms) {
			const others = terms.filter((t) => t !== term)
			synonyms[locale].set(term, [...(synonyms[locale].get(term) ?? []), ...others])
		}
	}
}

/** Other index terms that should also match `term` (see synonymGroups). */
export function synonymsOf(term: string, locale: Locale): string[] {
	return synonyms[locale].get(term) ?? []
}

/** What separates words: anything but letters and digits. */
const NOT_WORD = /[^\p{L}\p{N}]+/u

/** Folded words of a text, in order (letters and digits; everything else separates words). */
export function searchWords(text: string): string[] {
	return foldText(text).split(NOT_WORD).filter(Boolean)
}

/**
 * A text that may mix both languages (a bilingual PDF) without the little words of either: in
 * the French index, "the" and "of" from an English page of the file must not be search terms.
 */
export function withoutLittleWords(text: string): string {
	return searchWords(text)
		.filter((word) => !stopWords.en.has(word) && !stopWords.fr.has(word))
		.join(' ')
}

/** The index term for one folded word, or null for a word that does not count. */
export function searchTerm(word: string, locale: Locale): string | null {
	if (!word || stopWords[locale].has(word)) return null
	// Long runs of digits or letters are not words anyone searches for; keep the index lean.
	if (word.length > 40) return null
	if (/^\p{N}+$/u.test(word)) return word
	const stem = stemmers[locale](word)
	return variants[locale].get(stem) ?? stem
}

/** The longest query looked at, and the most words of it used: no query can make a search slow. */
export const MAX_SEARCH_QUERY = 100
export const MAX_SEARCH_TERMS = 8

/** A query as typed, trimmed to a sane length (markup stays text; it is never interpreted). */
export function cleanQuery(raw: string | null | undefined) {
	return (
		(raw ?? '')
			// Control characters (\p{Cc}) are never part of a word.
			.replace(/\p{Cc}/gu, ' ')
			.slice(0, MAX_SEARCH_QUERY)
			.replace(/\s+/g, ' ')
			.trim()
	)
}

/** The index terms of a query, without repeats, at most MAX_SEARCH_TERMS of them. */
export function queryTerms(query: string, locale: Locale): string[] {
	const terms: string[] = []
	for (const word of searchWords(query)) {
		const term = searchTerm(word, locale)
		if (term && !terms.includes(term)) terms.push(term)
		if (terms.length === MAX_SEARCH_TERMS) break
	}
	return terms
}

/** Words' index terms already worked out, per language (see `termOfWord`). */
const knownTerms: Record<Locale, Map<string, string | null>> = { en: new Map(), fr: new Map() }
const KNOWN_TERMS = 20_000

/**
 * The index term of a word as written in a text (folded, then stemmed), remembered: the results
 * of a search mark the same words again and again, and folding and stemming each one every time was
 * most of the work of a results page. Bounded: emptied when full.
 */
function termOfWord(word: string, locale: Locale): string | null {
	const known = knownTerms[locale]
	let term = known.get(word)
	if (term === undefined) {
		term = searchTerm(foldText(word), locale)
		if (known.size >= KNOWN_TERMS) known.clear()
		known.set(word, term)
	}
	return term
}

/** A piece of displayed text, marked when it is one of the words that matched. */
export interface TextPiece {
	text: string
	match?: true
}

/** Splits a text into pieces, marking the words whose index term is in `matched`. */
export function markMatches(
	text: string,
	matched: ReadonlySet<string>,
	locale: Locale,
): TextPiece[] {
	const pieces: TextPiece[] = []
	let plain = ''
	for (const part of text.normalize('NFC').split(/([\p{L}\p{N}\p{M}]+)/u)) {
		if (!part) continue
		const term = /^[\p{L}\p{N}\p{M}]/u.test(part) ? termOfWord(part, locale) : null
		if (term && matched.has(term)) {
			if (plain) pieces.push({ text: plain })
			pieces.push({ text: part, match: true })
			plain = ''
		} else plain += part
	}
	if (plain) pieces.push({ text: plain })
	return pieces
}

/**
 * A short passage of `text` around its first matched word (about `words` words), with the matched
 * words marked; the start of the text when nothing matches.
 */
export function excerptAround(
	text: string,
	matched: ReadonlySet<string>,
	locale: Locale,
	words = 28,
): TextPiece[] {
	const flat = text.replace(/\s+/g, ' ').trim()
	const tokens = flat.split(' ')
	// The whole text folded once (folding keeps its spaces, so its tokens line up with `tokens`):
	// a document's text can be long.
	const folded = foldText(flat).split(' ')
	const matches = (word: string) => {
		const term = termOfWord(word, locale)
		return term !== null && matched.has(term)
	}
	let first =
		folded.length === tokens.length
			? folded.findIndex((token) => token.split(NOT_WORD).some((w) => w !== '' && matches(w)))
			: tokens.findIndex((token) => searchWords(token).some(matches))
	if (first < 0) first = 0
	const start = Math.max(0, Math.min(first - 6, tokens.length - words))
	const end = Math.min(tokens.length, start + words)
	const passage = `${start > 0 ? '… ' : ''}${tokens.slice(start, end).join(' ')}${end < tokens.length ? ' …' : ''}`
	return markMatches(passage, matched, locale)
}
