/**
 * The files a first visit loads, read from the build alone (unit-tested in tests/scripts/first-load.test.ts): what
 * index.html references, merged into three scripts and one style sheet by scripts/merge-first-load.ts, and counted per
 * route with route-preloads.json by scripts/first-load-report.ts.
 */

/** A script or style sheet index.html loads, in document order. */
export interface FirstLoadRef {
  kind: 'js' | 'css';
  /** The path as written (`/assets/index_3145.ac007f21.js`). */
  url: string;
}

/** The scripts (`<script src>`) and style sheets (`<link rel=stylesheet>`) of an HTML document, in document order. */
export function firstLoadRefs(html: string): FirstLoadRef[] {
  const out: FirstLoadRef[] = [];
  // Minified HTML may leave attribute values unquoted.
  for (const m of html.matchAll(/<(script|link)\b([^>]*)>/g)) {
    const attrs = m[2]!;
    const url = /\b(?:src|href)=(?:"([^"]+)"|'([^']+)'|([^\s>]+))/.exec(attrs);
    if (!url) continue;
    const value = url[1] ?? url[2] ?? url[3] ?? '';
    if (m[1] === 'script') out.push({ kind: 'js', url: value });
    else if (/\brel=["']?stylesheet\b/.test(attrs)) out.push({ kind: 'css', url: value });
  }
  return out;
}

/** A string as a regular expression matching it literally (a file's path in a tag). */
export const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The compile hint the build puts at the head of every script (farm.config.ts): once is enough in a merged file. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * One classic script from several, run in the same order: each part on its own lines (a part's last line may be a
 * comment), the compile hint once at the top.
 */
export function mergeScripts(parts: readonly string[]): string {
  const bodies = parts.map((p) => (p.startsWith(COMPILE_HINT) ? p.slice(COMPILE_HINT.length) : p).replace(/\s*$/, ''));
  return `${COMPILE_HINT}${bodies.join('\n;\n')}\n`;
}

/**
 * The most script the first load puts in one file. A classic script is parsed and run in one task of the page's main
 * thread; 427 KB in one file was a ~95 ms task on a 4×-throttled phone, blocking time once the HTML shell has painted
 * before the scripts run. At ~150 KB each part's task stays near 50 ms, for two more files.
 */
export const MAX_SCRIPT_BYTES = 150_000;

/**
 * Consecutive parts in as few groups as keep each near `maxBytes`: the count is total ÷ maxBytes rounded up, and a
 * group closes once it holds its share of the total. Order is kept and every part is in exactly one group.
 */
export function groupBySize<T>(parts: readonly T[], size: (part: T) => number, maxBytes = MAX_SCRIPT_BYTES): T[][] {
  if (!parts.length) return [];
  const total = parts.reduce((sum, p) => sum + size(p), 0);
  const count = Math.max(1, Math.ceil(total / maxBytes));
  const share = total / count;
  const groups: T[][] = [[]];
  let current = 0;
  parts.forEach((part, i) => {
    groups[groups.length - 1]!.push(part);
    current += size(part);
    const partsLeft = parts.length - 1 - i;
    if (current >= share && groups.length < count && partsLeft > 0) {
      groups.push([]);
      current = 0;
    }
  });
  return groups;
}

/** One style sheet from several, in order (the same folder, so their url()s stay right); @charset only at the top. */
export function mergeStylesheets(parts: readonly string[]): string {
  const bodies = parts.map((p) => p.replace(/^@charset "[^"]*";\s*/i, '').replace(/\s*$/, ''));
  return `${bodies.join('\n')}\n`;
}

/** The resources the Farm runtime is told are already loaded (`setInitialLoadedResources([...])`), as `/assets/…`. */
export function initialLoadedResources(script: string): string[] {
  const call = /setInitialLoadedResources\(\[([^\]]*)\]\)/.exec(script);
  if (!call) return [];
  return [...call[1]!.matchAll(/'([^']+)'/g)].map((m) => `/${m[1]!.replace(/^\//, '')}`);
}

/** A route's first load: index.html's scripts and style sheets, then the route's own preloads (route-preloads.json). */
export function routeFirstLoad(refs: readonly FirstLoadRef[], preload: readonly string[]): { js: string[]; css: string[] } {
  const all = [...refs.map((r) => r.url), ...preload].filter((u) => u.startsWith('/assets/'));
  const unique = [...new Set(all)];
  return { js: unique.filter((u) => u.endsWith('.js')), css: unique.filter((u) => u.endsWith('.css')) };
}

/** The Farm runtime's namespace on `window`, read from the first-load script that boots it (`window['<ns>'].__farm_module_system__.bootstrap()`). */
export function farmNamespace(script: string): string | undefined {
  return /window\['([\w$]+)'\]\.__farm_module_system__\.bootstrap\(\)/.exec(script)?.[1];
}

/**
 * The line that ends a route's merged script: the runtime is told that the route's own files are loaded (as it is
 * told of the entry's), so neither the page nor any later import fetches or registers them again. Paths as the
 * runtime's map writes them (`assets/…`, no leading slash).
 */
export function loadedResourcesLine(namespace: string, files: readonly string[]): string {
  const list = files.map((f) => `'${f.replace(/^\//, '').replace(/[^\w./-]/g, '')}'`).join(',');
  return `window['${namespace}'].__farm_module_system__.setInitialLoadedResources([${list}]);\n`;
}

/**
 * A route's own document: index.html with the route's merged style sheet after the first load's and its merged
 * scripts just before the script that boots the app (`bootScript`), so the page's modules are registered when the app
 * first renders and its styles apply from the first frame. Throws when index.html lacks either anchor.
 */
export function routeDocument(html: string, bootScript: string, files: { scripts: readonly string[]; sheet?: string }): string {
  const boot = new RegExp(`<script\\b[^>]*\\bsrc=["']?${escapeRegExp(bootScript)}["']?[^>]*>`);
  if (!boot.test(html)) throw new Error(`index.html has no <script src=${bootScript}>`);
  let out = html.replace(boot, (tag) => `${files.scripts.map((s) => `<script src=${s}></script>`).join('')}${tag}`);
  if (files.sheet) {
    const sheets = [...out.matchAll(/<link\b[^>]*\brel=["']?stylesheet\b[^>]*>/g)];
    const last = sheets.at(-1);
    if (!last) throw new Error('index.html has no style sheet to put the route’s after');
    const at = last.index + last[0].length;
    out = `${out.slice(0, at)}<link rel=stylesheet href=${files.sheet}>${out.slice(at)}`;
  }
  return out;
}

/**
 * The shared libraries farm.config.ts keeps files of their own (the UI kit, the charts): never merged into a route's
 * files, so one download serves every route, and budgeted apart by the route walk.
 */
export function isSharedLibraryFile(url: string): boolean {
  return /^(ui-kit|charts)\./.test(url.slice(url.lastIndexOf('/') + 1));
}

/** The largest icon written into the document itself: a bigger one costs every page more than its request would. */
export const MAX_INLINE_ICON_BYTES = 2048;

/**
 * The document with its SVG favicon (`<link rel="icon" href="<href>">`) written in as a `data:` URL: over HTTP/1.1 a
 * phone fetched it right when the page's scripts wanted its six connections. The CSP's `img-src` allows `data:`.
 * Unchanged when there is no such link or the icon is larger than MAX_INLINE_ICON_BYTES.
 */
export function withInlineIcon(html: string, href: string, svg: string): string {
  if (Buffer.byteLength(svg) > MAX_INLINE_ICON_BYTES) return html;
  const dataUrl = `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
  return html.replace(/<link\b[^>]*>/gi, (tag) =>
    /\brel=["']?icon["'\s>]/i.test(tag) ? tag.replace(new RegExp(`\\bhref=(["']?)${escapeRegExp(href)}\\1(?=[\\s>/])`), `href="${dataUrl}"`) : tag,
  );
}
