import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig(({ isSsrBuild }) => ({
	build: {
		// The server build's entry is our Express app, which mounts the React Router handler.
		rollupOptions: isSsrBuild
			? { input: './server/app.ts' }
			: {
					// Many pages share small modules (page parts, icons). Left alone, Rollup gives most of
					// them a file of their own, and on a phone every extra request costs a round trip and
					// headers; tiny shared chunks are merged into their neighbours instead.
					output: { experimentalMinChunkSize: 20 * 1024 },
				},
		assetsInlineLimit: 0,
	},
	plugins: [tailwindcss(), reactRouter()],
}))
