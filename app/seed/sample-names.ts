import { sampleSettings } from './seed.server'

/**
 * The sample council's names and the places its pages speak of: no file of the application outside
 * the seed may name them (app/no-council-names.test.ts), and a new council's site must never show
 * them (tests/http/second-council.test.ts).
 */
export const sampleCouncilNames = [
	sampleSettings.name.en,
	sampleSettings.name.fr,
	sampleSettings.shortName,
	'Meme',
	'Kumba',
]
