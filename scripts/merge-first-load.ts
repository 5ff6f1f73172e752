/**
 * After `farm build`: the first load in four files instead of fifteen. Farm emits index.html's scripts as the runtime's
 * five small files (the runtime is isolated from the HTML for the CSP: global_this, farm_runtime_resource,
 * initial_loaded_resources, farm_dynamic_resources_map, farm_module_system) around the entry's chunks, and its style
 * as two sheets; each is a request, and over HTTP/1.1 a phone has six connections per host, so fifteen files cost it
 * round trips on a slow network. This writes them, in their order, as three scripts of ~150 KB
 * (`assets/first-load.<hash>.js`, at the end of <body>: one file would be parsed and run in one long task of the
 * phone's main thread, blocking time after the HTML shell's first paint; see groupBySize) and one style sheet
 * (`assets/first-load.<hash>.css`), and deletes the parts. The same bytes, in
 * the same order: classic scripts run one after another either way. The runtime still names the entry's chunks as
 * loaded (setInitialLoadedResources), so a page's chunks never fetch them again, and scripts/route-preloads.ts reads
 * that list too.
 * SITE_DIST names the build folder (default dist).
 *   npx tsx scripts/merge-first-load.ts
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { escapeRegExp, firstLoadRefs, groupBySize, mergeScripts, mergeStylesheets } from './lib/first-load';

const dist = path.resolve(process.env.SITE_DIST ?? 'dist');
const indexFile = path.join(dist, 'index.html');
let html = fs.readFileSync(indexFile, 'utf8');
const refs = firstLoadRefs(html).filter((r) => /^\/assets\/[\w.-]+\.(js|css)$/.test(r.url));
const scripts = refs.filter((r) => r.kind === 'js').map((r) => r.url);
const sheets = refs.filter((r) => r.kind === 'css').map((r) => r.url);
if (scripts.some((u) => u.startsWith('/assets/first-load.'))) {
  console.error('merge-first-load: index.html is already merged (run `farm build` first)');
  process.exit(1);
}
if (!scripts.length) {
  console.error('merge-first-load: index.html loads no script from /assets/');
  process.exit(1);
}

const local = (u: string) => path.join(dist, u.slice(1));
const hashed = (content: string, ext: string) => `/assets/first-load.${createHash('sha256').update(content).digest('hex').slice(0, 8)}.${ext}`;

// In a few files, not one: each file is parsed and run in a task of its own (groupBySize).
const groups = groupBySize(
  scripts.map((u) => ({ url: u, text: fs.readFileSync(local(u), 'utf8') })),
  (part) => Buffer.byteLength(part.text),
);
const jsUrls: string[] = [];
for (const group of groups) {
  const js = mergeScripts(group.map((part) => part.text));
  const url = hashed(js, 'js');
  fs.writeFileSync(local(url), js);
  jsUrls.push(url);
}
for (const u of scripts) html = html.replace(new RegExp(`<script\\b[^>]*\\bsrc=["']?${escapeRegExp(u)}["']?[^>]*>\\s*</script>`), '');
html = html.replace(/(<\/body>\s*(<\/html>\s*)?)?$/, (end) => `${jsUrls.map((u) => `<script src=${u}></script>`).join('')}${end}`);

let cssUrl: string | undefined;
if (sheets.length) {
  const css = mergeStylesheets(sheets.map((u) => fs.readFileSync(local(u), 'utf8')));
  cssUrl = hashed(css, 'css');
  fs.writeFileSync(local(cssUrl), css);
  sheets.forEach((u, i) => {
    html = html.replace(new RegExp(`<link\\b[^>]*\\bhref=["']?${escapeRegExp(u)}["']?[^>]*>`), i === 0 ? `<link rel=stylesheet href=${cssUrl}>` : '');
  });
}
fs.writeFileSync(indexFile, html);
for (const u of [...scripts, ...sheets]) fs.rmSync(local(u));
console.log(`first load: ${scripts.length} scripts → ${jsUrls.map((u) => `${u} (${Math.round(fs.statSync(local(u)).size / 1024)} KB)`).join(', ')}, ${sheets.length} style sheets → ${cssUrl ?? 'none'}`);
