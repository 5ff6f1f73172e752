import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The layers of the site run one way: app → pages → features → (stores, generated, lib, domain, components).
// Each zone below says which folders a layer may NOT import from; `npm run layers` prints the graph they allow.
const upper = (...layers) => layers.map((layer) => `./src/${layer}`);
const layerZones = [
  { target: './src', from: ['./mock', './tests', './scripts'], message: 'The site does not import the demo API, tests or scripts.' },
  { target: './src/pages', from: upper('app'), message: 'Pages sit below the app shell.' },
  { target: './src/features', from: upper('app', 'pages'), message: 'Features sit below pages and the app.' },
  { target: './src/stores', from: upper('app', 'pages', 'features', 'components'), message: 'Stores hold state, not UI: pass what a view needs from above.' },
  { target: './src/components', from: upper('app', 'pages', 'features', 'stores'), message: 'Shared components take what they show as props; they read no store and know no feature.' },
  { target: './src/lib', from: upper('app', 'pages', 'features', 'stores', 'components'), message: 'lib/ is the bottom layer (transport, routes, url): it imports no UI and no store.' },
  { target: './mock', from: ['./src'], except: ['./domain'], message: 'The demo API shares only src/domain with the site (and generated/ models).' },
  { target: './mock', from: ['./tests', './scripts'], message: 'The demo API does not import tests or scripts.' },
  { target: './scripts', from: ['./tests'], message: 'Scripts do not import tests: shared browser helpers live in scripts/lib.' },
];

// A feature imports another feature only through that feature's public entry, `src/features/<name>/index.ts`.
const features = fs.readdirSync('src/features', { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: features.filter((other) => other !== name).map((other) => `./src/features/${other}`),
  except: ['./index.ts'],
  message: `Import another feature only through its public entry (src/features/<name>/index.ts).`,
}));
// `except` is relative to each `from`, so a zone with several `from` folders is split one per folder.
const zones = [...layerZones, ...featureZones].flatMap((zone) =>
  zone.except ? zone.from.map((from) => ({ ...zone, from })) : [zone],
);

export default tseslint.config(
  { ignores: ['dist', 'generated', 'node_modules', 'test-results', 'openapi/_parts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // import-x parses TypeScript files with the typescript-eslint parser (without this, no-cycle skips them).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'src/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Use <SafeHtml> (DOMPurify) instead.' },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The browser code has no Node globals (src/tsconfig.json has no Node types either).
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The transport imports no UI kit and no renderer.
    files: ['src/lib/http/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['semantic-ui-react', 'react-dom', 'react', 'mobx*'], message: 'lib/http is transport only.' }] }],
    },
  },
  {
    // The trade rules are pure: they import only each other (no package, no other layer), so the site and the demo
    // API run the same code.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!\\./)', message: 'src/domain imports only src/domain.' }] }],
    },
  },
);
