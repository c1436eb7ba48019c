// The islands' class lists, written with the public pages' short class names when the islands are
// built (decision 058, "Short class names"; `cls` in app/platform/islands/cls.ts).

/** `cls('…')`, `cls("…")` or cls(`…`) with a plain string (no escapes, nothing interpolated). */
const CALL = /\bcls\(\s*(?:'([^'\\\n]*)'|"([^"\\\n]*)"|`([^`\\$]*)`)\s*\)/g

/**
 * `code` with each `cls(…)` replaced by the string `rename` gives for its list. A call that is not
 * of one plain string is an error: its classes could not be renamed.
 * @param {string} code
 * @param {(list: string) => string} rename
 * @param {string} file for the error
 */
export function renameClassLists(code, rename, file) {
	const renamed = code.replace(CALL, (_, single, double, template) =>
		JSON.stringify(rename(single ?? double ?? template)),
	)
	const left = /\bcls\(/.exec(renamed)
	if (left)
		throw new Error(
			`${file}: cls() takes one plain string (${JSON.stringify(renamed.slice(left.index, left.index + 40))})`,
		)
	return renamed
}

/**
 * A Vite plugin applying `renameClassLists` to the application's own modules.
 * @param {(list: string) => string} rename
 */
export function classListsPlugin(rename) {
	return {
		name: 'council-class-lists',
		transform(code, id) {
			if (id.includes('node_modules') || !/\.[cm]?[jt]sx?$/.test(id.split('?')[0])) return null
			if (!code.includes('cls(')) return null
			return { code: renameClassLists(code, rename, id), map: null }
		},
	}
}
