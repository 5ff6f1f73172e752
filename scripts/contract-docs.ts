/**
 * `npm run docs:contract`: the contract as a static HTML reference (Redocly build-docs, Redoc), every description and
 * example, in dist-api-docs/ — served by `npm start` at /api-docs/.
 *
 * The page loads nothing from another host and runs under its own strict Content-Security-Policy:
 * - Redoc's bundle is inlined by build-docs (`--inlineBundle`, never the CDN), then moved out of the page into
 *   `redoc.js`, and its small colour-mode script into `colour-mode.js`: the page has no inline script, so the CSP
 *   allows scripts from the page's own origin only;
 * - telemetry is switched off, and `connect-src 'self'` would stop it anyway;
 * - the page carries the CSP in a <meta> tag, and `_headers` holds it for servers (mock/server.ts sends it).
 * The error-code catalogue (x-enumDescriptions, which Redoc does not show) is rendered into the code schemas'
 * descriptions as a table, in the page's copy of the contract only.
 *
 * Beside the page, the contract itself for tools: `openapi.yaml` (the file as it is) and `openapi.json` (the same
 * document as JSON), served at /api-docs/openapi.yaml and /api-docs/openapi.json and linked from the page; and the
 * conformance kit's README for backend teams (packages/contract-kit/README.md) as /api-docs/contract-kit.md.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { API_DOCS_CSP } from '@mock/api-docs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DOCS_DIR = path.join(ROOT, 'dist-api-docs');
const CONTRACT = path.join(ROOT, 'openapi/marketplace.yaml');
const KIT_README = path.join(ROOT, 'packages/contract-kit/README.md');

/** The reference's policy (mock/api-docs.ts, which serves it): scripts only from its own origin, nothing from another host. */
export const DOCS_CSP = API_DOCS_CSP;

type Obj = Record<string, unknown>;

/** The catalogue of a code schema as a Markdown table appended to its description. */
function withCatalogueTable(schema: Obj): void {
  const descriptions = schema['x-enumDescriptions'] as Record<string, string> | undefined;
  const codes = schema.enum as number[] | undefined;
  if (!descriptions || !codes) return;
  const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const rows = codes.map((c) => `| ${c} | ${cell(descriptions[String(c)] ?? '')} |`);
  schema.description = `${String(schema.description ?? '').trimEnd()}\n\n| code | meaning 含义 · what the client does 前端处理 |\n|---|---|\n${rows.join('\n')}\n`;
}

/** The contract for tools, beside the page: the YAML file as it is, and the same document as JSON. */
export const CONTRACT_FILES = { yaml: 'openapi.yaml', json: 'openapi.json' } as const;

export function publishedContract(text = fs.readFileSync(CONTRACT, 'utf8')): Record<string, string> {
  return { [CONTRACT_FILES.yaml]: text, [CONTRACT_FILES.json]: `${JSON.stringify(YAML.parse(text), null, 2)}\n` };
}

/** The conformance kit's README for backend teams, beside the page (`npx @yaocai/contract-kit verify …`). */
export const KIT_README_FILE = 'contract-kit.md';

export function publishedKitReadme(): Record<string, string> {
  return { [KIT_README_FILE]: fs.readFileSync(KIT_README, 'utf8') };
}

/**
 * The lines at the head of the page: the contract's two files, and the conformance kit's README (relative: they sit
 * beside the page).
 */
export const DOWNLOAD_LINE = [
  `契约原文 The contract itself: [${CONTRACT_FILES.yaml}](${CONTRACT_FILES.yaml}) · [${CONTRACT_FILES.json}](${CONTRACT_FILES.json})`,
  `后端一致性检查 Checking a backend: the conformance kit \`@yaocai/contract-kit\` — [${KIT_README_FILE}](${KIT_README_FILE}) (what it checks, the accounts to seed, CI examples)`,
].join('\n\n');

/** The contract as the page shows it: the links to its files, and the catalogue tables rendered. */
export function contractForDocs(text = fs.readFileSync(CONTRACT, 'utf8')): string {
  const doc = YAML.parse(text) as Obj & { info: Obj; components: { schemas: Record<string, Obj> } };
  doc.info.description = `${DOWNLOAD_LINE}\n\n${String(doc.info.description ?? '')}`;
  for (const name of ['SuccessCode', 'ErrorCode']) if (doc.components.schemas[name]) withCatalogueTable(doc.components.schemas[name]);
  return YAML.stringify(doc, { lineWidth: 0 });
}

export interface DocsPage {
  html: string;
  files: Record<string, string>;
}

/**
 * Hosts Redoc's bundle would load from at run time: the attribution logo (an <img>), icon sets and telemetry. The
 * logo becomes an empty image (Redoc hides it when it fails), the rest a same-origin path that does not exist.
 */
export const REDOC_HOSTS = ['https://cdn.redoc.ly/', 'https://cdn.redocly.com/', 'https://otel.cloud.redocly.com/'];

function offline(code: string): string {
  let out = code.replace(/https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(?:-full)?\.svg/g, 'data:,');
  for (const host of REDOC_HOSTS) out = out.split(host).join('./offline/');
  return out;
}

/** Moves the page's inline scripts into files, switches telemetry off and adds the CSP meta tag. */
export function externaliseScripts(built: string): DocsPage {
  let html = built;
  const files: Record<string, string> = {};
  // The colour-mode script: a small classic script before the content.
  const colour = /<script>(try\{var m=localStorage[\s\S]*?)<\/script>/.exec(html);
  if (colour) {
    files['colour-mode.js'] = `${colour[1]!}\n`;
    html = html.replace(colour[0], '<script src="./colour-mode.js"></script>');
  }
  // The module: Redoc's bundle, the definition and the hydrate call, up to the page's last </script>.
  const start = html.indexOf('<script type="module">');
  const end = html.lastIndexOf('</script>');
  if (start < 0 || end < start) throw new Error('build-docs output has no module script to move out');
  const code = html.slice(start + '<script type="module">'.length, end).replace('"disableTelemetry":false', '"disableTelemetry":true');
  files['redoc.js'] = offline(code);
  html = `${html.slice(0, start)}<script type="module" src="./redoc.js"></script>${html.slice(end + '</script>'.length)}`;
  if (/<script(?![^>]*\bsrc=)[^>]*>/.test(html)) throw new Error('an inline script is left in the page');
  // A <meta> policy cannot hold frame-ancestors (browsers ignore it there, with a warning): the header does.
  const metaCsp = DOCS_CSP.split('; ').filter((d) => !d.startsWith('frame-ancestors')).join('; ');
  html = html.replace(/<meta charset="utf8" \/>/, `<meta charset="utf-8" />\n  <meta http-equiv="Content-Security-Policy" content="${metaCsp}" />`);
  html = html.replace('<html lang="en">', '<html lang="zh-CN">');
  // No favicon request (a 404 in the console): an empty icon.
  html = html.replace('<title>', '<link rel="icon" href="data:," />\n  <title>');
  return { html, files };
}

/**
 * What the page's HTML would load from another host: any src, any href but a link's (<a> navigates, it loads
 * nothing), CSS url() and @import.
 */
export function foreignReferences(html: string): string[] {
  const refs: string[] = [];
  for (const tag of html.matchAll(/<([a-z][a-z0-9-]*)\b[^>]*>/gi)) {
    const isLink = tag[1]!.toLowerCase() === 'a';
    for (const m of tag[0].matchAll(/\b(src|srcset|href|action|poster|data|xlink:href)\s*=\s*["']?\s*((?:https?:)?\/\/[^"'\s>]+)/gi)) {
      if (isLink && m[1]!.toLowerCase() === 'href') continue;
      refs.push(m[2]!);
    }
  }
  for (const m of html.matchAll(/url\(\s*["']?((?:https?:)?\/\/[^"')\s]+)/gi)) refs.push(m[1]!);
  for (const m of html.matchAll(/@import\s+(?:url\()?\s*["']?((?:https?:)?\/\/[^"')\s;]+)/gi)) refs.push(m[1]!);
  return refs;
}

export function buildDocs(outDir = DOCS_DIR): { index: string; bytes: number } {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'api-docs-'));
  try {
    const spec = path.join(tmp, 'marketplace.yaml');
    fs.writeFileSync(spec, contractForDocs());
    const built = path.join(tmp, 'index.html');
    const bin = path.join(ROOT, 'node_modules/.bin/redocly');
    const r = spawnSync(bin, ['build-docs', spec, '-o', built, '--inlineBundle', '--title', '药采平台 Marketplace API 接口文档'], { encoding: 'utf8' });
    if (r.status !== 0 || !fs.existsSync(built)) throw new Error(`redocly build-docs failed:\n${r.stdout}\n${r.stderr}`);
    const page = externaliseScripts(fs.readFileSync(built, 'utf8'));
    const foreign = foreignReferences(page.html);
    if (foreign.length) throw new Error(`the page refers to other hosts: ${foreign.join(', ')}`);
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, 'index.html'), page.html);
    for (const [name, text] of Object.entries({ ...page.files, ...publishedContract(), ...publishedKitReadme() })) fs.writeFileSync(path.join(outDir, name), text);
    fs.writeFileSync(path.join(outDir, '_headers'), `/api-docs/*\n  Content-Security-Policy: ${DOCS_CSP}\n  X-Content-Type-Options: nosniff\n`);
    return { index: path.join(outDir, 'index.html'), bytes: Buffer.byteLength(page.html) + Object.values(page.files).reduce((n, t) => n + Buffer.byteLength(t), 0) };
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { index, bytes } = buildDocs();
  console.log(`API reference: ${path.relative(process.cwd(), index)} (${Math.round(bytes / 1024)} KiB with its scripts), with the contract as ${CONTRACT_FILES.yaml} and ${CONTRACT_FILES.json}; served by npm start at /api-docs/`);
}
