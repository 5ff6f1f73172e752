/**
 * The nginx configuration `npm run deploy:nginx` prints (scripts/lib/nginx-config.ts), read back as nginx reads it:
 * every location that answers carries the site's headers (nginx drops inherited add_header lines in a location with
 * its own), the preload locations follow route-preloads.json, brotli is served only with its module, and the
 * arguments are checked with messages in Chinese and English. tests/e2e/nginx.e2e.ts runs it in a real nginx.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API_DOCS_CSP, CONTRACT_TYPES } from '@mock/api-docs';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, MANIFEST_TYPE, queryIdPattern, SITE_CSP } from '@mock/site-headers';
import { escapeRegExp } from '../../scripts/lib/first-load';
import {
  findBrotliModule,
  NginxConfigError,
  parseNginxArgs,
  quoteNginx,
  renderNginxConfig,
  resolveNginxSite,
} from '../../scripts/lib/nginx-config';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-config-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const BROTLI_SO = '/opt/nginx/modules/ngx_http_brotli_static_module.so';
const asUser: { brotliModule: string | null; uid: number; user: string } = { brotliModule: BROTLI_SO, uid: 1000, user: 'builder' };

/** A build folder holding index.html and the given route-preloads.json entries. */
function fixtureBuild(name: string, routes: unknown[]): string {
  const root = path.join(tmp, name, 'dist');
  fs.mkdirSync(root, { recursive: true });
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>药采平台</title>');
  fs.writeFileSync(path.join(root, 'route-preloads.json'), JSON.stringify({ routes }));
  return root;
}

const ROUTES = [
  { route: 'home', pattern: '^\\/?$', preload: ['/assets/home.1a2b.js', '/assets/home.3c4d.css'] },
  { route: 'login', pattern: '^\\/login\\/?$', preload: [] },
  // Only the build's own scripts and style sheets are named: the other two are dropped.
  { route: 'list', pattern: '^\\/list\\/?$', preload: ['/assets/list.5e6f.js', 'https://cdn.example.com/x.js', '/assets/../secret.js'] },
  { route: 'list', pattern: '^\\/goods\\/?$', preload: ['/assets/list.5e6f.js', 'https://cdn.example.com/x.js', '/assets/../secret.js'] },
  { route: 'broken', pattern: '([', preload: ['/assets/broken.js'] },
  { route: 'detail', pattern: '^\\/list\\/info\\/([^/]+)\\/?$', preload: ['/assets/detail.7a8b.js'] },
];
const root = fixtureBuild('site', ROUTES);

/** The configuration for the fixture build, with these extra arguments. */
function render(extra: string[] = [], machine = asUser): string {
  return renderNginxConfig(resolveNginxSite(parseNginxArgs(['--root', root, '--api', '127.0.0.1:8081', '--port', '8088', ...extra]), machine));
}

/** A token as nginx reads it: its quotes removed and its escapes (\\ \" \' \t \r \n) undone. */
function unquote(token: string): string {
  const inner = /^"(.*)"$/.exec(token)?.[1] ?? token;
  return inner.replace(/\\(["'\\trn])/g, (_, c: string) => ({ t: '\t', r: '\r', n: '\n' })[c] ?? c);
}

interface Block {
  match: string;
  /** Its own directives, nested blocks left out. */
  directives: string[];
  /** How many locations it sits in. */
  depth: number;
}

/** Every `location` of the configuration with its own directives, by brace depth. */
function locations(conf: string): Block[] {
  const out: Block[] = [];
  const open: Array<Block | null> = [];
  for (const raw of conf.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (line.endsWith('{')) {
      const m = /^location (.+) \{$/.exec(line);
      const block = m ? { match: m[1]!, directives: [], depth: open.filter(Boolean).length } : null;
      if (block) out.push(block);
      open.push(block);
    } else if (line === '}') open.pop();
    else open.at(-1)?.directives.push(line);
  }
  return out;
}

const ADD_HEADER = /^add_header (\S+) (".*") always;$/;

/** The headers a block adds, name → value as nginx reads it. */
function headersOf(block: Block): Record<string, string> {
  const adds = block.directives.map((d) => ADD_HEADER.exec(d)).filter((m) => m !== null);
  return Object.fromEntries(adds.map((m) => [m[1]!, unquote(m[2]!)]));
}

const routeBlocks = (conf: string) => locations(conf).filter((b) => b.match.startsWith('~* '));

describe('renderNginxConfig', () => {
  const conf = render();
  const blocks = locations(conf);

  it('gives every location its CSP, nosniff and Referrer-Policy itself (a nested one sets none, so it inherits them)', () => {
    const top = blocks.filter((b) => b.depth === 0);
    expect(top.length).toBeGreaterThan(10);
    const missing = top.filter((b) => {
      const h = headersOf(b);
      return ![SITE_CSP, API_DOCS_CSP].includes(h['Content-Security-Policy']!) || h['X-Content-Type-Options'] !== 'nosniff' || h['Referrer-Policy'] !== 'same-origin';
    });
    expect(missing.map((b) => b.match)).toEqual([]);
    const nested = blocks.filter((b) => b.depth > 0);
    expect(nested.map((b) => b.match)).toEqual(['~ "^/api-docs/[_.]"', ...Object.keys(CONTRACT_TYPES).map((f) => `= /api-docs${f}`)]);
    expect(nested.flatMap((b) => b.directives.filter((d) => d.startsWith('add_header')))).toEqual([]);
  });

  it('adds every header with `always`, so that errors (a 404, the redirect) carry them too', () => {
    const adds = blocks.flatMap((b) => b.directives.filter((d) => d.startsWith('add_header')));
    expect(adds.length).toBeGreaterThan(blocks.length);
    expect(adds.filter((d) => !ADD_HEADER.test(d))).toEqual([]);
  });

  it('caches the hashed assets for a year and revalidates everything else of the build', () => {
    const cache = (match: string) => headersOf(blocks.find((b) => b.match === match)!)['Cache-Control'];
    expect(cache('^~ /assets/')).toBe(CACHE_IMMUTABLE);
    expect(cache('= /runtime-config.json')).toBe(CACHE_REVALIDATE);
    expect(cache('/')).toBe(CACHE_REVALIDATE);
    expect(routeBlocks(conf).map((b) => headersOf(b)['Cache-Control'])).toEqual(Array(routeBlocks(conf).length).fill(CACHE_REVALIDATE));
  });

  it('serves the service worker from the root, revalidated on every check, and the manifest with its type', () => {
    const sw = blocks.find((b) => b.match === '= /sw.js')!;
    expect(sw.directives[0]).toBe('try_files $uri =404;');
    expect(headersOf(sw)['Cache-Control']).toBe('no-cache');
    const manifest = blocks.find((b) => b.match === '= /manifest.webmanifest')!;
    expect(manifest.directives).toContain(`default_type ${quoteNginx(MANIFEST_TYPE)};`);
    expect(manifest.directives).toContain('types { }');
    // Both before the regex location of files with an extension would take them (exact matches win in nginx anyway).
    expect(SITE_CSP).toContain("worker-src 'self'");
    expect(SITE_CSP).toContain("manifest-src 'self'");
  });

  it('renders a preload location for each run of route entries, in the file order, with its Link header', () => {
    const routes = routeBlocks(conf);
    expect(routes.map((b) => unquote(b.match.slice(3)))).toEqual([
      '^\\/?$',
      '^\\/login\\/?$',
      '(?:^\\/list\\/?$)|(?:^\\/goods\\/?$)',
      '^\\/list\\/info\\/([^/]+)\\/?$',
    ]);
    expect(routes.map((b) => headersOf(b).Link)).toEqual([
      '</assets/home.1a2b.js>; rel=preload; as=script; fetchpriority=low, </assets/home.3c4d.css>; rel=preload; as=style; fetchpriority=low',
      undefined,
      '</assets/list.5e6f.js>; rel=preload; as=script; fetchpriority=low',
      '</assets/detail.7a8b.js>; rel=preload; as=script; fetchpriority=low',
    ]);
    expect(routes.map((b) => b.directives[0])).toEqual(Array(routes.length).fill('try_files /index.html =404;'));
  });

  it("answers a route with its own document where the build has one, and keeps routes of different documents apart", () => {
    const root = fixtureBuild('documents', [
      { route: 'home', pattern: '^\\/?$', preload: ['/assets/route-home.1.js'], document: '/pages/home.html' },
      { route: 'list', pattern: '^\\/list\\/?$', preload: ['/assets/route-home.1.js'], document: '/pages/list.html' },
      { route: 'list', pattern: '^\\/goods\\/?$', preload: ['/assets/route-home.1.js'], document: '/pages/list.html' },
      { route: 'evil', pattern: '^\\/evil\\/?$', preload: [], document: '/etc/passwd' },
    ]);
    const config = renderNginxConfig(resolveNginxSite(parseNginxArgs(['--root', root, '--api', '127.0.0.1:8081', '--port', '8088']), asUser));
    expect(routeBlocks(config).map((b) => [unquote(b.match.slice(3)), b.directives[0]])).toEqual([
      ['^\\/?$', 'try_files /pages/home.html =404;'],
      ['(?:^\\/list\\/?$)|(?:^\\/goods\\/?$)', 'try_files /pages/list.html =404;'],
      ['^\\/evil\\/?$', 'try_files /index.html =404;'],
    ]);
  });

  it('answers files with an extension (or a 404) before the routes, and the SPA last', () => {
    const order = blocks.filter((b) => b.depth === 0).map((b) => b.match);
    const fileRegex = order.findIndex((m) => m.startsWith('~ '));
    const firstRoute = order.findIndex((m) => m.startsWith('~* '));
    expect(fileRegex).toBeGreaterThan(-1);
    expect(fileRegex).toBeLessThan(firstRoute);
    expect(order.at(-1)).toBe('/');
    expect(blocks.find((b) => b.match === order[fileRegex])!.directives[0]).toBe('try_files $uri =404;');
  });

  it('proxies /api/, /static/ and /telemetry to the API host', () => {
    expect(conf).toMatch(/upstream yaocai_api \{\n\s+server 127\.0\.0\.1:8081;/);
    const proxied = blocks.filter((b) => b.directives.includes('proxy_pass http://yaocai_api;')).map((b) => b.match);
    expect(proxied).toEqual(['^~ /api/', '^~ /static/', '= /telemetry']);
  });

  it('serves the API reference from --api-docs, by default dist-api-docs beside the build', () => {
    const docs = blocks.find((b) => b.match === '^~ /api-docs/')!;
    expect(docs.directives).toContain(`alias ${quoteNginx(`${path.join(path.dirname(root), 'dist-api-docs')}/`)};`);
    expect(headersOf(docs)['Content-Security-Policy']).toBe(API_DOCS_CSP);
    const other = locations(render(['--api-docs', path.join(tmp, 'docs')])).find((b) => b.match === '^~ /api-docs/')!;
    expect(other.directives).toContain(`alias ${quoteNginx(`${path.join(tmp, 'docs')}/`)};`);
  });

  it("gives the contract's files beside the reference the types mock/api-docs.ts gives them", () => {
    const files = Object.entries(CONTRACT_TYPES).map(([file, type]) => ({ file, type }));
    expect(files.length).toBeGreaterThan(0);
    const rendered = files.map(({ file }) => blocks.find((b) => b.match === `= /api-docs${file}`)?.directives);
    expect(rendered).toEqual(
      files.map(({ file, type }) => [`alias ${quoteNginx(path.join(path.dirname(root), 'dist-api-docs') + file)};`, 'types { }', `default_type ${quoteNginx(type)};`]),
    );
  });
});

describe('brotli', () => {
  it('loads the module and serves the .br twins when the module is there', () => {
    const conf = render();
    expect(conf.split('\n').find((l) => /^\w/.test(l))).toBe(`load_module ${quoteNginx(BROTLI_SO)};`);
    expect(conf).toMatch(/^\s+brotli_static on;$/m);
    expect(conf).toMatch(/^\s+gzip_static on;$/m);
  });

  it.each([
    ['--no-brotli', ['--no-brotli'], asUser],
    ['no module installed', [], { ...asUser, brotliModule: null }],
  ])('neither loads nor uses it with %s, and still serves the .gz twins', (_, extra, machine) => {
    const conf = render(extra, machine);
    expect(conf).not.toMatch(/load_module|^\s*brotli_static/m);
    expect(conf).toMatch(/^\s+gzip_static on;$/m);
  });

  describe('findBrotliModule', () => {
    const dirs = (name: string) => {
      const base = path.join(tmp, 'machine', name);
      const d = { modulesDir: path.join(base, 'lib/modules'), enabledDir: path.join(base, 'modules-enabled'), prefix: path.join(base, 'prefix') };
      for (const dir of Object.values(d)) fs.mkdirSync(dir, { recursive: true });
      return d;
    };

    it('takes the path a modules-enabled file loads, relative to the prefix', () => {
      const d = dirs('enabled');
      fs.mkdirSync(path.join(d.prefix, 'modules'));
      fs.writeFileSync(path.join(d.prefix, 'modules/ngx_http_brotli_static_module.so'), '');
      fs.writeFileSync(path.join(d.enabledDir, '50-mod-http-brotli-static.conf'), 'load_module modules/ngx_http_brotli_static_module.so;\n');
      expect(findBrotliModule(d)).toBe(path.join(d.prefix, 'modules/ngx_http_brotli_static_module.so'));
    });

    it('else the modules folder’s copy', () => {
      const d = dirs('modules');
      fs.writeFileSync(path.join(d.modulesDir, 'ngx_http_brotli_static_module.so'), '');
      expect(findBrotliModule(d)).toBe(path.join(d.modulesDir, 'ngx_http_brotli_static_module.so'));
    });

    it('is null when neither is there', () => {
      expect(findBrotliModule(dirs('none'))).toBeNull();
    });
  });
});

describe('where nginx writes', () => {
  it("uses Debian's paths by default", () => {
    const conf = render();
    expect(conf).toContain('pid "/run/nginx.pid";');
    expect(conf).toContain('error_log "/var/log/nginx/error.log" warn;');
    expect(conf).toContain('worker_processes auto;');
    expect(conf).not.toMatch(/_temp_path|^user /m);
  });

  it('keeps pid, logs and temporary files in the --standalone folder', () => {
    const dir = path.join(tmp, 'run');
    const conf = render(['--standalone', dir]);
    expect(conf).toContain(`pid ${quoteNginx(path.join(dir, 'nginx.pid'))};`);
    expect(conf).toContain(`error_log ${quoteNginx(path.join(dir, 'error.log'))} warn;`);
    expect(conf).toContain(`access_log ${quoteNginx(path.join(dir, 'access.log'))};`);
    for (const t of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) expect(conf).toContain(`${t}_temp_path ${quoteNginx(path.join(dir, t))};`);
    expect(conf).not.toMatch(/^user /m);
  });

  it('runs the standalone workers as root when root starts it (the folder may be root’s alone)', () => {
    expect(render(['--standalone', path.join(tmp, 'run')], { ...asUser, uid: 0, user: 'root' })).toMatch(/^user root;$/m);
  });

  it('listens on every address, or on --listen only', () => {
    expect(render()).toMatch(/^\s+listen 8088;$/m);
    expect(render(['--listen', '127.0.0.1'])).toMatch(/^\s+listen 127\.0\.0\.1:8088;$/m);
    expect(render(['--listen', '::1'])).toMatch(/^\s+listen \[::1\]:8088;$/m);
  });
});

describe('quoteNginx', () => {
  it.each(['^\\/list\\/?$', 'a "quoted" \\\\ value', "it's\\t"])('%s reads back as itself', (value) => {
    expect(unquote(quoteNginx(value))).toBe(value);
  });
});

describe('the arguments', () => {
  const args = (extra: string[]) => ['--root', root, ...extra];
  const refused = (argv: string[]) => {
    try {
      resolveNginxSite(parseNginxArgs(argv), asUser);
    } catch (e) {
      return e;
    }
    return undefined;
  };

  it.each([
    ['no --root', ['--api', '127.0.0.1:8081'], /^缺少 --root.*（--root is required/],
    ['no --api', args([]), /^缺少 --api.*（--api is required/],
    ['an --api without a port', args(['--api', 'localhost']), /^--api 应为 主机:端口.*（--api wants HOST:PORT/],
    ['an --api as a URL', args(['--api', 'http://127.0.0.1:8081']), /--api wants HOST:PORT.*got "http:\/\/127\.0\.0\.1:8081"/],
    ['an --api port out of range', args(['--api', 'api.internal:70000']), /--api wants HOST:PORT/],
    ['a port of 0', args(['--api', '127.0.0.1:8081', '--port', '0']), /^--port 应为 1 到 65535 之间的整数.*--port wants a whole number/],
    ['a port that is not a number', args(['--api', '127.0.0.1:8081', '--port', 'eighty']), /got "eighty"/],
    ['an unknown option', args(['--api', '127.0.0.1:8081', '--brotli']), /^未知选项 --brotli（unknown option --brotli）$/],
    ['an option without its value', args(['--api']), /^选项 --api 缺少值（--api wants a value）$/],
    ['a value without its option', args(['--api', '127.0.0.1:8081', '8088']), /^多余的参数 8088：.*（unexpected argument 8088/],
    ['an empty --root', ['--root', '', '--api', '127.0.0.1:8081'], /^--root 的值为空（--root is empty）$/],
    ['a folder without a build', ['--root', tmp, '--api', '127.0.0.1:8081'], /没有构建（index\.html）：请先运行 npm run build.*run npm run build first/],
  ])('refuse %s in Chinese and English', (_, argv, message) => {
    const error = refused(argv);
    expect(error).toBeInstanceOf(NginxConfigError);
    expect((error as Error).message).toMatch(message);
  });

  it('default to port 80 and the build folder relative to the working folder', () => {
    const parsed = parseNginxArgs(['--root', 'dist', '--api', 'api.internal:8000'], '/srv/yaocai');
    expect(parsed).toMatchObject({ root: '/srv/yaocai/dist', api: 'api.internal:8000', port: 80, apiDocs: '/srv/yaocai/dist-api-docs', brotli: true });
  });
});

describe("a page's API calls in its Link header", () => {
  const FETCH = 'rel=preload; as=fetch; crossorigin=use-credentials';
  const dataRoot = fixtureBuild('data', [
    { route: 'login', pattern: '^\\/login\\/?$', preload: [], params: [], data: [{ url: '/api/global/common' }] },
    {
      route: 'list',
      pattern: '^\\/list\\/?$',
      preload: ['/assets/list.5e6f.js'],
      params: [],
      data: [{ url: '/api/goods/list?page=1', bare: true }, { url: '/api/user/base', member: true }, { url: 'https://elsewhere.example/api/x' }],
    },
    { route: 'detail', pattern: '^\\/list\\/info\\/([^\\/]+)\\/?$', preload: [], params: ['id'], data: [{ url: '/api/goods/detail/{id}' }] },
    { route: 'zqmb', pattern: '^\\/zqmb\\/?$', preload: [], params: [], query: ['id'], data: [{ url: '/api/zone/template/{id}' }] },
  ]);
  const conf = renderNginxConfig(resolveNginxSite(parseNginxArgs(['--root', dataRoot, '--api', '127.0.0.1:8081']), asUser));
  const routes = routeBlocks(conf);
  /** A map's values by key ("default" for a visitor with a query string), the map keyed by `key`'s variables. */
  const mapOf = (name: string, key = '$yc_member$yc_bare') => {
    const m = new RegExp(`^    map "${escapeRegExp(key)}" \\$${name} \\{\\n([^}]*)\\n    \\}`, 'm').exec(conf);
    return m ? Object.fromEntries(m[1]!.split('\n').map((l) => /^\s+("?\w+"?) (".*");$/.exec(l)!).map((x) => [unquote(x[1]!), unquote(x[2]!)])) : undefined;
  };

  it('tells a member by the session cookie and a default view by the empty query string', () => {
    expect(conf).toContain('map $cookie_yc_session $yc_member {\n        "" 0;\n        default 1;\n    }');
    expect(conf).toContain('map $args $yc_bare {\n        "" 1;\n        default 0;\n    }');
  });

  it("gives a route whose calls differ by request a map of its four headers: a member's calls only for a member", () => {
    const list = routes.find((b) => b.match === '~* "^\\\\/list\\\\/?$"')!;
    expect(headersOf(list).Link).toBe('$yc_link_1');
    expect(headersOf(list).Vary).toBe('Cookie');
    const file = '</assets/list.5e6f.js>; rel=preload; as=script; fetchpriority=low';
    expect(mapOf('yc_link_1')).toEqual({
      default: file,
      '01': `</api/goods/list?page=1>; ${FETCH}, ${file}`,
      '10': `</api/user/base>; ${FETCH}, ${file}`,
      '11': `</api/goods/list?page=1>; ${FETCH}, </api/user/base>; ${FETCH}, ${file}`,
    });
    // The same for everyone: a plain header.
    expect(headersOf(routes.find((b) => b.match.includes('login'))!).Link).toBe(`</api/global/common>; ${FETCH}`);
  });

  it('puts a path parameter into a call only from a location of its own that matches a plain id, before the route', () => {
    const detail = routes.filter((b) => b.match.includes('info'));
    expect(detail.map((b) => unquote(b.match.slice(3)))).toEqual(['^\\/list\\/info\\/(?<yc_id>[1-9][0-9]{0,9})\\/?$', '^\\/list\\/info\\/([^\\/]+)\\/?$']);
    expect(detail.map((b) => headersOf(b).Link)).toEqual([`</api/goods/detail/$yc_id>; ${FETCH}`, undefined]);
  });

  it('puts a query id into a call only as the reference server reads it from the query string, and leaves the call out without one', () => {
    expect(conf).toContain(`map $args $yc_arg_id {\n        ${quoteNginx(`~${queryIdPattern('id')}`)} $1;\n        default "";\n    }`);
    expect(conf).toContain('map $yc_arg_id $yc_has_arg_id {\n        "" 0;\n        default 1;\n    }');
    const zqmb = routes.find((b) => b.match.includes('zqmb'))!;
    const byKey = mapOf(headersOf(zqmb).Link!.slice(1), '$yc_member$yc_bare$yc_has_arg_id')!;
    expect(byKey.default).toBe('');
    expect(byKey['001']).toBe(`</api/zone/template/$yc_arg_id>; ${FETCH}`);
    expect(byKey['100']).toBe('');
  });
});
