/**
 * The one helper every island shares (bundled into each, a few dozen bytes): runs `setup` once for
 * each element of the page marked `data-island="<name>"`, then marks it `data-enhanced`, which tests
 * and styles can wait for. Module scripts run once the document is parsed, so every element is
 * there. A failure in one element's setup leaves that widget as it works without JavaScript and
 * does not stop the others.
 */
export function enhance<E extends HTMLElement = HTMLElement>(
	name: string,
	setup: (element: E) => void,
) {
	for (const element of document.querySelectorAll<E>(`[data-island="${name}"]`)) {
		if (element.dataset.enhanced) continue
		try {
			setup(element)
			element.dataset.enhanced = 'true'
		} catch (error) {
			console.error(`island ${name}`, error)
		}
	}
}
