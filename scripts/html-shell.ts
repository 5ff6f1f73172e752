/**
 * After `farm build` (and scripts/first-load-files.ts): writes the HTML shell into dist/index.html, so the first paint
 * needs no script — the header, the nav row, the page's loading frame and the footer, drawn by the real components
 * (src/app/static-shell.tsx, react-dom/server) as the app's own first render draws them, styled by the critical CSS.
 *
 * 1. esbuild bundles src/app/static-shell.tsx for Node (style sheets and other assets as empty modules; the packages
 *    from node_modules) and renders it in a jsdom window (the components read `window` while rendering, as in a
 *    browser that has fetched nothing yet); the markup replaces index.html's boot shell and its inline style.
 * 2. Beasties inlines the rules of the build's style sheet that the shell's elements use (critical CSS) in a <style>
 *    in <head>; the full style sheet moves from <head> to just before the body's scripts: the browser paints the
 *    shell without waiting for it, and the scripts (which run after it has loaded) never draw an unstyled page.
 * 3. The SVG favicon is written in as a `data:` URL (withInlineIcon): one request fewer while the page's files load.
 * No inline script (CSP script-src 'self'); inline styles are allowed by the site's CSP.
 * SITE_DIST names the build folder (default dist).
 *   npx tsx scripts/html-shell.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { build, type Plugin } from 'esbuild';
import { JSDOM } from 'jsdom';
import { withInlineIcon } from './lib/first-load';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(root, process.env.SITE_DIST ?? 'dist');
const indexFile = path.join(dist, 'index.html');

/** Style sheets, pictures and WebAssembly are not needed to render markup: each is an empty module. */
const noAssets: Plugin = {
  name: 'no-assets',
  setup(b) {
    b.onResolve({ filter: /\.(css|wasm|svg|png|jpe?g|webp)$/ }, (a) => ({ path: a.path, namespace: 'asset' }));
    b.onLoad({ filter: /.*/, namespace: 'asset' }, () => ({ contents: 'export default ""', loader: 'js' }));
  },
};

/** Renders the shell's markup (the content of #root) from the site's own components. */
async function renderShell(): Promise<string> {
  // Inside the project, so the bundle's package imports resolve from its node_modules.
  const outDir = path.join(root, 'node_modules/.cache/html-shell');
  const outfile = path.join(outDir, `static-shell-${process.pid}.mjs`);
  await build({
    entryPoints: [path.join(root, 'src/app/static-shell.tsx')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    jsx: 'automatic',
    tsconfig: path.join(root, 'src/tsconfig.json'),
    define: { 'process.env.NODE_ENV': '"production"', __BUILD_VERSION__: '"html-shell"' },
    plugins: [noAssets],
    outfile,
    logLevel: 'warning',
  });
  process.env.NODE_ENV = 'production';
  const dom = new JSDOM('<!doctype html><html lang="zh-CN"><body></body></html>', { url: 'http://localhost/', pretendToBeVisual: true });
  for (const key of ['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'HTMLElement', 'Element', 'Node', 'getComputedStyle', 'matchMedia']) {
    Object.defineProperty(globalThis, key, { value: (dom.window as unknown as Record<string, unknown>)[key], configurable: true, writable: true });
  }
  try {
    const shell = (await import(pathToFileURL(outfile).href)) as { renderStaticShell: () => string };
    return shell.renderStaticShell();
  } finally {
    fs.rmSync(outfile, { force: true });
    dom.window.close();
  }
}

/** index.html with #root's content replaced by `markup` and the boot shell's own style left out. */
export function withShell(html: string, markup: string): string {
  const dom = new JSDOM(html);
  const { document } = dom.window;
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  container.innerHTML = markup;
  for (const style of document.head.querySelectorAll('style')) if (style.textContent?.includes('.boot-shell')) style.remove();
  return dom.serialize();
}

/**
 * Moves the <head>'s style sheets to just before the body's first script (the shell paints without them), and holds
 * the first paint until the whole shell is parsed.
 */
export function stylesheetsBeforeScripts(html: string): string {
  const dom = new JSDOM(html);
  const { document } = dom.window;
  const firstScript = document.body.querySelector('script[src]');
  if (!firstScript) throw new Error('index.html has no script in <body>');
  for (const link of document.head.querySelectorAll('link[rel="stylesheet"]')) firstScript.before(link);
  // No paint of a half-parsed shell: the parser may yield (and the browser paint) part way through the body — a busy
  // or slow host showed the top bar's links drawn 88 px wide for one frame, then whole. Rendering waits until the
  // marker after #root is parsed (a `blocking=render` expectation: Chromium; other browsers ignore it and paint as
  // before). The shell is ~10 KB of markup, so the first paint waits for nothing but its own parsing.
  const end = document.createElement('div');
  end.id = 'shell-end';
  end.hidden = true;
  document.getElementById('root')!.after(end);
  const expect = document.createElement('link');
  expect.rel = 'expect';
  expect.setAttribute('href', '#shell-end');
  expect.setAttribute('blocking', 'render');
  document.head.append(expect);
  // Beasties marks the document; nothing reads the mark.
  document.documentElement.removeAttribute('data-beasties-container');
  return dom.serialize();
}

const html = fs.readFileSync(indexFile, 'utf8');
const markup = await renderShell();
const beasties = new Beasties({
  path: dist,
  publicPath: '/',
  // The links stay as they are (no onload handler, no script: CSP); stylesheetsBeforeScripts moves them.
  preload: false as unknown as 'body',
  pruneSource: false,
  mergeStylesheets: true,
  compress: true,
  reduceInlineStyles: false,
  logLevel: 'warn',
});
const critical = await beasties.process(withShell(html, markup));
// The favicon inside the document (withInlineIcon): no request of its own while the page's files load.
const iconFile = path.join(dist, 'favicon.svg');
const out = withInlineIcon(stylesheetsBeforeScripts(critical), '/favicon.svg', fs.existsSync(iconFile) ? fs.readFileSync(iconFile, 'utf8') : '');
fs.writeFileSync(indexFile, out);
const inlineCss = [...out.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((n, m) => n + m[1]!.length, 0);
console.log(`html shell: ${Math.round(markup.length / 1024)} KB of markup, ${Math.round(inlineCss / 1024)} KB of critical CSS inline (index.html ${Math.round(out.length / 1024)} KB)`);
