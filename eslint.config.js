import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'generated', 'node_modules', 'test-results', 'openapi/_parts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Use <SafeHtml> (DOMPurify) instead.' },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The transport imports no UI and no store (conventions: lib/http is the bottom layer).
    files: ['src/lib/**/*.{ts,tsx}', 'src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/stores/**', '**/stores', '**/features/**', '**/app/**', '**/pages/**', '**/components/**', 'semantic-ui-react', 'react-dom'] }],
    },
  },
);
