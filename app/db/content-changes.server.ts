/**
 * A note, in this process, of the last time staff changed public content here. The site search
 * compares it with the time it last checked the content version, so that a change made through
 * this instance shows in its next search without waiting for the periodic check.
 */
let lastLocalChange = 0

export function noteContentChange(at = Date.now()) {
	lastLocalChange = at
}

export function lastContentChange() {
	return lastLocalChange
}
