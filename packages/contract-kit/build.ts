/**
 * Builds the installable kit (`npm run build -w @yaocai/contract-kit`, and `npm pack` through `prepack`):
 * - dist/index.js (the entry point) and dist/bin.js (the `contract-kit` command): src/ bundled by esbuild into plain
 *   ES modules for Node 20.19+, so the installed package needs no tsx. The few modules the kit shares with the site and
 *   the demo API (the form encoder and parser, the EAN-13 check) are bundled in — one implementation in the repository,
 *   no copy; the npm dependencies (ajv, ajv-formats, fast-check, yaml) stay imports.
 * - contract/marketplace.yaml and contract/marketplace.json: the repository's contract, which the built kit reads
 *   (src/contract.ts) and a team's own tools can read too (`@yaocai/contract-kit/contract/marketplace.json`).
 * The package's version must equal the contract's info.version (tests/contract/kit/package.test.ts holds them
 * together); the build refuses to produce a kit that claims another version.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import YAML from 'yaml';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const CONTRACT = path.join(ROOT, 'openapi/marketplace.yaml');

const pkg = JSON.parse(fs.readFileSync(path.join(HERE, 'package.json'), 'utf8')) as { version: string; dependencies: Record<string, string> };
const text = fs.readFileSync(CONTRACT, 'utf8');
const doc = YAML.parse(text) as { info: { version: string } };
if (doc.info.version !== pkg.version) {
  console.error(`contract-kit: package.json says ${pkg.version}, the contract's info.version is ${doc.info.version}: set the package's version to the contract's.`);
  process.exit(1);
}

fs.rmSync(path.join(HERE, 'dist'), { recursive: true, force: true });
fs.rmSync(path.join(HERE, 'contract'), { recursive: true, force: true });
fs.mkdirSync(path.join(HERE, 'contract'));
fs.writeFileSync(path.join(HERE, 'contract/marketplace.yaml'), text);
fs.writeFileSync(path.join(HERE, 'contract/marketplace.json'), `${JSON.stringify(doc)}\n`);

await build({
  entryPoints: { index: path.join(HERE, 'src/index.ts'), bin: path.join(HERE, 'src/bin.ts') },
  outdir: path.join(HERE, 'dist'),
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  // The repository's import aliases (@/ the site, @mock/ the demo API) resolve as tsconfig.json says.
  tsconfig: path.join(ROOT, 'tsconfig.json'),
  external: Object.keys(pkg.dependencies),
  define: { KIT_BUNDLED_CONTRACT: JSON.stringify('../contract/marketplace.yaml') },
  chunkNames: 'kit-[hash]',
  legalComments: 'none',
  logLevel: 'warning',
});

const files = fs.readdirSync(path.join(HERE, 'dist')).map((f) => `dist/${f}`);
console.log(`contract-kit ${pkg.version}: ${[...files, 'contract/marketplace.yaml', 'contract/marketplace.json'].join(', ')}`);
