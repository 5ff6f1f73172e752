/**
 * The files a first visit loads, read from the build alone (unit-tested in tests/scripts/first-load.test.ts): what
 * index.html references, merged into one script and one style sheet by scripts/merge-first-load.ts, and counted per
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
