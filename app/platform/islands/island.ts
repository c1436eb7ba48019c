/**
 * What a public page's widget carries to be enhanced by its island (decision 058):
 * `data-island="<name>"`, where `<name>` is the island's file (`<name>.island.ts`). The server adds
 * that island's script to every page that has such an element (islands.server.ts).
 */
export function islandProps(name: string) {
	return { 'data-island': name } as const
}
