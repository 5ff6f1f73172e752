import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { PURE_LAYER } from './scripts/lib/layers.js';

// The layers, what each may not import, and the ban on import cycles are checked once, by `npm run layers`
// (scripts/layers.ts, with the rules of scripts/lib/layers.js), which `npm run lint` runs after ESLint. ESLint's
// import-x/no-restricted-paths and import-x/no-cycle did the same work again, each resolving every import of every
// file: together 20 of ESLint's 44 CPU-seconds, against 4 for the layer script.

// Every package the code imports is declared in package.json: one that comes only with another package (a
// transitive dependency) can disappear or change with that package's next release. Type-only imports are checked
// too: they are erased from the build, but the typecheck needs them just as much.
const declaredImports = (devDependencies) => ['error', { devDependencies, optionalDependencies: false, peerDependencies: false, includeTypes: true }];

const NO_RAW_HTML = { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Use <SafeHtml> (DOMPurify) instead.' };

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'generated', 'node_modules', 'test-results', 'openapi/_parts', 'packages/*/dist', 'packages/*/contract'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // import-x reads TypeScript files with the typescript-eslint parser, and resolves imports as TypeScript does.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'src/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': ['error', NO_RAW_HTML],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Tests, scripts, the mock servers and the tools' configs run on developers' machines and in CI: they may
      // import devDependencies too.
      'import-x/no-extraneous-dependencies': declaredImports(true),
    },
  },
  {
    // The conformance kit is what backend teams install: its code imports the kit's own `dependencies` only (checked
    // against packages/contract-kit/package.json), never a devDependency of the kit or of the site.
    files: ['packages/contract-kit/src/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'import-x/no-extraneous-dependencies': declaredImports(false) },
  },
  {
    // The browser code has no Node globals (src/tsconfig.json has no Node types either).
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // The site is what buyers run: it imports `dependencies` only, never a devDependency.
      'import-x/no-extraneous-dependencies': declaredImports(false),
      // farm.config.ts drops the bundler's per-module import.meta set-up, so the site may not read import.meta.
      'no-restricted-syntax': ['error', NO_RAW_HTML, { selector: "MetaProperty[meta.name='import']", message: 'import.meta is not set up in the browser build (see farm.config.ts).' }],
      // The models' index re-exports ~770 files, nearly all type-only: a value import of it puts every one of them in
      // the first load as a module the browser registers and runs (~50 KB and ~50 ms of a phone's boot). Types come
      // from the index with `import type`; a value (an enum's const object) from its own file.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@generated/models', allowTypeImports: true, message: "Import the value from its own file (@generated/models/<name>); types with 'import type'." },
            // The kit's Button and Message brought ~19 KB brotli into the first load of every page with one.
            { name: 'semantic-ui-react', importNames: ['Button', 'Message'], message: "The site's own: @/components/button/button and @/components/message/message draw the kit's markup." },
          ],
        },
      ],
    },
  },
  {
    // A page (and the app shell) imports the feature modules it draws, not a feature's public entry: Farm keeps every
    // module an entry re-exports (its tree shaking counts a module whose top level runs anything — a style sheet's import,
    // a call such as lazy() or observer() — as having side effects), so importing an entry put all of that feature's
    // views into the route's own code: each order page loaded the whole order centre (24 KB brotli instead of 8–16).
    // The entries are for other features.
    files: ['src/pages/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^@/features/[^/]+$', message: "Import the feature's module itself (@/features/<name>/<file>): an entry brings all its views into this route's code." }] }],
    },
  },
  {
    // The transport imports no UI kit and no renderer.
    files: ['src/lib/http/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['semantic-ui-react', 'react-dom', 'react', 'mobx*'], message: 'lib/http is transport only.' }] }],
    },
  },
  {
    // The field measurements' client is plain code the shell starts: no renderer, no UI kit, no store.
    files: ['src/lib/telemetry/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['semantic-ui-react', 'react-dom', 'react', 'mobx*'], message: 'lib/telemetry is pure: no React, UI kit or MobX.' }] }],
    },
  },
  {
    // The trade rules are pure: they import only each other (no package, no other layer), so the site and the demo
    // API run the same code.
    files: [`${PURE_LAYER.target}/**/*.ts`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!\\./)', message: PURE_LAYER.message }] }],
    },
  },
);
