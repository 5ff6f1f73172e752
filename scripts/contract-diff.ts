/**
 * Breaking-change report for openapi/marketplace.yaml, using Atlassian's openapi-diff (installs from npm, no binary).
 * Compares the working tree with HEAD; when they are equal (a clean clone in CI) compares HEAD with its parent, so the
 * last commit's contract change is what gets reported. A breaking change fails unless info.version's major was raised.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import openapiDiff from 'openapi-diff';
import YAML from 'yaml';

const FILE = 'openapi/marketplace.yaml';
const git = (...args: string[]) => {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
  } catch {
    return undefined;
  }
};

const working = fs.readFileSync(FILE, 'utf8');
const head = git('show', `HEAD:${FILE}`);
let before: string | undefined;
let after = working;
let label: string;
if (head !== undefined && head !== working) {
  before = head;
  label = 'HEAD → working tree';
} else {
  before = git('show', `HEAD~1:${FILE}`);
  after = head ?? working;
  label = 'HEAD~1 → HEAD';
}
if (before === undefined) {
  console.log(`contract diff (${label}): no earlier contract to compare with.`);
  process.exit(0);
}
if (before === after) {
  console.log(`contract diff (${label}): contract unchanged.`);
  process.exit(0);
}

/**
 * openapi-diff dereferences response schemas and throws on a recursive schema (NavItem.children holds NavItems). Both
 * documents get the same treatment: a $ref that closes a cycle among components.schemas becomes a plain object with the
 * same description, so the diff still compares every level once and the cycle itself is compared by its name.
 */
function breakCycles(text: string): string {
  const doc = YAML.parse(text) as { components?: { schemas?: Record<string, unknown> } };
  const schemas = doc.components?.schemas ?? {};
  const PREFIX = '#/components/schemas/';
  const state = new Map<string, 'open' | 'done'>();
  const walk = (node: unknown, parent: Record<string, unknown> | unknown[] | null, key: string | number | null): void => {
    if (Array.isArray(node)) {
      node.forEach((v, i) => walk(v, node, i));
      return;
    }
    if (!node || typeof node !== 'object') return;
    const obj = node as Record<string, unknown>;
    const ref = typeof obj.$ref === 'string' && obj.$ref.startsWith(PREFIX) ? obj.$ref.slice(PREFIX.length) : null;
    if (ref !== null) {
      if (state.get(ref) === 'open' && parent && key !== null) {
        (parent as Record<string | number, unknown>)[key] = { type: 'object', description: `(recursive ${ref})` };
        return;
      }
      visit(ref);
      return;
    }
    for (const [k, v] of Object.entries(obj)) walk(v, obj, k);
  };
  const visit = (name: string): void => {
    if (state.has(name) || !(name in schemas)) return;
    state.set(name, 'open');
    walk(schemas[name], schemas, name);
    state.set(name, 'done');
  };
  Object.keys(schemas).forEach(visit);
  return YAML.stringify(doc);
}

const major = (s: string) => Number(String((YAML.parse(s) as { info?: { version?: string } }).info?.version ?? '0').split('.')[0]);
const result = await openapiDiff.diffSpecs({
  sourceSpec: { content: breakCycles(before), location: `before:${FILE}`, format: 'openapi3' },
  destinationSpec: { content: breakCycles(after), location: `after:${FILE}`, format: 'openapi3' },
});

const line = (d: { code: string; action: string; destinationSpecEntityDetails: { location: string }[]; sourceSpecEntityDetails: { location: string }[] }) =>
  `  ${d.action.padEnd(6)} ${d.code}  ${(d.destinationSpecEntityDetails[0] ?? d.sourceSpecEntityDetails[0])?.location ?? ''}`;
console.log(`contract diff (${label}):`);
if (result.breakingDifferencesFound) {
  console.log(`breaking changes: ${result.breakingDifferences.length}`);
  result.breakingDifferences.forEach((d) => console.log(line(d)));
} else console.log('breaking changes: 0');
console.log(`non-breaking changes: ${result.nonBreakingDifferences.length}; unclassified: ${result.unclassifiedDifferences.length}`);
result.nonBreakingDifferences.slice(0, 40).forEach((d) => console.log(line(d)));

if (result.breakingDifferencesFound && major(after) <= major(before)) {
  console.error(`\nBreaking contract change without a major version bump (info.version ${major(before)}.x → ${major(after)}.x). Raise the major version and tell the backend teams, or make the change compatible.`);
  process.exit(1);
}
