import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@farmfe/core';
import { PURGED_KIT_CSS, keepRulesInUse } from './scripts/lib/ui-kit-css';
import { PROP_TYPES_ONLY, runtimeOnlySource } from './scripts/lib/ui-kit-prop-types';

const dir = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/**
 * The build's version, which the field measurements carry (src/lib/telemetry/build-version.ts): BUILD_VERSION when
 * set, else the package's version and the commit (`0.1.0+603cf63`); letters, digits and `.+_-` only, at most 64.
 */
function buildVersion(): string {
  let version = process.env.BUILD_VERSION;
  if (!version) {
    version = (JSON.parse(readFileSync(dir('./package.json'), 'utf8')) as { version: string }).version;
    try {
      version += `+${execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()}`;
    } catch {
      // Not a git checkout (a tarball): the package version alone.
    }
  }
  return version.replace(/[^\w.+-]/g, '_').slice(0, 64);
}

// `npm run dev` is `farm watch` + mock/server.ts (see scripts/dev.ts for why not `farm start`). One build serves any
// API host: the browser reads its API base URL from /runtime-config.json at boot.
export default defineConfig({
  compilation: {
    // The same import aliases as src/tsconfig.json: `@/` is src/, `@generated/` the orval output.
    // `semantic-ui-react` itself (`$`: the bare name only, not a path inside the package) is the module that imports
    // each component the site uses from its own file (src/components/ui-kit/semantic-ui-react.ts).
    resolve: {
      alias: {
        '@/': dir('./src/'),
        '@generated/': dir('./generated/'),
        'semantic-ui-react$': dir('./src/components/ui-kit/semantic-ui-react.ts'),
      },
    },
    input: { index: './index.html' },
    // Read only by the field measurements' lazy chunk, so a new commit changes that small file's hash, not the first load's.
    define: { __BUILD_VERSION__: JSON.stringify(buildVersion()) },
    output: { path: process.env.SITE_DIST ?? 'dist', publicPath: '/', filename: 'assets/[resourceName].[contentHash].[ext]', assetsFilename: 'assets/[resourceName].[contentHash].[ext]' },
    // No inline scripts: the Farm runtime is emitted as its own file, so a strict CSP (script-src 'self') holds.
    runtime: { isolate: true },
    // A .wasm imported by the site is an asset: its URL, the file emitted under /assets/ with a content hash. The barcode
    // reader of 扫码采购's camera (zxing-wasm, loaded only when the camera opens) is served that way from the site
    // itself instead of the CDN it would otherwise fetch it from (src/features/scan-purchase/camera/zxing-detector.ts).
    assets: { include: ['wasm'] },
    sourcemap: false,
    persistentCache: false,
    presetEnv: false,
    // Vendor prefixes only for the browsers the site runs in at all: its scripts use ES2020 syntax (?. and ??), so
    // Chrome 80 / Safari 13.1 and newer (WeChat's and the domestic browsers' Chromium cores included). Farm's default
    // (the ES2017 browsers) prefixed every flexbox rule of the UI kit for browsers that cannot run the site, which
    // doubled the first load's stylesheet (247 KB raw) and its parse time on a phone.
    css: { prefixer: { targets: ['chrome >= 80', 'edge >= 80', 'safari >= 13.1', 'ios_saf >= 13.4', 'firefox >= 78'] } },
    partialBundling: {
      // At most 10 files per load, enforced: a phone on slow 4G pays a round trip per file beyond the browser's six
      // connections (the home route's first load fell from 28 scripts to 10, /list's mobile LCP by ~0.6 s). At 8 the
      // merging put unrelated shared modules into the catalogue's chunks (10 routes over their 40 KB budget); at 10
      // every route's own chunks stay within budget (the e2e route walk, tests/e2e/route-walk/, measures them).
      targetConcurrentRequests: 10,
      targetMinSize: 20 * 1024,
      enforceTargetConcurrentRequests: true,
      // The UI kit (semantic-ui-react and what only it uses) is one shared, long-cached file that the pages using it
      // load; the first paint of the catalogue pages needs none of it. The route walk budgets it apart.
      // Apache ECharts (/cgtj's charts, fetched by a dynamic import after the page has drawn its figures and tables) is
      // one long-cached file of its own too, which no first load and no other page fetches; the route walk budgets it
      // apart, as the UI kit.
      enforceResources: [
        { name: 'ui-kit', test: ['node_modules/(semantic-ui-react|@semantic-ui-react|@fluentui|keyboard-key|react-popper|@popperjs|lodash-es)/'] },
        { name: 'charts', test: ['node_modules/(echarts|zrender)/'] },
      ],
    },
  },
  plugins: [
    '@farmfe/plugin-react',
    {
      // V8 compiles a script's functions lazily, on their first call: the boot's single task that runs every initial
      // module (Farm's require chain) also compiled each of them, and a page chunk did the same when its route opened —
      // on a phone at 4× CPU the boot's evaluation alone was a 115 ms task. The `allFunctionsCalledOnLoad` compile hint
      // (Chrome 136+; other browsers read it as a comment) makes V8 compile the whole file while it streams in, off
      // the main thread, so running the modules is only running them (that task fell to ~40 ms; Lighthouse's mobile
      // TBT on /cart and /order about halved). Added after hashing, so a file's name stays its content's hash without
      // the one constant line.
      name: 'compile-hints',
      finalizeResources: {
        executor({ resourcesMap }) {
          const hint = [...Buffer.from('//# allFunctionsCalledOnLoad\n')];
          for (const resource of Object.values(resourcesMap)) {
            if (resource.resourceType === 'js') resource.bytes = [...hint, ...resource.bytes];
          }
          return resourcesMap;
        },
      },
    },
    (() => {
      // semantic-ui-react's prop-type-only modules (the icon names, the validators) as a production build needs them:
      // nothing, since it drops every prop type (scripts/lib/ui-kit-prop-types.ts). `npm run dev` keeps the real ones,
      // whose prop types it checks.
      let production = false;
      return {
        name: 'ui-kit-without-prop-types',
        configResolved(config) {
          production = (config.compilation?.mode ?? 'production') === 'production';
        },
        load: {
          filters: { resolvedPaths: [PROP_TYPES_ONLY.source] },
          executor({ resolvedPath }) {
            if (!production) return null;
            return { content: runtimeOnlySource(resolvedPath, readFileSync(resolvedPath, 'utf8')), moduleType: 'js' };
          },
        },
      };
    })(),
    {
      // The UI kit's button style sheet with only the rules whose classes the site's source names
      // (scripts/lib/ui-kit-css.ts): the first load's style sheet, every page's, 5.7 KB brotli smaller. In every mode,
      // so that `npm run dev` draws what the build draws.
      name: 'ui-kit-css-in-use',
      load: {
        filters: { resolvedPaths: [PURGED_KIT_CSS.source] },
        async executor({ resolvedPath }) {
          return { content: await keepRulesInUse(readFileSync(resolvedPath, 'utf8'), dir('./')), moduleType: 'css' };
        },
      },
    },
    {
      // Farm's runtime sets up import.meta (a URL, an env object, a timestamp) for every module it creates, whether or
      // not the module uses it. Nothing in the site or its dependencies reads import.meta (lint forbids it in src/), so
      // the plugin is dropped: on a phone's first load that is ~15 ms of the boot task (×4 on a mid-range phone).
      name: 'no-runtime-import-meta',
      configResolved(config) {
        const runtime = config.compilation?.runtime;
        if (runtime?.plugins) runtime.plugins = runtime.plugins.filter((p) => !p.includes('runtime-plugin-import-meta'));
      },
    },
  ],
});
