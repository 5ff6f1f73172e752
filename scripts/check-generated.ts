/**
 * `npm run check:generated`: fails when generated/ (orval's SDK and openapi-typescript's generated/openapi.d.ts, which
 * types the demo API's handlers and the conformance kit) is not exactly what `npm run generate` makes from
 * openapi/marketplace.yaml — a file changed, missing, or there that generation does
 * not make. It generates into a temporary copy of what generation reads (the contract, orval.config.ts, the mutator it
 * imports with the layers the mutator may import in turn — src/lib and src/domain: orval reads the mutator's signature,
 * and an import it cannot resolve changes the SDK it writes — package.json and the tsconfigs) and compares that with
 * the working tree, so
 * it writes nothing in the repository and leaves git's index alone.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
/** What generation reads, relative to the root. */
const INPUTS = ['openapi', 'orval.config.ts', 'src/lib', 'src/domain', 'package.json', 'tsconfig.json', 'tsconfig.base.json'];
/** What generation writes: every file below these is compared. */
const OUTPUTS = ['generated'];

function filesUnder(base: string, rel: string): string[] {
  const abs = path.join(base, rel);
  if (!fs.existsSync(abs)) return [];
  if (!fs.statSync(abs).isDirectory()) return [rel];
  return fs.readdirSync(abs).flatMap((name) => filesUnder(base, path.posix.join(rel, name)));
}

function run(cwd: string, command: string, args: string[]): void {
  const result = spawnSync(path.join(root, 'node_modules/.bin', command), args, { cwd, encoding: 'utf8' });
  if (result.status === 0) return;
  throw new Error(`\`${command} ${args.join(' ')}\` failed (exit ${result.status ?? result.signal}):\n${result.stdout}${result.stderr}`);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'check-generated-'));
let problems: string[] = [];
let failure: string | undefined;
try {
  for (const rel of INPUTS) fs.cpSync(path.join(root, rel), path.join(tmp, rel), { recursive: true });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(tmp, 'node_modules'), 'dir');
  run(tmp, 'orval', ['--config', 'orval.config.ts']);
  run(tmp, 'openapi-typescript', ['openapi/marketplace.yaml', '-o', 'generated/openapi.d.ts']);

  const made = new Set(OUTPUTS.flatMap((rel) => filesUnder(tmp, rel)));
  const held = new Set(OUTPUTS.flatMap((rel) => filesUnder(root, rel)));
  problems = [...new Set([...made, ...held])].sort().flatMap((rel) => {
    if (!held.has(rel)) return [`missing  ${rel} (generation makes it)`];
    if (!made.has(rel)) return [`extra    ${rel} (generation does not make it)`];
    return fs.readFileSync(path.join(tmp, rel)).equals(fs.readFileSync(path.join(root, rel))) ? [] : [`changed  ${rel}`];
  });
  console.log(`check:generated: ${made.size} files generated from openapi/marketplace.yaml, ${held.size} in the working tree.`);
} catch (error) {
  failure = error instanceof Error ? error.message : String(error);
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}

if (failure) {
  console.error(`check:generated: generation failed: ${failure}`);
  process.exit(1);
}

if (problems.length > 0) {
  console.error(`The generated files differ from what the contract generates:\n  ${problems.join('\n  ')}`);
  console.error('Run `npm run generate` and commit the result with the contract.');
  process.exit(1);
}
console.log('check:generated: ok');
