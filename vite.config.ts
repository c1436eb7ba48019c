import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig(({ isSsrBuild }) => ({
	resolve: {
		alias: { '#app': fileURLToPath(new URL('./app', import.meta.url)) },
	},
	build: {
		// The server build's entry is our Express app, which mounts the React Router handler.
		rollupOptions: isSsrBuild ? { input: './server/app.ts' } : undefined,
		assetsInlineLimit: 0,
	},
	plugins: [tailwindcss(), reactRouter()],
}))
