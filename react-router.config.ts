import type { Config } from '@react-router/dev/config'

export default {
	ssr: true,
	appDirectory: 'app',
	buildDirectory: 'build',
	// Every route is known to the browser from one cached file (decision 035).
	routeDiscovery: { mode: 'initial' },
	future: {
		// Loaders and actions get the request as it arrived, not a copy per loader without React
		// Router's own parameters; they read the page's address from their `url` argument
		// (decision 042; the linter refuses `request.url` outside app/platform).
		v8_passThroughRequests: true,
	},
} satisfies Config
