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

const major = (s: string) => Number(String((YAML.parse(s) as { info?: { version?: string } }).info?.version ?? '0').split('.')[0]);
const result = await openapiDiff.diffSpecs({
  sourceSpec: { content: before, location: `before:${FILE}`, format: 'openapi3' },
  destinationSpec: { content: after, location: `after:${FILE}`, format: 'openapi3' },
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
