/**
 * `npm run layers`: the layer graph, and the check of it that `npm run lint` runs. Prints the layers, the rules of
 * scripts/lib/layers.js, which layer may import which, and how many imports the source actually makes between layers,
 * read from every TypeScript and JavaScript file of src/, generated/, mock/, scripts/ and tests/ (type-only and dynamic
 * imports included). Every import a rule forbids is listed with the rule, and every import cycle among those files and
 * the workspace packages' source (scripts/lib/import-graph.ts: imports the build erases left out); the exit code is 1
 * when there is one.
 *   npm run layers [-- --quiet]      (--quiet: only the forbidden imports and the cycles)
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { importCycles, runtimeImports } from './lib/import-graph';
import { allRules, breaksPureLayer, brokenRule, featureNames, LAYERS, layerOf, PURE_LAYER, within, type ImportRule } from './lib/layers.js';

const root = path.resolve(import.meta.dirname, '..');
const quiet = process.argv.includes('--quiet');
const SOURCE = /\.(ts|tsx|js|mjs)$/;
const ALIASES: Array<[string, string]> = [['@/', 'src/'], ['@generated/', 'generated/'], ['@mock/', 'mock/'], ['@tests/', 'tests/'], ['@scripts/', 'scripts/']];

function sourceFiles(dir: string): string[] {
  const abs = path.join(root, dir);
  if (!fs.existsSync(abs)) return [];
  return fs.readdirSync(abs, { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(rel);
    return SOURCE.test(entry.name) ? [rel] : [];
  });
}

const exists = (rel: string) => fs.existsSync(path.join(root, rel)) && fs.statSync(path.join(root, rel)).isFile();

/** The file an import names (relative to the root), or undefined for a package. */
function resolveImport(from: string, specifier: string): string | undefined {
  let base: string | undefined;
  if (specifier.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  else {
    const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
    if (alias) base = alias[1] + specifier.slice(alias[0].length);
  }
  if (base === undefined) return undefined;
  const stem = base.replace(/\.(js|mjs)$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.js`, `${base}.ts`, `${base}.tsx`, `${base}.js`, `${base}/index.ts`, `${base}/index.tsx`, `${base}/index.js`];
  return candidates.find(exists) ?? base;
}

interface Violation {
  from: string;
  specifier: string;
  message: string;
}

const features = featureNames(root);
const rules = allRules(features);
const names = LAYERS.map((l) => l.name);
const counts = new Map<string, number>();
const forbiddenCounts = new Map<string, number>();
const violations: Violation[] = [];
const key = (a: string, b: string) => `${a} → ${b}`;
let files = 0;
let imports = 0;

/** The files each file loads when it runs (runtimeImports: type-only imports left out), for the cycle check. */
const runtimeGraph = new Map<string, string[]>();
function addToGraph(file: string, text: string): void {
  const targets = runtimeImports(text, file)
    .map(({ specifier }) => resolveImport(file, specifier))
    .filter((t): t is string => t !== undefined && exists(t));
  runtimeGraph.set(file, [...new Set(targets)]);
}

for (const file of LAYERS.flatMap((l) => l.paths).flatMap((p) => (SOURCE.test(p) ? (exists(p) ? [p] : []) : sourceFiles(p)))) {
  const fromLayer = layerOf(file);
  if (!fromLayer) continue;
  files++;
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  addToGraph(file, text);
  const { importedFiles } = ts.preProcessFile(text, true, true);
  for (const { fileName: specifier } of importedFiles) {
    const target = resolveImport(file, specifier);
    let broken: string | undefined;
    if (breaksPureLayer(file, specifier)) broken = PURE_LAYER.message;
    const toLayer = target && layerOf(target);
    if (target && toLayer) {
      imports++;
      const rule: ImportRule | undefined = brokenRule(rules, file, target);
      broken ??= rule?.message;
      counts.set(key(fromLayer, toLayer), (counts.get(key(fromLayer, toLayer)) ?? 0) + 1);
      if (broken) forbiddenCounts.set(key(fromLayer, toLayer), (forbiddenCounts.get(key(fromLayer, toLayer)) ?? 0) + 1);
    }
    if (broken) violations.push({ from: file, specifier, message: broken });
  }
}

/**
 * Whether layer `a` may import layer `b` by the rules: '✓' yes, '✗' no, '~' in part (a rule covers part of a or of b,
 * e.g. features import each other only through their entries, mock imports only src/domain of the site).
 */
function allowed(a: string, b: string): '✓' | '✗' | '~' {
  const pa = LAYERS.find((l) => l.name === a)!.paths;
  const pb = LAYERS.find((l) => l.name === b)!.paths;
  if (pa.every((x) => within(x, PURE_LAYER.target))) return a === b ? '✓' : '✗';
  /** How rule `r` treats imports of path `y` from path `x`: 'all' forbidden, 'part' of them, or 'none'. */
  type Reach = 'all' | 'part' | 'none';
  const verdict = (r: ImportRule, x: string, y: string): Reach => {
    const fromAll = within(x, r.target);
    if (!fromAll && !within(r.target, x)) return 'none';
    let to = 'none' as Reach;
    for (const f of r.forbidden) {
      const except = (r.except ?? []).filter((e) => within(e, f));
      let v = 'none' as Reach;
      if (within(y, f)) v = except.some((e) => within(y, e)) ? 'none' : except.some((e) => within(e, y)) ? 'part' : 'all';
      else if (within(f, y)) v = 'part';
      if (v === 'all' || (v === 'part' && to === 'none')) to = v;
    }
    return to === 'none' ? 'none' : fromAll && to === 'all' ? 'all' : 'part';
  };
  const pairs = pa.flatMap((x) => pb.map((y) => rules.map((r) => verdict(r, x, y))));
  if (pairs.every((v) => v.includes('all'))) return '✗';
  return pairs.some((v) => v.some((x) => x !== 'none')) ? '~' : '✓';
}

const width = Math.max(...names.map((n) => n.length)) + 1;
const pad = (s: string | number, n = width) => String(s).padStart(n);
const table = (cell: (a: string, b: string) => string) =>
  [`${''.padEnd(width)} ${names.map((n) => pad(n, n.length + 1)).join('')}`, ...names.map((a) => `${a.padEnd(width)} ${names.map((b) => pad(cell(a, b), b.length + 1)).join('')}`)].join('\n');

if (!quiet) {
  console.log('Layers, top to bottom:');
  for (const l of LAYERS) console.log(`  ${l.name.padEnd(width)} ${l.paths.join(', ').padEnd(36)} ${l.what}`);
  console.log('\nRules (scripts/lib/layers.js):');
  for (const rule of rules.slice(0, rules.length - features.length)) {
    const except = rule.except ? ` except ${rule.except.join(', ')}` : '';
    console.log(`  ${rule.target} may not import ${rule.forbidden.join(', ')}${except}. ${rule.message}`);
  }
  console.log(`  ${PURE_LAYER.target} imports only its own files by './' paths: no package, no other layer.`);
  console.log(`  A feature (${features.join(', ')}) imports another only through its entry, src/features/<name>/index.ts.`);
  console.log('\nMay the row import the column? ✓ yes, ✗ no, ~ in part (see the rules)');
  console.log(table((a, b) => allowed(a, b)));
  console.log(`\nImports the source makes (row imports column; ${files} files, ${imports} imports between layers; n/k! = n imports, k of them forbidden):`);
  console.log(table((a, b) => {
    const n = counts.get(key(a, b)) ?? 0;
    const bad = forbiddenCounts.get(key(a, b)) ?? 0;
    return n === 0 ? '·' : bad ? `${n}/${bad}!` : String(n);
  }));
}

// The workspace packages' own source is in no layer, but an import cycle there is one all the same.
for (const pkg of fs.existsSync(path.join(root, 'packages')) ? fs.readdirSync(path.join(root, 'packages')) : []) {
  for (const file of sourceFiles(`packages/${pkg}/src`)) addToGraph(file, fs.readFileSync(path.join(root, file), 'utf8'));
}
const cycles = importCycles(runtimeGraph);

if (violations.length) {
  console.log(`\nForbidden imports (${violations.length}):`);
  for (const v of violations) console.log(`  ${v.from} imports '${v.specifier}': ${v.message}`);
}
if (cycles.length) {
  console.log(`\nImport cycles (${cycles.length}; type-only imports left out, dynamic import() counted):`);
  for (const cycle of cycles) console.log(`  ${cycle.join(' → ')}`);
}
if (violations.length || cycles.length) process.exit(1);
console.log(`\nNo import breaks the layer rules, and no import cycle among ${runtimeGraph.size} files.`);
