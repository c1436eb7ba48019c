import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
	{
		ignores: [
			'build/',
			'node_modules/',
			'.react-router/',
			'data/',
			'test-results/',
			'playwright-report/',
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
		// Request bodies are read only through the bounded reader (app/platform/request-body.server.ts):
		// request.formData() and the like read a chunked body of any size whole.
		files: ['app/**/*.{ts,tsx}'],
		ignores: ['app/**/*.test.{ts,tsx}'],
		rules: {
			'no-restricted-syntax': [
				'error',
				{
					selector:
						"CallExpression[callee.object.name='request'][callee.property.name=/^(formData|text|json|arrayBuffer|blob|bytes)$/]",
					message:
						'Read request bodies with readBodyLimited, readSmallForm or parseAdminForm (docs/decisions/017-request-limits.md).',
				},
			],
		},
	},
)
