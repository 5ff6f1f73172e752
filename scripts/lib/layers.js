/**
 * The layers of the code base and the imports each may not make: the one definition that `npm run layers`
 * (scripts/layers.ts, run by `npm run lint`) checks every import against and prints with the imports the code actually
 * makes; ESLint takes the src/domain import rule from it too (eslint.config.js). Plain JavaScript so eslint.config.js
 * can import it as it is.
 *
 * The site runs one way: app → pages → features → (stores, components) → lib → domain, with the generated SDK below
 * features and stores. The demo API (mock/) shares only src/domain and generated/ with the site; scripts and tests sit
 * on top and may import anything except that scripts do not import tests.
 *
 * Paths are relative to the repository root, without a leading './'.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The layers, top to bottom; a file belongs to the first layer one of whose paths holds it. */
export const LAYERS = [
  { name: 'entry', paths: ['src/main.tsx', 'src/service-worker.ts', 'src/styles'], what: 'mounts the app; the service worker; the global styles' },
  { name: 'app', paths: ['src/app'], what: 'the shell: providers, layouts, route outlet' },
  { name: 'pages', paths: ['src/pages'], what: 'one thin page per route' },
  { name: 'features', paths: ['src/features'], what: 'feature components and their models' },
  { name: 'stores', paths: ['src/stores'], what: 'MobX state' },
  { name: 'components', paths: ['src/components'], what: 'shared UI that takes what it shows as props' },
  { name: 'lib', paths: ['src/lib'], what: 'transport, routes, url, main-thread tasks' },
  { name: 'domain', paths: ['src/domain'], what: 'the trade rules, pure' },
  { name: 'generated', paths: ['generated'], what: 'the orval SDK, never edited by hand' },
  { name: 'mock', paths: ['mock'], what: 'the demo API and the contract mock' },
  { name: 'scripts', paths: ['scripts'], what: 'launchers, budgets, benchmarks' },
  { name: 'tests', paths: ['tests'], what: 'unit, contract, demo and e2e tests' },
];

const site = (...names) => names.map((name) => `src/${name}`);

/**
 * What a folder may not import: `target` may not import anything inside `forbidden`, except what lies inside
 * `except` (paths inside one of the forbidden folders).
 */
export const IMPORT_RULES = [
  { target: 'src', forbidden: ['mock', 'tests', 'scripts'], message: 'The site does not import the demo API, tests or scripts.' },
  { target: 'src/pages', forbidden: site('app'), message: 'Pages sit below the app shell.' },
  { target: 'src/features', forbidden: site('app', 'pages'), message: 'Features sit below pages and the app.' },
  { target: 'src/stores', forbidden: site('app', 'pages', 'features', 'components'), message: 'Stores hold state, not UI: pass what a view needs from above.' },
  { target: 'src/components', forbidden: site('app', 'pages', 'features', 'stores'), message: 'Shared components take what they show as props; they read no store and know no feature.' },
  { target: 'src/lib', forbidden: site('app', 'pages', 'features', 'stores', 'components'), message: 'lib/ is the bottom layer (transport, routes, url): it imports no UI and no store.' },
  { target: 'mock', forbidden: ['src'], except: ['src/domain'], message: 'The demo API shares only src/domain with the site (and generated/ models).' },
  { target: 'mock', forbidden: ['tests', 'scripts'], message: 'The demo API does not import tests or scripts.' },
  { target: 'scripts', forbidden: ['tests'], message: 'Scripts do not import tests: shared browser helpers live in scripts/lib.' },
];

/** A pure layer imports only files of its own folder, by a './' path: no package, no other layer. */
export const PURE_LAYER = { target: 'src/domain', message: 'src/domain imports only src/domain.' };

/** A feature imports another feature only through that feature's public entry, `src/features/<name>/index.ts`. */
export const FEATURES_DIR = 'src/features';
export const FEATURE_ENTRY = 'index.ts';
const FEATURE_MESSAGE = 'Import another feature only through its public entry (src/features/<name>/index.ts).';

/** The feature folders under src/features, read from the disk (`root` is the repository root). */
export function featureNames(root = '.') {
  return fs
    .readdirSync(path.join(root, FEATURES_DIR), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** One rule per feature: it may not import the other features, except their public entries. */
export function featureRules(features) {
  return features.map((name) => {
    const others = features.filter((other) => other !== name).map((other) => `${FEATURES_DIR}/${other}`);
    return {
      target: `${FEATURES_DIR}/${name}`,
      forbidden: others,
      except: others.map((other) => `${other}/${FEATURE_ENTRY}`),
      message: FEATURE_MESSAGE,
    };
  });
}

/** The layer rules and the feature rules, in the order ESLint receives them. */
export function allRules(features) {
  return [...IMPORT_RULES, ...featureRules(features)];
}

/** `a` is `b` or lies inside it (both relative to the root, '/'-separated). */
export function within(a, b) {
  return a === b || a.startsWith(`${b}/`);
}

/** The rule an import from file `from` of file `to` breaks (paths relative to the root), or undefined. */
export function brokenRule(rules, from, to) {
  return rules.find(
    (rule) =>
      within(from, rule.target) &&
      rule.forbidden.some((f) => within(to, f)) &&
      !(rule.except ?? []).some((e) => within(to, e)),
  );
}

/** Whether an import written as `specifier` in `from` breaks the pure-layer rule. */
export function breaksPureLayer(from, specifier) {
  return within(from, PURE_LAYER.target) && !specifier.startsWith('./');
}

/** The layer a file (relative to the root) belongs to, or undefined. */
export function layerOf(file) {
  return LAYERS.find((layer) => layer.paths.some((p) => within(file, p)))?.name;
}
