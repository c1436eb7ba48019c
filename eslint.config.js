import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const bodyReading = [
	{
		selector:
			'CallExpression[callee.type="MemberExpression"][callee.property.name=/^(formData|text|json|arrayBuffer|blob|bytes)$/][arguments.length=0]',
		message:
			'Read request bodies with readBodyLimited, readSmallForm or parseAdminForm, and a parsed file with fileBytes (docs/decisions/017-request-limits.md).',
	},
	{
		selector: "CallExpression[callee.property.name='on'][arguments.0.value='data']",
		message:
			"A request's body is read by app/platform/request-body.server.ts (readSmallForm, readBodyLimited), counted as it arrives.",
	},
]

const requestAddress = {
	selector: "MemberExpression[property.name='url'][object.name=/^(request|req)$/]",
	message:
		"A route's address is its `url` argument; with only a request, use pageAddress (app/platform/page-address.server.ts).",
}

/** Browser code that is not an island: the service worker and what the pocket islands share. */
const browserModules = [
	'app/features/pocket/service-worker.ts',
	'app/features/pocket/pocket-client.ts',
]

export default tseslint.config(
	{
		ignores: [
			'build/',
			'node_modules/',
			'.react-router/',
			'data/',
			'test-results/',
			'playwright-report/',
			'.node/',
		],
	},
	js.configs.recommended,
	...tseslint.configs.recommended,
	{
		languageOptions: { globals: { ...globals.node, ...globals.browser } },
		plugins: { 'react-hooks': reactHooks },
		rules: {
			'react-hooks/rules-of-hooks': 'error',
			'react-hooks/exhaustive-deps': 'warn',
			'@typescript-eslint/no-unused-vars': [
				'error',
				{ argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
			],
			'@typescript-eslint/consistent-type-imports': 'error',
		},
	},
	{
		// A public page's island (decision 058) is plain browser code, its one file the whole of what
		// its widget runs: no framework, no server code, nothing another island or screen is made of.
		// The pocket guide's service worker and the module its islands share (decision 059) run in the
		// browser too.
		files: ['app/**/*.island.ts', ...browserModules],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						{
							regex:
								'^(react|react-dom|react-router|radix-ui|lucide-react|cmdk|sonner|zod|@conform-to/.*|@radix-ui/.*)(/.*)?$',
							message: 'Islands carry no framework or library: enhance the markup the server drew.',
						},
						{
							regex: '\\.server(\\.ts)?$|^node:',
							message: 'Islands run in the browser.',
						},
						{
							regex: '\\.tsx$|^#app/(components|routes|root|i18n|db|auth)/',
							message:
								'Islands import only plain modules (platform/islands, a feature’s rules); texts come from the markup.',
						},
					],
				},
			],
		},
	},
	{
		// Request bodies are read only through the bounded reader (app/platform/request-body.server.ts):
		// formData(), text() and the like read a chunked body of any size whole, whatever the
		// variable holding the request is called; so does collecting a Node request's 'data' events.
		files: ['app/**/*.{ts,tsx}', 'server/**/*.ts'],
		ignores: [
			'**/*.test.{ts,tsx}',
			'app/platform/request-body.server.ts',
			// The request's body stream itself, which the reader above reads.
			'app/platform/request-stream.server.ts',
			// Islands run in the browser: what they read is the server's answer, not a request.
			'app/**/*.island.ts',
			...browserModules,
		],
		rules: { 'no-restricted-syntax': ['error', ...bodyReading] },
	},
	{
		// A route's address is its `url` argument: React Router passes the request as it arrived
		// (decision 042), whose address may be a data request's. Below the routes, the platform
		// reads it (pageAddress), as do the session's https check and the document renderer.
		files: ['app/**/*.{ts,tsx}'],
		ignores: [
			'**/*.test.{ts,tsx}',
			'app/platform/**',
			'app/entry.server.tsx',
			'app/auth/session.server.ts',
			'app/**/*.island.ts',
			...browserModules,
		],
		rules: { 'no-restricted-syntax': ['error', ...bodyReading, requestAddress] },
	},
	{
		// Imports run one way (docs/decisions/020-code-layout.md): routes → features → auth and
		// platform → db, i18n, utils, config. A wrong-way import fails `npm run lint`, and so does a cycle.
		files: ['app/**/*.{ts,tsx}', 'server/**/*.ts'],
		// A test may exercise any module, a route's loader included.
		ignores: ['**/*.test.{ts,tsx}'],
		plugins: { 'import-x': importX },
		settings: {
			// Without these the cycle check reads only .js files and silently misses every TypeScript cycle.
			'import-x/extensions': ['.ts', '.tsx', '.js'],
			'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
			'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
		},
		rules: {
			'import-x/no-cycle': ['error', { ignoreExternal: true }],
			'import-x/no-restricted-paths': [
				'error',
				{
					zones: [
						{
							target: 'app/db',
							from: [
								'app/components',
								'app/routes',
								'app/route-table.ts',
								'app/routes.ts',
								'app/root.tsx',
							],
							message: 'The database layer does not depend on screens, routes or the route table.',
						},
						{
							target: 'app/components/ui',
							from: 'app',
							except: ['./components/ui', './utils/misc.ts', './utils/kept-variants.ts'],
							message:
								'UI primitives import nothing app-specific: pass texts and data in as props.',
						},
						{
							target: [
								'app/components',
								'app/features',
								'app/auth',
								'app/platform',
								'app/db',
								'app/i18n',
								'app/utils',
							],
							from: ['app/routes', 'app/root.tsx'],
							message:
								'Only route modules import route modules: move what they share into a feature.',
						},
						{
							target: 'app/components',
							from: 'app/features',
							message:
								'Components are the shared pieces of screens; features compose them, never the other way round (a frame that shows features is a feature: site-frame, staff-frame).',
						},
						{
							// The language hooks (app/i18n/hooks.ts) read the root data, as root.tsx does: they
							// sit at the app's level, above the features, whatever their folder.
							target: [
								'app/db',
								'app/utils',
								'app/i18n/!(hooks).ts',
								'app/i18n/*/**',
								'app/config.ts',
							],
							from: [
								'app/features',
								'app/components',
								'app/routes',
								'app/root.tsx',
								'app/route-table.ts',
								'app/routes.ts',
							],
							message:
								'The database, language and utility layers sit below the features, components and routes.',
						},
						{
							target: 'app/platform',
							from: ['app/features', 'app/auth', 'app/components', 'app/routes'],
							message:
								'Platform code (requests, environment, refusals) sits below the features and sign-in.',
						},
						{
							target: 'app/auth',
							from: ['app/features', 'app/components', 'app/routes'],
							message: 'Sign-in and sessions do not depend on the site features.',
						},
						{
							target: ['app/db', 'app/i18n', 'app/utils', 'app/config.ts'],
							from: ['app/auth', 'app/platform'],
							except: [],
							message:
								'The database, language and utility layers sit below sign-in and the platform.',
						},
						{
							target: ['app/*.{ts,tsx}', 'app/!(seed)/**'],
							from: 'app/seed',
							message:
								'The sample council is data the seed writes into an empty database; the application reads the database, never the seed.',
						},
						{
							target: 'app',
							from: 'server',
							message:
								'The application does not import the Express server; the server imports the application.',
						},
					],
				},
			],
		},
	},
)
