/**
 * A catalog text with a `{date}` placeholder, the date drawn in its place (a `<time>`): the
 * translation decides where the date goes in the sentence. Without the placeholder, the text alone.
 */
export function DatedText({ text, children }: { text: string; children: React.ReactNode }) {
	const at = text.indexOf('{date}')
	if (at === -1) return <>{text}</>
	return (
		<>
			{text.slice(0, at)}
			{children}
			{text.slice(at + '{date}'.length)}
		</>
	)
}
