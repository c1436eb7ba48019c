/**
 * `Save-Data: on` (issue 34): the browser's data saver, or a reader who chose to spend less.
 * Public pages then leave out decorative pictures and send the others at their smallest width;
 * pages say `Vary: Save-Data`, and the page cache keeps the two versions apart.
 */
export const SAVE_DATA_HEADER = 'save-data'

export function savesData(headers: { get(name: string): string | null }) {
	return headers.get(SAVE_DATA_HEADER)?.trim().toLowerCase() === 'on'
}
