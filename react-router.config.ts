import type { Config } from '@react-router/dev/config'

export default {
	ssr: true,
	appDirectory: 'app',
	buildDirectory: 'build',
	// Every route is known to the browser from one cached file (decision 035).
	routeDiscovery: { mode: 'initial' },
} satisfies Config
